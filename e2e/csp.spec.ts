import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { ROUTES } from "./routes";

/** The violations a page reports, recorded from before its first script (init scripts are not subject to CSP). */
const recordViolations = () =>
  document.addEventListener("securitypolicyviolation", (event) => {
    const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
    list.push(`${event.effectiveDirective}: ${event.blockedURI}`);
  });
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);

test.describe("strict CSP for scripts", () => {
  test("the header allows inline scripts only by hash, with COOP and CORP", async ({ request }) => {
    const response = await request.get(ROUTES.home);
    const csp = response.headers()["content-security-policy"] ?? "";
    const scriptSrc = csp.split(/;\s*/).find((directive) => directive.startsWith("script-src ")) ?? "";
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(response.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    expect(response.headers()["cross-origin-resource-policy"]).toBe("same-origin");
  });

  test("an inline script injected into a built page is blocked and reported", async ({ page, watch }) => {
    // Chromium's wording changed over versions ("Refused to execute…", "Executing inline script violates…").
    watch.expectConsoleErrors(/inline script.*Content Security Policy directive 'script-src/);
    await page.addInitScript(recordViolations);
    // The fixture: the built page as served, headers included, with one inline script an attacker slipped in.
    await page.route(
      (url) => url.pathname === ROUTES.about,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(
          "</body>",
          '<script>document.documentElement.dataset.injected = "ran";</script></body>',
        );
        await route.fulfill({ response, body: html });
      },
    );
    await page.goto(ROUTES.about);
    expect(await page.locator("html").getAttribute("data-injected")).toBeNull();
    expect(await violations(page)).toEqual(["script-src-elem: inline"]);
  });

  test("an unknown path is the 404 page under the site's policy, and its scripts run without a violation", async ({
    page,
    request,
    watch,
  }) => {
    // With the CMS built, the site's CSP header sits on named paths only (gatsby/deploy/security-headers.ts), so an
    // unknown top-level path gets it from the 404 page's <meta>; either way the policy must be the site's.
    const withoutFrameAncestors = (policy: string) =>
      policy
        .split(/;\s*/)
        .filter((directive) => !directive.startsWith("frame-ancestors"))
        .join("; ");
    const sitePolicy = (await request.get(ROUTES.home)).headers()["content-security-policy"] ?? "";
    const response = await request.get("/no-such-page-anywhere");
    expect(response.status()).toBe(404);
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
      .exec(await response.text())?.[1]
      ?.replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&");
    const served = response.headers()["content-security-policy"] ?? meta ?? "";
    expect(withoutFrameAncestors(served)).toBe(withoutFrameAncestors(sitePolicy));

    watch.expectConsoleErrors(/status of 404/);
    await page.addInitScript(recordViolations);
    await page.goto("/no-such-page-anywhere");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  for (const [name, path] of Object.entries(ROUTES)) {
    test(`${name} runs every script it ships without a CSP violation`, async ({ page }) => {
      await page.addInitScript(recordViolations);
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
    });
  }
});
