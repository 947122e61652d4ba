import { mkdir, writeFile } from "node:fs/promises";
import { availableParallelism, setPriority } from "node:os";
import path from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { buildSync } from "esbuild";
import type { PdfBlock } from "../../src/lib/itinerary-pdf";
import { renderBlocks, type DocumentLanguage } from "./write-pdfs";

/*
 * Many itinerary PDFs are written on a thread of their own, so that the build's other work goes on meanwhile.
 * `gatsby build` hands all of them to the thread and goes on (besideTheCaller): the bundles come next, and webpack
 * runs on one core, so the other core writes the PDFs (about 10 s of CPU for 1,000) while it would otherwise be
 * idle; onPostBuild waits for them. Elsewhere (gatsby develop, the bench) the calling thread writes half and the
 * thread the other half. Started earlier, beside the queries and picture jobs, the thread gains nothing: both cores
 * are busy there (docs/benchmarks.md, "Build at scale").
 *
 * The thread runs this module, bundled (threadFile): loaded on a worker thread with this job in its data, it writes
 * its PDFs and answers.
 */

/** One PDF to write: its file and its document (the blocks and title renderBlocks lays out). */
export interface PdfJob extends DocumentLanguage {
  out: string;
  title: string;
  blocks: readonly PdfBlock[];
}

const JOB = "itinerary-pdf-jobs";
/** The thread's niceness (0 is the build's, 19 the least); see where it is set. */
const THREAD_NICENESS = 10;
type Reply = { ok: true } | { ok: false; error: string };

/** Fewer PDFs than this are all written on the calling thread: a thread's start (bundling, loading pdfkit and the fonts) costs about 0.5 s. */
export const THREAD_MIN_JOBS = 200;

async function writeJobs(jobs: readonly PdfJob[]): Promise<void> {
  for (const job of jobs) {
    const pdf = await renderBlocks(job.blocks, job.title, { language: job.language, pageOf: job.pageOf });
    await mkdir(path.dirname(job.out), { recursive: true });
    await writeFile(job.out, pdf);
  }
}

if (!isMainThread && (workerData as { job?: string } | null)?.job === JOB) {
  const port = parentPort;
  // Linux sets a priority per thread: this one yields to the build's own (webpack, its Terser worker) when they
  // want the core, and takes what they leave idle.
  try {
    setPriority(THREAD_NICENESS);
  } catch {
    // Not allowed here: the thread runs at the build's priority.
  }
  writeJobs((workerData as { jobs: PdfJob[] }).jobs).then(
    () => port?.postMessage({ ok: true } satisfies Reply),
    (error: unknown) =>
      port?.postMessage({
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies Reply),
  );
}

/**
 * This module as one CommonJS file a thread can run (a thread cannot load TypeScript, and Gatsby's compiled
 * gatsby-node names its modules by their source files): bundled by esbuild, about 50 ms, into .cache/pdf-thread/, with
 * its packages (pdfkit, fontkit, sharp) loaded from node_modules.
 */
function threadFile(root: string): string {
  const outfile = path.join(root, ".cache", "pdf-thread", "pdf-thread.js");
  buildSync({
    entryPoints: [path.join(root, "gatsby/pdf/pdf-thread.ts")],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    packages: "external",
    absWorkingDir: root,
    logLevel: "error",
  });
  return outfile;
}

function writeJobsOnThread(file: string, jobs: readonly PdfJob[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(file, { workerData: { job: JOB, jobs } });
    let settled = false;
    worker.once("message", (reply: Reply) => {
      settled = true;
      if (reply.ok) resolve();
      else reject(new Error(`the PDF thread failed: ${reply.error}`));
      void worker.terminate();
    });
    worker.once("error", (error) => {
      settled = true;
      reject(new Error(`the PDF thread failed: ${error.message}`));
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`the PDF thread stopped (exit ${code}) before it answered`));
    });
  });
}

/**
 * Writes the PDFs: on this thread, and, when there are at least THREAD_MIN_JOBS (a test sets fewer) and a second
 * core, the second half on a thread of its own at the same time; or, `besideTheCaller`, all of them on that thread
 * while the calling thread goes on with other work. Each PDF is the same whichever thread lays it out.
 */
export async function writePdfJobs(
  jobs: readonly PdfJob[],
  {
    root = process.cwd(),
    minJobsForThread = THREAD_MIN_JOBS,
    besideTheCaller = false,
  }: { root?: string; minJobsForThread?: number; besideTheCaller?: boolean } = {},
): Promise<{ threads: number; besideTheCaller: boolean }> {
  if (jobs.length < minJobsForThread || availableParallelism() < 2) {
    await writeJobs(jobs);
    return { threads: 1, besideTheCaller: false };
  }
  if (besideTheCaller) {
    await writeJobsOnThread(threadFile(root), jobs);
    return { threads: 1, besideTheCaller: true };
  }
  const half = Math.ceil(jobs.length / 2);
  const second = writeJobsOnThread(threadFile(root), jobs.slice(half));
  // Both settle before this returns, so a failure on one thread never leaves the other writing.
  const [first, other] = await Promise.allSettled([writeJobs(jobs.slice(0, half)), second]);
  if (first.status === "rejected") throw first.reason;
  if (other.status === "rejected") throw other.reason;
  return { threads: 2, besideTheCaller: false };
}
