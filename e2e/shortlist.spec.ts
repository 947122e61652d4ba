import type { Page } from "@playwright/test";
import { destinations } from "./reference-data";
import tourPackages from "../server/seed/tour-packages.json";
import { STORAGE_KEYS } from "../src/lib/device-storage";
import { ROUTES } from "./routes";
import { fillEnquiry, storedWith, successToast, uniqueMarker, withContactsEndpoint } from "./enquiry-helpers";
import {
  blockSiteData,
  expect,
  expectNoAxeViolations,
  gotoBeforeHydration,
  gotoHydrated,
  holdScripts,
  isHydrated,
  test,
  waitForHydration,
} from "./fixtures";
import { comparison, sidewaysScrollers } from "./comparison";

/** The shortlist (issue 25): Save on cards and trip pages, "Shortlist (N)" in the header, /shortlist. */
const munnar = destinations.find((destination) => destination._id === "dst-munnar")!;
const tourId = ROUTES.tourPage.split("/").pop()!;
const tour = tourPackages.find((entry) => entry._id === tourId)!;
const otherTour = tourPackages.find((entry) => entry._id !== tourId)!;

/** The header's "Shortlist (N)" link; on a phone it is in the menu, which is opened first. */
async function shortlistLink(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    return page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: /^Shortlist/ });
  }
  return page
    .getByRole("banner")
    .getByRole("link", { name: /^Shortlist/ })
    .filter({ visible: true });
}

async function expectCount(page: Page, isMobile: boolean, count: number) {
  const link = await shortlistLink(page, isMobile);
  await expect(link).toHaveText(`Shortlist (${count})`);
  if (isMobile) await page.keyboard.press("Escape");
}

test.describe("the shortlist", () => {
  test("save two trips from a list and one from a trip page, compare them, remove one, reload, ask about them", async ({
    page,
    isMobile,
  }, testInfo) => {
    await gotoHydrated(page, ROUTES.tour);
    await expectCount(page, isMobile, 0);
    for (const saved of [tour, otherTour]) {
      const save = page.getByRole("button", { name: `Save ${saved.name} to shortlist` });
      await expect(save).toHaveAttribute("aria-pressed", "false");
      await save.click();
      await expect(save).toHaveAttribute("aria-pressed", "true");
      await expect(save).toContainText("Saved");
    }
    await expectCount(page, isMobile, 2);

    await gotoHydrated(page, ROUTES.destinationDetails);
    await expectCount(page, isMobile, 2);
    const saveMunnar = page.getByRole("button", { name: `Save ${munnar.name} to shortlist` });
    await saveMunnar.click();
    await expect(saveMunnar).toHaveAttribute("aria-pressed", "true");
    await expectCount(page, isMobile, 3);

    await gotoHydrated(page, ROUTES.shortlist);
    await expect(page.getByRole("heading", { level: 1, name: "Your shortlist" })).toBeVisible();
    const list = page.getByRole("list", { name: "Saved trips" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([tour.name, otherTour.name, munnar.name]);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    // Side by side on a wide screen (one column per trip, every row's cells under them); on a phone one trip after
    // another, each whole.
    const compared = comparison(page, isMobile);
    await expect(compared.trips).toHaveCount(3);
    await expect(compared.fact("Price per person")).toHaveText(
      [tour, otherTour, munnar].map((trip) => new RegExp(`₹${trip.pricePerPerson.toLocaleString("en-IN")}`)),
    );
    await expect(compared.fact("Length")).toHaveText(
      [tour, otherTour, munnar].map((trip) => `${trip.durationDays} days`),
    );
    await expectNoAxeViolations(page, "main");
    // Nothing scrolls sideways on a phone, not even inside the comparison; the page never does.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    if (isMobile) expect(await sidewaysScrollers(page), "parts of the page that scroll sideways").toEqual([]);

    await page.getByRole("button", { name: `Move ${munnar.name} earlier` }).click();
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([tour.name, munnar.name, otherTour.name]);
    await list.getByRole("button", { name: `Remove ${otherTour.name} from shortlist` }).click();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(compared.trips).toHaveCount(2);
    await expectCount(page, isMobile, 2);

    await page.reload();
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([tour.name, munnar.name]);
    await expect(compared.trips).toHaveCount(2);

    // One enquiry about both: stored with every trip's name.
    const marker = uniqueMarker(testInfo.project.name);
    const form = page.getByRole("form", { name: "Ask us about these trips" });
    await expect(form.getByLabel("Subject")).toHaveValue("Enquiry: 2 trips from my shortlist");
    await fillEnquiry(form, {
      name: "Asha Menon",
      email: "asha@example.in",
      message: `Which is better in May? ${marker}`,
    });
    await withContactsEndpoint(async () => {
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(successToast(page)).toBeVisible();
    });
    const stored = (await storedWith(marker))[0]!;
    expect(stored).toMatchObject({ subject: "Enquiry: 2 trips from my shortlist" });
    expect(stored.message).toContain(`Which is better in May? ${marker}`);
    expect(stored.message).toContain(`Trips on my shortlist: ${tour.name} (tour, ${tour.durationDays} days`);
    expect(stored.message).toContain(`${munnar.name} (destination, ${munnar.durationDays} days`);
    expect(await storedWith(marker)).toHaveLength(1);

    await list.getByRole("button", { name: `Remove ${tour.name} from shortlist` }).click();
    await list.getByRole("button", { name: `Remove ${munnar.name} from shortlist` }).click();
    await expect(page.getByText(/You have not saved any trips yet/)).toBeVisible();
    await expectCount(page, isMobile, 0);
  });

  test("before the script Save is a link that saves the trip on /shortlist; the script's button takes its place", async ({
    page,
    browser,
  }) => {
    const name = `Save ${munnar.name} to shortlist`;
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(ROUTES.destinationDetails);
    const link = plain.getByRole("link", { name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", "/shortlist?save=destination:dst-munnar");
    const before = await link.boundingBox();
    await noScript.close();

    await gotoHydrated(page, ROUTES.destinationDetails);
    const shown = page.getByRole("button", { name });
    await expect(shown).toHaveAttribute("aria-pressed", "false");
    const after = await shown.boundingBox();
    expect(before).not.toBeNull();
    expect(after).toEqual(before);
  });

  test("Save pressed at the first paint, scripts held back: /shortlist saves it once they arrive", async ({ page }) => {
    const release = await holdScripts(page);
    await gotoBeforeHydration(page, ROUTES.destinationDetails);
    await page.getByRole("link", { name: `Save ${munnar.name} to shortlist` }).click();
    await expect(page).toHaveURL(/\/shortlist\?save=destination:dst-munnar$/);
    expect(await isHydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    await expect(page.getByRole("status").filter({ hasText: "saved to your shortlist" })).toHaveText(
      `${munnar.name} is saved to your shortlist.`,
    );
    const list = page.getByRole("list", { name: "Saved trips" });
    await expect(list.getByRole("link", { name: munnar.name, exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/shortlist$/);
    // Reloaded, the address asks nothing again: a trip removed stays removed.
    await list.getByRole("button", { name: `Remove ${munnar.name} from shortlist` }).click();
    await gotoHydrated(page, ROUTES.shortlist);
    await expect(page.getByText(/You have not saved any trips yet/)).toBeVisible();
  });

  test("the share link, opened in a fresh browser, shows the same trips and saves them only when asked", async ({
    page,
    browser,
    isMobile,
  }) => {
    await page.addInitScript(
      ([key, trips]) => {
        if (!sessionStorage.getItem("seeded")) localStorage.setItem(key, trips);
        sessionStorage.setItem("seeded", "1");
      },
      [
        STORAGE_KEYS.shortlist,
        JSON.stringify([
          { kind: "destination", id: munnar._id },
          { kind: "tour", id: tour._id },
        ]),
      ] as const,
    );
    await gotoHydrated(page, ROUTES.shortlist);
    const share = page.getByRole("region", { name: "Share this shortlist" });
    const href = await share.getByRole("link", { name: "Link to this shortlist" }).getAttribute("href");
    expect(href).toBe(`/shortlist?trips=destination:${munnar._id},tour:${tour._id}`);
    const whatsapp = new URL((await share.getByRole("link", { name: "Share on WhatsApp" }).getAttribute("href"))!);
    expect(whatsapp.hostname).toBe("wa.me");
    expect(whatsapp.searchParams.get("text")).toContain(href!);

    const fresh = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: page.viewportSize() });
    try {
      const other = await fresh.newPage();
      await gotoHydrated(other, href!);
      await expect(other.getByRole("heading", { level: 1, name: "A shared shortlist" })).toBeVisible();
      const list = other.getByRole("list", { name: "Shared trips" });
      await expect(list.getByRole("heading", { level: 3 })).toHaveText([munnar.name, tour.name]);
      expect(await other.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.shortlist)).toBeNull();
      await expectNoAxeViolations(other, "main");
      await other.getByRole("button", { name: "Save all 2 to my shortlist" }).click();
      await expect(other.getByText("All saved to your shortlist.")).toBeVisible();
      await expectCount(other, isMobile, 2);
      expect(JSON.parse((await other.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.shortlist))!)).toEqual([
        { kind: "destination", id: munnar._id },
        { kind: "tour", id: tour._id },
      ]);
    } finally {
      await fresh.close();
    }
  });

  test.describe("with site data blocked", () => {
    test.beforeEach(async ({ context }) => context.addInitScript(blockSiteData));

    test("saving works for the visit, and the shortlist says it lasts only the visit", async ({ page, isMobile }) => {
      await gotoHydrated(page, ROUTES.destinationDetails);
      const save = page.getByRole("button", { name: `Save ${munnar.name} to shortlist` });
      await save.click();
      await expect(save).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("status").filter({ hasText: "lasts only for this visit" })).toBeVisible();
      // Followed within the visit (no new page load, which would start a new visit).
      await (await shortlistLink(page, isMobile)).click();
      await expect(page).toHaveURL(/\/shortlist$/);
      await expect(page.getByRole("heading", { level: 1, name: "Your shortlist" })).toBeVisible();
      await expect(
        page.getByText("This browser does not let the site keep data, so your shortlist lasts only for this visit."),
      ).toBeVisible();
      await expect(page.getByRole("list", { name: "Saved trips" }).getByRole("heading", { level: 3 })).toHaveText([
        munnar.name,
      ]);
      await expectCount(page, isMobile, 1);
    });
  });
});
