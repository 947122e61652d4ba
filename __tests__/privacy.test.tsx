import React from "react";
import { readFileSync } from "node:fs";
import { render, screen, within } from "@testing-library/react";
import { BlockPreview } from "../src/blocks/preview";
import { blockPageSchema } from "../src/content-model/pages";
import { siteSchema } from "../src/content-model/site";
import { RETENTION } from "../src/lib/device-storage";
import { siteFacts } from "../src/lib/site";
import { ROUTES } from "../src/lib/routes";
import { Footer } from "../src/components/layout/Footer";

const notice = JSON.parse(readFileSync("content/pages/privacy.json", "utf8")) as {
  path: string;
  lastUpdated: string;
  blocks: Array<{ type: string; title?: string }>;
};
const assetUrl = (path: string) => path;
const blockOf = (type: string) => notice.blocks.find((block) => block.type === type)!;

describe("the privacy notice's content", () => {
  it("is a page at /privacy with a date, which is its version", () => {
    const page = blockPageSchema.parse(notice);
    expect(page.path).toBe(ROUTES.privacy);
    expect(page.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(blockPageSchema.safeParse({ ...notice, lastUpdated: "24 Nov 2026" }).success).toBe(false);
  });

  it("covers what the issue asks a notice to say", () => {
    const titles = notice.blocks.map((block) => block.title);
    for (const title of [
      "Who we are",
      "What we collect",
      "What stays on your device",
      "Why we use it",
      "Who else handles it, and where",
      "How long we keep it",
      "Your rights, and how to use them",
      "Children",
    ]) {
      expect(titles).toContain(title);
    }
  });
});

describe("site.json's privacy contact", () => {
  it("is required, with an e-mail address and one of the agency's phones, named by its label", () => {
    const site = JSON.parse(readFileSync("content/site.json", "utf8")) as Record<string, unknown>;
    expect(siteSchema.safeParse(site).success).toBe(true);
    const { privacyContact: _removed, ...without } = site;
    expect(siteSchema.safeParse(without).success).toBe(false);
    const contact = site.privacyContact as Record<string, string>;
    const broken = siteSchema.safeParse({ ...site, privacyContact: { ...contact, email: "privacy" } });
    expect(broken.success || broken.error.issues.map((issue) => issue.path.join("."))).toEqual([
      "privacyContact.email",
    ]);
    // A number written here would be a second copy of one of the phones, which went stale (the marketer's week).
    const copied = siteSchema.safeParse({ ...site, privacyContact: { ...contact, phone: "+91 481 242 0100" } });
    expect(copied.success || copied.error.issues.map(({ path, message }) => [path.join("."), message])).toEqual([
      ["privacyContact.phone", 'must be the label of one of the phones ("Bookings", "Mobile")'],
    ]);
  });
});

describe("the privacy blocks", () => {
  it("the privacy contact block shows the agency's legal name, address and privacy contact from site.json", () => {
    render(<BlockPreview blocks={[blockOf("privacyContact")]} assetUrl={assetUrl} />);
    const region = screen.getByRole("region", { name: "Who we are" });
    expect(region).toHaveTextContent(siteFacts.legalName);
    expect(region).toHaveTextContent(siteFacts.address.display);
    expect(region).toHaveTextContent(`${siteFacts.privacyContact.name}, ${siteFacts.privacyContact.role}`);
    expect(within(region).getByRole("link", { name: siteFacts.privacyContact.email })).toHaveAttribute(
      "href",
      `mailto:${siteFacts.privacyContact.email}`,
    );
    expect(within(region).getByRole("link", { name: siteFacts.privacyContact.phone.display })).toHaveAttribute(
      "href",
      "tel:+914812420100",
    );
  });

  it("the device block states the periods the code enforces, the shortlist, Forget my details and no cookies", () => {
    render(<BlockPreview blocks={[blockOf("deviceStorage")]} assetUrl={assetUrl} />);
    const region = screen.getByRole("region", { name: "What stays on your device" });
    expect(region).toHaveTextContent(`at most ${RETENTION.draft.text}`);
    expect(region).toHaveTextContent(`for at most ${RETENTION.outbox.text}`);
    expect(region).toHaveTextContent(`The trips you save to your shortlist`);
    expect(region).toHaveTextContent(`${RETENTION.shortlist.text} on the shortlist page`);
    expect(region).toHaveTextContent(`The currency you chose to see trip prices in`);
    // Each kind of thing the site keeps on the device (RETENTION) is in the notice with how long it stays.
    for (const { text } of Object.values(RETENTION)) expect(region).toHaveTextContent(text);
    expect(region).toHaveTextContent("Forget my details");
    expect(region).toHaveTextContent("This site sets no cookies of its own.");
  });
});

describe("the footer", () => {
  it("links the privacy notice on every page", () => {
    render(<Footer />);
    expect(within(screen.getByRole("contentinfo")).getByRole("link", { name: "Privacy notice" })).toHaveAttribute(
      "href",
      ROUTES.privacy,
    );
  });
});
