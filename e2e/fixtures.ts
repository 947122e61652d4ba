import { test as base, expect, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { HYDRATED_MARK } from "../gatsby/upstream/preact/hydration.mjs";

/**
 * Hosts a page may contact besides its own: the chat widget and the map, both loaded lazily.
 * Tests answer them with stubs (there is no internet) and count them.
 */
export const ALLOWED_FOREIGN_HOSTS = ["embed.tawk.to", "www.google.com"];

const isLocal = (url: URL) =>
  ["127.0.0.1", "localhost"].includes(url.hostname) || url.protocol === "data:" || url.protocol === "blob:";

interface Watch {
  consoleErrors: string[];
  foreignRequests: string[];
  /** Declares console errors the test provokes on purpose (e.g. the 404 of a missing page). */
  expectConsoleErrors: (pattern: RegExp) => void;
}

/**
 * Every test fails on a console error, an uncaught exception, or a request to a host that is not
 * ours and not an allowed exception.
 */
export const test = base.extend<{ watch: Watch }>({
  // Every page.goto waits for hydration, as a visitor's click would on a page that has finished loading;
  // without it, clicks on a busy machine land on static HTML whose buttons do nothing yet.
  // With JavaScript off (`test.use({ javaScriptEnabled: false })`) nothing hydrates, so goto does not wait;
  // nor on the CMS admin (/admin/), a bundle of its own that Gatsby does not hydrate.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    plainGotos.set(page, goto);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const admin = new URL(page.url()).pathname.startsWith("/admin/");
      if (javaScriptEnabled !== false && !admin) await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  watch: [
    async ({ page }, use) => {
      const expected: RegExp[] = [];
      const watch: Watch = {
        consoleErrors: [],
        foreignRequests: [],
        expectConsoleErrors: (pattern) => void expected.push(pattern),
      };
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // Chrome's "Failed to load resource" names no URL in its text: the location says which load failed.
        const text = message.text();
        const url = message.location().url;
        watch.consoleErrors.push(text.startsWith("Failed to load resource") && url ? `${text} (${url})` : text);
      });
      page.on("pageerror", (error) => watch.consoleErrors.push(`uncaught: ${error.message}`));
      await page.route(
        (url) => !isLocal(url),
        async (route) => {
          const url = new URL(route.request().url());
          watch.foreignRequests.push(url.href);
          if (ALLOWED_FOREIGN_HOSTS.includes(url.hostname)) {
            await route.fulfill({
              status: 200,
              contentType: url.pathname.endsWith(".js") ? "text/javascript" : "text/html",
              body: "",
            });
          } else {
            await route.abort();
          }
        },
      );
      await use(watch);
      const unexpected = watch.consoleErrors.filter((text) => !expected.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors").toEqual([]);
      const forbidden = watch.foreignRequests.filter((href) => !ALLOWED_FOREIGN_HOSTS.includes(new URL(href).hostname));
      expect(forbidden, "requests to foreign hosts").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Runs axe (WCAG 2.x A and AA) on the page, or on part of it, and fails listing every violation. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n    ")}`,
  );
  expect(summary, "axe violations").toEqual([]);
}

/** The reference API's test-control endpoints (ENABLE_TEST_CONTROL=1 in scripts/e2e.mjs). */
export const api = {
  url: process.env.E2E_API_URL || "http://127.0.0.1:4100",
  async contacts(): Promise<Array<Record<string, string>>> {
    const response = await fetch(`${this.url}/__test/contacts`);
    return (await response.json()) as Array<Record<string, string>>;
  },
  /** Spam checks by reason: honeypot posts discarded, tooFast and noTiming posts stored with that `suspect` flag. */
  async spam(): Promise<{ honeypot: number; tooFast: number; noTiming: number }> {
    return (await (await fetch(`${this.url}/__test/spam`)).json()) as {
      honeypot: number;
      tooFast: number;
      noTiming: number;
    };
  },
  async setFaults(
    faults: Record<string, { status?: number | "drop"; delayMs?: number; dropReply?: boolean; times?: number }> | null,
  ) {
    const response = await fetch(`${this.url}/__test/faults`, {
      method: faults ? "PUT" : "DELETE",
      ...(faults && { headers: { "content-type": "application/json" }, body: JSON.stringify(faults) }),
    });
    if (!response.ok) throw new Error(`could not set API faults: HTTP ${response.status} ${await response.text()}`);
  },
};

/**
 * The builds besides the full one (scripts/e2e.mjs): made while FAQs, service cards and deals failed
 * (ALLOW_PARTIAL_CONTENT=1), and with the API serving only the first 3 or 4 reviews. scripts/e2e.mjs names a
 * build's URL only when it made and serves that build; E2E_FULL_BUILD_ONLY=1 makes none of them.
 */
export const extraBuilds = {
  partial: { label: "the partial build", url: process.env.E2E_PARTIAL_SITE_URL },
  reviews3: { label: "the 3-review build", url: process.env.E2E_REVIEWS_3_SITE_URL },
  reviews4: { label: "the 4-review build", url: process.env.E2E_REVIEWS_4_SITE_URL },
} as const;

/**
 * Opens `path` on one of the extra builds. The test is skipped (and says why) only when this run made no such
 * build; once the build is served, any answer but 2xx fails the test, as it would on the full build.
 */
export async function gotoExtraBuild(page: Page, build: keyof typeof extraBuilds, path: string) {
  const { label, url } = extraBuilds[build];
  test.skip(!url, `${label} is made only by the full e2e run (E2E_FULL_BUILD_ONLY=1 leaves it out)`);
  const response = await page.goto(`${url}${path}`);
  expect(response?.ok(), `${label} answered ${path} with HTTP ${response?.status()}`).toBe(true);
  return response;
}

/**
 * Waits until the page is hydrated, every part of it: before that the static HTML is readable, but buttons do
 * nothing. The first pass hydrates the page but its HydrationBoundary parts, which hydrate one task each after it
 * (gatsby/upstream/preact/hydration.mjs); HYDRATED_MARK is set after the last.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
}

/**
 * Brings an enquiry form into view, as a visitor scrolling to it does, and waits for its script: away from the first
 * screen the form's script loads only when the visitor comes near it (partOnUse, design decision 36). A hydrated form
 * marks its own problems (`novalidate`).
 */
export async function scrollToForm(form: Locator) {
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("novalidate", "");
}

const plainGotos = new WeakMap<Page, Page["goto"]>();

/** Playwright's own page.goto, which does not wait for hydration: for what a visitor does before the scripts run. */
export const gotoBeforeHydration = (page: Page, path: string) =>
  (plainGotos.get(page) ?? page.goto)(path, { waitUntil: "domcontentloaded" });

/** Holds every script of the site until `release` is called: the page is its HTML until then. */
export async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/[^/?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether Gatsby has hydrated the page (see waitForHydration). */
export const isHydrated = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);

/** page.goto, which the `page` fixture already makes wait for hydration; kept for readability at call sites. */
export const gotoHydrated = (page: Page, path: string) => page.goto(path);

/**
 * Site data blocked, as Chromium's cookie setting does: every access to localStorage or sessionStorage throws a
 * SecurityError. For `context.addInitScript`.
 */
export const blockSiteData = () => {
  for (const name of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(
          `Failed to read the '${name}' property from 'Window': Access is denied.`,
          "SecurityError",
        );
      },
    });
  }
};
