import path from "node:path";
import type { Node, ParentSpanPluginArgs } from "gatsby";
import type { ItineraryPdfInput } from "../../src/lib/itinerary-pdf";
import { PLACEHOLDER_FILE_NAME } from "../../plugins/gatsby-source-agency-api/placeholder";
import { layoutFingerprint, writeItineraryPdfs } from "./itinerary-pdfs";
import { writePdfs } from "./write-pdfs";

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
