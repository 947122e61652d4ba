import tourList from "../content/samples/tour.json";
import tourDetails from "../content/samples/tour-details.json";
import serviceDetails from "../content/samples/service-details.json";
import guidePage from "../content/samples/tour-guider-details.json";
import { ROUTES } from "./routes";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ""));

test.describe("/tour", () => {
  test("sorting by price orders the cards, both ways", async ({ page }) => {
    await page.goto(ROUTES.tour);
    const cards = page.getByRole("list", { name: "Tours" }).getByRole("article");
    await expect(cards).toHaveCount(tourList.tours.length);
    await expect(cards.getByRole("heading")).toHaveText(tourList.tours.map((tour) => tour.name));
    const prices = () => cards.getByText(/^\$[\d,]+\.00$/).allTextContents();

    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: low to high" });
    const ascending = (await prices()).map(dollars);
    expect(ascending).toEqual([...tourList.tours.map((tour) => tour.price)].sort((a, b) => a - b));

    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price: high to low" });
    expect((await prices()).map(dollars)).toEqual([...ascending].reverse());
    await expectNoAxeViolations(page, "main");
  });

  test("the search box narrows the cards", async ({ page }) => {
    await page.goto(ROUTES.tour);
    const search = page.getByRole("searchbox", { name: "Search tours" });
    await search.fill("kerala");
    await expect(page.getByRole("list", { name: "Tours" }).getByRole("heading")).toHaveText([
      "Kerala Backwaters and Hills",
    ]);
    await expect(page.getByRole("status")).toHaveText(`Showing 1 of ${tourList.tours.length} tours`);
    await search.fill("nowhere-at-all");
    await expect(page.getByText("No tours match “nowhere-at-all”", { exact: false })).toBeVisible();
    await search.fill("");
    await expect(page.getByRole("list", { name: "Tours" }).getByRole("article")).toHaveCount(tourList.tours.length);
  });

  test("the grid/list toggle changes the layout", async ({ page, viewport }) => {
    await page.goto(ROUTES.tour);
    const cards = page.getByRole("list", { name: "Tours" }).getByRole("article");
    const first = async () => (await cards.nth(0).boundingBox())!;
    const second = async () => (await cards.nth(1).boundingBox())!;
    await page.getByRole("button", { name: "List" }).click();
    await expect(page.getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
    // List: one card per row, as wide as the list.
    expect((await second()).y).toBeGreaterThan((await first()).y + (await first()).height - 1);
    const listWidth = (await first()).width;
    await page.getByRole("button", { name: "Grid" }).click();
    if ((viewport?.width ?? 0) >= 768) {
      // Grid on a wide screen: cards side by side.
      expect((await second()).y).toBeCloseTo((await first()).y, 0);
      expect((await first()).width).toBeLessThan(listWidth);
    } else {
      // Phone: the list puts the picture above the text in both layouts, so only the state changes.
      await expect(page.getByRole("button", { name: "Grid" })).toHaveAttribute("aria-pressed", "true");
    }
  });
});

test.describe("/tour-details", () => {
  test("seven working day tabs, Day 04 included, and a slider of pictures", async ({ page }) => {
    await page.goto(ROUTES.tourDetails);
    const tabs = page.getByRole("tablist", { name: "Tour plan by day" }).getByRole("tab");
    await expect(tabs).toHaveText(["Day 01", "Day 02", "Day 03", "Day 04", "Day 05", "Day 06", "Day 07"]);
    for (const [index, day] of tourDetails.plan.entries()) {
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

    const slider = page.getByRole("group", { name: `Pictures of ${tourDetails.name}` });
    await expect(slider.getByRole("img", { name: tourDetails.gallery[0]!.alt })).toBeVisible();
    await slider.getByRole("button", { name: "Next slide" }).click();
    await expect(slider.getByRole("img", { name: tourDetails.gallery[1]!.alt })).toBeInViewport();
    await expect(page.getByRole("region", { name: "Categories" }).getByRole("listitem")).toHaveCount(
      tourDetails.categories.length,
    );
    await expectNoAxeViolations(page, "main");
  });
});

test.describe("/tour-guider-details", () => {
  test("the guide's profile and a slider of guides", async ({ page }) => {
    await page.goto(ROUTES.tourGuide);
    await expect(page.getByRole("heading", { level: 2, name: guidePage.guide.name })).toBeVisible();
    await expect(page.getByRole("img", { name: guidePage.guide.image.alt }).first()).toBeVisible();
    const slider = page.getByRole("group", { name: "Our guides" });
    await expect(slider.getByRole("group", { name: /of 6$/ })).toHaveCount(guidePage.guides.length);
    await expect(slider.getByText(guidePage.guides[0]!.name)).toBeVisible();
    await expectNoAxeViolations(page, "main");
  });
});

test.describe("/service-details", () => {
  test("Maldives sample content, reviews, categories and the $75.00 price", async ({ page }) => {
    await page.goto(ROUTES.serviceDetails);
    await expect(page.getByRole("heading", { level: 2, name: serviceDetails.title })).toBeVisible();
    await expect(page.getByText("$75.00")).toBeVisible();
    await expect(page.getByRole("heading", { name: `Reviews (${serviceDetails.reviews.length})` })).toBeVisible();
    for (const review of serviceDetails.reviews) await expect(page.getByText(review.text)).toBeVisible();
    await expect(page.getByRole("region", { name: "Categories" }).getByRole("link")).toHaveCount(
      serviceDetails.categories.length,
    );
    await expect(page.getByRole("heading", { name: "Leave a reply" })).toBeVisible();
    await expectNoAxeViolations(page, "main");
  });
});
