import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlFiles, inlineScriptHashes } from "../deploy/inline-scripts";
import { isGatsbyOwnFile } from "./gatsby-public-files";
import { missedPaintFirst, paintFirstHtml, preloadsOf, readWebpackStats } from "./paint-first-scripts";
import { SCRIPT_LOADER_ID } from "./script-loader-path";

/*
 * The one pass over the built pages (gatsby-node onPostBuild): each page is read once, mended where React and
 * Gatsby write what we cannot change at the source, written once, its inline scripts hashed for the CSP, and given
 * to the site search's index.
 * Every mend depends on how Gatsby or React serialise a page, so each one is checked: a Gatsby page it should
 * have changed and did not (an upgrade changed the markup) is a problem that fails the build, never a silent
 * count. UPGRADING.md beside this file lists what to look at on an upgrade.
 */

export interface HtmlPassReport {
  pages: number;
  /** Pages whose NUL padding (React 18's stream) was removed. */
  nulRepaired: string[];
  /** Pages whose scripts now load after the first paint. */
  paintFirst: number;
  /** The distinct inline-script hashes of every page, for script-src. */
  scriptHashes: string[];
  /** Pages a mend should have changed and did not, each with what is missing. */
  problems: string[];
}

/**
 * React 18's streaming renderer flushes its whole 2048-byte buffer when a multi-byte character (₹) does not fit
 * at its end, so one or two zero bytes of padding land in the page (the character itself follows intact). HTML
 * never holds U+0000, and in an inline script it would change the hash, so the padding is removed.
 */
const withoutNul = (bytes: Buffer): Buffer =>
  bytes.includes(0) ? Buffer.from(bytes.filter((byte) => byte !== 0)) : bytes;

/** The page-path attribute gatsby-ssr's onPreRenderHTML moves the path into (script-loader-path.ts). */
const missedPagePath = (html: string) =>
  html.includes(`id="${SCRIPT_LOADER_ID}"`) &&
  !new RegExp(`<script[^>]*id="${SCRIPT_LOADER_ID}"[^>]*data-page-path=`).test(html);

/**
 * Mends every built page of `publicDir` and hands each, as written, to `onPage` (the site search's index: it reads
 * the pages from this pass instead of reading them all again, and Pagefind parses one while the next is mended).
 */
export async function rewriteBuiltPages(
  publicDir: string,
  onPage: (file: string, html: string) => Promise<void> = () => Promise.resolve(),
): Promise<HtmlPassReport> {
  const report: HtmlPassReport = { pages: 0, nulRepaired: [], paintFirst: 0, scriptHashes: [], problems: [] };
  const hashes = new Set<string>();
  const stats = readWebpackStats(publicDir);
  for (const file of htmlFiles(publicDir)) {
    const name = path.relative(publicDir, file);
    if (isGatsbyOwnFile(name)) continue;
    report.pages++;
    const bytes = readFileSync(file);
    const repaired = withoutNul(bytes);
    if (repaired !== bytes) report.nulRepaired.push(name);
    const html = repaired.toString("utf8");
    const rewritten = paintFirstHtml(html, preloadsOf(html, publicDir, stats));
    if (rewritten !== html) report.paintFirst++;
    if (missedPaintFirst(rewritten))
      report.problems.push(
        `${name}: Gatsby's script tags were not found, so its scripts would load before the first paint`,
      );
    if (missedPagePath(rewritten))
      report.problems.push(`${name}: the script loader still carries the page path, so its CSP hash differs per page`);
    if (repaired !== bytes || rewritten !== html) writeFileSync(file, rewritten);
    for (const hash of inlineScriptHashes(rewritten)) hashes.add(hash);
    await onPage(name, rewritten);
  }
  report.scriptHashes = [...hashes].sort();
  return report;
}
