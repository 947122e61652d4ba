import type { Page } from "@playwright/test";
import { formatPrice } from "../src/lib/money";
import {
  destinationDetailsPath,
  destinationListPath,
  itineraryPath,
  itineraryPdfPath,
  ROUTES,
} from "../src/lib/routes";
import { comparison } from "./comparison";
import { extractPdfText } from "./pdf-text";
import { destinations, REPRICED } from "./reference-data";
import { expect, gotoHydrated, test } from "./fixtures";

/*
 * One trip, one price (issue 35): the full build is made from the reference data with one destination's price
 * changed to a figure nothing else holds (scripts/e2e.mjs, e2e/repriced-trip.json). Every place the trip is shown
 * gives that figure, written the one way the site writes prices.
 */
const trip = destinations.find((destination) => destination._id === REPRICED.id)!;
const price = formatPrice(REPRICED.pricePerPerson);
const munnar = destinations.find((destination) => destination._id === "dst-munnar")!;
const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/** The description of "Price" in a trip page's summary. */
const summaryPrice = (page: Page) =>
  page
    .locator("dl div")
    .filter({ has: page.getByRole("term").filter({ hasText: /^Price$/ }) })
    .getByRole("definition");

test.describe(`${trip.name} repriced to ${price}`, () => {
  test("the reference data holds the figure for this trip only", () => {
    expect(price).toMatch(/^₹[\d,]+ per person$/);
    expect(destinations.filter((destination) => destination.pricePerPerson === REPRICED.pricePerPerson)).toEqual([
      trip,
    ]);
  });

  test("its card on the list of its type", async ({ page }) => {
    await page.goto(destinationListPath(trip.type));
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: trip.name, exact: true }) });
    await expect(card.getByText(price, { exact: true })).toBeVisible();
  });

  test("its details page: the summary, the basic information and the JSON-LD offer", async ({ page }) => {
    await page.goto(destinationDetailsPath(trip._id));
    await expect(summaryPrice(page)).toContainText(price);
    await expect(page.getByRole("row", { name: `Price ${price}` })).toBeVisible();
    const offers = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts
        .map((script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>)
        .flatMap((data) => [data, ...((data["@graph"] as Record<string, unknown>[] | undefined) ?? [])])
        .filter((data) => data["@type"] === "TouristTrip")
        .map((data) => data.offers),
    );
    expect(offers).toEqual([expect.objectContaining({ price: REPRICED.pricePerPerson, priceCurrency: "INR" })]);
  });

  test("the WhatsApp text of its page's contact bar", async ({ page }) => {
    await page.goto(destinationDetailsPath(trip._id));
    // In the page's HTML at both widths (shown on a phone once the first screen has scrolled by).
    const chat = page.locator('nav[aria-label="Quick contact"] a[href^="https://wa.me/"]');
    const text = new URL((await chat.getAttribute("href"))!).searchParams.get("text");
    expect(text).toContain(`"${trip.name}" trip (${trip.durationDays} days, ${price})`);
  });

  test("its itinerary page and its brochure PDF", async ({ page }) => {
    await page.goto(itineraryPath(trip._id));
    await expect(summaryPrice(page)).toContainText(price);
    const pdf = await page.request.get(itineraryPdfPath(trip._id));
    expect(pdf.status()).toBe(200);
    expect(squeeze(extractPdfText(await pdf.body()).join(" "))).toContain(price);
  });

  test("its place in the comparison on /shortlist", async ({ page, isMobile }) => {
    for (const saved of [trip, munnar]) {
      await gotoHydrated(page, destinationDetailsPath(saved._id));
      const save = page.getByRole("button", { name: `Save ${saved.name} to shortlist` });
      await save.click();
      await expect(save).toHaveAttribute("aria-pressed", "true");
    }
    await gotoHydrated(page, ROUTES.shortlist);
    await expect(comparison(page, isMobile).fact("Price per person")).toHaveText([
      price,
      formatPrice(munnar.pricePerPerson),
    ]);
  });

  test("its record in the site search", async ({ page }) => {
    await gotoHydrated(page, ROUTES.search);
    const records = await page.evaluate(async (name) => {
      const pagefind = (await import(/* webpackIgnore: true */ "/pagefind/pagefind.js" as string)) as {
        init(): Promise<void>;
        search(
          query: string,
        ): Promise<{ results: { data(): Promise<{ url: string; meta: Record<string, string> }> }[] }>;
      };
      await pagefind.init();
      const found = await pagefind.search(name);
      return Promise.all(found.results.map((result) => result.data()));
    }, trip.name);
    const record = records.find((data) => data.url.replace(/\/$/, "") === destinationDetailsPath(trip._id));
    expect(record?.meta).toMatchObject({ type: "Destination", price });
  });
});
