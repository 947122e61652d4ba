/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { renderPdf, watchPdfDocuments, writePdfs } from "../gatsby/pdf/write-pdfs";
import { canDraw } from "../gatsby/pdf/pdf-assets";
import { extractPdfText } from "../e2e/pdf-text";
import { parseMarkdownBlocks, parseSpans, undrawableCharacters } from "../src/lib/markdown-blocks";
import { PDF_DOCUMENTS } from "../gatsby/pdf/pdf-documents";
import { tipPdfPath } from "../src/lib/routes";

describe("parseMarkdownBlocks", () => {
  it("reads headings, paragraphs joined across lines and bullet lists", () => {
    const blocks = parseMarkdownBlocks(
      "# Title\n\nFirst line\nsecond line.\n\n## Money\n\n- one\n- **two** words\n  continued\n\nAfter.",
    );
    expect(blocks).toEqual([
      { kind: "heading", level: 1, text: "Title" },
      { kind: "paragraph", spans: [{ text: "First line second line.", bold: false }] },
      { kind: "heading", level: 2, text: "Money" },
      {
        kind: "list",
        items: [
          [{ text: "one", bold: false }],
          [
            { text: "two", bold: true },
            { text: " words", bold: false },
            { text: " continued", bold: false },
          ],
        ],
      },
      { kind: "paragraph", spans: [{ text: "After.", bold: false }] },
    ]);
  });

  it("splits bold runs", () => {
    expect(parseSpans("a **b** c **d**")).toEqual([
      { text: "a ", bold: false },
      { text: "b", bold: true },
      { text: " c ", bold: false },
      { text: "d", bold: true },
    ]);
  });
});

describe("undrawableCharacters", () => {
  it("names the lines with characters the embedded font cannot draw; the rupee sign it can", () => {
    expect(undrawableCharacters("Price: ₹500 – “fine” • é\nSee you 🙂 soon", canDraw)).toEqual(["line 2: 🙂"]);
  });
});

describe("PDF documents", () => {
  it("names the tip PDFs after the destination type", () => {
    expect(tipPdfPath("International")).toBe("/assets/pdf/International-tips.pdf");
    expect(PDF_DOCUMENTS.map((document) => document.path)).toEqual([
      "/assets/pdf/International-tips.pdf",
      "/assets/pdf/Domestic-tips.pdf",
      "/assets/pdf/visa.pdf",
    ]);
  });

  it("renders a valid PDF whose text can be extracted, bold, bullets and the rupee sign included", async () => {
    const pdf = await renderPdf(
      "# Packing list\n\nBring **sunscreen** and a hat.\n\n- Passport valid for 6 months\n- Up to ₹25,000 in cash\n",
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.subarray(-6).toString()).toContain("%%EOF");
    const text = extractPdfText(pdf).join("\n");
    expect(text).toContain("Packing list");
    expect(text).toContain("sunscreen");
    expect(text).toContain("Passport valid for 6 months");
    expect(text).toContain("Up to ₹25,000 in cash");
  });

  it("refuses Markdown with characters the font cannot draw, naming the file and line", () => {
    expect(() => renderPdf("# Prices\n\nFrom ₹500 🙂", "content/pdf/x.md")).toThrow(
      /content\/pdf\/x\.md[\s\S]*line 3: 🙂/,
    );
  });

  it.each(PDF_DOCUMENTS)("$source is drawable and starts with a title", ({ source }) => {
    const markdown = readFileSync(path.resolve(source), "utf8");
    expect(undrawableCharacters(markdown, canDraw)).toEqual([]);
    expect(parseMarkdownBlocks(markdown)[0]).toMatchObject({ kind: "heading", level: 1 });
  });
});

describe("under `npm run cms`, a published edit reaches the PDF the local site serves", () => {
  let root: string;
  let stop: () => void = () => undefined;
  const reports: { written: string[]; failed: string[] } = { written: [], failed: [] };
  // As scripts/published-content.mjs publishes a file: written beside it, then renamed over it.
  const publish = (file: string, text: string) => {
    writeFileSync(`${file}.partial`, text);
    renameSync(`${file}.partial`, file);
  };
  const visaPdf = () => extractPdfText(readFileSync(path.join(root, "public/assets/pdf/visa.pdf"))).join("\n");

  beforeEach(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), "pdf-watch-"));
    cpSync("content/pdf", path.join(root, "content/pdf"), { recursive: true });
    await writePdfs(path.join(root, "content"), path.join(root, "public"));
    reports.written.length = 0;
    reports.failed.length = 0;
    stop = watchPdfDocuments(path.join(root, "content"), path.join(root, "public"), {
      written: (address, source) => reports.written.push(`${address} ${source}`),
      failed: (message) => reports.failed.push(message),
    });
  });
  afterEach(() => {
    stop();
    rmSync(root, { recursive: true, force: true });
  });

  it("the visa checklist edited: its PDF is written again with the new sentence, the others are not", async () => {
    expect(visaPdf()).not.toContain("Apply for Oman early");
    const visa = path.join(root, "content/pdf/visa.md");
    publish(visa, `${readFileSync(visa, "utf8")}\n## Oman\n\nApply for Oman early in the season.\n`);
    await waitFor(() => expect(reports.written).toEqual(["/assets/pdf/visa.pdf content/pdf/visa.md"]));
    expect(visaPdf()).toContain("Apply for Oman early in the season.");
    expect(reports.failed).toEqual([]);
  });

  it("a file that is not a PDF document's source changes nothing", async () => {
    publish(path.join(root, "content/pdf/notes.md"), "# Notes\n");
    publish(path.join(root, "content/pdf/visa.md.orig"), "# Old\n");
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(reports).toEqual({ written: [], failed: [] });
  });

  it("an edit the PDF font cannot draw is reported, naming the file, and the last PDF stays", async () => {
    const before = visaPdf();
    publish(path.join(root, "content/pdf/visa.md"), "# Visa checklist\n\nHappy travels 🙂\n");
    await waitFor(() => expect(reports.failed).toHaveLength(1));
    expect(reports.failed[0]).toMatch(
      /^content\/pdf\/visa\.md: its PDF was not written again, the last one stays: [\s\S]*🙂/,
    );
    expect(reports.written).toEqual([]);
    expect(visaPdf()).toBe(before);
  });
});

/** Polls `check` until it passes (a file watcher answers in its own time); fails with its last error after 15 s. */
async function waitFor(check: () => void) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
