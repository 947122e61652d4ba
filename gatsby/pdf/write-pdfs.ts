import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import { parseMarkdownBlocks, undrawableCharacters, type Block, type Span } from "../../src/lib/markdown-blocks";
import type { PdfBlock } from "../../src/lib/itinerary-pdf";
import { PDF_DOCUMENTS } from "./pdf-documents";
import { siteFacts } from "../../src/lib/site";

const BRAND = "#0b5e5a";
const TEXT = "#1c2927";
const MUTED = "#4d5d5a";
const MARGIN = 56;
const FONT = { regular: "Helvetica", bold: "Helvetica-Bold" };

/** Renders one Markdown document (see parseMarkdownBlocks) as an A4 PDF with the agency's footer. */
export function renderPdf(markdown: string, source = "document"): Promise<Buffer> {
  const problems = undrawableCharacters(markdown);
  if (problems.length > 0) {
    throw new Error(
      `${source} has characters the PDF font cannot draw (write "Rs" for the rupee sign):\n  ${problems.join("\n  ")}`,
    );
  }
  const blocks = parseMarkdownBlocks(markdown);
  const title = blocks.find((block) => block.kind === "heading" && block.level === 1);
  return renderBlocks(blocks, title?.kind === "heading" ? title.text : source);
}

const HEADING_SIZE = { 1: 24, 2: 15, 3: 12 } as const;
const BODY_SIZE = 10.5;

/**
 * Lays out blocks as an A4 PDF with the agency's name on top and its contacts and page numbers in the footer.
 * The blocks of a "together" group start on a new page when they would not fit on the current one.
 */
export function renderBlocks(blocks: readonly PdfBlock[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    displayTitle: true,
    lang: "en-IN",
    info: { Title: title, Author: siteFacts.name, Creator: siteFacts.siteUrl },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const pageBottom = () => doc.page.height - doc.page.margins.bottom;
  const spans = (items: Span[], options: { x?: number; width: number }) => {
    items.forEach((span, index) => {
      doc.font(span.bold ? FONT.bold : FONT.regular);
      const text = { width: options.width, continued: index < items.length - 1, lineGap: 3 };
      if (index === 0 && options.x !== undefined) doc.text(span.text, options.x, doc.y, text);
      else doc.text(span.text, text);
    });
  };
  const spansHeight = (items: Span[], spanWidth: number) =>
    // Measured in the bold font, the wider one, so the estimate errs on the tall side.
    doc
      .font(FONT.bold)
      .fontSize(BODY_SIZE)
      .heightOfString(items.map((span) => span.text).join(""), { width: spanWidth, lineGap: 3 });

  /** The height a block takes, gaps included (an estimate on the tall side, for keeping groups together). */
  const blockHeight = (block: Block): number => {
    if (block.kind === "heading") {
      const size = HEADING_SIZE[block.level];
      const text = doc.font(FONT.bold).fontSize(size).heightOfString(block.text, { width });
      return text + doc.currentLineHeight(true) * ((block.level > 1 ? 0.8 : 0) + 0.5);
    }
    doc.fontSize(BODY_SIZE);
    const gap = doc.currentLineHeight(true);
    if (block.kind === "paragraph") return spansHeight(block.spans, width) + gap * 0.6;
    return block.items.reduce((sum, item) => sum + spansHeight(item, width - 18) + gap * 0.35, gap * 0.3);
  };

  const draw = (block: Block) => {
    if (block.kind === "heading") {
      if (block.level > 1) doc.moveDown(0.8);
      // Keep a heading with the first lines of its section.
      if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
      doc
        .fillColor(block.level === 1 ? TEXT : BRAND)
        .font(FONT.bold)
        .fontSize(HEADING_SIZE[block.level])
        .text(block.text, MARGIN, doc.y, { width });
      doc.moveDown(block.level === 1 ? 0.5 : 0.35);
    } else if (block.kind === "paragraph") {
      doc.fillColor(TEXT).fontSize(BODY_SIZE);
      spans(block.spans, { x: MARGIN, width });
      doc.moveDown(0.6);
    } else {
      doc.fillColor(TEXT).fontSize(BODY_SIZE);
      for (const item of block.items) {
        const top = doc.y;
        doc
          .fillColor(BRAND)
          .font(FONT.bold)
          .text("•", MARGIN + 4, top, { width: 12 });
        doc.fillColor(TEXT).y = top;
        spans(item, { x: MARGIN + 18, width: width - 18 });
        doc.moveDown(0.35);
      }
      doc.moveDown(0.3);
    }
  };

  doc.fillColor(BRAND).font(FONT.bold).fontSize(11).text(siteFacts.name.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.6);
  for (const block of blocks) {
    if (block.kind !== "together") {
      draw(block);
      continue;
    }
    const height = block.blocks.reduce((sum, inner) => sum + blockHeight(inner), 0);
    const pageRoom = pageBottom() - doc.page.margins.top;
    // A group taller than a whole page cannot be kept together: it flows on.
    if (doc.y + height > pageBottom() && height <= pageRoom) doc.addPage();
    block.blocks.forEach(draw);
  }

  const pages = doc.bufferedPageRange();
  const footer = [
    siteFacts.name,
    siteFacts.phones[0]?.display,
    siteFacts.emails[0]?.address,
    siteFacts.siteUrl.replace(/^https?:\/\//, ""),
  ]
    .filter(Boolean)
    .join(" · ");
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    const bottom = doc.page.height - MARGIN + 4;
    // Writing inside the bottom margin would start a new page; lift it while the footer is drawn.
    doc.page.margins.bottom = 0;
    doc.fillColor(MUTED).font(FONT.regular).fontSize(8.5);
    doc.text(footer, MARGIN, bottom, { width: width - 60, lineBreak: false });
    doc.text(`Page ${index + 1} of ${pages.count}`, MARGIN, bottom, { width, align: "right", lineBreak: false });
  }
  doc.end();
  return done;
}

/** Writes every PDF of PDF_DOCUMENTS from its Markdown source into `publicDir` (e.g. public/assets/pdf/visa.pdf). */
export async function writePdfs(root: string, publicDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const { source, path: urlPath } of PDF_DOCUMENTS) {
    const markdown = await readFile(path.join(root, source), "utf8");
    const pdf = await renderPdf(markdown, source);
    const out = path.join(publicDir, urlPath);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, pdf);
    written.push(urlPath);
  }
  return written;
}
