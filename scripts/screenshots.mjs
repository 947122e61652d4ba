// Full-page screenshots of pages at 390 px and 1280 px, for looking at what was built.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { launchWithPlaywright } from "./chromium.mjs";
import { HYDRATED_MARK } from "../gatsby/upstream/preact/hydration.mjs";

/* global document, innerHeight, scrollTo */
const [base = "http://127.0.0.1:9000", out = "reports/screenshots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await launchWithPlaywright(chromium);
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 800 },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    // Sections below the first screen are drawn only near the viewport (content-visibility: auto), and a
    // full-page capture does not scroll: draw them all for the picture.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    // Lazy pictures load as the visitor scrolls to them (and, on the first visit, once the page has hydrated:
    // src/lib/pictures-after-scripts.ts): scroll through the page, then back, and wait for them.
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const name = path === "/" ? "home" : path.replace(/^\//, "").replace(/[^\w-]+/g, "_");
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
    console.log(`${out}/${name}-${width}.png`);
  }
  await context.close();
}
await browser.close();
