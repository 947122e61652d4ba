import type { Page } from "@playwright/test";
import { ROUTES } from "./routes";
import { expect, expectNoAxeViolations, gotoHydrated, test } from "./fixtures";

/** Site-wide search (issue 25, part 4): the header's Search on every page, over the Pagefind index the build writes. */

const INDEX = "/pagefind/";

const searchDialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const searchBox = (page: Page) => searchDialog(page).getByRole("combobox", { name: /^Search trips/ });

async function openSearch(page: Page) {
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  await expect(searchBox(page)).toBeFocused();
  return searchBox(page);
}

/** The results' titles (each option reads kind, title, excerpt; the title is its second part). */
async function resultTitles(page: Page) {
  const options = searchDialog(page).getByRole("option");
  await expect(options.first()).toBeVisible();
  return options.evaluateAll((items) => items.map((item) => item.children[1]?.textContent ?? ""));
}

const recordViolations = () =>
  document.addEventListener("securitypolicyviolation", (event) => {
    const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
    list.push(`${event.effectiveDirective}: ${event.blockedURI}`);
  });

test.describe("site search from the header", () => {
  test("munnar, honeymoon, backwater and a typo find the right pages; keys move, open and close", async ({ page }) => {
    await page.addInitScript(recordViolations);
    const indexRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith(INDEX)) indexRequests.push(request.url());
    });
    await gotoHydrated(page, ROUTES.home);
    expect(indexRequests, "nothing of the search loads with the page").toEqual([]);

    const box = await openSearch(page);
    await box.fill("munnar");
    await expect(searchDialog(page).getByRole("status")).toHaveText(/\d+ pages found\.$/);
    const munnar = await resultTitles(page);
    expect(munnar[0]).toBe("Munnar");
    expect(munnar).toContain("What to Pack for Munnar in the Monsoon");
    await expect(searchDialog(page).getByRole("option").first()).toContainText(/^Destination/);
    await expect(
      searchDialog(page)
        .getByRole("option", { name: /^Blog post.*Munnar/ })
        .first(),
    ).toBeVisible();
    expect(indexRequests.some((url) => url.endsWith("pagefind.js"))).toBe(true);

    await box.fill("honeymoon");
    await expect.poll(() => resultTitles(page)).toContain("Kerala honeymoon packages");

    // Kumarakom's page says "Vembanad Lake", never "backwater": content/search.json groups the words.
    await box.fill("backwater");
    await expect.poll(() => resultTitles(page)).toContain("Kumarakom");

    await box.fill("munar");
    await expect(searchDialog(page).getByRole("status")).toHaveText(/Showing results for “munnar”/);
    await expect.poll(async () => (await resultTitles(page))[0]).toBe("Munnar");

    await expectNoAxeViolations(page);

    // Escape closes the list first, then the search.
    await page.keyboard.press("Escape");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Escape");
    await expect(searchDialog(page)).toBeHidden();

    // Arrow keys and Enter open a result.
    await (await openSearch(page)).fill("munnar");
    await expect(searchDialog(page).getByRole("option").first()).toContainText("Munnar");
    await page.keyboard.press("ArrowDown");
    await expect(searchDialog(page).getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    const second = searchDialog(page).getByRole("option").nth(1);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id"))!);
    const secondTitle = (await resultTitles(page))[1]!;
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(secondTitle);
    await expect(searchDialog(page)).toBeHidden();

    expect(
      await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
    ).toEqual([]);
  });

  test("the search's worker alone may compile WebAssembly; every page keeps its policy", async ({ request }) => {
    const pagePolicy = (await request.get(ROUTES.home)).headers()["content-security-policy"] ?? "";
    expect(pagePolicy).toContain("script-src 'self'");
    expect(pagePolicy).not.toContain("wasm-unsafe-eval");
    const worker = await request.get(`${INDEX}pagefind-worker.js`);
    expect(worker.ok()).toBe(true);
    expect(worker.headers()["content-security-policy"]).toBe(
      "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'",
    );
    // Pagefind's own ready-made interfaces are not published (the site's search is its own component).
    expect((await request.get(`${INDEX}pagefind-ui.js`)).status()).toBe(404);
  });

  test("All pages found leads to /search, which keeps the query in its address and lists more", async ({ page }) => {
    await gotoHydrated(page, ROUTES.home);
    await (await openSearch(page)).fill("kerala");
    await searchDialog(page)
      .getByRole("link", { name: /^All \d+ pages found$/ })
      .click();
    await expect(page).toHaveURL(/\/search\?q=kerala$/);
    const list = page.getByRole("main").getByRole("option");
    await expect(list.nth(8)).toBeVisible();
    await expect(page.getByRole("main").getByRole("combobox")).toHaveValue("kerala");
    await expectNoAxeViolations(page);
  });
});

test.describe("search that finishes the job", () => {
  test("Back from a result opens the search again, with the visitor's words", async ({ page }) => {
    await gotoHydrated(page, ROUTES.about);
    const box = await openSearch(page);
    await box.fill("munnar");
    await expect(searchDialog(page).getByRole("option").first()).toContainText("Munnar");
    await searchDialog(page).getByRole("option").first().click();
    await expect(page).toHaveURL(/\/destination-details\/dst-munnar\/?$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about\/?$/);
    await expect(searchBox(page)).toHaveValue("munnar");
    await expect(searchDialog(page).getByRole("option").first()).toContainText("Munnar");
    // Closed by the visitor, it stays closed: a reload does not bring it back.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(searchDialog(page)).toBeHidden();
    await page.reload();
    await page.waitForLoadState("load");
    await expect(searchDialog(page)).toBeHidden();
  });

  test("'visa' lists the visa checklist PDF, and no excerpt runs two words together", async ({ page }) => {
    await gotoHydrated(page, `${ROUTES.search}?q=visa`);
    const results = page.getByRole("main").getByRole("option");
    await expect(results.filter({ hasText: /^PDF\s*Visa checklist for Indian passport holders/ })).toHaveCount(1);
    for (const query of ["munnar", "kerala", "houseboat", "visa"]) {
      await page.getByRole("main").getByRole("combobox").fill(query);
      await expect(page.getByRole("main").getByRole("status")).toHaveText(new RegExp(`“${query}”|pages? found`));
      await expect(results.first()).toBeVisible();
      const excerpts = await results.evaluateAll((items) => items.map((item) => item.children[2]?.textContent ?? ""));
      // "NairMar 2", "Munnar3 days": a small letter straight before a capital or a figure is two fields run together
      // (names written that way, as WhatsApp is, aside).
      const joined = (excerpt: string) => /\p{Ll}(\p{Lu}|\d)/u.test(excerpt.replace(/WhatsApp/g, "Whatsapp"));
      expect(excerpts.filter(joined), `excerpts for “${query}”`).toEqual([]);
    }
  });

  test("sidebars and repeated blocks are not indexed: a post's title finds the post, not the pages that list it", async ({
    page,
  }) => {
    const title = "Do You Really Need Travel Insurance?";
    await gotoHydrated(page, `${ROUTES.search}?q=${encodeURIComponent(title)}`);
    const results = page.getByRole("main").getByRole("option");
    await expect(results.first()).toContainText(title);
    const found = await results.evaluateAll((items) =>
      items.map((item) => ({
        href: item.querySelector("a")?.getAttribute("href") ?? "",
        text: item.textContent ?? "",
      })),
    );
    // The lists' sidebars, the home page's teaser, the tour pages' "More tours" and the destinations' shared
    // highlights each named the post or repeated the same words on every page.
    const listPage = /^\/(blog|destinations|destination\/\w+)?\/?([?#]|$)/;
    expect(found.filter(({ href }) => listPage.test(href)).map(({ href }) => href)).toEqual([]);
    expect(found.filter(({ text }) => /More tours|Visa paperwork, forex and travel insurance/.test(text))).toEqual([]);
  });
});

test.describe("a search link of any length", () => {
  test("a 10 KB /search?q= answers, saying which words it searched; another 10 KB query within a second", async ({
    page,
  }) => {
    // Each of 1,000 words has words of the same meaning (content/search.json): uncapped, this never answered.
    await gotoHydrated(page, `${ROUTES.search}?q=${encodeURIComponent("backwater ".repeat(1000))}`);
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toHaveText(/pages? found\. .*Searched for the first 10 words\.$/);
    // The index is loaded now: what is left is the query's own cost, typed (pasted) into the box.
    await page.getByRole("main").getByRole("combobox").fill("houseboat ".repeat(1000));
    await expect(status).toHaveText(/“houseboat( houseboat){9}”\. Searched for the first 10 words\.$/, {
      timeout: 1000,
    });
  });
});

test.describe("site search before the scripts run", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's Search is a link to /search, whose form sends the query in the address", async ({ page }) => {
    await page.goto(ROUTES.home);
    await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\/?$/);
    const box = page.getByRole("combobox", { name: /^Search trips/ });
    await box.fill("munnar");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\/?\?q=munnar$/);
  });
});
