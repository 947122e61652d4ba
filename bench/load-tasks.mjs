#!/usr/bin/env node
// The main thread of a page's load, task by task: what Lighthouse's score hides.
// Usage: node bench/load-tasks.mjs [baseUrl] [path ...]      (serve a build first: npm run serve)
// LOAD_TASKS_MIN=30 lists the tasks of 30 ms or more (default 30); LOAD_TASKS_CPU=4 is the CPU slowdown (default 4,
// Lighthouse's phone).
//
// Each path is loaded once in Debian's Chromium (the e2e suite's launch options) in a phone's viewport with the CPU
// slowed down by the DevTools protocol (`Emulation.setCPUThrottlingRate`), traced with V8's sampling profiler on,
// until the page is hydrated (`site:hydrated`) and a second after. For every task of the renderer's main thread of at
// least LOAD_TASKS_MIN ms it prints its length, its start (ms from the first task), what the browser did in it
// (script evaluation and its file, timers, microtasks, style, layout, paint) and where its script time went: the
// profiler's samples in the task, each counted for the innermost named function outside the framework and webpack's
// runtime (the page's own code, or Gatsby's), with Preact's own time shown as "(framework)". It is a benchmark for
// finding a long task, not a test; the Lighthouse gate (bench/lighthouse.mjs) judges the longest one.
import { chromium } from "playwright";
import { launchWithPlaywright } from "../scripts/chromium.mjs";

const [baseArgument, ...paths] = process.argv.slice(2);
const base = (baseArgument || "http://127.0.0.1:9000").replace(/\/+$/, "");
const MIN_MS = Number(process.env.LOAD_TASKS_MIN) || 30;
const CPU_SLOWDOWN = Number(process.env.LOAD_TASKS_CPU) || 4;
/** What a task did, by the trace's event names. */
const STEPS = [
  "EvaluateScript",
  "TimerFire",
  "RunMicrotasks",
  "FunctionCall",
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
];
const CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"];

const browser = await launchWithPlaywright(chromium);
try {
  for (const path of paths.length > 0 ? paths : ["/"]) await measure(path);
} finally {
  await browser.close();
}

async function measure(path) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // Slowed down on a page of the same site, so the page measured starts in a throttled renderer.
  await page.goto(`${base}/robots.txt`);
  const devtools = await context.newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: [...CATEGORIES, "disabled-by-default-v8.cpu_profiler"] });
  await page.goto(`${base}${path}`, { waitUntil: "load" });
  const hydrated = await page
    .waitForFunction(() => performance.getEntriesByName("site:hydrated").length > 0, null, { timeout: 30_000 })
    .then(
      () => true,
      () => false,
    );
  await page.waitForTimeout(1_000);
  const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();

  const renderers = events.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain");
  const tasksOf = (thread) =>
    events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === "RunTask");
  const main = renderers.sort((a, b) => tasksOf(b).length - tasksOf(a).length)[0];
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const tasks = onMain.filter((event) => event.name === "RunTask");
  const start = Math.min(...tasks.map((task) => task.ts));
  const samples = profilerSamples(events.filter((event) => event.pid === main.pid));

  const long = tasks.filter((task) => task.dur >= MIN_MS * 1000);
  console.log(
    `\n${path}: ${long.length} task(s) of ${MIN_MS} ms or more at ${CPU_SLOWDOWN}× CPU${hydrated ? "" : " (not hydrated within 30 s)"}`,
  );
  for (const task of long) {
    const end = task.ts + task.dur;
    const steps = onMain
      .filter((e) => STEPS.includes(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e.dur >= 1000)
      .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(base, "")}` : ""} ${ms(e.dur)}`);
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= end);
    const perSample = task.dur / Math.max(1, inTask.length);
    const where = new Map();
    for (const { label } of inTask) where.set(label, (where.get(label) ?? 0) + perSample);
    const top = [...where]
      .filter(([label]) => label !== "(program)" && label !== "(idle)")
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([label, time]) => `${label} ${ms(time)}`);
    console.log(
      `  ${ms(task.dur)} at ${ms(task.ts - start)}: ${steps.slice(0, 6).join(", ") || "(the browser's own)"}`,
    );
    if (top.length > 0) console.log(`    script: ${top.join(" | ")}`);
  }
}

/** The sampling profiler's samples (time, label), each labelled by its innermost named frame outside the framework. */
function profilerSamples(events) {
  const nodes = new Map();
  const samples = [];
  let time = 0;
  for (const event of events) {
    if (event.name === "Profile") time = event.args.data.startTime;
    if (event.name !== "ProfileChunk") continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({ ts: time, id });
    });
  }
  return samples.map(({ ts, id }) => ({ ts, label: labelOf(nodes, id) }));
}

function labelOf(nodes, id) {
  const leaf = nodes.get(id);
  for (let node = leaf; node; node = nodes.get(node.parent)) {
    const { functionName, url = "", columnNumber } = node.callFrame;
    if (!url || !functionName || /\/(framework|webpack-runtime)-/.test(url)) continue;
    return `${functionName} ${url.replace(base, "")}:${columnNumber}`;
  }
  const name = leaf?.callFrame.functionName;
  return name && name.startsWith("(") ? name : "(framework)";
}

function ms(microseconds) {
  return `${Math.round(microseconds / 1000)} ms`;
}
