// On React (jest.config.js's CMS admin project): the CMS admin renders these previews with the site's components.
import React from "react";
import { readFileSync } from "node:fs";
import { render, screen, within } from "@testing-library/react";
import { SiteFactsPreview, TeamPreview } from "../src/cms/FactsPreviews";

const site = JSON.parse(readFileSync("content/site.json", "utf8")) as Record<string, unknown> & {
  phones: { label: string; display: string }[];
  privacyContact: Record<string, string>;
};
const team = JSON.parse(readFileSync("content/team.json", "utf8")) as { name: string; image: string }[];

describe("the CMS previews of Site facts and Team: the visitor's components, from the entry as edited", () => {
  it("Site facts: /contact's details, the privacy contact and the footer show a phone edited in Phones", () => {
    const phones = [site.phones[0]!, { label: "Mobile", display: "+91 98950 00000" }];
    render(<SiteFactsPreview data={{ ...site, phones }} />);
    const details = screen.getByRole("region", { name: "Get in touch" });
    expect(within(details).getByRole("link", { name: "+91 98950 00000" })).toHaveAttribute("href", "tel:+919895000000");
    // The privacy contact names the Bookings phone: its number, from Phones.
    const notice = screen.getByRole("region", { name: "The privacy notice's contact" });
    expect(within(notice).getByRole("link", { name: site.phones[0]!.display })).toHaveAttribute(
      "href",
      `tel:+${site.phones[0]!.display.replace(/\D/g, "")}`,
    );
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: /\+91 98950 00000/ })).toBeInTheDocument();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("Site facts not finished say what is missing in the CMS's words instead of a broken page", () => {
    render(<SiteFactsPreview data={{ ...site, whatsapp: "Kochi desk" }} />);
    expect(screen.getByRole("note")).toHaveTextContent(
      'Site facts are not finished: WhatsApp: must be the label of one of the phones ("Bookings", "Mobile").',
    );
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  it("Team: each person's portrait (the CMS's copy), name and role, as the team page shows them", () => {
    render(<TeamPreview records={team} assetUrl={(file) => `/admin/media/${file}`} />);
    const people = within(screen.getByRole("list", { name: "Our team" })).getAllByRole("listitem");
    expect(people).toHaveLength(team.length);
    expect(within(people[0]!).getByRole("heading", { level: 2 })).toHaveTextContent(team[0]!.name);
    expect(within(people[0]!).getByRole("img", { name: `Portrait of ${team[0]!.name}` })).toHaveAttribute(
      "src",
      `/admin/media/${team[0]!.image}`,
    );
  });
});
