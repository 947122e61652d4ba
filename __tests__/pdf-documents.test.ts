/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { renderPdf } from "../gatsby/pdf/write-pdfs";
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
