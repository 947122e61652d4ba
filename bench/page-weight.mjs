// Page weight of a first visit: every script, stylesheet, font and image a page loads, raw and gzip.
// Usage: node bench/page-weight.mjs [baseUrl] [path ...]   (serve a build first: npm run serve)
// Prints a table and writes reports/page-weight.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { launchWithPlaywright } from "../scripts/chromium.mjs";

const [base = "http://127.0.0.1:9000", ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/"];
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };

const browser = await launchWithPlaywright(chromium);

const kindOf = (type) =>
  ({ script: "js", stylesheet: "css", font: "font", image: "image", document: "html" })[type] ?? "other";
const results = [];
for (const [viewportName, viewport] of Object.entries(viewports)) {
  for (const path of pages) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const pending = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (!["127.0.0.1", "localhost"].includes(url.hostname)) return;
      pending.push(
        response.body().then(
          (body) => ({
            kind: kindOf(response.request().resourceType()),
            raw: body.length,
            gzip: gzipSync(body).length,
          }),
          () => null,
        ),
      );
    });
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    const sizes = (await Promise.all(pending)).filter(Boolean);
    const sum = (kind, field) => sizes.filter((s) => s.kind === kind).reduce((total, s) => total + s[field], 0);
    const row = { viewport: viewportName, path };
    for (const kind of ["js", "css", "font", "image", "html"]) {
      row[`${kind}Gzip`] = sum(kind, "gzip");
      row[`${kind}Raw`] = sum(kind, "raw");
    }
    results.push(row);
    await context.close();
  }
}
await browser.close();

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log("viewport  path                                  JS gzip  CSS gzip  fonts    images   (KB)");
for (const r of results) {
  console.log(
    `${r.viewport.padEnd(9)} ${r.path.padEnd(37)} ${kb(r.jsGzip).padStart(7)} ${kb(r.cssGzip).padStart(9)} ${kb(r.fontRaw).padStart(7)} ${kb(r.imageRaw).padStart(8)}`,
  );
}
mkdirSync("reports", { recursive: true });
writeFileSync("reports/page-weight.json", JSON.stringify(results, null, 2) + "\n");
