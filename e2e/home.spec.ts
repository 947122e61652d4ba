import type { Locator, Page } from "@playwright/test";
import { ROUTES } from "./routes";
import dealTerms from "../content/deal-terms.json";
import deals from "../server/seed/deals.json";
import { dealTermsLine } from "../src/lib/deals";
import { expect, expectNoAxeViolations, gotoExtraBuild, test } from "./fixtures";

/** The names of the page's sections (landmark regions), in document order. */
const sectionNames = (page: Page) =>
  page.locator("main section").evaluateAll((sections) =>
    sections.map((section) => {
      const labelledBy = section.getAttribute("aria-labelledby");
      return (
        (labelledBy ? document.getElementById(labelledBy)?.textContent : section.getAttribute("aria-label"))?.trim() ??
        ""
      );
    }),
  );

const HOME_SECTIONS = [
  "Highlights",
  "Deals and offers",
  "Popular destinations",
  "A Kerala travel agency that plans every day of your trip",
  "Most popular tours",
  "Moments from our travellers",
  "Our numbers",
  "Meet our team",
  "Our spaces",
  "What our travellers say",
  "Latest from our blog",
];

test("the home page has its eleven sections in order and no axe violations", async ({ page }) => {
  await page.goto(ROUTES.home);
  expect(await sectionNames(page)).toEqual(HOME_SECTIONS);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const hero = page.getByRole("group", { name: "Highlights slideshow" });
  await expect(hero.getByRole("link", { name: "Explore destinations" }).first()).toHaveAttribute(
    "href",
    "/destinations",
  );
  await expect(hero.getByRole("link", { name: "Our services" }).first()).toHaveAttribute("href", "/service");
  const blog = page.getByRole("region", { name: "Latest from our blog" });
  await expect(blog.getByRole("group", { name: /^\d of 6$/ })).toHaveCount(6);
  await expect(
    page
      .getByRole("region", { name: "Most popular tours" })
      .getByRole("link", { name: /^Book Now/ })
      .first(),
  ).toHaveAttribute("href", /^\/contact\?trip=[^&]+&days=\d+$/);
  await expectNoAxeViolations(page, "main");
});

test("every tour card on the home page leads to the tour's page by its name", async ({ page }) => {
  await page.goto(ROUTES.home);
  const tours = page.getByRole("region", { name: "Most popular tours" }).getByRole("article");
  expect(await tours.count()).toBeGreaterThan(0);
  for (const card of await tours.all()) {
    const name = (await card.getByRole("heading", { level: 3 }).textContent())!.trim();
    await expect(card.getByRole("link", { name, exact: true })).toHaveAttribute(
      "href",
      /^\/tour-details\/tour-[\w-]+$/,
    );
  }
});

test("the first hero picture is in the server HTML, eager and high priority", async ({ page, request }) => {
  const html = await (await request.get(ROUTES.home)).text();
  const firstImage = html.match(/<img[^>]*data-picture[^>]*>/)?.[0] ?? "";
  expect(firstImage).toContain('loading="eager"');
  expect(firstImage).toContain('fetchpriority="high"');
  expect(firstImage).toContain('alt="A Kerala houseboat on still backwaters at dusk, palms along the bank"');
  await page.goto(ROUTES.home);
});

test("the hero advances by itself after about 5 seconds, and pauses while hovered or focused", async ({ page }) => {
  await page.goto(ROUTES.home);
  const hero = page.getByRole("group", { name: "Highlights slideshow" });
  const slide = (n: number) => hero.locator(`[aria-label="${n} of 3"]`);
  await expect(slide(1)).toBeInViewport();
  await page.waitForTimeout(3500);
  await expect(slide(1)).toBeInViewport();
  await expect(slide(2)).toBeInViewport({ timeout: 4000 });
  await expect(slide(1)).toHaveAttribute("inert", "");

  await hero.getByRole("button", { name: "Next slide" }).focus();
  await page.waitForTimeout(6000);
  await expect(slide(2)).toBeInViewport();
});

test("the counters reach their final values once and do not restart", async ({ page }) => {
  await page.goto(ROUTES.home);
  const counters = page.getByRole("region", { name: "Our numbers" });
  const shown = counters.locator("[data-count]");
  await expect(shown).toHaveText(["0+", "0+", "0.0", "0"]);
  await page.evaluate(() => {
    const log: string[] = [];
    (window as unknown as { counterLog: string[] }).counterLog = log;
    const first = document.querySelector("[data-count]");
    if (first)
      new MutationObserver(() => log.push(first.textContent ?? "")).observe(first, {
        childList: true,
        characterData: true,
        subtree: true,
      });
  });
  await counters.scrollIntoViewIfNeeded();
  await expect(shown).toHaveText(["25,000+", "15+", "4.9", "4"], { timeout: 4000 });
  const counted = await page.evaluate(() => (window as unknown as { counterLog: string[] }).counterLog.length);
  expect(counted, "counted up in steps").toBeGreaterThan(5);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await counters.scrollIntoViewIfNeeded();
  await page.waitForTimeout(2500);
  await expect(shown).toHaveText(["25,000+", "15+", "4.9", "4"]);
  expect(
    await page.evaluate(() => (window as unknown as { counterLog: string[] }).counterLog.length),
    "no second count",
  ).toBe(counted);
});

test("the testimonials loop with more than 3 reviews (7 in the reference data)", async ({ page }) => {
  await page.goto(ROUTES.home);
  const testimonials = page.getByRole("group", { name: "Testimonials" });
  await expect(testimonials.getByRole("group", { name: /of 7$/ })).toHaveCount(7);
  // Swiper starts when the carousel comes near the view.
  await testimonials.scrollIntoViewIfNeeded();
  await expect(testimonials.locator(".swiper-initialized")).toHaveCount(1);
  // Swiper numbers the slides (data-swiper-slide-index) only in loop mode; without a loop the carousel rewinds instead.
  await expect(testimonials.locator('[aria-roledescription="slide"][data-swiper-slide-index]')).toHaveCount(7);
  await expect(
    page.getByRole("group", { name: "Highlights slideshow" }).locator("[data-swiper-slide-index]"),
  ).toHaveCount(0);
  await expect(testimonials.getByRole("img", { name: /^Rated \d\.\d out of 5$/ }).first()).toBeVisible();
});

/** The slides wholly inside the carousel's frame, left to right, by their labels ("2 of 4"). */
const slidesInView = (carousel: Locator) =>
  carousel.evaluate((element) => {
    const frame = element.getBoundingClientRect();
    return [...element.querySelectorAll('[aria-roledescription="slide"]')]
      .map((slide) => ({ label: slide.getAttribute("aria-label") ?? "", box: slide.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.left >= frame.left - 1 && box.right <= frame.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ label }) => label);
  });

for (const count of [3, 4] as const) {
  const loops = count > 3;
  test(`with ${count} reviews the testimonials ${loops ? "loop" : "do not loop"}`, async ({ page, viewport }) => {
    await gotoExtraBuild(page, `reviews${count}`, "/");
    const testimonials = page.getByRole("group", { name: "Testimonials" });
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.locator(".swiper-initialized")).toHaveCount(1);
    const slides = testimonials.getByRole("group", { name: new RegExp(`^\\d of ${count}$`) });
    await expect(slides).toHaveCount(count);
    await expect(testimonials.locator('[aria-roledescription="slide"][data-swiper-slide-index]')).toHaveCount(
      loops ? count : 0,
    );
    const next = testimonials.getByRole("button", { name: "Next slide" });
    const perView = (viewport?.width ?? 0) >= 1200 ? 3 : (viewport?.width ?? 0) >= 768 ? 2 : 1;
    if (count <= perView) {
      // Every review fits: nothing to move, so no arrows.
      await expect
        .poll(() => slidesInView(testimonials))
        .toEqual(Array.from({ length: count }, (_, index) => `${index + 1} of ${count}`));
      await expect(next).toBeHidden();
      return;
    }
    // Focus holds the autoplay, so only the presses move the carousel.
    await next.focus();
    for (
      let presses = 0;
      presses < count && !(await slidesInView(testimonials)).includes(`${count} of ${count}`);
      presses += 1
    ) {
      await page.keyboard.press("Enter");
      await page.waitForTimeout(400);
    }
    await expect.poll(() => slidesInView(testimonials)).toContain(`${count} of ${count}`);
    await expect(next).toBeEnabled();
    await page.keyboard.press("Enter");
    // A loop carries on to the first review after the last; without a loop the carousel rewinds to the start.
    await expect
      .poll(() => slidesInView(testimonials))
      .toEqual(
        loops
          ? [
              ...Array.from({ length: perView - 1 }, (_, index) => `${count - perView + 2 + index} of ${count}`),
              `1 of ${count}`,
            ]
          : Array.from({ length: perView }, (_, index) => `${index + 1} of ${count}`),
      );
  });
}

test("the deal banners: the right picture for the width, each opening a WhatsApp chat", async ({ page, viewport }) => {
  const images: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
  });
  await page.goto(ROUTES.home);
  const deals = page.getByRole("region", { name: "Deals and offers" });
  await deals.scrollIntoViewIfNeeded();
  // The pictures carry no words (alt=""): the deal's title is the link's text.
  await expect(deals.locator("img").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  const mobile = images.filter((path) => /deal|-mobile|-web/.test(path) && path.includes("-mobile"));
  const web = images.filter((path) => path.includes("-web"));
  if ((viewport?.width ?? 0) <= 768) {
    expect(mobile.length, "mobile banners downloaded").toBeGreaterThan(0);
    expect(web, "web banners downloaded").toEqual([]);
  } else {
    expect(web.length).toBeGreaterThan(0);
    expect(mobile).toEqual([]);
  }
  const link = deals.getByRole("link").first();
  await expect(link).toContainText(/\S/);
  await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=Hi!%20I'm%20interested%20in%20the%20%22/);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
});

test("every deal's title is text, and no slide is cut at the carousel's edge", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(ROUTES.home);
  const deals = page.getByRole("region", { name: "Deals and offers" });
  await deals.scrollIntoViewIfNeeded();
  const slides = await deals.getByRole("link").evaluateAll((links) =>
    links.map((link) => {
      // The box that clips the slides: the nearest ancestor hiding what overflows it.
      let clip: Element | null = link.parentElement;
      while (clip && !/hidden|clip/.test(getComputedStyle(clip).overflowX)) clip = clip.parentElement;
      const box = link.getBoundingClientRect();
      const frame = (clip ?? document.documentElement).getBoundingClientRect();
      return { text: link.textContent ?? "", left: box.left, right: box.right, frame: [frame.left, frame.right] };
    }),
  );
  expect(slides.length).toBeGreaterThan(0);
  for (const { text } of slides)
    expect(text, "the deal's title is the link's text").toMatch(/Maldives|Munnar|Alleppey|Dubai/);
  // A slide is in view whole or not at all: a half-shown slide cut its title ("Maldives Honey…").
  for (const { text, left, right, frame } of slides) {
    const [from, to] = frame as [number, number];
    const cut = (left < from - 1 && right > from + 1) || (left < to - 1 && right > to + 1);
    expect(cut, `"${text.trim()}" is cut by the carousel's edge`).toBe(false);
  }
});

test("each deal says what its price is for and its last day; one past its last day is hidden once the page runs", async ({
  page,
}) => {
  await page.goto(ROUTES.home);
  const region = page.getByRole("region", { name: "Deals and offers" });
  await expect(region.getByText("Per couple · Offer ends Apr 30, 2027").first()).toBeAttached();
  for (const terms of dealTerms) {
    const title = deals.find((deal) => deal._id === terms.dealId)!.title;
    const link = region.getByRole("link", { name: title }).first();
    await expect(link).toContainText(dealTermsLine(terms)!);
  }
  // The same build opened on 1 February 2027, after the Dubai deal's last day (31 January): its HTML still has the
  // deal, the page's script hides it.
  const dubai = deals.find((deal) => deal._id === "deal-dubai-family-fiesta")!.title;
  expect(dealTerms.find((terms) => terms.dealId === "deal-dubai-family-fiesta")?.endsOn).toBe("2027-01-31");
  // Date alone moved (Playwright's clock would stop the performance marks the hydration wait reads).
  await page.addInitScript(() => {
    const fixed = Date.parse("2027-02-01T06:00:00Z");
    const Real = Date;
    class Moved extends Real {
      constructor(...args: ConstructorParameters<typeof Date>) {
        super(...((args.length > 0 ? args : [fixed]) as [number]));
      }
      static override now() {
        return fixed;
      }
    }
    globalThis.Date = Moved as DateConstructor;
  });
  await page.goto(ROUTES.home);
  await expect(region.getByRole("link", { name: dubai })).toHaveCount(0);
  await expect(region.getByRole("link", { name: /Maldives/ }).first()).toBeAttached();
  expect(await (await page.request.get(ROUTES.home)).text()).toContain(dubai);
});

test("the deals section is absent when the build had no deals (partial build)", async ({ page }) => {
  await gotoExtraBuild(page, "partial", "/");
  expect(await sectionNames(page)).toEqual(HOME_SECTIONS.filter((name) => name !== "Deals and offers"));
});

test("/about tells the story, fades through four reasons, shows the team and links to /contact", async ({ page }) => {
  await page.goto(ROUTES.about);
  const main = page.getByRole("main");
  await expect(main.getByText(/15 years/).first()).toBeVisible();
  await expect(
    main.getByText("Changanassery, Kochi, Trivandrum and Bangalore", { exact: false }).first(),
  ).toBeVisible();
  for (const heading of ["Our story", "Our vision", "Our mission", "Why choose us", "Meet our team"]) {
    await expect(main.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  }
  const reasons = page.getByRole("group", { name: "Why choose us" });
  for (const title of ["Experience", "Personalized Service", "Reliability", "Value"]) {
    await expect(reasons.getByRole("heading", { name: title, includeHidden: true })).toHaveCount(1);
  }
  await expect(reasons.getByRole("heading", { name: "Experience" })).toBeVisible();
  await reasons.getByRole("button", { name: "Next slide" }).click();
  await expect(reasons.locator('[aria-label="2 of 4"]')).not.toHaveAttribute("inert");
  await expect(reasons.locator('[aria-label="1 of 4"]')).toHaveAttribute("inert", "");
  // Once the cross-fade is over: halfway through it, the two reasons' words overlap, which axe reads as low contrast
  // (it did on a busy machine).
  await expect(reasons.locator('[aria-label="1 of 4"]')).toHaveCSS("opacity", "0");
  await expect(reasons.locator('[aria-label="2 of 4"]')).toHaveCSS("opacity", "1");
  await expect(
    page.getByRole("group", { name: "Our team" }).getByRole("heading", { name: "Anil Joseph" }),
  ).toBeVisible();
  await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  await expectNoAxeViolations(page, "main");
});
