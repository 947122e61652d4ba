import path from "node:path";
import type { Node, ParentSpanPluginArgs } from "gatsby";
import type { ItineraryPdfInput } from "../../src/lib/itinerary-pdf";
import { itineraryDay } from "../../plugins/gatsby-source-agency-api/collections";
import { PLACEHOLDER_FILE_NAME } from "../../plugins/gatsby-source-agency-api/placeholder";
import { layoutFingerprint, writeItineraryPdfs } from "./itinerary-pdfs";
import { contentDirectory } from "../content/content-directory";
import { writePdfs } from "./write-pdfs";
import { destinationWords } from "../../src/lib/trip-words";
import type { TripTranslation } from "../../src/content-model/record-translations";
import { readCatalogue } from "../../src/i18n/catalogue-files";
import { textOf } from "../../src/i18n/text";
import tripEnglish from "../../src/i18n/messages/trip/en.json";
import { EDITION_CODES } from "../../src/i18n/editions";

/**
 * The downloadable PDFs, written from content/pdf/*.md on every build and every `gatsby develop` start, and every
 * itinerary's. Returns once the tip sheets are written; `itineraryPdfs` settles when the itineraries' are. With
 * `besideTheBuild` (gatsby build), many of those are written on a thread of their own while the build goes on
 * (gatsby/pdf/pdf-thread.ts), and the caller waits for them later. A failure panics, naming the step, either way.
 */
export async function writeDocuments(
  { reporter, getNodesByType, getNode }: Pick<ParentSpanPluginArgs, "reporter" | "getNodesByType" | "getNode">,
  directory: string,
  { besideTheBuild = false }: { besideTheBuild?: boolean } = {},
): Promise<{ itineraryPdfs: Promise<void> }> {
  try {
    const written = await writePdfs(contentDirectory(directory), path.join(directory, "public"));
    reporter.info(`[pdf] wrote ${written.join(", ")}`);
  } catch (error) {
    reporter.panic(`[pdf] ${error instanceof Error ? error.message : String(error)}`);
  }
  // The banner the source plugin downloaded (a File node); none when it fell back to the placeholder picture.
  const bannerFile = (fileId: string | undefined): string | null => {
    const file = fileId
      ? (getNode(fileId) as (Node & { name?: string; absolutePath?: string }) | undefined)
      : undefined;
    return file?.absolutePath && file.name !== PLACEHOLDER_FILE_NAME ? file.absolutePath : null;
  };
  // Every itinerary page's PDF, from the same sourced destination and its trip; unchanged ones are kept (see
  // writeItineraryPdfs). The source plugin made these nodes from records its schema checked; each is checked again
  // for the fields the PDF reads, so a change of the plugin's shape stops the build naming the field.
  const english = getNodesByType("AgencyDestination").map((node) => ({
    ...itineraryPdfInputOf(node),
    picturePath: bannerFile(typeof node.bannerImageFileId === "string" ? node.bannerImageFileId : undefined),
  }));
  // The Malayalam and Arabic brochures of the destinations translated into each (content/trip-translations.json,
  // where the translation matches its record: src/lib/trip-words.ts).
  const translations = getNodesByType("TripTranslation") as unknown as TripTranslation[];
  const destinations = [
    ...english,
    ...EDITION_CODES.filter((code) => code !== "en").flatMap((code) => {
      const text = textOf(code, readCatalogue(directory, code, ["frame", "trip"]), tripEnglish);
      return english.flatMap((input) => {
        const translation = translations.find(
          (entry) => entry.destinationId === input.agencyId && entry.language === code,
        );
        const words = translation ? destinationWords(input, null, translation) : null;
        return words?.language === code ? [{ ...input, edition: { words, text } }] : [];
      });
    }),
  ];
  const started = performance.now();
  const itineraryPdfs = (async () => {
    const itineraries = await writeItineraryPdfs({
      destinations,
      publicDir: path.join(directory, "public"),
      manifestFile: path.join(directory, ".cache", "itinerary-pdfs.json"),
      fingerprint: await layoutFingerprint(directory),
      besideTheCaller: besideTheBuild,
    });
    const where = itineraries.besideTheCaller
      ? " on a thread beside the build"
      : itineraries.threads > 1
        ? ` on ${itineraries.threads} threads`
        : "";
    reporter.info(
      `[pdf] itinerary PDFs: ${itineraries.written.length} written, ${itineraries.unchanged.length} unchanged, ${itineraries.removed.length} removed, in ${((performance.now() - started) / 1000).toFixed(1)} s${where}`,
    );
    if (itineraries.withoutPicture.length > 0) {
      reporter.warn(
        `[pdf] itinerary PDFs without a picture (banner unreadable): ${itineraries.withoutPicture.join(", ")}`,
      );
    }
    if (itineraries.dropped.length > 0) {
      reporter.warn(
        `[pdf] left out of itinerary PDFs, the PDF font cannot draw them:\n  ${itineraries.dropped.slice(0, 20).join("\n  ")}` +
          (itineraries.dropped.length > 20 ? `\n  … and ${itineraries.dropped.length - 20} more` : ""),
      );
    }
  })().catch((error: unknown) => {
    reporter.panic(`[pdf] itinerary PDFs: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (!besideTheBuild) await itineraryPdfs;
  return { itineraryPdfs };
}

const texts = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === "string");
const FIELD_CHECKS: Record<string, (value: unknown) => boolean> = {
  agencyId: (value) => typeof value === "string",
  type: (value) => typeof value === "string",
  name: (value) => typeof value === "string",
  overview: (value) => typeof value === "string",
  pricePerPerson: (value) => typeof value === "number",
  durationDays: (value) => typeof value === "number",
  rating: (value) => value === null || value === undefined || typeof value === "number",
  touristSpots: texts,
  inclusions: (value) => typeof value === "string",
  exclusions: (value) => typeof value === "string",
  termsAndConditions: (value) => typeof value === "string",
  cancellationPolicy: (value) => typeof value === "string",
  itinerary: (value) => Array.isArray(value) && value.every((day) => itineraryDay.safeParse(day).success),
};

/** A destination node as an itinerary PDF's input, or an error naming the node and the field that does not fit. */
export function itineraryPdfInputOf(node: Record<string, unknown>): ItineraryPdfInput {
  const wrong = Object.keys(FIELD_CHECKS).filter((field) => !FIELD_CHECKS[field]!(node[field]));
  if (wrong.length > 0)
    throw new Error(`destination node "${String(node.agencyId)}" does not fit the itinerary PDF: ${wrong.join(", ")}`);
  return node as unknown as ItineraryPdfInput;
}
