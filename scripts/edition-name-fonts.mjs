// Writes the two tiny fonts the language switch names the editions with on another edition's page
// (src/styles/fonts/edition-name-ml.woff2 and edition-name-ar.woff2): Noto Sans Malayalam and Noto Sans Arabic cut
// down by HarfBuzz (subset-font) to the letters of "മലയാളം" and "العربية" and of the "not available" beside them, their
// shaping tables kept (Arabic's joining forms). An English page fetches these (a few KB), never the whole fonts.
// Usage: node scripts/edition-name-fonts.mjs   (again when an edition's name or the fonts change; a test checks).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { EDITION_NAME_FONTS } = await import(path.join(root, "scripts/edition-name-fonts.config.mjs"));

for (const { code, name, unavailable, source, file } of EDITION_NAME_FONTS) {
  const font = readFileSync(path.join(root, source));
  const subset = await subsetFont(font, `${name} ${unavailable}`, { targetFormat: "woff2" });
  writeFileSync(path.join(root, file), subset);
  console.log(`${file}: "${name}", "${unavailable}" (${code}), ${subset.length} bytes`);
}
