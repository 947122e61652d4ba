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
 *
 * Then the trip finder, the same way: each change of the Sort by, Duration or Budget select by keyboard
 * (ArrowDown/ArrowUp on the focused select, which changes its value in Chromium), from keydown to the first
 * animation frame after the select's change event, over the same 5,000 destinations: every sort order
 * alone and under a duration + budget filter, every duration band and every budget band.
 */
/* global window, document, requestAnimationFrame -- used inside page.evaluate callbacks, which run in the page */
import { chromium } from "@playwright/test";
import { parseArgs } from "node:util";
import { startProcess, stopAll, waitForHttp } from "../scripts/processes.mjs";
import { launchWithPlaywright } from "../scripts/chromium.mjs";
import { median, percentile } from "./stats.mjs";
import { HYDRATED_MARK } from "../gatsby/upstream/preact/hydration.mjs";

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

/** @type {import("@playwright/test").Browser | undefined} */
let browser;

async function main() {
  startProcess("site", "node", ["scripts/serve.mjs"], { ...process.env, SITE_PORT: values.port });
  await waitForHttp(`${site}/destinations`, 60_000);

  browser = await launchWithPlaywright(chromium);
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
  // Keys pressed before React has hydrated 5,000 records would be measured against static HTML (or lost);
  // Set once every part of the page is hydrated (HYDRATED_MARK, gatsby/upstream/preact/hydration.mjs).
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
  const box = page.getByRole("searchbox", { name: "Search destinations" });
  await page.evaluate(() => {
    const state = { t0: 0, before: "", armed: false, samples: [] };
    Object.assign(window, { __bench: state });
    const shown = () =>
      document.querySelector("[role=status]").textContent +
      [...document.querySelectorAll("main article h3")].map((h) => h.textContent).join("|");
    document.addEventListener(
      "keydown",
      (event) => Object.assign(state, { t0: event.timeStamp, before: shown(), armed: true }),
      true,
    );
    // React renders a discrete event's update before the browser's next frame; this frame paints it.
    // Only changes made by a key press are timed (not selectOption between the series, which has no keydown).
    const sample = (kind) => () => {
      if (!state.armed) return;
      state.armed = false;
      requestAnimationFrame(() =>
        state.samples.push({ kind, ms: performance.now() - state.t0, changed: shown() !== state.before }),
      );
    };
    const onSearch = sample("search");
    const onFinder = sample("finder");
    document.addEventListener("input", (event) => event.target.tagName !== "SELECT" && onSearch());
    document.addEventListener("change", (event) => event.target.tagName === "SELECT" && onFinder());
  });
  const samplesSoFar = () => page.evaluate(() => window.__bench.samples.length);

  for (let round = 0; round < 3; round++) {
    for (const query of QUERIES) {
      await box.fill("");
      await page.waitForTimeout(50);
      for (const key of query) {
        const before = await samplesSoFar();
        await page.keyboard.press(key === " " ? "Space" : key);
        await page.waitForFunction((n) => window.__bench.samples.length > n, before);
      }
    }
  }
  await box.fill("");

  const selects = {
    sort: page.getByLabel("Sort by"),
    days: page.getByLabel("Duration"),
    budget: page.getByLabel("Budget per person"),
  };
  const optionCount = async (select) => select.locator("option").count();
  /** Walks a select down to its last option and back up, one measured change per key press. */
  const walk = async (select) => {
    await select.focus();
    const steps = (await optionCount(select)) - 1;
    for (const key of [...Array(steps).fill("ArrowDown"), ...Array(steps).fill("ArrowUp")]) {
      const before = await samplesSoFar();
      await page.keyboard.press(key);
      await page.waitForFunction((n) => window.__bench.samples.length > n, before);
    }
  };
  let finderChanges = 0;
  for (let round = 0; round < 3; round++) {
    for (const name of ["sort", "days", "budget"]) {
      await walk(selects[name]);
      finderChanges += 2 * ((await optionCount(selects[name])) - 1);
    }
    // Every order again under a filter (5–7 days, under ₹75,000): filter and sort together.
    await selects.days.selectOption("5-7");
    await selects.budget.selectOption("under-75000");
    await walk(selects.sort);
    finderChanges += 2 * ((await optionCount(selects.sort)) - 1);
    await selects.days.selectOption("");
    await selects.budget.selectOption("");
  }

  const all = await page.evaluate(() => window.__bench.samples);
  // fill("") and selectOption above also fire events; only key presses that changed the grid or count are measured.
  const measured = (kind) => all.filter((s) => s.kind === kind && s.changed).map((s) => s.ms);
  const samples = measured("search");
  const unchanged = QUERIES.join("").length * 3 - samples.length;
  const finder = measured("finder");

  console.log(
    `destinations: ${TOTAL} (${realCount} real, cycled) · keystrokes measured: ${samples.length} · without visible change: ${unchanged}`,
  );
  console.log(
    `keystroke → updated grid (next frame): median ${median(samples).toFixed(1)} ms · p95 ${percentile(samples, 95).toFixed(1)} ms · max ${Math.max(...samples).toFixed(1)} ms`,
  );
  console.log(
    `trip finder (sort, duration, budget by keyboard): changes measured: ${finder.length} · without visible change: ${finderChanges - finder.length}`,
  );
  console.log(
    `filter/sort change → updated grid (next frame): median ${median(finder).toFixed(1)} ms · p95 ${percentile(finder, 95).toFixed(1)} ms · max ${Math.max(...finder).toFixed(1)} ms`,
  );
  if (errors.length > 0) console.log(`console errors:\n  ${errors.join("\n  ")}`);
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await stopAll();
}
