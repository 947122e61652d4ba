import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { writeItineraryPdfs, type ItineraryPdfResult } from "./itinerary-pdfs";

/**
 * The itinerary PDFs are written on a thread of their own while the build goes on: pdfkit's layout is about 60 ms
 * of CPU a PDF (a minute for the 965 PDFs of a 1,000-destination catalogue), and most of the build after bootstrap
 * (webpack's bundles, the HTML renderer) keeps one core busy and leaves the other idle.
 *
 * The worker runs the same compiled file as the build (Gatsby bundles gatsby-node.ts and everything it imports into
 * one file): loaded on a worker thread with this job in its data, this module writes the PDFs and posts the result.
 */
const JOB = "itinerary-pdfs";

type Input = Parameters<typeof writeItineraryPdfs>[0];
type Reply = { ok: true; result: ItineraryPdfResult } | { ok: false; error: string };

if (!isMainThread && (workerData as { job?: string } | null)?.job === JOB) {
  const port = parentPort;
  writeItineraryPdfs((workerData as { input: Input }).input).then(
    (result) => port?.postMessage({ ok: true, result } satisfies Reply),
    (error: unknown) =>
      port?.postMessage({
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies Reply),
  );
}

/**
 * Whether writeItineraryPdfsInWorker uses a thread: only where this module is compiled JavaScript (the build, and
 * `gatsby develop`). TypeScript run by a test writes them on the calling thread: a worker cannot load TypeScript.
 */
export const ON_A_THREAD = __filename.endsWith(".js");

/** Writes the itinerary PDFs (writeItineraryPdfs) on a worker thread; the promise settles when they are written. */
export function writeItineraryPdfsInWorker(input: Input): Promise<ItineraryPdfResult> {
  if (!ON_A_THREAD) return writeItineraryPdfs(input);
  return new Promise((resolve, reject) => {
    const worker = new Worker(__filename, { workerData: { job: JOB, input } });
    let settled = false;
    worker.once("message", (reply: Reply) => {
      settled = true;
      if (reply.ok) resolve(reply.result);
      else reject(new Error(`the itinerary PDFs failed: ${reply.error}`));
      void worker.terminate();
    });
    worker.once("error", (error) => {
      settled = true;
      reject(new Error(`the itinerary PDF thread failed: ${error.message}`));
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`the itinerary PDF thread stopped (exit ${code}) before it reported`));
    });
  });
}
