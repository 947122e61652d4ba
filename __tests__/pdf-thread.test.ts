/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractPdfText } from "../e2e/pdf-text";
import { writePdfJobs, type PdfJob } from "../gatsby/pdf/pdf-thread";

/*
 * The build writes half of many itinerary PDFs on a second thread (gatsby/pdf/pdf-thread.ts, which bundles itself
 * for the thread into .cache/pdf-thread/). Here with a second thread and without, and the PDFs compared.
 */
describe("writePdfJobs", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-thread-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const jobs = (out: string): PdfJob[] =>
    Array.from({ length: 4 }, (_, n) => ({
      out: path.join(dir, out, `trip-${n}.pdf`),
      title: `Trip ${n}`,
      blocks: [
        { kind: "heading", level: 1, text: `Trip ${n}` },
        {
          kind: "paragraph",
          spans: [{ text: `Day ${n}: the backwaters of Alleppey, ₹${n}9,999 per person.`, bold: false }],
        },
      ],
    }));
  const pdfs = (out: string) => jobs(out).map((job) => extractPdfText(readFileSync(job.out)));

  it("writes the same PDFs with a second thread as without", async () => {
    expect(await writePdfJobs(jobs("one"), { minJobsForThread: 1000 })).toEqual({
      threads: 1,
      besideTheCaller: false,
    });
    expect(await writePdfJobs(jobs("two"), { minJobsForThread: 2 })).toEqual({ threads: 2, besideTheCaller: false });
    // gatsby build: all on the thread, the calling thread left to the bundles.
    expect(await writePdfJobs(jobs("beside"), { minJobsForThread: 2, besideTheCaller: true })).toEqual({
      threads: 1,
      besideTheCaller: true,
    });
    // Few PDFs are written here even beside the build: starting the thread would cost more.
    expect(await writePdfJobs(jobs("few"), { minJobsForThread: 1000, besideTheCaller: true })).toEqual({
      threads: 1,
      besideTheCaller: false,
    });
    // Written by either thread, each PDF says the same (pdfkit stamps each file with the time it was made).
    expect(pdfs("two")).toEqual(pdfs("one"));
    expect(pdfs("beside")).toEqual(pdfs("one"));
    expect(pdfs("few")).toEqual(pdfs("one"));
    expect(pdfs("two").map((text) => text.join(" "))).toEqual(
      [0, 1, 2, 3].map((n) => expect.stringContaining(`Trip ${n}`)),
    );
  }, 30_000);

  it("fails when the second thread cannot write its PDFs, once both threads are done", async () => {
    const unwritable = jobs("three").map((job, n) =>
      n < 2 ? job : { ...job, out: path.join(dir, "one", "trip-0.pdf", "x.pdf") },
    );
    await expect(writePdfJobs(unwritable, { minJobsForThread: 2 })).rejects.toThrow("the PDF thread failed");
    await expect(writePdfJobs(unwritable, { minJobsForThread: 2, besideTheCaller: true })).rejects.toThrow(
      "the PDF thread failed",
    );
  }, 30_000);
});
