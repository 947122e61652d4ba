// `npm run check`: the fast loop before a commit, over what the working tree changes against HEAD (or since
// CHECK_BASE, e.g. CHECK_BASE=main): Prettier and ESLint on the changed files, the type check of the whole
// project (on the committed query types, src/gatsby-types.d.ts: no build needed), and the Jest tests that
// import a changed file (jest --findRelatedTests) or are changed themselves. `npm test` remains the full run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const base = process.env.CHECK_BASE || "HEAD";
const git = (...args) => execFileSync("git", args, { encoding: "utf8" }).split("\n").filter(Boolean);
const changed = [
  ...new Set([...git("diff", "--name-only", base), ...git("ls-files", "--others", "--exclude-standard")]),
].filter((file) => existsSync(file));

const LINTED = /\.(c|m)?[jt]sx?$/;
const SOURCE = /^(src|gatsby|plugins|scripts|server|bench|__tests__|__mocks__)\/.*\.(m?[jt]sx?)$|^gatsby-[a-z]+\.tsx?$/;
const stages = [];

function stage(name, command, args) {
  const started = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  stages.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

if (changed.length === 0) {
  console.log(`Nothing changed against ${base}.`);
  process.exit(0);
}
console.log(`${changed.length} file(s) changed against ${base}`);
stage("format (Prettier)", "npx", ["prettier", "--check", "--ignore-unknown", ...changed]);
const linted = changed.filter((file) => LINTED.test(file));
if (linted.length) stage("lint (ESLint)", "npx", ["eslint", "--no-warn-ignored", ...linted]);
stage("types (tsc, on the committed src/gatsby-types.d.ts)", "npx", ["tsc", "--noEmit"]);
const sources = changed.filter((file) => SOURCE.test(file));
if (sources.length)
  stage("Jest: the tests of the changed files", "npx", ["jest", "--passWithNoTests", "--findRelatedTests", ...sources]);

console.log("");
for (const { name, ok, seconds } of stages) console.log(`${ok ? "✓" : "✗"} ${name} (${seconds.toFixed(1)} s)`);
if (stages.some((s) => !s.ok)) process.exitCode = 1;
