#!/usr/bin/env node
/**
 * Client search over 5,000 destinations: median time from keystroke to the frame showing the updated
 * grid, in Chromium (Debian's, with the flags of playwright.config.ts) on the real production page.
 *
 *   npm run build && npm run bench:search        (options: --destinations 5000 --port 4188)
 *
 * Method: serves public/ as visitors get it and opens /destinations, answering its page-data.json
 * with the real records cycled to 5,000 ("Munnar 17", …, each with the real card image data), so the
 * production bundle searches and pages 5,000 build-time records. The 28 real records stay first and
 * the static HTML's count is rewritten to match, so hydration is clean. For each keystroke of a set of
 * queries, the time runs from the keydown event to the first animation frame after the keystroke's
 * input event, checking that the result count or the cards had changed by then: React renders a
 * discrete event's update before the next frame, so that frame is the one that paints the new grid.
 */
/* global window, document, requestAnimationFrame -- used inside page.evaluate callbacks, which run in the page */
import { chromium } from "@playwright/test";
import { parseArgs } from "node:util";
import { startProcess, stopAll, waitForHttp } from "../scripts/processes.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

const { values } = parseArgs({
  options: { destinations: { type: "string", default: "5000" }, port: { type: "string", default: "4188" } },
});
const TOTAL = Number(values.destinations);
const site = `http://127.0.0.1:${values.port}`;
const QUERIES = [
  "kerala backwaters",
  "beach",
  "temple",
  "burj khalifa",
  "munnar 12",
  "desert safari",
  "island 4",
  "tea gardens",
  "snow",
];

function inflate(pageData, total) {
  const real = pageData.result.data.allAgencyDestination.nodes;
  const nodes = [...real];
  for (let n = 1; nodes.length < total; n++) {
    for (const node of real) {
      if (nodes.length >= total) break;
      nodes.push({ ...node, agencyId: `${node.agencyId}-${n}`, name: `${node.name} ${n}` });
    }
  }
  pageData.result.data.allAgencyDestination.nodes = nodes;
  return { pageData, real: real.length };
}

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
};
const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

async function main() {
  startProcess("site", "node", ["scripts/serve.mjs"], { ...process.env, SITE_PORT: values.port });
  await waitForHttp(`${site}/destinations`, 60_000);

  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  let realCount = 0;
  await page.route("**/page-data/destinations/page-data.json", async (route) => {
    const response = await route.fetch();
    const { pageData, real } = inflate(await response.json(), TOTAL);
    realCount = real;
    await route.fulfill({ response, json: pageData });
  });
  await page.route(/\/destinations$/, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(Showing 1–8 of )(<!-- -->)?(\d+)/,
      (_, lead, comment = "") => `${lead}${comment}${TOTAL}`,
    );
    await route.fulfill({ response, body: html });
  });
  const errors = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));

  await page.goto(`${site}/destinations`);
  await page.waitForFunction(
    (total) => document.querySelector("[role=status]")?.textContent?.includes(`of ${total}`),
    TOTAL,
  );
  const box = page.getByRole("searchbox", { name: "Search destinations" });
  await page.evaluate(() => {
    const state = { t0: 0, before: "", samples: [] };
    Object.assign(window, { __bench: state });
    const shown = () =>
      document.querySelector("[role=status]").textContent +
      [...document.querySelectorAll("main article h3")].map((h) => h.textContent).join("|");
    document.addEventListener(
      "keydown",
      (event) => Object.assign(state, { t0: event.timeStamp, before: shown() }),
      true,
    );
    // React renders a discrete event's update before the browser's next frame; this frame paints it.
    document.addEventListener("input", () =>
      requestAnimationFrame(() =>
        state.samples.push({ ms: performance.now() - state.t0, changed: shown() !== state.before }),
      ),
    );
  });

  for (let round = 0; round < 3; round++) {
    for (const query of QUERIES) {
      await box.fill("");
      await page.waitForTimeout(50);
      for (const key of query) {
        const before = await page.evaluate(() => window.__bench.samples.length);
        await page.keyboard.press(key === " " ? "Space" : key);
        await page.waitForFunction((n) => window.__bench.samples.length > n, before);
      }
    }
  }
  const all = await page.evaluate(() => window.__bench.samples);
  // fill("") above also fires input events; only keystrokes that changed the grid or count are measured.
  const samples = all.filter((sample) => sample.changed).map((sample) => sample.ms);
  const unchanged = QUERIES.join("").length * 3 - samples.length;
  await browser.close();

  console.log(
    `destinations: ${TOTAL} (${realCount} real, cycled) · keystrokes measured: ${samples.length} · without visible change: ${unchanged}`,
  );
  console.log(
    `keystroke → updated grid (next frame): median ${median(samples).toFixed(1)} ms · p95 ${percentile(samples, 95).toFixed(1)} ms · max ${Math.max(...samples).toFixed(1)} ms`,
  );
  if (errors.length > 0) console.log(`console errors:\n  ${errors.join("\n  ")}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
