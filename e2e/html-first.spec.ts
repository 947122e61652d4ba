import type { Page } from "@playwright/test";
import { expect, gotoBeforeHydration, holdScripts, isHydrated, test, waitForHydration } from "./fixtures";
import { ROUTES } from "./routes";

// HTML first (docs/slow-phone.md, "What works before the scripts, and how hydration adopts it"): the phone's
// controls work before the scripts, and hydration adopts what the visitor did with them. Phone project only: these
// are the 390 px controls.
test.skip(({ isMobile }) => !isMobile, "the phone's controls, at 390 px");

const menuToggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
const menu = (page: Page) => page.getByRole("dialog", { name: "Menu" });
const results = (page: Page) => page.getByRole("status").filter({ hasText: /destination/ });

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu opens with its links and the Destination submenu, and closes", async ({ page }) => {
    await page.goto(ROUTES.home);
    await expect(menu(page)).toBeHidden();
    await menuToggle(page).click();
    await expect(menu(page)).toBeVisible();
    for (const label of ["Home", "About Us", "Destination", "International", "Domestic", "Blog", "Contact us"])
      await expect(menu(page).getByRole("link", { name: label, exact: true })).toBeVisible();
    await menu(page).getByRole("button", { name: "Close menu" }).click();
    await expect(menu(page)).toBeHidden();
    await menuToggle(page).click();
    await menu(page).getByRole("link", { name: "Domestic", exact: true }).click();
    await expect(page).toHaveURL(/\/destination\/Domestic$/);
  });

  test("Sort & filter opens, and Show N trips sends the choice as the list's URL, at its results", async ({ page }) => {
    await page.goto(ROUTES.destinationDomestic);
    const budget = page.getByLabel("Budget per person");
    await expect(budget).toBeHidden();
    await page.getByText("Sort & filter").click();
    await expect(budget).toBeVisible();
    // The static HTML counts its own list: the 15 Domestic trips of the reference data, 11 under ₹30,000.
    await expect(page.getByRole("button", { name: "Show 15 trips" })).toBeVisible();
    await budget.selectOption({ label: "Under ₹30,000 (11)" });
    // Without the script the total would now be wrong: the CSS leaves it out.
    await page.getByRole("button", { name: "Show trips", exact: true }).click();
    await expect(page).toHaveURL(/\/destination\/Domestic\?.*budget=under-30000#results$/);
    await expect(results(page)).toBeInViewport();
  });

  test("a search sent with Enter lands on the list with the word in the address and the box", async ({ page }) => {
    await page.goto(ROUTES.destinationDomestic);
    await page.getByRole("searchbox", { name: "Search destinations" }).fill("munnar");
    await page.getByRole("searchbox", { name: "Search destinations" }).press("Enter");
    await expect(page).toHaveURL(/\/destination\/Domestic\?search=munnar(&|$)/);
    await expect(results(page)).toBeVisible();
    // Written by the server (Netlify's edge function; scripts/serve.mjs here), as the page cannot read its address.
    await expect(page.getByRole("searchbox", { name: "Search destinations" })).toHaveValue("munnar");
  });

  test("a Malayalam list's search and finder work the same way, and keep the Malayalam word in the box", async ({
    page,
  }) => {
    await page.goto("/ml/destination/Domestic");
    const box = page.getByRole("searchbox", { name: "ലക്ഷ്യസ്ഥാനങ്ങൾ തിരയുക" });
    await box.fill("കായൽ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/ml\/destination\/Domestic\?search=%E0%B4%95/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ml");
    await expect(box).toHaveValue("കായൽ");
    await page.getByText("ക്രമവും ഫിൽട്ടറും").click();
    await page.getByLabel("ഒരാൾക്കുള്ള ബജറ്റ്").selectOption({ label: "₹30,000-ൽ താഴെ (11)" });
    await page.locator("form[role=search] button[type=submit]").click();
    await expect(page).toHaveURL(/\/ml\/destination\/Domestic\?.*budget=under-30000#results$/);
  });

  test("the tour and blog searches are GET forms with the names their lists read", async ({ page }) => {
    await page.goto(ROUTES.tour);
    await page.getByRole("searchbox", { name: "Search tours" }).fill("bali");
    await page.getByRole("searchbox", { name: "Search tours" }).press("Enter");
    await expect(page).toHaveURL(/\/tour\?search=bali(&|$)/);
    await expect(page.getByRole("searchbox", { name: "Search tours" })).toHaveValue("bali");
    await page.goto(ROUTES.blog);
    await page.getByRole("searchbox", { name: "Search the blog" }).fill("kerala");
    await page.getByRole("searchbox", { name: "Search the blog" }).press("Enter");
    await expect(page).toHaveURL(/\/blog\?search=kerala$/);
    await expect(page.getByRole("searchbox", { name: "Search the blog" })).toHaveValue("kerala");
  });

  test("a word with $' and $& lands in each list's search box as typed", async ({ page }) => {
    // Replacement patterns: used as a String.replace replacement, they would copy parts of the page into the box.
    const word = "a$'b$&c";
    const boxes = [
      [ROUTES.destinationsAll, "Search destinations"],
      [ROUTES.destinationDomestic, "Search destinations"],
      [ROUTES.tour, "Search tours"],
      [ROUTES.blog, "Search the blog"],
    ] as const;
    for (const [route, name] of boxes) {
      await page.goto(`${route}?search=${encodeURIComponent(word)}`);
      await expect(page.getByRole("searchbox", { name })).toHaveValue(word);
      await expect(page.locator("body")).not.toContainText('name="search"');
    }
  });

  test("an FAQ answer and another tab open", async ({ page }) => {
    await page.goto(ROUTES.faq);
    const second = page.locator("details").filter({ has: page.getByRole("heading", { name: /^Q2 / }) });
    await expect(second.locator("p")).toBeHidden();
    await second.locator("summary").click();
    await expect(second.locator("p")).toBeVisible();

    await page.goto(ROUTES.service);
    const tabs = page.getByRole("tablist", { name: "Travel offers" });
    await expect(page.getByRole("tabpanel", { name: "Hotel" })).toBeHidden();
    await tabs.getByRole("tab", { name: "Hotel" }).click();
    await expect(page.getByRole("tabpanel", { name: "Hotel" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Tour Package" })).toBeHidden();
  });
});

test.describe("with the scripts held back, then let through", () => {
  test("a budget chosen before hydration survives it, in the select, the list and the address", async ({ page }) => {
    const release = await holdScripts(page);
    await gotoBeforeHydration(page, ROUTES.destinationDomestic);
    await page.getByText("Sort & filter").click();
    await page.getByLabel("Budget per person").selectOption("under-30000");
    expect(await isHydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    await expect(page.getByLabel("Budget per person")).toHaveValue("under-30000");
    await expect(page).toHaveURL(/\/destination\/Domestic\?budget=under-30000$/);
    await expect(results(page)).toHaveText("Showing 1–8 of 11 destinations");
    // Hydrated, the counts are those of the adopted choice again.
    await expect(page.getByRole("button", { name: "Show 11 trips" })).toBeVisible();
    await expect(page.getByLabel("Duration").locator("option:checked")).toHaveText("Any length (11)");
    await expect(page.getByText("Sort & filter")).toContainText("1 chosen");
  });

  test("a search sent before hydration is applied after it, with the word in the box", async ({ page }) => {
    const release = await holdScripts(page);
    await gotoBeforeHydration(page, ROUTES.destinationDomestic);
    const box = page.getByRole("searchbox", { name: "Search destinations" });
    await box.fill("munnar");
    await box.press("Enter");
    await expect(page).toHaveURL(/\?search=munnar(&|$)/);
    release();
    await waitForHydration(page);
    await expect(box).toHaveValue("munnar");
    await expect(results(page)).toHaveText("Showing 1–1 of 1 destination");
  });

  test("a menu opened before hydration is still open after it, and Escape closes it", async ({ page }) => {
    const release = await holdScripts(page);
    await gotoBeforeHydration(page, ROUTES.home);
    await menuToggle(page).click();
    await expect(menu(page)).toBeVisible();
    release();
    await waitForHydration(page);
    await expect(menu(page)).toBeVisible();
    // React follows the open popover: its focus trap is on (Tab stays in the menu) and Escape closes it.
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();
  });
});
