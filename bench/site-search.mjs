#!/usr/bin/env node
/**
 * The header's site search over 5,000 destinations and 1,000 blog posts: the index's size, what a visitor downloads
 * for a first search, and the time from the last keystroke of a query to its results on screen, in Chromium
 * (Debian's, with the flags of playwright.config.ts) on the real production page.
 *
 *   npm run build && npm run bench:search        (this runs second; options: --destinations 5000 --blogs 1000
 *                                                   --port 4189 --cpu 4 --runs 5)
 *
 * Method: the built pages of public/ are the material. Each destination page and blog post is copied until there
 * are --destinations and --blogs of them ("Munnar 17": its name numbered in the copy), keeping each page's <main>,
 * into a temporary site with the other built pages; the build's own indexing step
 * (gatsby/search/site-search-index.ts, bundled with esbuild) indexes it as the build does. Then public/ is served as
 * visitors get it and every request under /pagefind/ is answered from the large index. For each query, the field
 * is cleared and the query typed key by key; the time runs from the last keydown to the last change of the result
 * list or its status (a MutationObserver's timestamp), so it includes the typing pause the field waits for
 * (120 ms), the worker's search and the results' fragments. The first query of a fresh page also loads Pagefind,
 * its WebAssembly and the index's entry, and is reported apart. Runs with the CPU slowed --cpu times (a mid-range
 * phone) and at full speed.
 */
/* global document, window, MutationObserver -- used inside page.evaluate callbacks, which run in the page */
import { chromium } from "@playwright/test";
import { importTypeScript } from "./import-typescript.mjs";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startProcess, stopAll, waitForHttp } from "../scripts/processes.mjs";
import { launchWithPlaywright } from "../scripts/chromium.mjs";
import { median, percentile } from "./stats.mjs";
import { HYDRATED_MARK } from "../gatsby/upstream/preact/hydration.mjs";

const { values } = parseArgs({
  options: {
    destinations: { type: "string", default: "5000" },
    blogs: { type: "string", default: "1000" },
    port: { type: "string", default: "4189" },
    cpu: { type: "string", default: "4" },
    runs: { type: "string", default: "5" },
    report: { type: "string", default: "reports/site-search.json" },
  },
});
const DESTINATIONS = Number(values.destinations);
const BLOGS = Number(values.blogs);
const RUNS = Number(values.runs);
const site = `http://127.0.0.1:${values.port}`;
const QUERIES = [
  "munnar",
  "honeymoon",
  "backwater",
  "kumarakam",
  "houseboat",
  "tea estate",
  "beach resort",
  "munnar 4",
];
const root = process.cwd();

const round = (x) => Math.round(x);

function dirBytes(dir) {
  let bytes = 0;
  let files = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const stat = statSync(path.join(dir, name));
    if (stat.isFile()) {
      bytes += stat.size;
      files++;
    }
  }
  return { bytes, files };
}

/** A page reduced to what the index reads (its <main>), with `name` numbered: "Munnar" → "Munnar 17". */
function copyOf(html, name, n) {
  const main = /<main[\s>][\s\S]*?<\/main>/.exec(html)?.[0];
  if (!main) throw new Error("a built page has no <main>");
  const numbered = name ? main.split(name).join(`${name} ${n}`) : main;
  return `<!DOCTYPE html><html lang="en-IN"><head><meta charset="utf-8"><title>${name} ${n}</title></head><body>${numbered}</body></html>`;
}

function pagesOf(folder) {
  const dir = path.join(root, "public", folder);
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const html = readFileSync(path.join(dir, entry.name, "index.html"), "utf8");
      const name = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]?.trim() ?? "";
      return { id: entry.name, html, name };
    });
}

/** The temporary site: the built pages that are not copied, plus the copies. */
function largeSite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "site-search-bench-"));
  const write = (relative, html) => {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), html);
  };
  const copies = (folder, total) => {
    const pages = pagesOf(folder);
    for (let n = 0; n < total; n++) {
      const page = pages[n % pages.length];
      const round = Math.floor(n / pages.length);
      write(
        `${folder}/${page.id}${round ? `-${round}` : ""}/index.html`,
        round ? copyOf(page.html, page.name, round) : page.html,
      );
    }
    return pages.length;
  };
  const realDestinations = copies("destination-details", DESTINATIONS);
  const realBlogs = copies("blog-details", BLOGS);
  for (const name of readdirSync(path.join(root, "public"), { recursive: true })) {
    if (!String(name).endsWith(".html") || /^(destination-details|blog-details)\//.test(String(name))) continue;
    if (!statSync(path.join(root, "public", String(name))).isFile()) continue;
    write(String(name), readFileSync(path.join(root, "public", String(name)), "utf8"));
  }
  return { dir, realDestinations, realBlogs };
}

const indexer = () => importTypeScript("site-search-index", { file: "gatsby/search/site-search-index.ts" });

/** Times each query: last keydown → last change of the results or status, per the page's own clock. */
async function measure(browser, indexDir, cpu) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const downloaded = { bytes: 0, requests: 0 };
  await page.route("**/pagefind/**", async (route) => {
    const file = path.join(indexDir, new URL(route.request().url()).pathname.replace(/^\/pagefind\//, ""));
    const body = readFileSync(file);
    downloaded.bytes += body.length;
    downloaded.requests++;
    await route.fulfill({ body, contentType: file.endsWith(".js") ? "text/javascript" : "application/octet-stream" });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpu });
  await page.goto(`${site}/`);
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED_MARK);
  await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
  const box = page.getByRole("dialog").getByRole("combobox");
  await box.waitFor();
  await page.evaluate(() => {
    const dialog = document.querySelector("dialog");
    window.__changes = [];
    new MutationObserver(() => window.__changes.push(performance.now())).observe(dialog, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    dialog.addEventListener("keydown", () => (window.__lastKey = performance.now()), true);
  });
  const times = {};
  let first = null;
  let firstDownload = null;
  for (let run = 0; run < RUNS; run++) {
    for (const query of QUERIES) {
      await box.fill("");
      await page.waitForTimeout(300);
      await page.evaluate(() => (window.__changes = []));
      await box.pressSequentially(query);
      await page.waitForTimeout(cpu > 1 ? 2500 : 1200);
      const { lastKey, changes, found } = await page.evaluate(() => ({
        lastKey: window.__lastKey,
        changes: window.__changes,
        found: document.querySelector("dialog [role=status]")?.textContent ?? "",
      }));
      const answered = Math.max(...changes) - lastKey;
      if (first === null) {
        first = { query, ms: round(answered), found };
        firstDownload = { ...downloaded };
        continue;
      }
      (times[query] ??= { ms: [], found }).ms.push(answered);
    }
  }
  await context.close();
  const all = Object.values(times).flatMap(({ ms }) => ms);
  return {
    cpuSlowdown: cpu,
    firstQuery: { ...first, downloadedBytes: firstDownload.bytes, requests: firstDownload.requests },
    medianMs: round(median(all)),
    p95Ms: round(percentile(all, 95)),
    perQuery: Object.fromEntries(
      Object.entries(times).map(([query, { ms, found }]) => [query, { medianMs: round(median(ms)), found }]),
    ),
  };
}

try {
  const started = Date.now();
  const { dir, realDestinations, realBlogs } = largeSite();
  const { writeSiteSearchIndex } = await indexer();
  const indexStarted = Date.now();
  const indexed = await writeSiteSearchIndex(dir, root);
  const indexSeconds = (Date.now() - indexStarted) / 1000;
  const indexDir = path.join(dir, "pagefind");
  const size = dirBytes(indexDir);
  const wordsBytes = statSync(path.join(indexDir, "words.json")).size;
  console.log(
    `Indexed ${indexed.pages} pages (${JSON.stringify(indexed.byType)}) in ${indexSeconds.toFixed(1)} s: ` +
      `${(size.bytes / 1e6).toFixed(1)} MB in ${size.files} files; words file ${(wordsBytes / 1024).toFixed(0)} KB`,
  );

  startProcess("site", "node", ["scripts/serve.mjs"], { ...process.env, SITE_PORT: values.port });
  await waitForHttp(`${site}/`, 60_000);
  const browser = await launchWithPlaywright(chromium);
  const slow = await measure(browser, indexDir, Number(values.cpu));
  const fast = await measure(browser, indexDir, 1);
  await browser.close();
  const report = {
    command: `npm run bench:search (bench/site-search.mjs --destinations ${DESTINATIONS} --blogs ${BLOGS} --runs ${RUNS})`,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model },
    pages: {
      ...indexed.byType,
      total: indexed.pages,
      copiedFrom: { destinations: realDestinations, blogs: realBlogs },
    },
    index: {
      seconds: indexSeconds,
      bytes: size.bytes,
      files: size.files,
      wordsFileBytes: wordsBytes,
      words: indexed.words,
    },
    keystrokeToResults: [slow, fast],
    wallSeconds: (Date.now() - started) / 1000,
  };
  for (const run of report.keystrokeToResults)
    console.log(
      `CPU ÷${run.cpuSlowdown}: first search ${run.firstQuery.ms} ms ("${run.firstQuery.query}", ` +
        `${(run.firstQuery.downloadedBytes / 1024).toFixed(0)} KB in ${run.firstQuery.requests} requests); ` +
        `then median ${run.medianMs} ms, p95 ${run.p95Ms} ms from the last keystroke to the results`,
    );
  mkdirSync(path.dirname(values.report), { recursive: true });
  writeFileSync(values.report, JSON.stringify(report, null, 2) + "\n");
  console.log(`wrote ${values.report}`);
  rmSync(dir, { recursive: true, force: true });
} finally {
  await stopAll();
}
