// Lighthouse budgets: one page of every type, mobile preset (default simulated throttling), Debian Chromium.
// Usage: node bench/lighthouse.mjs [baseUrl]        (serve a build first: npm run serve)
// LIGHTHOUSE_ONLY=home,faq measures some page types; LIGHTHOUSE_RUNS=5 judges each page on the median of five.
// Writes reports/lighthouse.json and reports/lighthouse.md; exits 1 when a page misses a budget.
// scripts/e2e.mjs runs it after Playwright, so `npm test` fails on a missed budget.
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import lighthouse from "lighthouse";
import {
  BUDGETS,
  LIGHTHOUSE_PAGES,
  PERFORMANCE_TARGET,
  budgetFor,
  missedBudgets,
  underTarget,
} from "./lighthouse-budgets.mjs";
import { withRuntimeRetries } from "./lighthouse-retry.mjs";
import { launchForLighthouse } from "../scripts/chromium.mjs";

const base = (process.argv[2] || process.env.LIGHTHOUSE_BASE_URL || "http://127.0.0.1:9000").replace(/\/+$/, "");
/**
 * Performance is the one noisy score (simulated throttling scales the main-thread time it observes): single runs
 * of one unchanged page ranged from 73 to 94 within an hour on the machines of 25 Nov 2026. Every page is run
 * three times and judged on the median; a median within five points of the page's budget is in doubt, so that
 * page is measured six more times and judged on the median of nine, as Lighthouse CI advises for stable results.
 */
const RUNS_WHEN_IN_DOUBT = 9;
const DOUBT_MARGIN = 5;
/** Runs per page to begin with (LIGHTHOUSE_RUNS, default 3), judged on their median. */
const RUNS = Math.max(1, Math.floor(Number(process.env.LIGHTHOUSE_RUNS)) || 3);
const only = process.env.LIGHTHOUSE_ONLY ? process.env.LIGHTHOUSE_ONLY.split(",") : null;

const chrome = await launchForLighthouse();

/** Every script the first visit loaded, re-fetched and gzipped (level 9 is what Netlify-like servers use for static text). */
async function scriptBytesGzip(requests) {
  const urls = [
    ...new Set(requests.filter((r) => r.resourceType === "Script" && r.url.startsWith(base)).map((r) => r.url)),
  ];
  const sizes = await Promise.all(
    urls.map(async (url) => gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

async function audit(path) {
  const { lhr } = await withRuntimeRetries(
    () =>
      lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      }),
    { onRetry: (attempt, reason) => console.log(`  ${path}: attempt ${attempt} not recorded (${reason}); again`) },
  ).catch((error) => {
    throw new Error(`Lighthouse could not measure ${path}: ${error.message}`);
  });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== "performance")
    .flatMap((category) =>
      category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (a) =>
            a &&
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== "informative" &&
            a.scoreDisplayMode !== "manual" &&
            a.scoreDisplayMode !== "notApplicable",
        ),
    )
    .map((a) => `${a.id}: ${a.title}`);
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
    siMs: Math.round(lhr.audits["speed-index"].numericValue),
    jsGzip: await scriptBytesGzip(requests),
    imageBytes: requests
      .filter((r) => r.resourceType === "Image")
      .reduce((total, r) => total + (r.transferSize || 0), 0),
    totalBytes: requests.reduce((total, r) => total + (r.transferSize || 0), 0),
    failingAudits: failing,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const rows = [];
try {
  for (const { type, path } of LIGHTHOUSE_PAGES) {
    if (only && !only.includes(type)) continue;
    const runs = [await audit(path)];
    while (runs.length < RUNS) runs.push(await audit(path));
    const medianPerformance = () => median(runs.map((r) => r.performance));
    if (medianPerformance() < budgetFor(type).performance + DOUBT_MARGIN)
      while (runs.length < RUNS_WHEN_IN_DOUBT) runs.push(await audit(path));
    const performance = medianPerformance();
    const row = runs.find((r) => r.performance === performance) ?? runs[0];
    if (runs.length > 1) {
      row.performanceRuns = runs.map((r) => r.performance);
      console.log(`  ${type}: performance ${row.performanceRuns.join(", ")} → median ${performance}`);
    }
    row.type = type;
    row.missed = missedBudgets(type, row);
    rows.push(row);
    const mark = row.missed.length ? "✗" : "✓";
    console.log(
      `${mark} ${type.padEnd(20)} ${path.padEnd(42)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices} seo ${row.seo}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${(row.jsGzip / 1024).toFixed(1)} KB`,
    );
    for (const miss of row.missed) console.log(`    missed: ${miss}`);
    row.underTarget = underTarget(row);
    if (row.underTarget && row.missed.length === 0) console.log(`  ⚠ ${type}: ${row.underTarget}`);
    for (const failing of row.failingAudits) console.log(`    audit: ${failing}`);
  }
} finally {
  await chrome.kill();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const table = [
  "| Page type | Path | Perf | A11y | BP | SEO | LCP | TBT | CLS | JS gzip | Images |",
  "|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.type} | ${r.path} | ${r.performance}${r.underTarget ? " ⚠" : ""} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.tbtMs} ms | ${r.cls} | ${kb(r.jsGzip)} KB | ${kb(r.imageBytes)} KB |`,
  ),
].join("\n");
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/lighthouse.json",
  JSON.stringify(
    {
      base,
      measuredAt: new Date().toISOString(),
      budgets: BUDGETS,
      performanceTarget: PERFORMANCE_TARGET,
      pages: rows,
    },
    null,
    2,
  ) + "\n",
);
const note = `⚠: Performance under the target of ${PERFORMANCE_TARGET} (median of the runs listed in the output), within its budget.`;
writeFileSync("reports/lighthouse.md", `${table}\n\n${note}\n`);
console.log(`\n${table}\n\nreports/lighthouse.json and reports/lighthouse.md written`);

const under = rows.filter((r) => r.underTarget && r.missed.length === 0);
if (under.length > 0)
  console.log(`\n⚠ under the Performance target of ${PERFORMANCE_TARGET}: ${under.map((r) => r.type).join(", ")}`);
const missed = rows.filter((r) => r.missed.length > 0);
if (missed.length > 0) {
  console.error(
    `\n✗ ${missed.length} page type(s) missed a Lighthouse budget: ${missed.map((r) => r.type).join(", ")}`,
  );
  process.exitCode = 1;
}
