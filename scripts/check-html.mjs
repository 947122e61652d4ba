// Validates one built page of each type with the Nu HTML Checker (vnu-jar on the system's Java) and
// exits non-zero listing page, line and message for every error. Usage: node scripts/check-html.mjs [dir]
// (dir defaults to public/).
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
// vnu-jar exports the jar's path; its own runner would download a Java, so Debian's `java` runs it.
const vnuJar = String(require("vnu-jar"));
const root = path.resolve(process.argv[2] || "public");

/** The first page directory under `dir` (plain sort), so the ids follow the content rather than this script. */
function firstId(dir) {
  const ids = readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(root, dir, entry.name, "index.html")))
    .map((entry) => entry.name)
    .sort();
  if (!ids.length) throw new Error(`no page under ${path.join(root, dir)}/`);
  return `${dir}/${ids[0]}/index.html`;
}

function pages() {
  return [
    "index.html",
    "about/index.html",
    "service/index.html",
    "faq/index.html",
    "contact/index.html",
    "blog/index.html",
    "blog-details/index.html",
    firstId("blog-details"),
    "destinations/index.html",
    "destination/International/index.html",
    firstId("destination-details"),
    firstId("Itinerary"),
    "tour/index.html",
    "tour-details/index.html",
    "service-details/index.html",
    "tour-guider-details/index.html",
    "privacy/index.html",
    "404.html",
  ];
}

/** Runs vnu once over all files; resolves with its JSON report (printed on stderr whatever the verdict). */
function vnu(files) {
  return new Promise((resolve, reject) => {
    const child = spawn("java", ["-jar", vnuJar, "--format", "json", "--errors-only", ...files], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) =>
      reject(new Error(`could not run java (install default-jre-headless): ${error.message}`)),
    );
    child.on("exit", (code) => {
      try {
        resolve(JSON.parse(output));
      } catch {
        reject(new Error(`vnu exited ${code} without a JSON report:\n${output.slice(-3000)}`));
      }
    });
  });
}

async function main() {
  if (!existsSync(path.join(root, "index.html"))) throw new Error(`no build in ${root}: run "npm run build" first`);
  const list = pages();
  const missing = list.filter((page) => !existsSync(path.join(root, page)));
  if (missing.length) throw new Error(`missing in ${root}: ${missing.join(", ")}`);
  const report = await vnu(list.map((page) => path.join(root, page)));
  // With --errors-only the report holds errors, plus "non-document-error" when a file cannot be read.
  const errors = report.messages.filter((message) => message.type !== "info");
  for (const error of errors) {
    const page = error.url ? path.relative(root, fileURLToPath(error.url)) : "(no page)";
    console.error(`${page}:${error.lastLine ?? "?"}: ${error.message}`);
  }
  if (errors.length) {
    console.error(`\n✗ ${errors.length} HTML error(s) in ${list.length} pages`);
    process.exitCode = 1;
  } else {
    console.log(`✓ no HTML error in ${list.length} pages (one of each type):\n  ${list.join("\n  ")}`);
  }
}

try {
  await main();
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
