import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { CURRENCY_RATES } from "../../src/lib/currency-rates";
import type { CurrencyRates } from "../../src/lib/currencies";
import { writePdfJobs } from "./pdf-thread";
import { canDrawIn, PDF_ASSET_FILES } from "./pdf-assets";
import { indiaDate } from "../../src/lib/dates";
import {
  hasItinerary,
  isDueForReissue,
  itineraryPdfDocument,
  type ItineraryPdfDocument,
  type ItineraryPdfFacts,
  type ItineraryPdfInput,
} from "../../src/lib/itinerary-pdf";
import { canonicalUrl, siteFacts } from "../../src/lib/site";
import { ITINERARY_PDF_DIR, itineraryPath, itineraryPdfPath } from "../../src/lib/routes";
import { pathInEdition, type EditionCode } from "../../src/i18n/editions";

/** The files that decide how an itinerary PDF looks (code, fonts, logo): a change to any of them rewrites every PDF. */
export const ITINERARY_PDF_LAYOUT_FILES = [
  "gatsby/pdf/write-pdfs.ts",
  "gatsby/pdf/pdf-assets.ts",
  "gatsby/pdf/right-to-left.ts",
  "gatsby/upstream/pdfkit-glyph-text.ts",
  "src/lib/itinerary-pdf.ts",
  "src/lib/markdown-blocks.ts",
  "node_modules/pdfkit/package.json",
  "node_modules/bidi-js/package.json",
  ...Object.values(PDF_ASSET_FILES),
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
  /** Destinations whose banner could not be read: their PDF is laid out without a picture. */
  withoutPicture: string[];
  /** The threads that wrote them (pdf-thread.ts): 2 when there were many and a second core. */
  threads: number;
  /** Written on a thread of their own while the calling thread went on (pdf-thread.ts, besideTheCaller). */
  besideTheCaller: boolean;
}

/** What the manifest keeps per PDF: the hash it was written from and the day it was issued ("2026-11-24"). */
interface ManifestEntry {
  key: string;
  issued: string;
}

/**
 * Writes the itinerary PDF of every destination that has days into `publicDir` (itineraryPdfPath). Each PDF is keyed
 * on a hash of what it is made from (its document, the banner's file and the layout code), kept in `manifestFile`
 * with its issue date: a rebuild rewrites only the PDFs whose key changed, whose file is missing or that are due for
 * re-issue (isDueForReissue: half their price validity gone), and removes PDFs of destinations that no longer have
 * an itinerary. `today` is the agency's date (India), for tests to set.
 */
export async function writeItineraryPdfs({
  destinations,
  publicDir,
  manifestFile,
  fingerprint,
  origin,
  facts = siteFacts,
  rates = CURRENCY_RATES,
  today = indiaDate(new Date()),
  besideTheCaller = false,
}: {
  destinations: readonly ItineraryPdfInput[];
  publicDir: string;
  manifestFile: string;
  fingerprint: string;
  origin?: string;
  facts?: ItineraryPdfFacts;
  /** The currency rates the brochures show beside ₹ while they are recent (content/currency-rates.json). */
  rates?: CurrencyRates;
  today?: string;
  /** Many PDFs are written on a thread of their own and this thread is left to other work (pdf-thread.ts). */
  besideTheCaller?: boolean;
}): Promise<ItineraryPdfResult> {
  const previous = await readManifest(manifestFile);
  const manifest: Record<string, ManifestEntry> = {};
  const result: ItineraryPdfResult = {
    written: [],
    unchanged: [],
    removed: [],
    dropped: [],
    withoutPicture: [],
    threads: 1,
    besideTheCaller: false,
  };
  const toWrite: {
    urlPath: string;
    out: string;
    document: ItineraryPdfDocument;
    language: EditionCode;
    pageOf?: string;
  }[] = [];
  for (const destination of destinations.filter(hasItinerary)) {
    // A brochure in another language (Malayalam, Arabic) beside the English one, in its own faces and at its own
    // address.
    const language = destination.edition?.words.language ?? "en";
    const urlPath = itineraryPdfPath(destination.agencyId, language);
    const out = path.join(publicDir, urlPath);
    const picture = destination.picturePath ? await fileStamp(destination.picturePath) : null;
    if (destination.picturePath && !picture && language === "en") result.withoutPicture.push(destination.agencyId);
    const input = { ...destination, picturePath: picture ? destination.picturePath : null };
    const pageUrl = canonicalUrl(pathInEdition(language, itineraryPath(destination.agencyId)), origin);
    const canDraw = canDrawIn(language);
    const documentOf = (issued: string) => {
      const document = itineraryPdfDocument(input, {
        pageUrl,
        facts,
        issued,
        canDraw,
        edition: destination.edition,
        rates,
      });
      const key = createHash("sha256")
        .update(JSON.stringify({ title: document.title, blocks: document.blocks, picture, fingerprint }))
        .digest("hex");
      return { document, key };
    };

    // Unchanged if, issued on the day it was, it would be the same PDF: same trip, same layout, still fresh.
    const before = previous[urlPath];
    const kept =
      before && existsSync(out) && !isDueForReissue(before.issued, today, facts.pdfPriceValidityDays)
        ? documentOf(before.issued)
        : undefined;
    const unchanged = before !== undefined && kept?.key === before.key;
    const { document, key } = unchanged ? kept : documentOf(today);
    result.dropped.push(...document.dropped.map((problem) => `${destination.agencyId}: ${problem}`));
    if (unchanged) {
      manifest[urlPath] = before;
      result.unchanged.push(urlPath);
    } else {
      manifest[urlPath] = { key, issued: today };
      toWrite.push({ urlPath, out, document, language, pageOf: destination.edition?.text("trip.pdf.pageOf") });
    }
  }
  const written = await writePdfJobs(
    toWrite.map(({ out, document, language, pageOf }) => ({
      out,
      title: document.title,
      blocks: document.blocks,
      language,
      ...(pageOf && { pageOf }),
    })),
    { besideTheCaller },
  );
  result.written.push(...toWrite.map(({ urlPath }) => urlPath));
  Object.assign(result, written);

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

/** Size and time of a picture file, so a changed banner rewrites its PDF; null when there is no such file. */
async function fileStamp(file: string): Promise<string | null> {
  try {
    const { size, mtimeMs } = await stat(file);
    return `${size}:${mtimeMs}`;
  } catch {
    return null;
  }
}

async function readManifest(file: string): Promise<Record<string, ManifestEntry>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, "utf8"));
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    // Entries of another shape (an older manifest kept only the hash) count as missing: those PDFs are written.
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, ManifestEntry] =>
          typeof entry[1]?.key === "string" && /^\d{4}-\d{2}-\d{2}$/.test(String(entry[1]?.issued)),
      ),
    );
  } catch {
    return {}; // no manifest yet (cold build) or an unreadable one: every PDF is written
  }
}
