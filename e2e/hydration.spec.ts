import { readdirSync, readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import path from "node:path";
import type { BlockPageContent } from "../src/content-model/pages";
import { expect, test } from "./fixtures";
import { ROUTES } from "./routes";

/*
 * Hydration in turns (gatsby/upstream/preact/hydration.mjs, HydrationBoundary): every block of a page, and
 * the footer, hydrate one task each after the first pass, each on the one element Preact keeps for it while it waits.
 * A block of two elements would lose its second (Preact removes DOM it cannot match), so every block page's blocks
 * are counted in the HTML as built and on the hydrated page, and compared by tag and heading.
 */

// The English pages and their translations (content/pages/ml/home.json is /ml/), each at its address.
const pagesDir = path.resolve("content/pages");
const blockPages = readdirSync(pagesDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".json"))
  .map((file) => {
    const content = JSON.parse(readFileSync(path.join(pagesDir, file), "utf8")) as BlockPageContent;
    const folder = path.dirname(file);
    return folder === "." ? content : { ...content, path: `/${folder}${content.path}` };
  });

/** The page's blocks: the elements in its list of blocks, each by its tag and first heading. */
const blocksOn = (page: Page) =>
  page
    .locator('main [class*="BlockList-module--blocks"] > *')
    .evaluateAll((elements) =>
      elements.map(
        (element) => `${element.localName}: ${element.querySelector("h1, h2")?.textContent?.trim() ?? "(no heading)"}`,
      ),
    );

for (const content of blockPages)
  test(`${content.path}: each block is one element, kept with its words through hydration in turns`, async ({
    browser,
    baseURL,
    page,
  }) => {
    // The page as built: no script runs.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const built = await plain.newPage();
    await built.goto(`${baseURL}${content.path}`);
    const asBuilt = await blocksOn(built);
    await plain.close();
    expect(asBuilt).toHaveLength(content.blocks.length);
    // The page fixture's goto waits until every part is hydrated (HYDRATED_MARK).
    await page.goto(content.path);
    const hydrated = await blocksOn(page);
    expect(hydrated).toHaveLength(content.blocks.length);
    // The same elements, in the same order, each with its heading (what a script writes later, counters counting
    // up, is not compared).
    expect(hydrated).toEqual(asBuilt);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

/** The headings of a page's main content, sorted (a looping carousel may reorder its slides once it starts). */
const headingsOf = (page: Page) =>
  page
    .locator("main")
    .locator("h1, h2, h3")
    .evaluateAll((headings) => headings.map((heading) => (heading.textContent ?? "").trim()).sort());

// Every route but those the browser renders (the shortlist, the search results, an old blog link read by script).
const routes = Object.entries(ROUTES).filter(([name]) => !["shortlist", "search", "blogLegacy"].includes(name));
for (const [type, pagePath] of routes)
  test(`${type} (${pagePath}): every part hydrated in turns keeps its elements`, async ({ browser, baseURL, page }) => {
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const built = await plain.newPage();
    await built.goto(`${baseURL}${pagePath}`);
    const asBuilt = await headingsOf(built);
    await plain.close();
    await page.goto(pagePath);
    expect(await headingsOf(page)).toEqual(asBuilt);
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });
