import path from "node:path";
import type { ParentSpanPluginArgs } from "gatsby";
import type { ItineraryPdfInput } from "../../src/lib/itinerary-pdf";
import { layoutFingerprint, writeItineraryPdfs } from "./itinerary-pdfs";
import { writePdfs } from "./write-pdfs";

/** The downloadable PDFs, written from content/pdf/*.md on every build and every `gatsby develop` start. */
export async function writeDocuments(
  { reporter, getNodesByType }: Pick<ParentSpanPluginArgs, "reporter" | "getNodesByType">,
  directory: string,
): Promise<void> {
  try {
    const written = await writePdfs(directory, path.join(directory, "public"));
    reporter.info(`[pdf] wrote ${written.join(", ")}`);
  } catch (error) {
    reporter.panic(`[pdf] ${error instanceof Error ? error.message : String(error)}`);
  }
  // Every itinerary page's PDF, from the same sourced destination; unchanged ones are kept (see writeItineraryPdfs).
  const destinations = (
    getNodesByType("AgencyDestination") as unknown as (ItineraryPdfInput & { agencyId: string })[]
  ).map((node) => ({ ...node, id: node.agencyId }));
  const itineraries = await writeItineraryPdfs({
    destinations,
    publicDir: path.join(directory, "public"),
    manifestFile: path.join(directory, ".cache", "itinerary-pdfs.json"),
    fingerprint: await layoutFingerprint(directory),
  });
  reporter.info(
    `[pdf] itinerary PDFs: ${itineraries.written.length} written, ${itineraries.unchanged.length} unchanged, ${itineraries.removed.length} removed`,
  );
  if (itineraries.dropped.length > 0) {
    reporter.warn(
      `[pdf] left out of itinerary PDFs, the PDF font cannot draw them:\n  ${itineraries.dropped.slice(0, 20).join("\n  ")}` +
        (itineraries.dropped.length > 20 ? `\n  … and ${itineraries.dropped.length - 20} more` : ""),
    );
  }
}
