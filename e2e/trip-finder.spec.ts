import type { Page } from "@playwright/test";
import seed from "../server/seed/destinations.json";
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
  { value: "1-3", label: "1–3 days", keeps: (days) => days >= 1 && days <= 3 },
  { value: "4-6", label: "4–6 days", keeps: (days) => days >= 4 && days <= 6 },
  { value: "7-plus", label: "7+ days", keeps: (days) => days >= 7 },
];
const BUDGETS: { value: string; label: string; keeps: (price: number) => boolean }[] = [
  { value: "under-25000", label: "Under ₹25,000", keeps: (price) => price < 25_000 },
  { value: "25000-75000", label: "₹25,000–₹75,000", keeps: (price) => price >= 25_000 && price < 75_000 },
  { value: "75000-150000", label: "₹75,000–₹1,50,000", keeps: (price) => price >= 75_000 && price < 150_000 },
  { value: "over-150000", label: "₹1,50,000 and over", keeps: (price) => price >= 150_000 },
];

interface Choice {
  search?: string;
  sort?: string;
  days?: string;
  budget?: string;
}

/** What the list must show, in order: searched, filtered, then stably sorted (ties in the backend's order). */
function expected(path: string, { search = "", sort = "recommended", days = "", budget = "" }: Choice) {
  const list = LISTS[path]!;
  const searched = new Set(createDestinationSearch(list)(search));
  const dayBand = DAYS.find((band) => band.value === days);
  const budgetBand = BUDGETS.find((band) => band.value === budget);
  const found = list.filter(
    (d) =>
      searched.has(d) &&
      (!dayBand || dayBand.keeps(d.durationDays)) &&
      (!budgetBand || budgetBand.keeps(d.pricePerPerson)),
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
const isPhone = () => test.info().project.name === "phone";

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

  test("each duration band and each budget band alone, every page of the result", async ({ page }) => {
    const path = "/destinations";
    await page.goto(path);
    await openFinder(page);
    for (const band of DAYS) {
      await duration(page).selectOption({ label: band.label });
      await expect(page).toHaveURL(`${path}?days=${band.value}`);
      const names = expected(path, { days: band.value });
      expect(names.length, `${band.label} matches something in the reference data`).toBeGreaterThan(0);
      await expectAllPages(page, names);
    }
    await duration(page).selectOption({ label: "Any length" });
    for (const band of BUDGETS) {
      await budget(page).selectOption({ label: band.label });
      await expect(page).toHaveURL(`${path}?budget=${band.value}`);
      const names = expected(path, { budget: band.value });
      expect(names.length, `${band.label} matches something in the reference data`).toBeGreaterThan(0);
      await expectAllPages(page, names);
    }
    await budget(page).selectOption({ label: "Any budget" });
    await expect(page).toHaveURL(path);
    await expectPage(page, expected(path, {}));
  });

  test("filters and sort combine with the search and pagination, each change back to page 1", async ({ page }) => {
    const path = "/destinations";
    await page.goto(path);
    await openFinder(page);
    const choice: Choice = { days: "4-6" };
    await duration(page).selectOption(choice.days!);
    let names = expected(path, choice);
    expect(names.length, "4–6 days fills three pages").toBeGreaterThan(2 * PAGE_SIZE);
    await pager(page).getByRole("link", { name: "Page 3" }).click();
    await expectPage(page, names, 3);

    choice.sort = "price-desc";
    await sortBy(page).selectOption({ label: "Price: high to low" });
    await expect(page).toHaveURL(`${path}?sort=price-desc&days=4-6`);
    names = expected(path, choice);
    await expectPage(page, names, 1);

    choice.search = "beach";
    await page.getByRole("searchbox", { name: "Search destinations" }).fill(choice.search);
    await expect(page).toHaveURL(`${path}?search=beach&sort=price-desc&days=4-6`);
    await expectPage(page, expected(path, choice), 1);

    choice.days = "";
    await duration(page).selectOption({ label: "Any length" });
    names = expected(path, choice);
    expect(names.length, "beach without a length filter fills two pages").toBeGreaterThan(PAGE_SIZE);
    await pager(page).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(`${path}?search=beach&sort=price-desc&page=2`);
    await expectPage(page, names, 2);

    choice.budget = "25000-75000";
    await budget(page).selectOption({ label: "₹25,000–₹75,000" });
    await expect(page).toHaveURL(`${path}?search=beach&sort=price-desc&budget=25000-75000`);
    await expectPage(page, expected(path, choice), 1);

    // The same rules on a one-type list.
    await page.goto("/destination/Domestic?sort=days-asc&budget=under-25000");
    await expectPage(page, expected("/destination/Domestic", { sort: "days-asc", budget: "under-25000" }));
  });

  test("a shared link shows its choices; Back and Forward walk through them; unknown values are ignored", async ({
    page,
  }) => {
    const path = "/destinations";
    const shared: Choice = { search: "lake", sort: "rating", budget: "under-25000" };
    const names = expected(path, shared);
    expect(names.length).toBeGreaterThan(0);
    await page.goto(`${path}?search=lake&sort=rating&budget=under-25000`);
    await openFinder(page);
    await expect(page.getByRole("searchbox", { name: "Search destinations" })).toHaveValue("lake");
    await expect(sortBy(page)).toHaveValue("rating");
    await expect(duration(page)).toHaveValue("");
    await expect(budget(page)).toHaveValue("under-25000");
    await expectPage(page, names);

    await duration(page).selectOption({ label: "1–3 days" });
    await expect(page).toHaveURL(`${path}?search=lake&sort=rating&days=1-3&budget=under-25000`);
    await expectPage(page, expected(path, { ...shared, days: "1-3" }));
    await sortBy(page).selectOption({ label: "Price: low to high" });
    await expectPage(page, expected(path, { ...shared, days: "1-3", sort: "price-asc" }));

    await page.goBack();
    await expect(page).toHaveURL(`${path}?search=lake&sort=rating&days=1-3&budget=under-25000`);
    await expect(sortBy(page)).toHaveValue("rating");
    await expectPage(page, expected(path, { ...shared, days: "1-3" }));
    await page.goBack();
    await expect(page).toHaveURL(`${path}?search=lake&sort=rating&budget=under-25000`);
    await expect(duration(page)).toHaveValue("");
    await expectPage(page, names);
    await page.goForward();
    await expect(duration(page)).toHaveValue("1-3");
    await expectPage(page, expected(path, { ...shared, days: "1-3" }));

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
    await page.goto(`${path}?sort=rating&days=7-days&budget=under-25000`);
    await expectPage(page, expected(path, { sort: "rating", budget: "under-25000" }));
  });

  test("an empty result says what matched nothing and Clear filters brings the list back", async ({ page }) => {
    const path = "/destination/International";
    expect(expected(path, { days: "1-3" }), "no International trip is that short").toEqual([]);
    await page.goto(`${path}?sort=price-asc`);
    await openFinder(page);
    await duration(page).selectOption({ label: "1–3 days" });
    await expect(status(page)).toHaveText("No destinations match 1–3 days.");
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
    await budget(page).selectOption({ label: "Under ₹25,000" });
    expect(expected(path, { search: "snow", budget: "under-25000" })).toEqual([]);
    await expect(status(page)).toHaveText("No destinations match “snow” with Under ₹25,000.");
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
    } else {
      await expect(toggle(page)).toBeHidden();
      const tops = await Promise.all(selects.map(async (select) => (await select.boundingBox())!.y));
      expect(new Set(tops).size, "Sort by, Duration and Budget side by side").toBe(1);
      await expectNoAxeViolations(page, "main");
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
    await expect(duration(page)).toBeFocused();
    await page.keyboard.press("7");
    await expect(duration(page)).toHaveValue("7-plus");
    await expect(page).toHaveURL(`${path}?sort=rating&days=7-plus`);
    await expectPage(page, expected(path, { sort: "rating", days: "7-plus" }));
    await page.keyboard.press("Tab");
    await expect(budget(page)).toBeFocused();
  });

  test("the finder is in the static HTML and nothing moves while the page loads (CLS 0)", async ({ page }) => {
    const html = await (await page.request.get("/destinations")).text();
    for (const text of [">Sort by</label>", ">Duration</label>", ">Budget per person</label>", "Sort &amp; filter"]) {
      expect(html).toContain(text);
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
