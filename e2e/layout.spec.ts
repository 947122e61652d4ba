import type { Page } from "@playwright/test";
import { LONG_WORD } from "../scripts/long-word-seed.mjs";
import { MAIN_MENU_LABELS, ROUTES } from "./routes";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";
import { HYDRATED_MARK } from "../gatsby/upstream/preact/hydration.mjs";

/**
 * What lies under the chat button anywhere on the way down the page: every element of the page's content (main, the
 * footer, the phone's contact bar) found under its corners or middle, at each half screen of scrolling, named with
 * the scroll position. Under the header's own button only the header lies.
 */
const coveredByChat = (page: Page) =>
  page.getByRole("button", { name: "Chat with us" }).evaluate(async (button) => {
    const covered = new Set<string>();
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const box = button.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const points = [
        [box.left + 2, box.top + 2],
        [box.right - 2, box.top + 2],
        [box.left + 2, box.bottom - 2],
        [box.right - 2, box.bottom - 2],
        [box.left + box.width / 2, box.top + box.height / 2],
      ];
      for (const [x, at] of points)
        for (const element of document.elementsFromPoint(x!, at!))
          if (element.closest('main, footer, nav[aria-label="Quick contact"]')) covered.add(`${name(element)} at ${y}`);
    }
    window.scrollTo(0, 0);
    return [...covered];
  });

test.describe("every route answers inside the layout", () => {
  for (const [name, path] of Object.entries(ROUTES)) {
    test(`${name} (${path})`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), "HTTP status").toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      // axe: e2e/accessibility.spec.ts runs it on the whole of every route, header and footer included.
      await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
      expect(await coveredByChat(page), "what the chat button covers, scrolling down the page").toEqual([]);
    });
  }
});

test("an unknown path shows the 404 page inside the layout", async ({ page, watch }) => {
  // The document and Gatsby's page-data lookup both answer 404, and Chromium logs each.
  watch.expectConsoleErrors(/status of 404/);
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test("Book Now leads to /contact and is hidden there", async ({ page, isMobile }) => {
  // On phones Book Now lives in the slide-in menu.
  const openMenuOnPhone = () =>
    isMobile ? page.getByRole("button", { name: "Menu", exact: true }).click() : Promise.resolve();
  await gotoHydrated(page, "/about");
  await openMenuOnPhone();
  await page.getByRole("link", { name: "Book Now" }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await openMenuOnPhone();
  await expect(page.getByRole("link", { name: "Contact us" }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Book Now" }).filter({ visible: true })).toHaveCount(0);
});

test("a new page starts at the top", async ({ page }) => {
  await gotoHydrated(page, "/about");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the preloader is gone once the window has loaded", async ({ page }) => {
  await page.goto("/");
  await page.waitForLoadState("load");
  await expect(page.locator("[data-loaded]")).toHaveCount(1);
});

test.describe("phone menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) > 768, "the slide-in menu is for narrow screens");

  test("opens, mirrors the main menu, closes with Escape and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    for (const label of MAIN_MENU_LABELS) {
      await expect(dialog.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page, "header");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await dialog.getByRole("link", { name: "Domestic" }).click();
    await expect(page).toHaveURL(/\/destination\/Domestic$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe("desktop menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1200, "the full menu is for wide screens");

  test("marks Destination on a destination details page and reaches the submenu by keyboard", async ({ page }) => {
    await gotoHydrated(page, ROUTES.destinationDetails);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Destination", exact: true })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Destination", exact: true }).focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "International" })).toBeFocused();
  });
});

test("the page paints before its scripts and data are requested, then hydrates (gatsby/upstream/paint-first-scripts.ts)", async ({
  page,
}) => {
  await page.goto("/tour");
  const timings = await page.evaluate(
    (hydratedMark) => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/(webpack-runtime|framework|app)-[\w]+\.js$/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname.replace(/-\w+\.js$/, ""), startTime: entry.startTime })),
      // Preloaded with the scripts, then taken by Gatsby's loader: one request each, none before the paint.
      preloaded: performance
        .getEntriesByType("resource")
        .filter((entry) =>
          /\/page-data\/(tour\/page-data|app-data)\.json$|\/component---src-pages-tour-tsx-/.test(entry.name),
        )
        .map((entry) => ({ name: new URL(entry.name).pathname.replace(/-\w+\.js$/, ""), startTime: entry.startTime })),
      hydrated: performance.getEntriesByName(hydratedMark).length > 0,
    }),
    HYDRATED_MARK,
  );
  expect(timings.firstContentfulPaint).not.toBeNull();
  expect(timings.scripts.map((script) => script.name).sort()).toEqual(["/app", "/framework", "/webpack-runtime"]);
  expect(timings.preloaded.map((entry) => entry.name).sort()).toEqual([
    "/component---src-pages-tour-tsx",
    "/page-data/app-data.json",
    "/page-data/tour/page-data.json",
  ]);
  for (const script of [...timings.scripts, ...timings.preloaded])
    expect(script.startTime).toBeGreaterThan(timings.firstContentfulPaint ?? 0);
  expect(timings.hydrated).toBe(true);
});

test("the footer's Back to top is on one line", async ({ page }) => {
  await page.goto(ROUTES.home);
  const button = page.getByRole("contentinfo").getByRole("button", { name: "Back to top" });
  await button.scrollIntoViewIfNeeded();
  const lines = await button.locator("span").evaluate((label) => {
    const height = label.getBoundingClientRect().height;
    return height / parseFloat(getComputedStyle(label).lineHeight);
  });
  expect(lines).toBeLessThan(1.5);
});

test("the phone bar hides while a form field has focus, and never covers it", async ({ page, viewport }) => {
  test.skip((viewport?.width ?? 0) >= 768, "the bar shows on phones only");
  const bar = page.getByRole("navigation", { name: "Quick contact", includeHidden: true });
  // A page with the bar and an enquiry form: the bar shows once the first screen has scrolled away.
  await gotoHydrated(page, ROUTES.destinationDetails);
  await page.mouse.wheel(0, 1_200);
  await expect(bar).toBeVisible();
  const message = page.getByRole("textbox", { name: /Message/ }).first();
  await message.focus();
  await expect(bar).toBeHidden();
  await message.blur();
  await page.mouse.wheel(0, -300);
  await expect(bar).toBeVisible();

  // /contact: whatever the bar does there, it is never over the focused message box.
  await gotoHydrated(page, ROUTES.contact);
  const box = page.getByRole("textbox", { name: /Message/ }).first();
  await box.focus();
  await box.scrollIntoViewIfNeeded();
  const field = (await box.boundingBox())!;
  const barBox = (await bar.isVisible()) ? await bar.boundingBox() : null;
  if (barBox) expect(field.y + field.height <= barBox.y || field.y >= barBox.y + barBox.height).toBe(true);
});

// The seed's first pages of cards at 1280 px (8 destinations, 4 posts, 8 tours): every row full, no hole in the last.
for (const path of ["/destination/Domestic", ROUTES.blog, ROUTES.tour]) {
  test(`no ragged last row of cards on ${path}`, async ({ page, viewport }) => {
    test.skip((viewport?.width ?? 0) !== 1280, "measured at 1280 px");
    await page.goto(path);
    // The page's card list: the list in main with the most items that hold a picture.
    const tops = await page.locator("main").evaluate((main) => {
      const lists = [...main.querySelectorAll("ul")].map((list) =>
        [...list.children].filter((item) => item.tagName === "LI" && item.querySelector("img")),
      );
      const cards = lists.sort((a, b) => b.length - a.length)[0] ?? [];
      return cards.map((item) => Math.round(item.getBoundingClientRect().top));
    });
    expect(tops.length).toBeGreaterThan(1);
    const columns = tops.filter((top) => top === tops[0]).length;
    expect(tops.length % columns, `${tops.length} cards in ${columns} columns`).toBe(0);
  });
}

// A word as long as a record's fields allow, planted by the e2e run (scripts/long-word-seed.mjs), and one in a search
// link: at 390 px the pages that show it wrap it, so the page never scrolls sideways.
test.describe("a 2,000-character word scrolls no page sideways", () => {
  const pages = [
    { path: `/destination-details/${LONG_WORD.id}`, shows: LONG_WORD.text },
    { path: `/Itinerary/${LONG_WORD.id}`, shows: LONG_WORD.text },
    { path: `${ROUTES.search}?q=${LONG_WORD.text}`, shows: null },
  ];
  for (const { path, shows } of pages)
    test(path.slice(0, 60), async ({ page, viewport }) => {
      test.skip((viewport?.width ?? 0) !== 390, "measured at 390 px");
      await gotoHydrated(page, path);
      if (shows) await expect(page.getByText(shows).first()).toBeAttached();
      else await expect(page.getByRole("status").filter({ hasText: /found/ })).toBeVisible();
      // Against the screen's width: a phone's layout viewport (innerWidth) grows with content too wide for it.
      const scrollWidth = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(scrollWidth, "the page's width").toBeLessThanOrEqual(viewport!.width);
    });
});
