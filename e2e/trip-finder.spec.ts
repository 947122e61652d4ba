import type { Page } from "@playwright/test";
import { destinations as seed } from "./reference-data";
import { createDestinationSearch } from "../src/lib/destination-search";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * The trip finder of /destinations and /destination/{type}. Every expectation is computed here from the
 * reference API's data with the rules of the issue written out again (not the app's own src/lib/trip-finder),
 * so a wrong band or comparator in the app fails these tests.
 */
type Destination = (typeof seed)[number];

/** The backend's order ("Recommended"): the API lists each type in its seed order, International first. */
const LISTS: Record<string, Destination[]> = {
  "/destinations": ["International", "Domestic"].flatMap((type) => seed.filter((d) => d.type === type)),
  "/destination/International": seed.filter((d) => d.type === "International"),
  "/destination/Domestic": seed.filter((d) => d.type === "Domestic"),
};

const SORTS: { value: string; label: string; compare: ((a: Destination, b: Destination) => number) | null }[] = [
  { value: "recommended", label: "Recommended", compare: null },
  { value: "price-asc", label: "Price: low to high", compare: (a, b) => a.pricePerPerson - b.pricePerPerson },
  { value: "price-desc", label: "Price: high to low", compare: (a, b) => b.pricePerPerson - a.pricePerPerson },
  { value: "days-asc", label: "Duration: shortest first", compare: (a, b) => a.durationDays - b.durationDays },
  { value: "days-desc", label: "Duration: longest first", compare: (a, b) => b.durationDays - a.durationDays },
  { value: "rating", label: "Rating: highest first", compare: (a, b) => b.rating - a.rating },
];
const DAYS: { value: string; label: string; keeps: (days: number) => boolean }[] = [
  { value: "up-to-4", label: "Up to 4 days", keeps: (days) => days <= 4 },
  { value: "5-7", label: "5–7 days", keeps: (days) => days >= 5 && days <= 7 },
  { value: "8-10", label: "8–10 days", keeps: (days) => days >= 8 && days <= 10 },
  { value: "11-plus", label: "11+ days", keeps: (days) => days >= 11 },
];
/** Caps: "Under ₹30,000" includes the trips under ₹20,000. */
const BUDGETS: { value: string; label: string; keeps: (price: number) => boolean }[] = [
  { value: "under-20000", label: "Under ₹20,000", keeps: (price) => price < 20_000 },
  { value: "under-30000", label: "Under ₹30,000", keeps: (price) => price < 30_000 },
  { value: "under-50000", label: "Under ₹50,000", keeps: (price) => price < 50_000 },
  { value: "under-75000", label: "Under ₹75,000", keeps: (price) => price < 75_000 },
  { value: "75000-and-over", label: "₹75,000 and over", keeps: (price) => price >= 75_000 },
];

interface Choice {
  search?: string;
  sort?: string;
  days?: string;
  budget?: string;
  /** A region or theme as the URL has it: "kerala", "day-trips". */
  theme?: string;
}

/** The region and themes of a reference destination as URL values ("Day trips" → "day-trips"). */
const themeValues = (d: Destination) =>
  [d.region, ...d.themes].flatMap((label) => (label ? [label.toLowerCase().replace(/\s+/g, "-")] : []));

/** What the list must show, in order: searched, filtered, then stably sorted (ties in the backend's order). */
function expected(path: string, { search = "", sort = "recommended", days = "", budget = "", theme = "" }: Choice) {
  const list = LISTS[path]!;
  const searched = new Set(createDestinationSearch(list)(search));
  const dayBand = DAYS.find((band) => band.value === days);
  const budgetBand = BUDGETS.find((band) => band.value === budget);
  const found = list.filter(
    (d) =>
      searched.has(d) &&
      (!dayBand || dayBand.keeps(d.durationDays)) &&
      (!budgetBand || budgetBand.keeps(d.pricePerPerson)) &&
      (!theme || themeValues(d).includes(theme)),
  );
  const compare = SORTS.find((order) => order.value === sort)!.compare;
  return (compare ? found.sort(compare) : found).map((d) => d.name);
}

const PAGE_SIZE = 8;
const cardNames = (page: Page) =>
  page.getByRole("main").getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
const pager = (page: Page) => page.getByRole("navigation", { name: "Pages" });
const status = (page: Page) => page.getByRole("main").getByRole("status");
/** The phone's "Sort & filter" disclosure: a `summary`, opened by the browser (its `details` gets `open`). */
const toggle = (page: Page) => page.locator("summary").filter({ hasText: /^Sort & filter/ });
const finder = (page: Page) => page.locator("details").filter({ has: toggle(page) });
const sortBy = (page: Page) => page.getByLabel("Sort by");
const duration = (page: Page) => page.getByLabel("Duration");
const budget = (page: Page) => page.getByLabel("Budget per person");
const regionOrTheme = (page: Page) => page.getByLabel("Region or theme");
const showTrips = (page: Page) => page.getByRole("button", { name: /^Show \d+ trips?$/ });
const resultsHeading = (page: Page) => page.getByRole("heading", { name: "Results", exact: true });
const isPhone = () => test.info().project.name === "phone";

/**
 * Every option of Duration and Budget says how many trips it would show with the other choices (search and
 * the other filter) kept, "5–7 days (18)", and "Show N trips" counts what the current choices show.
 */
async function expectCounts(page: Page, path: string, choice: Choice) {
  const filters = [
    { select: duration(page), key: "days", options: [{ value: "", label: "Any length" }, ...DAYS] },
    { select: budget(page), key: "budget", options: [{ value: "", label: "Any budget" }, ...BUDGETS] },
  ] as const;
  for (const { select, key, options } of filters) {
    const labels = options.map((o) => `${o.label} (${expected(path, { ...choice, [key]: o.value }).length})`);
    await expect(select.locator("option")).toHaveText(labels);
  }
  const total = expected(path, choice).length;
  await expect(showTrips(page)).toHaveText(`Show ${total} ${total === 1 ? "trip" : "trips"}`);
}

/** On a phone the selects are behind the "Sort & filter" disclosure; on wider screens they are always shown. */
async function openFinder(page: Page) {
  if (isPhone() && (await finder(page).getAttribute("open")) === null) await toggle(page).click();
  await expect(sortBy(page)).toBeVisible();
}

/** The status line and the cards of page `n` are exactly `names`' share of that page. */
async function expectPage(page: Page, names: string[], n = 1) {
  const first = (n - 1) * PAGE_SIZE;
  const shown = names.slice(first, first + PAGE_SIZE);
  await expect(status(page)).toHaveText(
    `Showing ${first + 1}–${first + shown.length} of ${names.length} ${names.length === 1 ? "destination" : "destinations"}`,
  );
  await expect.poll(() => cardNames(page)).toEqual(shown);
}

/** Every page of the result, by the pager's Next link, then back to page 1 by its link. */
async function expectAllPages(page: Page, names: string[]) {
  const pages = Math.ceil(names.length / PAGE_SIZE);
  await expectPage(page, names, 1);
  for (let n = 2; n <= pages; n++) {
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expectPage(page, names, n);
  }
  if (pages > 1) await pager(page).getByRole("link", { name: "Page 1" }).click();
  else await expect(pager(page)).toHaveCount(0);
}

test.describe("trip finder", () => {
  test("each sort order, on its first and last page; a new order goes back to page 1", async ({ page }) => {
    const path = "/destinations";
    await page.goto(path);
    await openFinder(page);
    await expect(sortBy(page)).toHaveValue("recommended");
    const pages = Math.ceil(LISTS[path]!.length / PAGE_SIZE);
    expect(pages, "the reference data fills several pages").toBeGreaterThan(2);
    for (const order of [...SORTS.slice(1), SORTS[0]!]) {
      await sortBy(page).selectOption({ label: order.label });
      const names = expected(path, { sort: order.value });
      await expect(page).toHaveURL(order.value === "recommended" ? path : `${path}?sort=${order.value}`);
      await expectPage(page, names, 1);
      await pager(page)
        .getByRole("link", { name: `Page ${pages}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`[?&]page=${pages}$`));
      await expectPage(page, names, pages);
    }
  });

  test("each duration band and each budget band alone, with its count, every page of the result", async ({ page }) => {
    const path = "/destinations";
    await page.goto(path);
    await openFinder(page);
    await expectCounts(page, path, {});
    for (const band of DAYS) {
      const names = expected(path, { days: band.value });
      await duration(page).selectOption({ label: `${band.label} (${names.length})` });
      await expect(page).toHaveURL(`${path}?days=${band.value}`);
      await expectCounts(page, path, { days: band.value });
      // The reference trips last 1 to 7 days: the longer bands stay choosable and say (0).
      if (names.length === 0) await expect(status(page)).toHaveText(`No destinations match ${band.label}.`);
      else await expectAllPages(page, names);
    }
    expect(expected(path, { days: "5-7" }).length, "5–7 days matches the reference data").toBeGreaterThan(0);
    await duration(page).selectOption("");
    for (const band of BUDGETS) {
      const names = expected(path, { budget: band.value });
      expect(names.length, `${band.label} matches something in the reference data`).toBeGreaterThan(0);
      await budget(page).selectOption({ label: `${band.label} (${names.length})` });
      await expect(page).toHaveURL(`${path}?budget=${band.value}`);
      await expectAllPages(page, names);
    }
    await budget(page).selectOption("");
    await expect(page).toHaveURL(path);
    await expectPage(page, expected(path, {}));
  });

  test("5–7 days under ₹30,000 shows exactly the trips of 5 to 7 days under ₹30,000 per person", async ({ page }) => {
    const path = "/destinations";
    const names = LISTS[path]!.filter(
      (d) => d.durationDays >= 5 && d.durationDays <= 7 && d.pricePerPerson < 30_000,
    ).map((d) => d.name);
    expect(names, "the reference data has one: Goa").toEqual(["Goa"]);
    await page.goto(path);
    await openFinder(page);
    await duration(page).selectOption("5-7");
    await budget(page).selectOption({ label: `Under ₹30,000 (${names.length})` });
    await expect(page).toHaveURL(`${path}?days=5-7&budget=under-30000`);
    await expectPage(page, names);
    await expectCounts(page, path, { days: "5-7", budget: "under-30000" });
    await expect(duration(page).locator("option:checked")).toHaveText(`5–7 days (${names.length})`);
  });

  test("Kerala, as a region or a search, finds every Kerala trip; a theme combines with the other filters", async ({
    page,
  }) => {
    const path = "/destination/Domestic";
    const kerala = LISTS[path]!.filter((d) => d.region === "Kerala").map((d) => d.name);
    expect(kerala, "the reference data has 8 Kerala trips, some whose own words never say Kerala").toHaveLength(8);
    await page.goto(path);
    await page.getByRole("searchbox", { name: "Search destinations" }).fill("kerala");
    await expect(page).toHaveURL(`${path}?search=kerala`);
    await expect.poll(async () => (await cardNames(page)).length).toBe(Math.min(kerala.length, PAGE_SIZE));
    const found = expected(path, { search: "kerala" });
    expect(found).toEqual(expect.arrayContaining(kerala));
    await expectAllPages(page, found);
    await page.getByRole("searchbox", { name: "Search destinations" }).fill("");

    await openFinder(page);
    // Regions first (most trips first), then themes, each option with the trips it would show.
    await expect(regionOrTheme(page).locator("optgroup")).toHaveCount(2);
    await expect(regionOrTheme(page).locator("option").nth(1)).toHaveText(`Kerala (${kerala.length})`);
    await regionOrTheme(page).selectOption({ label: `Kerala (${kerala.length})` });
    await expect(page).toHaveURL(`${path}?theme=kerala`);
    await expectAllPages(page, kerala);
    await budget(page).selectOption("under-20000");
    const cheaper = expected(path, { theme: "kerala", budget: "under-20000" });
    expect(cheaper.length, "some Kerala trips cost under ₹20,000, some more").toBeGreaterThan(0);
    expect(cheaper.length).toBeLessThan(kerala.length);
    await expect(page).toHaveURL(`${path}?theme=kerala&budget=under-20000`);
    await expectPage(page, cheaper);
    const honeymoon = expected(path, { theme: "honeymoon", budget: "under-20000" });
    await expect(regionOrTheme(page).locator("option", { hasText: /^Honeymoon/ })).toHaveText(
      `Honeymoon (${honeymoon.length})`,
    );
    // A theme the list does not have (an old link) shows every trip, as an unknown band does.
    await page.goto(`${path}?theme=atlantis`);
    await openFinder(page);
    await expect(regionOrTheme(page)).toHaveValue("");
    await expectPage(page, expected(path, {}));
  });

  test("filters and sort combine with the search and pagination, each change back to page 1", async ({ page }) => {
    const path = "/destinations";
    await page.goto(path);
    await openFinder(page);
    const choice: Choice = { days: "5-7" };
    await duration(page).selectOption(choice.days!);
    let names = expected(path, choice);
    expect(names.length, "5–7 days fills three pages").toBeGreaterThan(2 * PAGE_SIZE);
    await pager(page).getByRole("link", { name: "Page 3" }).click();
    await expectPage(page, names, 3);

    choice.sort = "price-desc";
    await sortBy(page).selectOption({ label: "Price: high to low" });
    await expect(page).toHaveURL(`${path}?sort=price-desc&days=5-7`);
    names = expected(path, choice);
    await expectPage(page, names, 1);

    choice.search = "beach";
    await page.getByRole("searchbox", { name: "Search destinations" }).fill(choice.search);
    await expect(page).toHaveURL(`${path}?search=beach&sort=price-desc&days=5-7`);
    await expectPage(page, expected(path, choice), 1);
    // The counts follow the search text as well as the other filter.
    await expectCounts(page, path, choice);

    choice.days = "";
    await duration(page).selectOption("");
    names = expected(path, choice);
    expect(names.length, "beach without a length filter fills two pages").toBeGreaterThan(PAGE_SIZE);
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${path}?search=beach&sort=price-desc&page=2`);
    await expectPage(page, names, 2);

    choice.budget = "under-75000";
    await budget(page).selectOption("under-75000");
    await expect(page).toHaveURL(`${path}?search=beach&sort=price-desc&budget=under-75000`);
    await expectPage(page, expected(path, choice), 1);
    await expectCounts(page, path, choice);

    // The same rules on a one-type list, its counts those of its own trips.
    const domestic = "/destination/Domestic";
    await page.goto(`${domestic}?sort=days-asc&budget=under-30000`);
    await expectPage(page, expected(domestic, { sort: "days-asc", budget: "under-30000" }));
    await openFinder(page);
    await expectCounts(page, domestic, { sort: "days-asc", budget: "under-30000" });
  });

  test("a shared link shows its choices; Back and Forward walk through them; unknown values are ignored", async ({
    page,
  }) => {
    const path = "/destinations";
    const shared: Choice = { search: "lake", sort: "rating", budget: "under-30000" };
    const names = expected(path, shared);
    expect(names.length).toBeGreaterThan(0);
    await page.goto(`${path}?search=lake&sort=rating&budget=under-30000`);
    await openFinder(page);
    await expect(page.getByRole("searchbox", { name: "Search destinations" })).toHaveValue("lake");
    await expect(sortBy(page)).toHaveValue("rating");
    await expect(duration(page)).toHaveValue("");
    await expect(budget(page)).toHaveValue("under-30000");
    await expectPage(page, names);
    await expectCounts(page, path, shared);

    await duration(page).selectOption("up-to-4");
    await expect(page).toHaveURL(`${path}?search=lake&sort=rating&days=up-to-4&budget=under-30000`);
    await expectPage(page, expected(path, { ...shared, days: "up-to-4" }));
    await sortBy(page).selectOption({ label: "Price: low to high" });
    await expectPage(page, expected(path, { ...shared, days: "up-to-4", sort: "price-asc" }));

    await page.goBack();
    await expect(page).toHaveURL(`${path}?search=lake&sort=rating&days=up-to-4&budget=under-30000`);
    await expect(sortBy(page)).toHaveValue("rating");
    await expectPage(page, expected(path, { ...shared, days: "up-to-4" }));
    await page.goBack();
    await expect(page).toHaveURL(`${path}?search=lake&sort=rating&budget=under-30000`);
    await expect(duration(page)).toHaveValue("");
    await expectPage(page, names);
    await page.goForward();
    await expect(duration(page)).toHaveValue("up-to-4");
    await expectPage(page, expected(path, { ...shared, days: "up-to-4" }));

    // A pasted page of a sorted list.
    const byPrice = expected(path, { sort: "price-desc" });
    await page.goto(`${path}?sort=price-desc&page=2`);
    await expectPage(page, byPrice, 2);

    await page.goto(`${path}?sort=cheapest&days=99&budget=free&page=abc`);
    await openFinder(page);
    await expect(sortBy(page)).toHaveValue("recommended");
    await expect(duration(page)).toHaveValue("");
    await expect(budget(page)).toHaveValue("");
    await expectPage(page, expected(path, {}));
    await page.goto(`${path}?sort=rating&days=7-days&budget=under-30000`);
    await expectPage(page, expected(path, { sort: "rating", budget: "under-30000" }));
    // The bands before this finder (4–6 days, under ₹25,000) are unknown values too.
    await page.goto(`${path}?days=4-6&budget=under-25000`);
    await openFinder(page);
    await expect(duration(page)).toHaveValue("");
    await expect(budget(page)).toHaveValue("");
    await expectPage(page, expected(path, {}));
  });

  test("an empty result says what matched nothing and Clear filters brings the list back", async ({ page }) => {
    const path = "/destination/International";
    expect(expected(path, { days: "up-to-4" }), "no International trip is that short").toEqual([]);
    await page.goto(`${path}?sort=price-asc`);
    await openFinder(page);
    await duration(page).selectOption({ label: "Up to 4 days (0)" });
    await expect(status(page)).toHaveText("No destinations match Up to 4 days.");
    await expect(showTrips(page)).toHaveText("Show 0 trips");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(0);
    await expect(pager(page)).toHaveCount(0);
    await expectNoAxeViolations(page, "main");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(`${path}?sort=price-asc`);
    await expect(duration(page)).toHaveValue("");
    await expectPage(page, expected(path, { sort: "price-asc" }));
    await expect(page.getByRole("button", { name: "Clear filters" })).toHaveCount(0);

    const box = page.getByRole("searchbox", { name: "Search destinations" });
    await box.fill("snow");
    await budget(page).selectOption("under-30000");
    expect(expected(path, { search: "snow", budget: "under-30000" })).toEqual([]);
    await expect(status(page)).toHaveText("No destinations match “snow” with Under ₹30,000.");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(box).toHaveValue("");
    await expect(budget(page)).toHaveValue("");
    await expectPage(page, expected(path, { sort: "price-asc" }));
  });

  test("on a phone the finder is one row until opened; on a wide screen its selects share one row", async ({
    page,
  }) => {
    await page.goto("/destinations");
    const selects = [sortBy(page), duration(page), budget(page)];
    if (isPhone()) {
      await expect(finder(page)).not.toHaveAttribute("open");
      for (const select of selects) await expect(select).toBeHidden();
      const row = (await toggle(page).boundingBox())!;
      const box = (await page.getByRole("searchbox").boundingBox())!;
      const statusBox = (await status(page).boundingBox())!;
      expect(row.height, "the closed finder is one button high").toBeLessThanOrEqual(56);
      expect(statusBox.y - (box.y + box.height), "search, one finder row, then the count").toBeLessThan(
        row.height + 48,
      );
      await toggle(page).click();
      await expect(finder(page)).toHaveAttribute("open");
      for (const select of selects) await expect(select).toBeVisible();
      await expectNoAxeViolations(page, "main");
      await toggle(page).click();
      for (const select of selects) await expect(select).toBeHidden();

      // While choices change the number of results stays in view, in the panel; "Show N trips" goes to them.
      await toggle(page).click();
      await duration(page).selectOption("5-7");
      await expect(showTrips(page)).toHaveText(`Show ${expected("/destinations", { days: "5-7" }).length} trips`);
      await expect(showTrips(page)).toBeInViewport();
      await budget(page).selectOption("under-30000");
      await expect(showTrips(page)).toHaveText("Show 1 trip");
      await expect(showTrips(page)).toBeInViewport();
      await showTrips(page).click();
      await expect(finder(page)).not.toHaveAttribute("open");
      for (const select of selects) await expect(select).toBeHidden();
      await expect(resultsHeading(page)).toBeFocused();
      await expect(status(page)).toHaveText("Showing 1–1 of 1 destination");
      await expect(status(page)).toBeInViewport();
      await expect(page.getByRole("main").getByRole("article")).toBeInViewport();
    } else {
      await expect(toggle(page)).toBeHidden();
      const tops = await Promise.all(selects.map(async (select) => (await select.boundingBox())!.y));
      expect(new Set(tops).size, "Sort by, Duration and Budget side by side").toBe(1);
      await expectNoAxeViolations(page, "main");
      // A new total does not resize the row: the button keeps its width from 28 trips to 1.
      const width = async () => (await showTrips(page).boundingBox())!.width;
      const before = await width();
      await duration(page).selectOption("5-7");
      await budget(page).selectOption("under-30000");
      await expect(showTrips(page)).toHaveText("Show 1 trip");
      expect(await width()).toBe(before);
    }
    // The count is a polite live region: screen readers hear "Showing 1–8 of N destinations" after each change.
    await expect(status(page)).toHaveAttribute("role", "status");
  });

  test("works with the keyboard alone", async ({ page }) => {
    const path = "/destinations";
    await page.goto(path);
    const box = page.getByRole("searchbox", { name: "Search destinations" });
    await box.focus();
    await page.keyboard.press("Tab");
    if (isPhone()) {
      await expect(toggle(page)).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(finder(page)).toHaveAttribute("open");
      await page.keyboard.press("Tab");
    }
    await expect(sortBy(page)).toBeFocused();
    // A closed select takes the arrow keys: five down from Recommended is Rating: highest first (the last).
    // (Type-ahead would depend on how fast the machine takes two key presses.)
    for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowDown");
    await expect(sortBy(page)).toHaveValue("rating");
    await expectPage(page, expected(path, { sort: "rating" }));
    await page.keyboard.press("Tab");
    await expect(regionOrTheme(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(duration(page)).toBeFocused();
    // Type-ahead: "5" is "5–7 days (…)", the only option starting with it.
    await page.keyboard.press("5");
    await expect(duration(page)).toHaveValue("5-7");
    await expect(page).toHaveURL(`${path}?sort=rating&days=5-7`);
    await expectPage(page, expected(path, { sort: "rating", days: "5-7" }));
    await page.keyboard.press("Tab");
    await expect(budget(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(showTrips(page)).toBeFocused();
    await page.keyboard.press("Enter");
    if (isPhone()) await expect(finder(page)).not.toHaveAttribute("open");
    await expect(resultsHeading(page)).toBeFocused();
    await expect(status(page)).toBeInViewport();
  });

  test("the finder is in the static HTML and nothing moves while the page loads (CLS 0)", async ({ page }) => {
    const html = await (await page.request.get("/destinations")).text();
    for (const text of [">Sort by</label>", ">Duration</label>", ">Budget per person</label>", "Sort &amp; filter"]) {
      expect(html).toContain(text);
    }
    // The static HTML has no choices: each option counts the whole list in its band.
    for (const band of [...DAYS, ...BUDGETS]) {
      const key = DAYS.includes(band) ? "days" : "budget";
      expect(html).toContain(`>${band.label} (${expected("/destinations", { [key]: band.value }).length})</option>`);
    }
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const path of ["/destinations", "/destination/Domestic?sort=price-desc"]) {
      await page.goto(path);
      await page.waitForLoadState("load");
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
      expect(shifts, `layout shifts on ${path}`).toEqual([]);
    }
  });
});
