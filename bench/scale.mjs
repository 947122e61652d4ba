// Build at scale: a cold build and a warm rebuild of the site against a large reference API.
// Usage: npm run bench:scale [-- --destinations 1000 --blogs 1000 --port 4500 --skip-warm --editions]
//  1. writes a large seed (server/seed/generate-large.mjs) into a temp dir and serves it with the reference API;
//  2. `gatsby clean` + cold `gatsby build`, measured: wall time, peak RSS of the largest process (GNU time -v),
//     peak RSS summed over the build's process tree (sampled from /proc every 0.5 s), pages built, Gatsby's step timings;
//  3. renames one destination (one with days) and changes its price in the seed, restarts the API, measures the
//     warm rebuild the same way and checks the new name and price are in that destination's page and that only
//     its itinerary PDF was rewritten (gatsby-node's "[pdf] itinerary PDFs: N written, M unchanged" line).
//  With --editions every destination has its Malayalam and Arabic pages too (3× its pages): the content is copied
//  into the work dir (the build reads it there, CMS_PUBLISHED_CONTENT) with a translation per copy and language, the
//  reference translation of its original (content/trip-translations.json) where it has one, else its English words
//  as a stand-in of the same shape (a benchmark's fixture, never shipped).
// Prints a table and writes reports/scale.json. Leaves public/ built from the large seed: rebuild before serving.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { tmpdir, loadavg, cpus, totalmem } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values: args } = parseArgs({
  options: {
    destinations: { type: "string", default: "1000" },
    blogs: { type: "string", default: "1000" },
    port: { type: "string", default: "4500" },
    "skip-warm": { type: "boolean", default: false },
    editions: { type: "boolean", default: false },
    report: { type: "string", default: "reports/scale.json" },
  },
});
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const GATSBY = path.join(ROOT, "node_modules/.bin/gatsby");
const API = `http://127.0.0.1:${args.port}`;
const PAGE_SIZE = 4096;
let buildEnv = {
  ...process.env,
  ADMIN_API_URL: API,
  API_URL: API,
  GATSBY_ADMIN_API_URL: API,
  GATSBY_TELEMETRY_DISABLED: "1",
};

/** Runs a command to completion; resolves with its exit code. */
function run(command, argv, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, { cwd: ROOT, stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

/** Starts the reference API on the seed dir and waits until it listens. */
function startApi(seedDir) {
  return new Promise((resolve, reject) => {
    const api = spawn("node", ["server/index.mjs"], {
      cwd: ROOT,
      env: { ...process.env, PORT: args.port, SEED_DIR: seedDir },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const timer = setTimeout(() => reject(new Error("the API did not start within 30 s")), 30_000);
    api.stdout.on("data", (chunk) => {
      if (String(chunk).includes("listening")) {
        clearTimeout(timer);
        resolve(api);
      }
    });
    api.on("exit", (code) => reject(new Error(`the API exited (${code}) before listening`)));
  });
}

function stopApi(api) {
  return new Promise((resolve) => {
    api.removeAllListeners("exit");
    api.on("exit", () => resolve());
    api.kill("SIGTERM");
  });
}

/** Resident memory (bytes) of `rootPid` and all its descendants, from /proc. */
function treeRss(rootPid) {
  const parent = new Map();
  const rss = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Fields after the command name (which may hold spaces) in ")": state ppid … rss is the 22nd.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parent.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * PAGE_SIZE);
    } catch {
      // the process ended while we read it
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    for (let p = pid; p; p = parent.get(p) ?? 0) {
      if (p === rootPid) {
        total += bytes;
        break;
      }
    }
  }
  return total;
}

// Gatsby's progress output moves the cursor with ANSI escapes (ESC [ … letter).
const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`, "g");
const stripAnsi = (text) => text.replace(ANSI_ESCAPE, "");

/** Gatsby's "success <step> - 12.345s" lines, summed per step (some steps report more than once). */
function parseSteps(log) {
  const steps = new Map();
  const lines = stripAnsi(log)
    .split(/\r?\n/)
    .map((line) => line.trim());
  lines.forEach((line, index) => {
    if (!line.startsWith("success ")) return;
    // Without a terminal Gatsby wraps long step names at 80 columns: read up to two more lines.
    const continuation = lines.slice(index + 1, index + 3).filter((next) => !/^(success|info|warn|error) /.test(next));
    const text = [line, ...continuation].join(" ");
    const match = /^success (.+?) - ([\d.]+)s/.exec(text);
    if (match) steps.set(match[1], (steps.get(match[1]) ?? 0) + Number(match[2]));
  });
  return [...steps].map(([step, seconds]) => ({ step, seconds: Math.round(seconds * 10) / 10 }));
}

/** Wall time (s), CPU time (s) and peak RSS of the largest process (bytes) from GNU time -v. */
function parseTime(text) {
  const wall = /Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)/.exec(text);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(text);
  const cpu = ["User", "System"].map((kind) =>
    Number(new RegExp(`${kind} time \\(seconds\\): ([\\d.]+)`).exec(text)?.[1] ?? NaN),
  );
  return {
    wallSeconds: wall ? Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]) : null,
    // CPU time of the build and all its processes: steadier than wall time when other work shares the machine.
    cpuSeconds: Math.round(cpu[0] + cpu[1]),
    peakRssLargestProcessBytes: rss ? Number(rss[1]) * 1024 : null,
  };
}

function countFiles(dir, name) {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name === name) count++;
  return count;
}

/**
 * The site's content with every destination of the large seed translated into Malayalam and Arabic (see above), in
 * `workDir`/content; returns that folder.
 */
function contentWithEditions(workDir, seedDir) {
  const content = path.join(workDir, "content");
  cpSync(path.join(ROOT, "content"), content, { recursive: true });
  const reference = JSON.parse(readFileSync(path.join(ROOT, "content/trip-translations.json"), "utf8"));
  const records = JSON.parse(readFileSync(path.join(seedDir, "destinations.json"), "utf8"));
  const original = (id) => id.replace(/-\d+$/, "");
  const translations = records.flatMap((record) =>
    ["ml", "ar"].map((language) => {
      const own = reference.find(
        (entry) => entry.destinationId === original(record._id) && entry.language === language,
      );
      const copy = / · (\d+)$/.exec(record.name)?.[1];
      if (own) return { ...own, destinationId: record._id, name: copy ? `${own.name} · ${copy}` : own.name };
      return {
        destinationId: record._id,
        language,
        name: record.name,
        description: record.description || record.name,
        overview: record.overview || record.name,
        places: record.touristSpots ?? [],
        days: (record.itinerary ?? []).map(({ dayNumber, title, description, hotel }) => ({
          dayNumber,
          title,
          description: description || title,
          hotel: hotel || title,
        })),
        inclusions: record.inclusions ?? "",
        exclusions: record.exclusions ?? "",
        termsAndConditions: record.termsAndConditions ?? "",
        cancellationPolicy: record.cancellationPolicy ?? "",
      };
    }),
  );
  writeFileSync(path.join(content, "trip-translations.json"), `${JSON.stringify(translations)}\n`);
  return content;
}

/** One measured `gatsby build`: wall time, memory, pages, step timings. */
async function measuredBuild(label, workDir) {
  const timeFile = path.join(workDir, `${label}.time.txt`);
  const logFile = path.join(workDir, `${label}.log`);
  console.log(`\n▶ ${label} build`);
  const child = spawn("/usr/bin/time", ["-v", "-o", timeFile, GATSBY, "build"], {
    cwd: ROOT,
    env: buildEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  const keep = (chunk) => {
    log += chunk;
    process.stdout.write(chunk);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let peakTree = 0;
  const sampler = setInterval(() => (peakTree = Math.max(peakTree, treeRss(child.pid))), 500);
  const code = await new Promise((resolve) => child.on("exit", (c) => resolve(c ?? 1)));
  clearInterval(sampler);
  writeFileSync(logFile, log);
  if (code !== 0) throw new Error(`the ${label} build failed (exit ${code}); log: ${logFile}`);
  const sitePages = /SitePage nodes: (\d+)/.exec(stripAnsi(log));
  // gatsby-node's "[pdf] itinerary PDFs: 12 written, 950 unchanged, 0 removed" (Gatsby may wrap it).
  const pdfs = /itinerary PDFs:\s+(\d+)\s+written,\s+(\d+)\s+unchanged/.exec(stripAnsi(log));
  return {
    itineraryPdfs: pdfs ? { written: Number(pdfs[1]), unchanged: Number(pdfs[2]) } : null,
    ...parseTime(readFileSync(timeFile, "utf8")),
    peakRssProcessTreeBytes: peakTree,
    sitePages: sitePages ? Number(sitePages[1]) : null,
    htmlFiles: countFiles(path.join(ROOT, "public"), "index.html"),
    steps: parseSteps(log),
  };
}

const gb = (bytes) => (bytes == null ? "?" : `${(bytes / 1024 ** 3).toFixed(2)} GB`);
const mmss = (s) => (s == null ? "?" : `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, "0")} s`);

function printTable(report) {
  const builds = Object.entries(report.builds);
  console.log(
    `\nBuild at scale: ${report.seed.destinations} destinations, ${report.seed.blogs} blogs (${report.machine.cpus} CPUs, load before ${report.machine.loadBefore})`,
  );
  console.log(`${"".padEnd(26)}${builds.map(([name]) => name.padStart(16)).join("")}`);
  const row = (label, value) =>
    console.log(`${label.padEnd(26)}${builds.map(([, b]) => String(value(b)).padStart(16)).join("")}`);
  row("wall time", (b) => mmss(b.wallSeconds));
  row("CPU time (user + sys)", (b) => mmss(b.cpuSeconds));
  row("peak RSS, largest process", (b) => gb(b.peakRssLargestProcessBytes));
  row("peak RSS, process tree", (b) => gb(b.peakRssProcessTreeBytes));
  row("pages (SitePage)", (b) => b.sitePages);
  row("index.html files", (b) => b.htmlFiles);
  row("itinerary PDFs written", (b) => b.itineraryPdfs?.written ?? "?");
  row("itinerary PDFs unchanged", (b) => b.itineraryPdfs?.unchanged ?? "?");
  console.log("\nSteps over 2 s (Gatsby's own timings; some overlap):");
  const names = [...new Set(builds.flatMap(([, b]) => b.steps.filter((s) => s.seconds >= 2).map((s) => s.step)))];
  for (const name of names) {
    row(name.length > 25 ? `${name.slice(0, 24)}…` : name, (b) => {
      const step = b.steps.find((s) => s.step === name);
      return step ? `${step.seconds} s` : "-";
    });
  }
  if (report.warmCheck)
    console.log(
      `\nWarm rebuild shows the edited destination and rewrites only its itinerary PDF: ${report.warmCheck.ok ? "yes" : "NO"} (${report.warmCheck.page}; PDFs ${report.warmCheck.pdfs?.written ?? "?"} written, ${report.warmCheck.pdfs?.unchanged ?? "?"} unchanged)`,
    );
}

async function main() {
  const destinations = Number(args.destinations);
  const blogs = Number(args.blogs);
  const workDir = mkdtempSync(path.join(tmpdir(), "bench-scale-"));
  const seedDir = path.join(workDir, "seed");
  const report = {
    date: new Date().toISOString(),
    command: `npm run bench:scale -- --destinations ${destinations} --blogs ${blogs}${args.editions ? " --editions" : ""}`,
    editions: args.editions ? ["en", "ml", "ar"] : ["en"],
    seed: { destinations, blogs },
    machine: {
      cpus: cpus().length,
      memoryGB: Math.round(totalmem() / 1024 ** 3),
      loadBefore: loadavg()
        .map((l) => l.toFixed(2))
        .join(" "),
    },
    builds: {},
  };
  if (
    (await run("node", [
      "server/seed/generate-large.mjs",
      "--destinations",
      String(destinations),
      "--blogs",
      String(blogs),
      "--out",
      seedDir,
    ])) !== 0
  ) {
    throw new Error("generating the seed failed");
  }
  if (args.editions) buildEnv = { ...buildEnv, CMS_PUBLISHED_CONTENT: contentWithEditions(workDir, seedDir) };
  let api = await startApi(seedDir);
  try {
    if ((await run(GATSBY, ["clean"], { env: buildEnv })) !== 0) throw new Error("gatsby clean failed");
    report.builds.cold = await measuredBuild("cold", workDir);

    if (!args["skip-warm"]) {
      // One record changes, as when a marketer edits a destination in the admin.
      const file = path.join(seedDir, "destinations.json");
      const records = JSON.parse(readFileSync(file, "utf8"));
      // From the middle on, the first destination with days, so its itinerary PDF is the one to rewrite.
      const middle = Math.floor(records.length / 2);
      const edited = records.slice(middle).find((record) => record.itinerary?.length > 0) ?? records[middle];
      edited.name = `${edited.name} (edited ${Date.now()})`;
      edited.pricePerPerson += 100;
      writeFileSync(file, JSON.stringify(records));
      await stopApi(api);
      api = await startApi(seedDir);

      report.builds.warm = await measuredBuild("warm", workDir);
      const page = path.join(ROOT, "public/destination-details", edited._id, "index.html");
      const html = existsSync(page) ? readFileSync(page, "utf8") : "";
      const price = edited.pricePerPerson.toLocaleString("en-IN");
      // Only the edited destination's itinerary PDF is rewritten; every other one is kept.
      const pdfsBefore = report.builds.cold.itineraryPdfs;
      const pdfsWarm = report.builds.warm.itineraryPdfs;
      // Its brochure in each language it has one in: English, and Malayalam and Arabic with --editions.
      const brochures = args.editions ? 3 : 1;
      const pdfsOk =
        edited.itinerary?.length > 0
          ? pdfsWarm?.written === brochures && pdfsWarm.unchanged === (pdfsBefore?.written ?? 0) - brochures
          : pdfsWarm?.written === 0;
      report.warmCheck = {
        page: path.relative(ROOT, page),
        name: edited.name,
        price,
        pdfs: pdfsWarm,
        ok: html.includes(edited.name) && html.includes(price) && pdfsOk,
      };
    }
  } finally {
    await stopApi(api);
  }
  report.machine.loadAfter = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

  mkdirSync(path.dirname(path.resolve(ROOT, args.report)), { recursive: true });
  writeFileSync(path.resolve(ROOT, args.report), `${JSON.stringify(report, null, 2)}\n`);
  printTable(report);
  console.log(
    `\nWrote ${args.report}; build logs in ${workDir}. public/ now holds the large build: run a normal build before serving.`,
  );
  rmSync(seedDir, { recursive: true, force: true });
  if (report.warmCheck && !report.warmCheck.ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`bench:scale: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
