import tourWords from "../content/tours.json";
import tourCatalogue from "../content/tour-catalogue.json";
import team from "../content/team.json";
import { formatRupees } from "../src/lib/money";
import { ROUTES } from "./routes";
import { api, expect, expectNoAxeViolations, test } from "./fixtures";

interface TourPackage {
  _id: string;
  name: string;
  rating: number | null;
  pricePerPerson: number;
  durationDays: number;
}

/** The reference backend's tour packages, in its order: what /tour must show. */
async function backendTours(): Promise<TourPackage[]> {
  const response = await fetch(`${api.url}/api/tour-packages?limit=100`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { tourPackages: TourPackage[] }).tourPackages;
}

const rupees = (text: string) => Number(text.replace(/[^0-9]/g, ""));
/** "$" followed by a digit: a dollar amount, which no page may show. */
const DOLLAR_AMOUNT = /\$\s?\d/;

test.describe("/tour", () => {
  test("shows the backend's tour packages in its order, priced in rupees", async ({ page }) => {
    const tours = await backendTours();
    await page.goto(ROUTES.tour);
    const cards = page.getByRole("list", { name: "Tours" }).getByRole("article");
    await expect(cards).toHaveCount(tours.length);
    await expect(cards.getByRole("heading")).toHaveText(tours.map((tour) => tour.name));
    for (const [index, tour] of tours.entries()) {
      await expect(cards.nth(index)).toContainText(`${formatRupees(tour.pricePerPerson)} per person`);
      await expect(cards.nth(index)).toContainText(`${tour.durationDays} days`);
    }
    await expect(page.locator("body")).not.toHaveText(DOLLAR_AMOUNT);
  });

  test("every card opens its own page, whose name, price and days are the backend's", async ({ page }) => {
    test.setTimeout(90_000); // eight tours, each opened from the list: about 20 s on a quiet machine
    const tours = await backendTours();
    await page.goto(ROUTES.tour);
    const links = page.getByRole("list", { name: "Tours" }).getByRole("link", { name: /^View details of / });
    await expect(links).toHaveCount(tours.length);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(tours.length);
    for (const [index, tour] of tours.entries()) {
      await page.goto(ROUTES.tour);
      await page.getByRole("link", { name: `View details of ${tour.name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/tour-details/${tour._id}/?$`));
      expect(hrefs[index]).toMatch(new RegExp(`^/tour-details/${tour._id}/?$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(tour.name);
      // The trip summary under the title (e2e/first-screen.spec.ts checks it is on the first screen).
      const summary = page.locator("dl", { has: page.getByText("Price", { exact: true }) }).first();
      await expect(summary).toContainText(`${formatRupees(tour.pricePerPerson)} per person`);
      await expect(page.getByRole("main")).toContainText(`${tour.durationDays} days`);
      const words = tourWords.find((entry) => entry.tourId === tour._id);
      if (words) {
        // One tab per day of the backend's tour: Day 01 … Day N, none missing.
        await expect(page.getByRole("tablist", { name: "Tour plan by day" }).getByRole("tab")).toHaveText(
          Array.from({ length: tour.durationDays }, (_, day) => `Day ${String(day + 1).padStart(2, "0")}`),
        );
      }
    }
  });

  test("sorting by price orders the cards, both ways", async ({ page }) => {
    const tours = await backendTours();
    await page.goto(ROUTES.tour);
    const cards = page.getByRole("list", { name: "Tours" }).getByRole("article");
    const prices = () => cards.getByText(/^₹[\d,]+$/).allTextContents();

    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: low to high" });
    const ascending = (await prices()).map(rupees);
    expect(ascending).toEqual(tours.map((tour) => tour.pricePerPerson).sort((a, b) => a - b));

    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: high to low" });
    expect((await prices()).map(rupees)).toEqual([...ascending].reverse());
    await expectNoAxeViolations(page, "main");
  });

  test("the search box narrows the cards, by name or by place", async ({ page }) => {
    const tours = await backendTours();
    await page.goto(ROUTES.tour);
    const search = page.getByRole("searchbox", { name: "Search tours" });
    const names = page.getByRole("list", { name: "Tours" }).getByRole("heading");
    await search.fill("kerala");
    await expect(names).toHaveText(["Kerala Backwaters and Hills"]);
    await expect(page.getByRole("status")).toHaveText(`Showing 1 of ${tours.length} tours`);
    await search.fill("havelock");
    await expect(names).toHaveText(["Andaman Island Hopper"]);
    await search.fill("nowhere-at-all");
    await expect(page.getByText("No tours match “nowhere-at-all”", { exact: false })).toBeVisible();
    await search.fill("");
    await expect(page.getByRole("list", { name: "Tours" }).getByRole("article")).toHaveCount(tours.length);
  });

  test("the grid/list toggle changes the layout", async ({ page, viewport }) => {
    await page.goto(ROUTES.tour);
    const cards = page.getByRole("list", { name: "Tours" }).getByRole("article");
    const first = async () => (await cards.nth(0).boundingBox())!;
    const second = async () => (await cards.nth(1).boundingBox())!;
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(page.getByRole("button", { name: "List", exact: true })).toHaveAttribute("aria-pressed", "true");
    // List: one card per row, as wide as the list.
    expect((await second()).y).toBeGreaterThan((await first()).y + (await first()).height - 1);
    const listWidth = (await first()).width;
    await page.getByRole("button", { name: "Grid", exact: true }).click();
    if ((viewport?.width ?? 0) >= 768) {
      // Grid on a wide screen: cards side by side.
      expect((await second()).y).toBeCloseTo((await first()).y, 0);
      expect((await first()).width).toBeLessThan(listWidth);
    } else {
      // Phone: the list puts the picture above the text in both layouts, so only the state changes.
      await expect(page.getByRole("button", { name: "Grid", exact: true })).toHaveAttribute("aria-pressed", "true");
    }
  });
});

test.describe("/tour-details", () => {
  test("the featured tour: its name, seven working day tabs, Day 04 included, and a slider of pictures", async ({
    page,
  }) => {
    const featured = (await backendTours()).find((tour) => tour._id === tourCatalogue.featuredTourId)!;
    const words = tourWords.find((entry) => entry.tourId === featured._id)!;
    expect(featured.durationDays).toBe(7);
    await page.goto(ROUTES.tourDetails);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(featured.name);
    await expect(page.locator("dl", { has: page.getByText("Price", { exact: true }) }).first()).toContainText(
      formatRupees(featured.pricePerPerson),
    );
    const tabs = page.getByRole("tablist", { name: "Tour plan by day" }).getByRole("tab");
    await expect(tabs).toHaveText(["Day 01", "Day 02", "Day 03", "Day 04", "Day 05", "Day 06", "Day 07"]);
    for (const [index, day] of words.plan.entries()) {
      const label = `Day ${String(index + 1).padStart(2, "0")}`;
      await page.getByRole("tab", { name: label }).click();
      await expect(page.getByRole("tab", { name: label })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: label })).toContainText(day.title);
      await expect(page.getByRole("tabpanel")).toHaveCount(1);
    }
    await page.getByRole("tab", { name: "Day 07" }).focus();
    await page.keyboard.press("Home");
    await expect(page.getByRole("tab", { name: "Day 01" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Day 07" })).toHaveAttribute("aria-selected", "true");

    const slider = page.getByRole("group", { name: `Pictures of ${featured.name}` });
    await expect(slider.getByRole("img", { name: `A view of ${featured.name}` })).toBeVisible();
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(slider.getByRole("img", { name: words.gallery[0]!.alt })).toBeInViewport();
    // No made-up category counts: the sidebar links the other tours' own pages.
    await expect(page.getByRole("region", { name: "Categories" })).toHaveCount(0);
    const others = page.getByRole("region", { name: "More tours" }).getByRole("link");
    await expect(others).toHaveCount((await backendTours()).length - 1);
    await others.first().click();
    await expect(page).toHaveURL(/\/tour-details\/tour-[\w-]+\/?$/);
    await expectNoAxeViolations(page, "main");
  });
});

test.describe("/tour-guider-details", () => {
  test("the team of content/team.json, each with their role", async ({ page }) => {
    await page.goto(ROUTES.tourGuide);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Team");
    const people = page.getByRole("list", { name: "Our team" }).getByRole("listitem");
    await expect(people).toHaveCount(team.length);
    for (const [index, member] of team.entries()) {
      await expect(people.nth(index).getByRole("heading")).toHaveText(member.name);
      await expect(people.nth(index)).toContainText(member.designation);
      await expect(people.nth(index).getByRole("img", { name: `Portrait of ${member.name}` })).toBeVisible();
    }
    await expectNoAxeViolations(page, "main");
  });
});

test.describe("/service-details", () => {
  test("the backend's service cards and an enquiry form", async ({ page }) => {
    const response = await fetch(`${api.url}/api/service-cards?limit=100`);
    const { serviceCards } = (await response.json()) as { serviceCards: { title: string }[] };
    expect(serviceCards.length).toBeGreaterThan(0);
    await page.goto(ROUTES.serviceDetails);
    const main = page.getByRole("main");
    for (const card of serviceCards) await expect(main.getByText(card.title, { exact: true })).toBeVisible();
    await expect(page.getByRole("form", { name: "Ask about a service" })).toBeVisible();
    await expectNoAxeViolations(page, "main");
  });
});

test.describe("no dollar amounts", () => {
  const tourPages = tourWords.map((entry) => `/tour-details/${entry.tourId}`);
  for (const path of [...new Set([...Object.values(ROUTES), ...tourPages])]) {
    test(`${path} answers with its content and shows no "$" amount`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.locator("body").innerText()).not.toMatch(DOLLAR_AMOUNT);
    });
  }
});
