import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { renderBlocks } from "./write-pdfs";
import { hasItinerary, itineraryPdfDocument, type ItineraryPdfInput } from "../../src/lib/itinerary-pdf";
import { canonicalUrl, siteFacts } from "../../src/lib/site";
import { ITINERARY_PDF_DIR, itineraryPath, itineraryPdfPath } from "../../src/lib/routes";

/** The files whose code decides how an itinerary PDF looks: a change to any of them rewrites every PDF. */
export const ITINERARY_PDF_LAYOUT_FILES = [
  "gatsby/pdf/write-pdfs.ts",
  "src/lib/itinerary-pdf.ts",
  "src/lib/markdown-blocks.ts",
  "node_modules/pdfkit/package.json",
];

/** A hash of the layout code (ITINERARY_PDF_LAYOUT_FILES under `root`). */
export async function layoutFingerprint(root: string): Promise<string> {
  const hash = createHash("sha256");
  for (const file of ITINERARY_PDF_LAYOUT_FILES) hash.update(file).update(await readFile(path.join(root, file)));
  return hash.digest("hex");
}

export interface ItineraryPdfResult {
  written: string[];
  unchanged: string[];
  removed: string[];
  /** "dst-x: 🌄 (day 2)": characters left out of a PDF because its font cannot draw them. */
  dropped: string[];
}

/**
 * Writes the itinerary PDF of every destination that has days into `publicDir` (itineraryPdfPath). Each PDF
 * is keyed on a hash of what it is made from (its document and the layout code), kept in `manifestFile`: a
 * rebuild rewrites only the PDFs whose key changed or whose file is missing, and removes PDFs of destinations
 * that no longer have an itinerary.
 */
export async function writeItineraryPdfs({
  destinations,
  publicDir,
  manifestFile,
  fingerprint,
  origin,
}: {
  destinations: readonly ItineraryPdfInput[];
  publicDir: string;
  manifestFile: string;
  fingerprint: string;
  origin?: string;
}): Promise<ItineraryPdfResult> {
  const previous = await readManifest(manifestFile);
  const manifest: Record<string, string> = {};
  const result: ItineraryPdfResult = { written: [], unchanged: [], removed: [], dropped: [] };
  for (const destination of destinations.filter(hasItinerary)) {
    const urlPath = itineraryPdfPath(destination.id);
    const document = itineraryPdfDocument(destination, {
      pageUrl: canonicalUrl(itineraryPath(destination.id), origin),
      facts: siteFacts,
    });
    result.dropped.push(...document.dropped.map((problem) => `${destination.id}: ${problem}`));
    const key = createHash("sha256")
      .update(JSON.stringify({ title: document.title, blocks: document.blocks, fingerprint }))
      .digest("hex");
    manifest[urlPath] = key;
    const out = path.join(publicDir, urlPath);
    if (previous[urlPath] === key && existsSync(out)) {
      result.unchanged.push(urlPath);
      continue;
    }
    const pdf = await renderBlocks(document.blocks, document.title);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, pdf);
    result.written.push(urlPath);
  }

  const dir = path.join(publicDir, ITINERARY_PDF_DIR);
  const files = existsSync(dir) ? await readdir(dir) : [];
  for (const file of files) {
    const urlPath = `${ITINERARY_PDF_DIR}/${file}`;
    if (manifest[urlPath]) continue;
    await rm(path.join(dir, file), { force: true });
    result.removed.push(urlPath);
  }
  await mkdir(path.dirname(manifestFile), { recursive: true });
  await writeFile(manifestFile, `${JSON.stringify(manifest)}\n`);
  return result;
}

async function readManifest(file: string): Promise<Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {}; // no manifest yet (cold build) or an unreadable one: every PDF is written
  }
}
