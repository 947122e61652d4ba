import type { Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { destinations as seed } from "./reference-data";
import { formatRupees } from "../src/lib/money";
import { indiaDate } from "../src/lib/dates";
import { indicativePrice, ratesShownOn } from "../src/lib/currencies";
import { CURRENCY_RATES } from "../src/lib/currency-rates";
import { expect, test } from "./fixtures";

/** The destinations with days: each has an itinerary page, and so a PDF. */
const itineraries = seed.filter((destination) => (destination.itinerary ?? []).length > 0);
const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();
const downloadLink = (page: Page) => page.getByRole("link", { name: "Download itinerary (PDF)" });

/** The text of a PDF as pdf.js (a real reader, independent of the writer) extracts it, and its page count. */
async function readPdf(body: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  return { pages: totalPages, text: squeeze(text) };
}

test("the reference data has itineraries to take away", () => {
  expect(itineraries.length).toBeGreaterThan(10);
});

test.describe("itinerary PDF", () => {
  test.describe("each trip's file", () => {
    // The file is the same at every viewport (the link's place on the page is the click test's, below, at both).
    test.skip(
      ({ isMobile }) => isMobile,
      "a built file, the same at every viewport: read once, in the desktop project",
    );
    for (const destination of itineraries) {
      test(`${destination._id}: the Download itinerary link answers a PDF with the trip name and every day title`, async ({
        page,
      }) => {
        await page.goto(`/Itinerary/${destination._id}`);
        const href = await downloadLink(page).getAttribute("href");
        expect(href).toMatch(/\.pdf$/);
        const response = await page.request.get(href ?? "");
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("application/pdf");
        const body = await response.body();
        expect(body.subarray(0, 5).toString()).toBe("%PDF-");
        const { pages, text } = await readPdf(body);
        expect(pages).toBeGreaterThan(0);
        expect(text).toContain(`${squeeze(destination.name)} Itinerary`);
        for (const day of destination.itinerary ?? []) {
          expect(text, `day ${day.dayNumber}`).toContain(`Day ${day.dayNumber}: ${squeeze(day.title)}`);
        }
        // The price in rupees, the agency's phones and e-mail, and where the page lives online.
        expect(text).toContain(formatRupees(destination.pricePerPerson));
        expect(text).toContain("+91 481 242 0100");
        expect(text).toContain("bookings@keralamholidays.in");
        expect(text).toContain(`/Itinerary/${destination._id}`);
        // Beside ₹, the price in the Gulf's currencies and others while the rates may be shown on the day it was
        // written (the build's, today); rates out of date are left out, not printed as current.
        const aed = indicativePrice(destination.pricePerPerson, CURRENCY_RATES.rates.AED, "AED");
        if (ratesShownOn(CURRENCY_RATES, indiaDate(new Date())))
          expect(text).toContain(`Indicative, you pay in ₹: ${aed} · SAR`);
        else expect(text).not.toContain("Indicative");
      });
    }
  });

  test("clicking Download itinerary (PDF) downloads the file under the trip's name and stays on the page", async ({
    page,
  }) => {
    await page.goto("/Itinerary/dst-munnar");
    const download = page.waitForEvent("download");
    await downloadLink(page).click();
    expect((await download).suggestedFilename()).toBe("Munnar-itinerary-Keralam-Holidays.pdf");
    await expect(page).toHaveURL(/\/Itinerary\/dst-munnar$/);
  });
});

test("Share on WhatsApp carries the trip name and the page's canonical URL", async ({ page }) => {
  await page.goto("/Itinerary/dst-dubai");
  const share = page.getByRole("link", { name: "Share on WhatsApp" });
  await expect(share).toBeVisible();
  await expect(share).toHaveAttribute("target", "_blank");
  await expect(share).toHaveAttribute("rel", /noopener/);
  const href = new URL((await share.getAttribute("href")) ?? "");
  expect(href.origin + href.pathname).toBe("https://wa.me/");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(/\/Itinerary\/dst-dubai$/);
  expect(href.searchParams.get("text")).toBe(`Dubai itinerary: ${canonical}`);
});

test("printed, an itinerary has no header, footer or menus, and a day never splits across pages", async ({ page }) => {
  await page.goto("/Itinerary/dst-dubai");
  const header = page.getByRole("banner");
  const footer = page.getByRole("contentinfo");
  // On screen they are there: the print rules are what hides them.
  await expect(header).toBeVisible();
  await expect(footer).toBeVisible();
  await expect(downloadLink(page)).toBeVisible();

  await page.emulateMedia({ media: "print" });
  await expect(header).toBeHidden();
  await expect(footer).toBeHidden();
  for (const nav of await page.getByRole("navigation", { includeHidden: true }).all()) await expect(nav).toBeHidden();
  await expect(downloadLink(page)).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dubai Itinerary");

  const days = page.getByRole("region", { name: "Day by day" }).getByRole("listitem");
  const dubai = itineraries.find((destination) => destination._id === "dst-dubai");
  await expect(days).toHaveCount(dubai?.itinerary?.length ?? -1);
  for (const day of await days.all()) {
    await expect(day).toBeVisible();
    expect(await day.evaluate((element) => getComputedStyle(element).breakInside)).toBe("avoid");
  }

  await page.emulateMedia({ media: "screen" });
  await expect(header).toBeVisible();
});
