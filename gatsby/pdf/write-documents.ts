import path from "node:path";
import type { Node, ParentSpanPluginArgs } from "gatsby";
import type { ItineraryPdfInput } from "../../src/lib/itinerary-pdf";
import { PLACEHOLDER_FILE_NAME } from "../../plugins/gatsby-source-agency-api/placeholder";
import { layoutFingerprint, type ItineraryPdfResult } from "./itinerary-pdfs";
import { ON_A_THREAD, writeItineraryPdfsInWorker } from "./itinerary-pdf-worker";
import { writePdfs } from "./write-pdfs";

/**
 * The downloadable PDFs, on every build and every `gatsby develop` start: the documents of content/pdf/*.md are
 * written before this returns; the itinerary PDFs are started on a thread of their own (itinerary-pdf-worker.ts),
 * and the promise returned settles once they are written and reported (it rejects when they could not be).
 */
export async function writeDocuments(
  { reporter, getNodesByType, getNode }: Pick<ParentSpanPluginArgs, "reporter" | "getNodesByType" | "getNode">,
  directory: string,
): Promise<{ itineraryPdfs: Promise<void> }> {
  try {
    const written = await writePdfs(directory, path.join(directory, "public"));
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
  // Every itinerary page's PDF, from the same sourced destination; unchanged ones are kept (see writeItineraryPdfs).
  const destinations = (
    getNodesByType("AgencyDestination") as unknown as (ItineraryPdfInput & {
      agencyId: string;
      bannerImageFileId?: string;
    })[]
  ).map((node) => ({ ...node, id: node.agencyId, picturePath: bannerFile(node.bannerImageFileId) }));
  const started = Date.now();
  const written = writeItineraryPdfsInWorker({
    destinations,
    publicDir: path.join(directory, "public"),
    manifestFile: path.join(directory, ".cache", "itinerary-pdfs.json"),
    fingerprint: await layoutFingerprint(directory),
  });
  return { itineraryPdfs: written.then((itineraries) => reportItineraryPdfs(reporter, itineraries, started)) };
}

function reportItineraryPdfs(
  reporter: ParentSpanPluginArgs["reporter"],
  itineraries: ItineraryPdfResult,
  started: number,
): void {
  reporter.info(
    `[pdf] itinerary PDFs: ${itineraries.written.length} written, ${itineraries.unchanged.length} unchanged, ${itineraries.removed.length} removed, in ${((Date.now() - started) / 1000).toFixed(1)} s${ON_A_THREAD ? " on their own thread" : ""}`,
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
}
