import type { Page } from "@playwright/test";
import { ROUTES } from "./routes";
import { expect, expectNoAxeViolations, scrollToForm, test } from "./fixtures";

const MUNNAR_SUBJECT = "Enquiry: Munnar";
const bar = (page: Page) => page.locator('nav[aria-label="Quick contact"]');
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
/** Past the first screen, above the page's form and the footer. */
const scrollPastFirstScreen = (page: Page) => scrollTo(page, Math.round((page.viewportSize()?.height ?? 800) * 1.2));

/** Whether two elements' boxes overlap on screen (null boxes, e.g. hidden ones, never do). */
async function overlaps(page: Page, a: string, b: string) {
  return page.evaluate(
    ({ first, second }) => {
      const boxOf = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      const x = boxOf(first);
      const y = boxOf(second);
      if (!x || !y || getComputedStyle(document.querySelector(first)!).visibility === "hidden") return false;
      return x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom;
    },
    { first: a, second: b },
  );
}

test.describe("the enquiry subject starts with the trip", () => {
  for (const [name, path] of [
    ["destination details", ROUTES.destinationDetails],
    ["itinerary", ROUTES.itinerary],
  ] as const) {
    test(`${name}: prefilled, editable, and a draft the visitor typed wins after a reload`, async ({ page }) => {
      await page.goto(path);
      const form = page.getByRole("form", { name: "Ask us about Munnar" });
      const subject = form.getByLabel("Subject");
      await scrollToForm(form);
      await expect(subject).toHaveValue(MUNNAR_SUBJECT);
      await subject.fill("Munnar for a honeymoon");
      await page.reload();
      await scrollToForm(form);
      await expect(subject).toHaveValue("Munnar for a honeymoon");
    });
  }

  test("the details page and the itinerary share the trip's draft", async ({ page }) => {
    await page.goto(ROUTES.destinationDetails);
    const form = page.getByRole("form", { name: "Ask us about Munnar" });
    await scrollToForm(form);
    await form.getByLabel("Your name").fill("Meera");
    await page.goto(ROUTES.itinerary);
    await scrollToForm(form);
    await expect(form.getByLabel("Your name")).toHaveValue("Meera");
    await expect(form.getByLabel("Subject")).toHaveValue(MUNNAR_SUBJECT);
  });

  test("Book Now on a trip card leads to /contact?trip= and prefills the subject there", async ({ page }) => {
    await page.goto(ROUTES.service);
    const tours = page.getByRole("tabpanel", { name: "Tour Package" });
    const book = tours.getByRole("link", { name: /^Book Now.*Andaman Island Hopper/ });
    // Tapped in the middle of the screen, as a visitor would: scrolled only just into view, the link sits where
    // the phone's quick-contact bar slides in once the first screen is passed, and the tap would land on the bar.
    await book.evaluate((link) => link.scrollIntoView({ block: "center" }));
    await book.click();
    await expect(page).toHaveURL("/contact?trip=Andaman%20Island%20Hopper");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await expect(form.getByLabel("Subject")).toHaveValue("Enquiry: Andaman Island Hopper");
  });

  test("the itinerary's Enquire about this trip leads to its own form; /contact?trip= opened directly prefills /contact", async ({
    page,
  }) => {
    await page.goto(ROUTES.itinerary);
    await page.getByRole("main").getByRole("link", { name: "Enquire about this trip", exact: true }).click();
    await expect(page).toHaveURL(/\/Itinerary\/dst-munnar\/?#enquiry-form$/);
    await expect(page.getByLabel("Subject")).toHaveValue(MUNNAR_SUBJECT);

    // The trip's length comes along: choosing the first day fills in the last.
    await page.goto("/contact?trip=Munnar&days=3");
    await expect(page.getByLabel("Subject")).toHaveValue(MUNNAR_SUBJECT);

    await page.goto("/contact?trip=Goa%20%26%20Gokarna");
    await expect(page.getByLabel("Subject")).toHaveValue("Enquiry: Goa & Gokarna");
    // A plain /contact starts empty: the prefill was never saved as the visitor's draft.
    await page.goto(ROUTES.contact);
    await expect(page.getByLabel("Subject")).toHaveValue("");
  });
});

test.describe("the phone action bar", () => {
  test("a trip's page: appears after the first screen, carries the trip, steps aside for the submit button and the footer", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "phones only; the desktop test below checks it is absent");
    await page.goto(ROUTES.destinationDetails);
    await expect(bar(page)).toBeHidden();
    await scrollPastFirstScreen(page);
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toBeInViewport({ ratio: 1 });

    const phone = bar(page).getByRole("link", { name: /^Call/ });
    await expect(phone).toHaveAttribute("href", /^tel:\+\d+$/);
    const chat = new URL(
      (await bar(page)
        .getByRole("link", { name: /^WhatsApp/ })
        .getAttribute("href"))!,
    );
    expect(chat.hostname).toBe("wa.me");
    const text = chat.searchParams.get("text")!;
    expect(text).toContain('"Munnar"');
    expect(text).toMatch(/https?:\/\/\S+\/destination-details\/dst-munnar\b/);
    await expectNoAxeViolations(page, 'nav[aria-label="Quick contact"]');

    await bar(page).getByRole("link", { name: "Enquire" }).click();
    await expect(page).toHaveURL(/#enquiry-form$/);
    await expect(page.getByRole("form", { name: "Ask us about Munnar" })).toBeInViewport();

    await page.locator("#enquiry-submit").scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeHidden();
    expect(await overlaps(page, 'nav[aria-label="Quick contact"]', "#enquiry-submit")).toBe(false);

    await scrollPastFirstScreen(page);
    await expect(bar(page)).toBeVisible();
    await page.locator("#site-footer").scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeHidden();
    await scrollTo(page, 0);
    await expect(bar(page)).toBeHidden();
  });

  test("an itinerary: the same bar, about the itinerary's trip", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phones only");
    await page.goto(ROUTES.itinerary);
    await scrollPastFirstScreen(page);
    await expect(bar(page)).toBeVisible();
    const chat = new URL(
      (await bar(page)
        .getByRole("link", { name: /^WhatsApp/ })
        .getAttribute("href"))!,
    );
    expect(chat.searchParams.get("text")).toMatch(
      /"Munnar" trip \(3 days, ₹18,500 per person\): https?:\/\/\S+\/Itinerary\/dst-munnar\./,
    );
    await expect(bar(page).getByRole("link", { name: "Enquire" })).toHaveAttribute("href", "#enquiry-form");
    await page.locator("#enquiry-submit").scrollIntoViewIfNeeded();
    await expect(bar(page)).toBeHidden();
  });

  for (const [name, path] of [
    ["/service", ROUTES.service],
    ["a blog post", ROUTES.blogPost],
  ] as const) {
    test(`${name}: Call, WhatsApp and Enquire to /contact after the first screen, axe clean`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, "phones only");
      await page.goto(path);
      await expect(bar(page)).toBeHidden();
      await scrollPastFirstScreen(page);
      await expect(bar(page)).toBeVisible();
      await expect(bar(page).getByRole("link", { name: "Enquire" })).toHaveAttribute("href", ROUTES.contact);
      await expect(bar(page).getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\//);
      await expectNoAxeViolations(page);
      await page.locator("#site-footer").scrollIntoViewIfNeeded();
      await expect(bar(page)).toBeHidden();
    });
  }

  test("showing it shifts nothing on the page", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phones only");
    await page.goto(ROUTES.destinationDetails);
    await scrollPastFirstScreen(page);
    await expect(bar(page)).toBeVisible();
    const shiftsFromBar = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const nav = document.querySelector('nav[aria-label="Quick contact"]')!;
          let count = 0;
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as unknown as Array<{ sources?: Array<{ node?: Node }> }>;
            count += entries.filter((entry) => entry.sources?.some((s) => s.node && nav.contains(s.node))).length;
          }).observe({ type: "layout-shift", buffered: true });
          // Buffered entries arrive in a later task; none at all means no callback.
          setTimeout(() => resolve(count), 500);
        }),
    );
    expect(shiftsFromBar).toBe(0);
  });

  test("absent on wide screens, and on pages without it", async ({ page, isMobile }) => {
    if (!isMobile) {
      for (const path of [ROUTES.destinationDetails, ROUTES.itinerary, ROUTES.service, ROUTES.blogPost]) {
        await page.goto(path);
        await scrollPastFirstScreen(page);
        await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
        await expect(bar(page)).toBeHidden();
        await expect(bar(page)).toHaveCSS("display", "none");
      }
    }
    for (const path of [ROUTES.home, ROUTES.about, ROUTES.contact, ROUTES.destinationInternational, ROUTES.faq]) {
      await page.goto(path);
      await scrollPastFirstScreen(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
      await expect(bar(page)).toHaveCount(0);
    }
  });
});
