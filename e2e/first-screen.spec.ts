import type { Locator, Page } from "@playwright/test";
import { destinations as seed } from "./reference-data";
import tourPackages from "../server/seed/tour-packages.json";
import { ROUTES } from "./routes";
import { expect, test } from "./fixtures";

/*
 * Issue 26, "The first screen decides": on every trip page the name, the price per person, the days and "Enquire about
 * this trip" are on the first screen, at 390×844 (project "phone") and at 1280×800 (project "desktop"), before any
 * scroll. The trip summary (src/components/trips/TripSummary.tsx) is a definition list under the h1.
 */

const munnar = seed.find((destination) => destination._id === "dst-munnar")!;
const tourId = ROUTES.tourPage.split("/").pop();
const bali = tourPackages.find((tour) => tour._id === tourId)!;

const PAGES = [
  { kind: "destination", path: ROUTES.destinationDetails, name: munnar.name, price: "₹18,500", days: "3 days" },
  { kind: "itinerary", path: ROUTES.itinerary, name: `${munnar.name} Itinerary`, price: "₹18,500", days: "3 days" },
  {
    kind: "tour",
    path: ROUTES.tourPage,
    name: bali.name,
    price: `₹${bali.pricePerPerson.toLocaleString("en-IN")}`,
    days: `${bali.durationDays} days`,
  },
] as const;

/** The description of a term in the page's trip summary ("Price" → its dd). */
const fact = (page: Page, term: string): Locator =>
  page
    .getByRole("main")
    .locator("dt", { hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");

/** Whether the element's box ends within the first screen (the page is at the top). */
async function expectOnFirstScreen(page: Page, locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.y, `${what} starts on the page, not above it`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} ends within the first ${height} px`).toBeLessThanOrEqual(height);
}

for (const trip of PAGES) {
  test(`${trip.kind} page ${trip.path}: name, price, days and the enquiry are on the first screen`, async ({
    page,
  }) => {
    const viewport = page.viewportSize()!;
    expect([
      [390, 844],
      [1280, 800],
    ]).toContainEqual([viewport.width, viewport.height]);
    await page.goto(trip.path);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    const heading = page.getByRole("heading", { level: 1, name: trip.name });
    await expectOnFirstScreen(page, heading, "the h1");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const price = fact(page, "Price");
    await expect(price).toContainText(`${trip.price} per person`);
    await expectOnFirstScreen(page, price, "the price");

    const days = fact(page, "Duration");
    await expect(days).toHaveText(trip.days);
    await expectOnFirstScreen(page, days, "the days");

    const enquire = page.getByRole("main").getByRole("link", { name: "Enquire about this trip" });
    await expectOnFirstScreen(page, enquire, "Enquire about this trip");
  });
}

for (const trip of PAGES.filter((candidate) => candidate.kind !== "tour")) {
  test(`${trip.kind} page ${trip.path}: what is included and the cancellation terms are on the first screen`, async ({
    page,
  }) => {
    await page.goto(trip.path);
    const included = page.getByRole("main").getByRole("link", { name: /^What is included \(\d+\) and not \(\d+\)$/ });
    await expectOnFirstScreen(page, included, "the link to what is included");
    const cancellation = page.getByRole("main").getByText(/^Cancellation: /);
    // server/seed/destinations.json: Munnar's first term about cancelling (the advance is a payment term).
    await expect(cancellation).toHaveText(
      "Cancellation: More than 15 days before travel: 10% of package cost. All terms",
    );
    await expectOnFirstScreen(page, cancellation, "the cancellation summary");
    // Both lead to the page's own full sections.
    await included.click();
    await expect(page.getByRole("heading", { level: 2, name: "Inclusions" })).toBeInViewport();
    await page.getByRole("main").getByRole("link", { name: "All terms" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Cancellation Policy & Payment Terms" })).toBeInViewport();
  });
}

test("a list of destinations shows a trip's name and price on a phone's first screen", async ({ page, isMobile }) => {
  test.skip(!isMobile, "at 1280 the first row of cards starts below the search and the finder, beside the sidebar");
  await page.goto("/destination/Domestic");
  const first = page.getByRole("main").getByRole("article").first();
  await expectOnFirstScreen(page, first.getByRole("heading", { level: 3 }), "the first trip's name");
  await expectOnFirstScreen(page, first.getByText(/^₹[\d,]+ per person$/), "the first trip's price");
});

test("the GST the destination's exclusions state is beside its price", async ({ page }) => {
  await page.goto(ROUTES.destinationDetails);
  // server/seed/destinations.json: Munnar's exclusions name "GST (5%) on the package cost".
  await expect(fact(page, "Price")).toContainText("Plus GST (5%) on the package cost");
  await page.goto(ROUTES.itinerary);
  await expect(fact(page, "Price")).toContainText("Plus GST (5%) on the package cost");
});

test("Enquire about this trip: to the page's own form on a destination, to /contact prefilled on a tour", async ({
  page,
}) => {
  await page.goto(ROUTES.destinationDetails);
  await page.getByRole("main").getByRole("link", { name: "Enquire about this trip" }).click();
  await expect(page).toHaveURL(/#enquiry-form$/);
  await expect(page.getByRole("form", { name: `Ask us about ${munnar.name}` })).toBeInViewport();

  await page.goto(ROUTES.tourPage);
  await page.getByRole("main").getByRole("link", { name: "Enquire about this trip" }).click();
  await expect(page).toHaveURL(`/contact?trip=${encodeURIComponent(bali.name)}&days=${bali.durationDays}`);
  await expect(page.getByLabel("Subject")).toHaveValue(`Enquiry: ${bali.name}`);
});

test("the first screen does not move when the page hydrates", async ({ page }) => {
  await page.goto(ROUTES.destinationDetails);
  // Gatsby's hydration is done (the fixture waits for it): every layout shift since the first paint is counted.
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shifts).toBeLessThan(0.05);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the destination's gallery is one row that scrolls sideways on a phone, not a stack", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the strip is the phone's layout; wider screens show a grid");
    await page.goto(ROUTES.destinationDetails);
    const strip = page.getByRole("list", { name: `Pictures of ${munnar.name}` });
    const boxes = await strip.getByRole("listitem").evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { top: Math.round(box.top), width: box.width };
      }),
    );
    expect(boxes.length).toBeGreaterThan(1);
    expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
    expect(await strip.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
    expect(await strip.evaluate((list) => getComputedStyle(list).scrollSnapType)).toContain("x");
  });
});
