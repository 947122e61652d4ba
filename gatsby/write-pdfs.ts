import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import { parseMarkdownBlocks, undrawableCharacters, type Span } from "../src/lib/markdown-blocks";
import { PDF_DOCUMENTS } from "./pdf-documents";
import { siteFacts } from "../src/lib/site";

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
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN + 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    displayTitle: true,
    lang: "en-IN",
    info: {
      Title: title?.kind === "heading" ? title.text : source,
      Author: siteFacts.name,
      Creator: siteFacts.siteUrl,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const spans = (items: Span[], options: { x?: number; width: number }) => {
    items.forEach((span, index) => {
      doc.font(span.bold ? FONT.bold : FONT.regular);
      const text = { width: options.width, continued: index < items.length - 1, lineGap: 3 };
      if (index === 0 && options.x !== undefined) doc.text(span.text, options.x, doc.y, text);
      else doc.text(span.text, text);
    });
  };

  doc.fillColor(BRAND).font(FONT.bold).fontSize(11).text(siteFacts.name.toUpperCase(), { characterSpacing: 1 });
  doc.moveDown(0.6);
  for (const block of blocks) {
    if (block.kind === "heading") {
      const size = { 1: 24, 2: 15, 3: 12 }[block.level];
      if (block.level > 1) doc.moveDown(0.8);
      // Keep a heading with the first lines of its section.
      if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
      doc
        .fillColor(block.level === 1 ? TEXT : BRAND)
        .font(FONT.bold)
        .fontSize(size)
        .text(block.text, MARGIN, doc.y, { width });
      doc.moveDown(block.level === 1 ? 0.5 : 0.35);
    } else if (block.kind === "paragraph") {
      doc.fillColor(TEXT).fontSize(10.5);
      spans(block.spans, { x: MARGIN, width });
      doc.moveDown(0.6);
    } else {
      doc.fillColor(TEXT).fontSize(10.5);
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
