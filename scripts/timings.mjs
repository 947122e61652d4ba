// How long each stage of `npm test` took: reports/timings.json, and the table printed at the end of the run.
// scripts/test-all.sh times its stages through the command line below; scripts/e2e.mjs records its builds,
// checks, Playwright spec files and Lighthouse with recordTiming().
//   node scripts/timings.mjs reset                      a new run: empties the file
//   node scripts/timings.mjs add <stage> <start> [exit]  a stage begun at <start> (seconds since the epoch) ends now
//   node scripts/timings.mjs table                      prints the table (at the end of the run, pass or fail)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../reports/timings.json");

/** @returns {{ startedAt: string, stages: Array<{ stage: string, seconds: number, ok: boolean, within?: string }> }} */
export function readTimings() {
  if (!existsSync(FILE)) return { startedAt: new Date().toISOString(), stages: [] };
  return JSON.parse(readFileSync(FILE, "utf8"));
}

function write(timings) {
  mkdirSync(path.dirname(FILE), { recursive: true });
  writeFileSync(FILE, `${JSON.stringify(timings, null, 2)}\n`);
}

export function resetTimings() {
  write({ startedAt: new Date().toISOString(), stages: [] });
}

/** One stage's wall time; `within` names the stage it is part of (e.g. a build within the end-to-end stage). */
export function recordTiming(stage, seconds, { ok = true, within } = {}) {
  const timings = readTimings();
  timings.stages.push({ stage, seconds: Math.round(seconds * 10) / 10, ok, ...(within && { within }) });
  write(timings);
}

const clock = (seconds) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`
    : `${seconds.toFixed(1)} s`;

export function timingsTable({ stages } = readTimings()) {
  const width = Math.max(10, ...stages.map(({ stage, within }) => stage.length + (within ? 4 : 0)));
  const total = stages.filter((s) => !s.within).reduce((sum, s) => sum + s.seconds, 0);
  return [
    `${"stage".padEnd(width)}  ${"time".padStart(12)}`,
    ...stages.map(
      ({ stage, seconds, ok, within }) =>
        `${(within ? `  · ${stage}` : stage).padEnd(width)}  ${clock(seconds).padStart(12)}${ok ? "" : "  ✗ failed"}`,
    ),
    `${"total".padEnd(width)}  ${clock(total).padStart(12)}`,
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, stage, start, exit] = process.argv.slice(2);
  if (command === "reset") resetTimings();
  else if (command === "add") recordTiming(stage, Date.now() / 1000 - Number(start), { ok: (exit ?? "0") === "0" });
  else if (command === "table") console.log(`\nTimes (reports/timings.json)\n${timingsTable()}`);
  else {
    console.error("usage: node scripts/timings.mjs reset | add <stage> <start-seconds> [exit-code] | table");
    process.exit(2);
  }
}
