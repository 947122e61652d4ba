// A slow phone, page by page: when content appears, when the page hydrates, and when a tap on the Menu button
// first opens the menu. Usage: node bench/slow-phone.mjs [baseUrl ...]   (serve a build first: npm run serve)
// Several base URLs (builds to compare, served side by side) are measured in turn, run by run, so a machine
// shared with other work loads them alike.
// Profile: 400 kbit/s down and up, 400 ms round trip, CPU 4x slower, 390 x 844 with touch, a fresh cache per run
// (Chromium over the DevTools protocol: Network.emulateNetworkConditions, Emulation.setCPUThrottlingRate).
// The Menu button is tapped every 250 ms from the first contentful paint until the menu is open with its links
// visible. Median of SLOW_PHONE_RUNS (default 5) runs per page; prints a table and writes reports/slow-phone.json
// (SLOW_PHONE_REPORT names another file). A benchmark, not a test: it fails only when a page cannot be measured.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { launchWithPlaywright } from "../scripts/chromium.mjs";
import { HYDRATED_MARK } from "../gatsby/upstream/preact/hydration.mjs";

const bases = (process.argv.length > 2 ? process.argv.slice(2) : ["http://127.0.0.1:9000"]).map((url) =>
  url.replace(/\/$/, ""),
);
const RUNS = Number(process.env.SLOW_PHONE_RUNS || 5);
const REPORT = process.env.SLOW_PHONE_REPORT || "reports/slow-phone.json";
const PAGES = [
  { type: "home", path: "/" },
  { type: "destination-list", path: "/destination/Domestic" },
  { type: "destination-details", path: "/destination-details/dst-munnar" },
  { type: "itinerary", path: "/Itinerary/dst-munnar" },
  { type: "contact", path: "/contact" },
  // The editions: Malayalam's and Arabic's fonts and words on the same phone (the menu tapped in their words).
  { type: "destination-list-ml", path: "/ml/destination/Domestic", menu: "മെനു", domestic: "ഇന്ത്യയിൽ" },
  {
    type: "destination-details-ar",
    path: "/ar/destination-details/dst-munnar",
    menu: "القائمة",
    domestic: "داخل الهند",
  },
];
const PROFILE = {
  downloadKbps: 400,
  uploadKbps: 400,
  rttMs: 400,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
  tapEveryMs: 250,
};
/** Give up on a run after this long (ms from the start of navigation). */
const GIVE_UP_MS = 30_000;

// Without Chromium's WebUI omnibox-popup renderer, which no phone runs beside the page (scripts/chromium.mjs).
const browser = await launchWithPlaywright(chromium);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One visit: { fcp, hydrated, firstTap, scriptKB } in ms from navigation start (null where never seen). `words`: the
 * page's names for the Menu button (and its dialog) and the menu's Domestic link, English's by default.
 */
async function visit(url, words = {}) {
  const { menu = "Menu", domestic = "Domestic" } = words;
  const context = await browser.newContext({ viewport: PROFILE.viewport, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PROFILE.rttMs,
    downloadThroughput: (PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PROFILE.uploadKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PROFILE.cpuSlowdown });
  let scriptBytes = 0;
  const scripts = new Set();
  cdp.on("Network.responseReceived", ({ requestId, type }) => type === "Script" && scripts.add(requestId));
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    if (scripts.has(requestId)) scriptBytes += encodedDataLength;
  });

  await page.goto(url, { waitUntil: "commit" });
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const since = () => Date.now() - timeOrigin;
  const entry = (name) => page.evaluate((n) => performance.getEntriesByName(n)[0]?.startTime ?? null, name);

  let fcp = null;
  while (fcp === null && since() < GIVE_UP_MS) {
    fcp = await entry("first-contentful-paint");
    if (fcp === null) await sleep(50);
  }

  const toggle = page.getByRole("button", { name: menu, exact: true });
  const menuLink = page.getByRole("dialog", { name: menu }).getByRole("link", { name: domestic, exact: true });
  let firstTap = null;
  while (fcp !== null && firstTap === null && since() < GIVE_UP_MS) {
    const tappedAt = since();
    await toggle.tap({ force: true, noWaitAfter: true, timeout: 5_000 }).catch(() => {});
    const next = tappedAt + PROFILE.tapEveryMs;
    do {
      if (await menuLink.isVisible().catch(() => false)) firstTap = tappedAt;
      else await sleep(40);
    } while (firstTap === null && since() < next);
  }

  let hydrated = null;
  while (hydrated === null && since() < GIVE_UP_MS) {
    hydrated = await entry(HYDRATED_MARK);
    if (hydrated === null) await sleep(100);
  }
  await context.close();
  return { fcp, hydrated, firstTap, scriptKB: scriptBytes / 1024 };
}

const median = (values) => {
  const known = values.filter((value) => value !== null).sort((a, b) => a - b);
  if (known.length < values.length / 2) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
};

/** Per base URL, per page type: the runs and their medians. */
const sites = bases.map((base) => ({ base, pages: [] }));
for (const { type, path: pagePath, ...words } of PAGES) {
  const runs = bases.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, base] of bases.entries()) {
      runs[index].push(await visit(`${base}${pagePath}`, words));
      process.stdout.write(".");
    }
  }
  for (const [index, site] of sites.entries()) {
    const pick = (key) => median(runs[index].map((run) => run[key]));
    site.pages.push({
      type,
      path: pagePath,
      fcp: pick("fcp"),
      hydrated: pick("hydrated"),
      firstTap: pick("firstTap"),
      tapAfterFcp: median(
        runs[index].map((run) => (run.firstTap !== null && run.fcp !== null ? run.firstTap - run.fcp : null)),
      ),
      scriptKB: pick("scriptKB"),
      runs: runs[index],
    });
  }
}
await browser.close();
process.stdout.write("\n");

const seconds = (ms) => (ms === null ? "never" : `${(ms / 1000).toFixed(2)} s`);
for (const { base, pages } of sites) {
  const rows = [
    ["Page type", "Path", "FCP", "Hydrated", "First menu tap", "Tap after FCP", "JS (KB on the wire)"],
    ...pages.map((r) => [
      r.type,
      r.path,
      seconds(r.fcp),
      seconds(r.hydrated),
      seconds(r.firstTap),
      seconds(r.tapAfterFcp),
      r.scriptKB === null ? "" : r.scriptKB.toFixed(1),
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  console.log(
    `\nSlow phone (${PROFILE.downloadKbps} kbit/s, ${PROFILE.rttMs} ms RTT, CPU ${PROFILE.cpuSlowdown}x, ${PROFILE.viewport.width}x${PROFILE.viewport.height}), median of ${RUNS}, ${base}`,
  );
  console.log(line(rows[0]));
  console.log(`| ${widths.map((width) => "-".repeat(width)).join(" | ")} |`);
  for (const row of rows.slice(1)) console.log(line(row));
}

mkdirSync(path.dirname(REPORT), { recursive: true });
const measuredAt = new Date().toISOString();
const report = (site) => ({ base: site.base, measuredAt, profile: PROFILE, runs: RUNS, pages: site.pages });
writeFileSync(REPORT, `${JSON.stringify(sites.length === 1 ? report(sites[0]) : sites.map(report), null, 2)}\n`);
console.log(`wrote ${REPORT}`);
if (sites.some((site) => site.pages.some((r) => r.fcp === null || r.hydrated === null))) process.exitCode = 1;
