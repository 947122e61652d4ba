import type { Locator, Page } from "@playwright/test";
import { MAIN_MENU_LABELS, ROUTES } from "./routes";
import { expect, expectNoAxeViolations, gotoExtraBuild, test } from "./fixtures";
import { humanPause, storedWith, successToast, uniqueMarker, withContactsEndpoint } from "./enquiry-helpers";

/**
 * Brings the whole page in as a visitor who scrolls to the bottom would see it: lazy images loaded,
 * every carousel started by its script, then back to the top.
 */
async function scrollThrough(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  // Pictures a visitor can see by scrolling; those on slides out of view or in closed tab panels wait until shown.
  const unloaded = () =>
    page.locator("main img[data-picture]").evaluateAll(
      (images) =>
        images.filter((image) => {
          const box = image.getBoundingClientRect();
          const reachable =
            box.width > 0 && box.right > 0 && box.left < window.innerWidth && !image.closest("[inert], [hidden]");
          return reachable && !(image as HTMLImageElement).complete;
        }).length,
    );
  // A whole page of pictures on a CI machine running two workers: seen taking over 7 s for /.
  await expect.poll(unloaded, { message: "lazy pictures loaded", timeout: 20_000 }).toBe(0);
  const carousels = page.locator('[aria-roledescription="carousel"]');
  // Every carousel a visitor can see has started; one in a closed tab panel starts when its tab is opened.
  for (let index = 0; index < (await carousels.count()); index += 1) {
    if (!(await carousels.nth(index).isVisible())) continue;
    // Brought into view first, as a visitor's scroll would: one the pass above went by between two
    // intersection checks has not been asked to start (it starts near the viewport, not anywhere on the page).
    await carousels.nth(index).scrollIntoViewIfNeeded();
    await expect(carousels.nth(index).locator(".swiper-initialized"), "carousel started").toHaveCount(1);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** One URL of every page type; the blog-details variants are the client-side states of the legacy address. */
const PAGE_TYPES: Array<[string, string]> = [
  ...Object.entries(ROUTES),
  ["blog-details without id", "/blog-details"],
  ["blog-details with an unknown id", "/blog-details?id=no-such-post"],
];

// A whole-page axe run on the home page alone takes several seconds on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe("axe finds nothing on the whole page", () => {
  for (const [name, path] of PAGE_TYPES) {
    test(`${name} (${path})`, async ({ page }) => {
      await page.goto(path);
      await scrollThrough(page);
      await expectNoAxeViolations(page);
    });
  }

  test("the 404 page", async ({ page, watch }) => {
    watch.expectConsoleErrors(/status of 404/);
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await scrollThrough(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("axe finds nothing on the error states of the partial build", () => {
  for (const [name, path, error] of [
    ["/faq without FAQs", ROUTES.faq, /Failed to load FAQs/],
    ["/service without service cards", ROUTES.service, /Failed to load services/],
    ["/ without deals", ROUTES.home, null],
  ] as const) {
    test(name, async ({ page }) => {
      await gotoExtraBuild(page, "partial", path);
      if (error) await expect(page.getByText(error).first()).toBeVisible();
      await scrollThrough(page);
      await expectNoAxeViolations(page);
    });
  }
});

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, { limit = 60, backwards = false } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached by ${limit} presses of Tab`).toBeFocused();
}

/**
 * The focused element shows a focus indicator: an outline or a box-shadow with some width. An outline must
 * also stand out from what lies behind it by 3:1 (WCAG 1.4.11), e.g. on the dark footer.
 */
async function expectVisibleFocus(page: Page) {
  const style = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const computed = getComputedStyle(element);
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgb(colour)
        .map((value) => value / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    // What the outline is drawn on: the element itself when the outline is inset, else what surrounds it.
    let behind: Element | null = parseFloat(computed.outlineOffset) < 0 ? element : element.parentElement;
    while (behind && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) behind = behind.parentElement;
    const background = behind ? getComputedStyle(behind).backgroundColor : "rgb(255, 255, 255)";
    const [lighter, darker] = [luminance(computed.outlineColor), luminance(background)].sort((a, b) => b - a);
    return {
      outline: computed.outlineStyle !== "none" && parseFloat(computed.outlineWidth) > 0,
      contrast: ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05),
      boxShadow: computed.boxShadow,
      name: element.getAttribute("aria-label") || element.textContent?.trim().slice(0, 40),
    };
  });
  expect(style, "something has focus").not.toBeNull();
  expect(style?.outline || style?.boxShadow !== "none", `visible focus on "${style?.name}"`).toBe(true);
  if (style?.outline)
    expect(style.contrast, `contrast of the focus outline on "${style.name}"`).toBeGreaterThanOrEqual(3);
}

test.describe("keyboard only", () => {
  test("the first Tab reaches 'Skip to content', which moves focus to the main content", async ({ page }) => {
    await page.goto(ROUTES.about);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    // The next Tab starts inside the main content, past the header.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
  });

  test("focus rings stand out on the dark top bar and footer", async ({ page }) => {
    await page.goto(ROUTES.about);
    await tabTo(page, page.getByRole("banner").getByRole("link", { name: "FAQ", exact: true }));
    await expectVisibleFocus(page);
    await tabTo(page, page.getByRole("contentinfo").getByRole("link").first(), { limit: 120 });
    await expectVisibleFocus(page);
    await page.keyboard.press("Tab");
    await expectVisibleFocus(page);
  });

  test("desktop main menu: every item and the Destination submenu, with visible focus", async ({ page, isMobile }) => {
    test.skip(isMobile, "the full menu is for wide screens");
    await page.goto(ROUTES.home);
    const nav = page.getByRole("navigation", { name: "Main" });
    await tabTo(page, nav.getByRole("link", { name: "Home", exact: true }));
    for (const label of MAIN_MENU_LABELS.slice(1)) {
      await page.keyboard.press("Tab");
      const link = nav.getByRole("link", { name: label, exact: true });
      await expect(link).toBeFocused();
      await expect(link).toBeVisible();
      await expectVisibleFocus(page);
    }
    // Backwards, the closed submenu is skipped: Shift+Tab goes from Services to Destination, whose Tab opens it.
    for (const label of ["Blog", "Services", "Destination"]) {
      await page.keyboard.press("Shift+Tab");
      await expect(nav.getByRole("link", { name: label, exact: true })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "International" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/destination\/International$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Destination: International");
  });

  test("phone menu: opens with Enter, keeps focus inside, Escape closes and returns focus", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the slide-in menu is for narrow screens");
    await page.goto(ROUTES.home);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await tabTo(page, toggle);
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    const inDialog = () => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'));
    const stops = (await dialog.getByRole("link").count()) + 1;
    for (let presses = 0; presses < stops + 2; presses += 1) {
      await page.keyboard.press("Tab");
      expect(await inDialog(), `focus stays in the menu after ${presses + 1} Tabs`).toBe(true);
      await expectVisibleFocus(page);
    }
    await close.focus();
    await page.keyboard.press("Shift+Tab");
    expect(await inDialog(), "Shift+Tab from the first item wraps to the last").toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press("Space");
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole("link", { name: "Domestic" }), { limit: stops });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/destination\/Domestic$/);
    await expect(dialog).toBeHidden();
  });

  test("a carousel's labelled pause, previous and next buttons work from the keyboard", async ({ page }) => {
    await page.goto(ROUTES.home);
    const hero = page.getByRole("group", { name: "Highlights slideshow" });
    const slide = (n: number) => hero.getByRole("group", { name: `${n} of 3` });
    const pause = hero.getByRole("button", { name: "Pause highlights slideshow" });
    await tabTo(page, pause);
    await expectVisibleFocus(page);
    await expect(pause).toHaveAttribute("aria-pressed", "false");
    await page.keyboard.press("Enter");
    await expect(pause).toHaveAttribute("aria-pressed", "true");
    await expect(slide(1)).toBeInViewport();

    await page.keyboard.press("Tab");
    await expect(hero.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Tab");
    const next = hero.getByRole("button", { name: "Next slide" });
    await expect(next).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Enter");
    await expect(slide(2)).toBeInViewport();
    await expect(slide(1)).toHaveAttribute("inert", "");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(slide(1)).toBeInViewport();
    await expect(slide(2)).toHaveAttribute("inert", "");
  });

  test("/service tabs: Tab reaches the selected tab, arrows move between tabs, Tab enters the panel", async ({
    page,
  }) => {
    await page.goto(ROUTES.service);
    const tabs = page.getByRole("tablist", { name: "Travel offers" });
    const tour = tabs.getByRole("tab", { name: "Tour Package" });
    await tabTo(page, tour, { limit: 80 });
    await expectVisibleFocus(page);
    await page.keyboard.press("ArrowRight");
    const hotel = tabs.getByRole("tab", { name: "Hotel" });
    await expect(hotel).toBeFocused();
    await expect(hotel).toHaveAttribute("aria-selected", "true");
    await expectVisibleFocus(page);
    await page.keyboard.press("ArrowLeft");
    await expect(tour).toBeFocused();
    await expect(tour).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    const transport = tabs.getByRole("tab", { name: "Transport" });
    await expect(transport).toHaveAttribute("aria-selected", "true");
    // Only the selected tab is in the tab order: the next Tab goes into its panel (once its carousel has measured itself).
    await expect(
      page.getByRole("tabpanel", { name: "Transport" }).getByRole("button", { name: "Next slide" }),
    ).toBeVisible();
    await page.keyboard.press("Tab");
    const panelOfFocus = () =>
      page.evaluate(
        () =>
          document.getElementById(
            document.activeElement?.closest('[role="tabpanel"]')?.getAttribute("aria-labelledby") ?? "",
          )?.textContent,
      );
    expect(await panelOfFocus()).toBe("Transport");
    await expectVisibleFocus(page);
  });

  test("/faq accordion: Enter and Space toggle a question (details/summary) and its open state", async ({ page }) => {
    await page.goto(ROUTES.faq);
    const second = page.locator("summary").filter({ has: page.getByRole("heading", { name: /^Q2 / }) });
    const item = second.locator("xpath=..");
    await tabTo(page, second, { limit: 80 });
    await expectVisibleFocus(page);
    const answer = item.locator("p");
    await expect(item).not.toHaveAttribute("open");
    await expect(answer).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(item).toHaveAttribute("open");
    await expect(answer).toBeVisible();
    await page.keyboard.press("Space");
    await expect(item).not.toHaveAttribute("open");
    await expect(answer).toBeHidden();
  });

  for (const [where, path, pagerName, nextUrl] of [
    ["/blog", ROUTES.blog, "Blog pages", /\/blog\?page=2$/],
    ["/destination/International", ROUTES.destinationInternational, "Pages", /\/destination\/International\?page=2$/],
  ] as const) {
    test(`${where} pagination: Next by keyboard shows page 2`, async ({ page }) => {
      await page.goto(path);
      const pager = page.getByRole("navigation", { name: pagerName });
      const next = pager.getByRole("link", { name: "Next" });
      await tabTo(page, next, { limit: 120 });
      await expectVisibleFocus(page);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(nextUrl);
      await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    });
  }

  test("/contact enquiry form: filled and sent with the keyboard alone, stored by the API", async ({
    page,
  }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    await page.goto(ROUTES.contact);
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const typed = {
      name: "Keyboard Visitor",
      email: "keys@example.in",
      phone: "+91 94470 12345",
      subject: `Houseboat ${marker}`,
      message: `Two nights in Alleppey? ${marker}`,
    };
    await tabTo(page, form.getByLabel("Your name"), { limit: 80 });
    await expectVisibleFocus(page);
    for (const value of [typed.name, typed.email, typed.phone, typed.subject]) {
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    // The optional trip group, left empty: one stop for the choice of when (its month and dates show only once
    // chosen), then adults, children, rooms, city and budget.
    await expect(form.getByRole("radio", { name: "A month" })).toBeFocused();
    for (let stop = 0; stop < 6; stop += 1) await page.keyboard.press("Tab");
    await expect(form.getByLabel("Message")).toBeFocused();
    await page.keyboard.type(typed.message);
    await page.keyboard.press("Tab");
    // The offers box, ticked with the space bar, then the privacy notice's link, then the button.
    const optIn = form.getByRole("checkbox", { name: /travel offers/ });
    await expect(optIn).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press("Space");
    await expect(optIn).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("link", { name: "Privacy notice" })).toBeFocused();
    await page.keyboard.press("Tab");
    const send = form.getByRole("button", { name: "Send Message" });
    await expect(send).toBeFocused();
    await expectVisibleFocus(page);
    await humanPause(page);
    await withContactsEndpoint(async () => {
      await page.keyboard.press("Enter");
      await expect(successToast(page)).toBeVisible();
    });
    expect(await storedWith(marker)).toEqual([expect.objectContaining({ ...typed, marketingOptIn: true })]);
  });
});

test.describe("prefers-reduced-motion: reduce", () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
  });

  /** Which slides of every carousel are shown (not inert), after Swiper has started. */
  const shownSlides = (page: Page) =>
    page.locator('[aria-roledescription="carousel"]').evaluateAll((carousels) =>
      carousels.map((carousel) => {
        const shown = [...carousel.querySelectorAll('[aria-roledescription="slide"]:not([inert])')].map((slide) =>
          slide.getAttribute("aria-label"),
        );
        return `${carousel.getAttribute("aria-label")}: ${shown.join(", ")}`;
      }),
    );

  test("/: the hero and every carousel stay put, the counters show their final values at once", async ({ page }) => {
    await page.goto(ROUTES.home);
    const counters = page.getByRole("region", { name: "Our numbers" }).locator("[data-count]");
    // Without the preference they would wait at zero off screen; here they never change.
    await expect(counters).toHaveText(["25,000+", "15+", "4.9", "4"], { timeout: 1 });
    await page.evaluate(() => {
      const changes: string[] = [];
      (window as unknown as { counterChanges: string[] }).counterChanges = changes;
      for (const counter of document.querySelectorAll("[data-count]")) {
        new MutationObserver(() => changes.push(counter.textContent ?? "")).observe(counter, {
          childList: true,
          characterData: true,
          subtree: true,
        });
      }
    });
    await scrollThrough(page);
    const hero = page.getByRole("group", { name: "Highlights slideshow" });
    await expect(hero.getByRole("group", { name: "1 of 3" })).toBeInViewport();
    const before = await shownSlides(page);
    expect(before.length, "carousels on the home page").toBeGreaterThanOrEqual(5);
    await page.getByRole("region", { name: "Our numbers" }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(6_500);
    expect(await shownSlides(page), "no carousel moved by itself").toEqual(before);
    await expect(hero.getByRole("group", { name: "1 of 3" })).not.toHaveAttribute("inert");
    await expect(counters).toHaveText(["25,000+", "15+", "4.9", "4"], { timeout: 1 });
    expect(
      await page.evaluate(() => (window as unknown as { counterChanges: string[] }).counterChanges),
      "no count-up",
    ).toEqual([]);
    // Nothing to pause: the pause buttons are out of the way, the arrows still work.
    await expect(hero.getByRole("button", { name: "Pause highlights slideshow" })).toBeHidden();
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(hero.getByRole("group", { name: "2 of 3" })).toBeInViewport();
  });

  test("/about: the fading 'why choose us' slider does not advance", async ({ page }) => {
    await page.goto(ROUTES.about);
    await scrollThrough(page);
    const reasons = page.getByRole("group", { name: "Why choose us" });
    await expect(reasons.getByRole("group", { name: "1 of 4" })).not.toHaveAttribute("inert");
    const before = await shownSlides(page);
    await page.waitForTimeout(6_000);
    expect(await shownSlides(page)).toEqual(before);
    await expect(reasons.getByRole("group", { name: "1 of 4" })).not.toHaveAttribute("inert");
  });
});
