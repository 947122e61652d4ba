import { existsSync, watch } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import type * as fontkit from "fontkit";
import { parseMarkdownBlocks, undrawableCharacters, type Span } from "../../src/lib/markdown-blocks";
import type { PdfBlock, PdfLink } from "../../src/lib/itinerary-pdf";
import { siteFacts, siteUrl } from "../../src/lib/site";
import { shareWordShapes } from "../upstream/pdfkit-word-shapes";
import { textPerGlyphUse } from "../upstream/pdfkit-glyph-text";
import { canDraw, displayCanSet, LOGO_SIZE, logoPng, pdfFonts, printedPicture, type PdfLanguage } from "./pdf-assets";
import { PDF_DOCUMENTS, type PdfDocument } from "./pdf-documents";
import { LATIN_FACE, RightToLeftText } from "./right-to-left";
import { EDITIONS } from "../../src/i18n/editions";

const COLOUR = {
  brand: "#0b5e5a",
  text: "#1c2927",
  muted: "#4d5d5a",
  tint: "#eaf4f1",
  rule: "#c9dcd7",
  onBrand: "#ffffff",
};
const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = { x: 50, top: 76, bottom: 68 };
const WIDTH = PAGE.width - MARGIN.x * 2;
const TOP = MARGIN.top;
const BOTTOM = PAGE.height - MARGIN.bottom;
/** The tallest a picture is printed (a denser layout shows less of its height): the size it is embedded at. */
const PICTURE_HEIGHT = 200;

/**
 * How tightly blocks are set: type size, leading, the space between blocks (a factor) and a picture's height. The
 * first is the design; the denser ones exist to pull a nearly empty last page back onto the page before it.
 */
interface Density {
  body: number;
  lineGap: number;
  space: number;
  picture: number;
}
const DENSITIES: readonly Density[] = [
  { body: 10.5, lineGap: 3, space: 1, picture: PICTURE_HEIGHT },
  { body: 10, lineGap: 2.5, space: 0.8, picture: 170 },
  { body: 9.5, lineGap: 2, space: 0.6, picture: 140 },
];
/** A last page filled less than this (of its text area) is set again denser, kept if that saves the page. */
const MIN_LAST_PAGE_FILL = 0.4;

/** Renders one Markdown document (see parseMarkdownBlocks) as an A4 PDF with the agency's header and footer. */
export function renderPdf(markdown: string, source = "document"): Promise<Buffer> {
  const problems = undrawableCharacters(markdown, canDraw);
  if (problems.length > 0) {
    throw new Error(`${source} has characters the PDF font cannot draw:\n  ${problems.join("\n  ")}`);
  }
  const blocks = parseMarkdownBlocks(markdown);
  const title = blocks.find((block) => block.kind === "heading" && block.level === 1);
  return renderBlocks(blocks, title?.kind === "heading" ? title.text : source);
}

/**
 * Lays out blocks as an A4 PDF: on every page the logo and the agency's name on top, its contacts and the page
 * number in the footer. The blocks of a "together" group start on a new page when they would not fit on the current
 * one; a heading starts one when the first lines after it would not fit. A last page that would hold only a few lines
 * is avoided by setting the document a little denser when that saves the page.
 */
/** A document's language: its fonts and `lang`, and how its footer counts pages ("Page {page} of {count}"). */
export interface DocumentLanguage {
  language?: PdfLanguage;
  pageOf?: string;
}

export async function renderBlocks(
  blocks: readonly PdfBlock[],
  title: string,
  { language = "en", pageOf = "Page {page} of {count}" }: DocumentLanguage = {},
): Promise<Buffer> {
  const pictures = new Map<string, Buffer>();
  for (const block of blocks) {
    if (block.kind !== "picture") continue;
    const picture = await printedPicture(block.path, WIDTH, PICTURE_HEIGHT);
    if (picture) pictures.set(block.path, picture);
  }
  const logo = `data:image/png;base64,${(await logoPng()).toString("base64")}`;

  const [design, ...denser] = DENSITIES as [Density, ...Density[]];
  let chosen = layOut(blocks, title, pictures, design, language);
  if (chosen.pages > 1 && chosen.lastPageFill < MIN_LAST_PAGE_FILL) {
    for (const density of denser) {
      const attempt = layOut(blocks, title, pictures, density, language);
      if (attempt.pages < chosen.pages) {
        chosen = attempt;
        break;
      }
    }
  }
  drawHeaderAndFooter(chosen, title, logo, pageOf);
  chosen.doc.end();
  return chosen.pdf;
}

interface LaidOut {
  doc: PDFKit.PDFDocument;
  /** How a right-to-left document sets its text; null for one set left to right by pdfkit. */
  rightToLeft: RightToLeftText | null;
  pdf: Promise<Buffer>;
  pages: number;
  /** How much of the last page's text area the blocks fill, 0 to 1. */
  lastPageFill: number;
}

function newDocument(
  title: string,
  language: PdfLanguage,
): { doc: PDFKit.PDFDocument; rightToLeft: RightToLeftText | null; pdf: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN.top, bottom: MARGIN.bottom, left: MARGIN.x, right: MARGIN.x },
    bufferPages: true,
    displayTitle: true,
    lang: language === "en" ? "en-IN" : language,
    // No default font: pdfkit would parse Helvetica's metrics for every document, which sets its own fonts below.
    font: null as unknown as string,
    info: { Title: title, Author: siteFacts.name, Creator: siteUrl() },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const pdf = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  // pdfkit takes a parsed font as well as a file (its types list files only): every document shares the parsed ones.
  const fonts = pdfFonts(language);
  const latin: [string, fontkit.Font][] = fonts.latin
    ? [
        [LATIN_FACE.body, fonts.latin.body],
        [LATIN_FACE.bold, fonts.latin.bold],
      ]
    : [];
  const faces: [string, fontkit.Font][] = [
    ["body", fonts.body],
    ["bold", fonts.bold],
    ["display", fonts.display],
    ...latin,
  ];
  const rightToLeft = EDITIONS[language].dir === "rtl" ? new RightToLeftText(doc, fonts) : null;
  for (const [name, font] of faces) {
    doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
    shareWordShapes(doc.font(name));
    // Arabic faces draw several letters on one glyph: each keeps its letter in the PDF's text.
    if (fonts.sharedGlyphs && (name === "body" || name === "bold")) textPerGlyphUse(doc);
  }
  doc.font("body");
  return { doc, rightToLeft, pdf };
}

/** A document being laid out at one density: what every step of measuring and drawing works on. */
interface Setting {
  doc: PDFKit.PDFDocument;
  /** Text set right to left, its layout mirrored (Arabic); null where pdfkit sets it left to right. */
  rightToLeft: RightToLeftText | null;
  density: Density;
  pictures: ReadonlyMap<string, Buffer>;
  /** Exact heights measured so far: measuring line by line is as costly as drawing. */
  heights: Map<PdfBlock, number>;
}
type BlockOf<Kind extends PdfBlock["kind"]> = Extract<PdfBlock, { kind: Kind }>;

const LIST_INDENT = 16;
const space = ({ density }: Setting, points: number) => points * density.space;
const atPageTop = ({ doc }: Setting) => doc.y <= TOP + 0.5;
const room = ({ doc }: Setting) => BOTTOM - doc.y;
const lineHeight = ({ doc, rightToLeft, density }: Setting) =>
  (rightToLeft
    ? rightToLeft.lineHeight(density.body)
    : doc.font("body").fontSize(density.body).currentLineHeight(true)) + density.lineGap;
/** The left end of a box `width` wide at `x` from the left, or, right to left, at `x` from the right. */
const mirrored = ({ rightToLeft }: Setting, x: number, width: number) => (rightToLeft ? PAGE.width - x - width : x);
/** A span's colour: links in the brand's. */
const spanColour = (span: Span) => (span.link ? COLOUR.brand : COLOUR.text);

/**
 * Lays out the blocks in a new document at one density: a heading kept with what follows it, then each block drawn
 * by its kind (drawBlock). Header and footer come later (drawHeaderAndFooter), once the page count is known.
 */
function layOut(
  blocks: readonly PdfBlock[],
  title: string,
  pictures: ReadonlyMap<string, Buffer>,
  density: Density,
  language: PdfLanguage,
): LaidOut {
  const { doc, rightToLeft, pdf } = newDocument(title, language);
  const setting: Setting = { doc, rightToLeft, density, pictures, heights: new Map() };
  blocks.forEach((block, index) => {
    if (block.kind === "heading") keepWithNext(setting, block, blocks[index + 1]);
    drawBlock(setting, block);
  });
  const lastPageFill = Math.min(1, Math.max(0, (doc.y - TOP) / (BOTTOM - TOP)));
  return { doc, rightToLeft, pdf, pages: doc.bufferedPageRange().count, lastPageFill };
}

// Measuring: exact heights, and quick upper bounds that spare measuring a block that surely fits.

function headingStyle(setting: Setting, level: 1 | 2 | 3, text: string) {
  return level === 3
    ? { font: "bold", size: setting.density.body + 1, colour: COLOUR.brand, before: 0, after: space(setting, 3) }
    : {
        // The display face is Latin; a right-to-left brochure's headings are in its own bold face.
        font: displayCanSet(text) && !setting.rightToLeft ? "display" : "bold",
        size: level === 1 ? 26 : 16,
        colour: level === 1 ? COLOUR.text : COLOUR.brand,
        before: level === 1 ? 0 : space(setting, 14),
        after: space(setting, level === 1 ? 8 : 5),
      };
}

/**
 * The height of text in spans, measured in the bold face, the wider one, so the estimate errs on the tall side;
 * right to left, as its lines will be drawn.
 */
const spansHeight = ({ doc, rightToLeft, density }: Setting, spans: readonly Span[], width: number) =>
  rightToLeft
    ? rightToLeft.height(spans, density.body, width, density.lineGap)
    : doc
        .font("bold")
        .fontSize(density.body)
        .heightOfString(spans.map((span) => span.text).join(""), { width, lineGap: density.lineGap });
const itemHeight = (setting: Setting, item: readonly Span[]) =>
  spansHeight(setting, item, WIDTH - LIST_INDENT) + space(setting, 3);

/**
 * A quick upper bound of a text's height, to measure exactly (line by line, as costly as drawing) only blocks that
 * may not fit: the text's width in the bold face over the width of a line less its longest word (what wrapping can
 * waste per line, at most an em per letter), plus a line.
 */
function textAtMost(doc: PDFKit.PDFDocument, text: string, font: string, size: number, width: number, lineGap: number) {
  doc.font(font).fontSize(size);
  const longest = Math.max(...text.split(" ").map((word) => word.length)) * size;
  const lines = Math.ceil(doc.widthOfString(text) / Math.max(width - longest, width / 3)) + 1;
  return lines * (doc.currentLineHeight(true) + lineGap);
}
const spansAtMost = ({ doc, density }: Setting, spans: readonly Span[], width: number) =>
  textAtMost(doc, spans.map((span) => span.text).join(""), "bold", density.body, width, density.lineGap);
const itemAtMost = (setting: Setting, item: readonly Span[]) =>
  spansAtMost(setting, item, WIDTH - LIST_INDENT) + space(setting, 3);

/**
 * A block's height at most, the space around it included: exact for pictures and prices, which are cheap, and for
 * every block right to left, whose bounds above assume pdfkit's own line breaking.
 */
function heightAtMost(setting: Setting, block: PdfBlock): number {
  if (setting.rightToLeft) return height(setting, block);
  switch (block.kind) {
    case "heading": {
      const style = headingStyle(setting, block.level, block.text);
      return style.before + textAtMost(setting.doc, block.text, style.font, style.size, WIDTH, 0) + style.after;
    }
    case "paragraph":
      return spansAtMost(setting, block.spans, WIDTH) + space(setting, 8);
    case "list":
      return block.items.reduce((sum, item) => sum + itemAtMost(setting, item), space(setting, 6));
    case "together":
      return block.blocks.reduce((sum, inner) => sum + heightAtMost(setting, inner), space(setting, 4));
    default:
      return height(setting, block);
  }
}

/** The height a block takes, the space around it included (a heading's space above it too), measured once. */
function height(setting: Setting, block: PdfBlock): number {
  let measured = setting.heights.get(block);
  if (measured === undefined) {
    measured = measure(setting, block);
    setting.heights.set(block, measured);
  }
  return measured;
}

function measure(setting: Setting, block: PdfBlock): number {
  switch (block.kind) {
    case "heading": {
      const style = headingStyle(setting, block.level, block.text);
      const text = setting.rightToLeft
        ? setting.rightToLeft.height([{ text: block.text, bold: true }], style.size, WIDTH, 0)
        : setting.doc.font(style.font).fontSize(style.size).heightOfString(block.text, { width: WIDTH });
      return style.before + text + style.after;
    }
    case "paragraph":
      return spansHeight(setting, block.spans, WIDTH) + space(setting, 8);
    case "list":
      return block.items.reduce((sum, item) => sum + itemHeight(setting, item), space(setting, 6));
    case "together":
      return block.blocks.reduce((sum, inner) => sum + height(setting, inner), space(setting, 4));
    case "picture":
      return setting.pictures.has(block.path) ? setting.density.picture + space(setting, 16) : 0;
    case "price":
      return priceBox(setting, block).height + space(setting, 6);
  }
}

/** The price box's padding and the heights of its amount line, notes and buttons, and of the whole box. */
function priceBox({ doc, rightToLeft }: Setting, block: BlockOf<"price">) {
  const pad = 14;
  const amount = rightToLeft ? rightToLeft.lineHeight(24) : doc.font("bold").fontSize(24).currentLineHeight();
  const notes = block.notes.map((note) =>
    rightToLeft
      ? rightToLeft.height([{ text: note, bold: false }], 9.5, WIDTH - pad * 2, 1.5)
      : doc
          .font("body")
          .fontSize(9.5)
          .heightOfString(note, { width: WIDTH - pad * 2, lineGap: 1.5 }),
  );
  const buttons = block.links.length > 0 ? 10 + 26 : 0;
  return { pad, amount, notes, buttons, height: pad + amount + 4 + notes.reduce((a, b) => a + b, 0) + buttons + pad };
}

/** Whether a height fits in what is left of the page, measured exactly only when its upper bound does not. */
const fits = (setting: Setting, upperBound: () => number, exact: () => number) =>
  upperBound() <= room(setting) || exact() <= room(setting);

// Page breaks: a heading stays with what follows it; a group stays together when it can.

/** What must fit below a heading for it to stay on this page: the block after it, or its first lines. */
function lead(setting: Setting, block: PdfBlock | undefined, heightOf: (block: PdfBlock) => number): number {
  if (!block) return 0;
  if (block.kind === "list") return heightOf({ kind: "list", items: block.items.slice(0, 1) });
  if (block.kind === "paragraph") return Math.min(heightOf(block), lineHeight(setting) * 2);
  return Math.min(heightOf(block), BOTTOM - TOP);
}

/** Starts a new page for a heading when it and the first of what follows it would not fit on this one. */
function keepWithNext(setting: Setting, heading: BlockOf<"heading">, next: PdfBlock | undefined) {
  if (atPageTop(setting)) return;
  const atMost = (block: PdfBlock) => heightAtMost(setting, block);
  const exact = (block: PdfBlock) => height(setting, block);
  if (
    !fits(
      setting,
      () => atMost(heading) + lead(setting, next, atMost),
      () => exact(heading) + lead(setting, next, exact),
    )
  )
    setting.doc.addPage();
}

// Drawing: one step per kind of block, each leaving `doc.y` below the block and the space after it.

function drawBlock(setting: Setting, block: PdfBlock) {
  switch (block.kind) {
    case "heading":
      return drawHeading(setting, block);
    case "paragraph":
      return drawParagraph(setting, block);
    case "list":
      return drawList(setting, block);
    case "together":
      return drawTogether(setting, block);
    case "picture":
      return drawPicture(setting, block);
    case "price":
      return drawPrice(setting, block);
  }
}

function drawHeading(setting: Setting, block: BlockOf<"heading">) {
  const { doc } = setting;
  const style = headingStyle(setting, block.level, block.text);
  if (!atPageTop(setting)) doc.y += style.before;
  if (setting.rightToLeft)
    setting.rightToLeft.draw([{ text: block.text, bold: true }], {
      x: MARGIN.x,
      y: doc.y,
      width: WIDTH,
      size: style.size,
      lineGap: 0,
      colour: () => style.colour,
    });
  else
    doc.font(style.font).fontSize(style.size).fillColor(style.colour).text(block.text, MARGIN.x, doc.y, {
      width: WIDTH,
    });
  doc.y += style.after;
}

function drawParagraph(setting: Setting, block: BlockOf<"paragraph">) {
  if (room(setting) < lineHeight(setting) * 2) setting.doc.addPage();
  drawSpans(setting, block.spans, MARGIN.x, WIDTH);
  setting.doc.y += space(setting, 8);
}

/** A bulleted list; an item that would not fit on this page starts the next. */
function drawList(setting: Setting, block: BlockOf<"list">) {
  const { doc, density } = setting;
  for (const item of block.items) {
    if (
      !fits(
        setting,
        () => itemAtMost(setting, item),
        () => itemHeight(setting, item),
      )
    )
      doc.addPage();
    const top = doc.y;
    if (setting.rightToLeft)
      setting.rightToLeft.draw([{ text: "•", bold: true }], {
        x: mirrored(setting, MARGIN.x + 4, 10),
        y: top,
        width: 10,
        size: density.body,
        lineGap: density.lineGap,
        colour: () => COLOUR.brand,
      });
    else
      doc
        .font("bold")
        .fontSize(density.body)
        .fillColor(COLOUR.brand)
        .text("•", MARGIN.x + 4, top, { width: 10, lineGap: density.lineGap });
    doc.y = top;
    drawSpans(setting, item, mirrored(setting, MARGIN.x + LIST_INDENT, WIDTH - LIST_INDENT), WIDTH - LIST_INDENT);
    doc.y += space(setting, 3);
  }
  doc.y += space(setting, 6);
}

/** A group (a day of the plan) starts a new page when it would not fit on this one; one taller than a page flows on. */
function drawTogether(setting: Setting, block: BlockOf<"together">) {
  if (
    !atPageTop(setting) &&
    !fits(
      setting,
      () => heightAtMost(setting, block),
      () => height(setting, block),
    ) &&
    height(setting, block) <= BOTTOM - TOP
  ) {
    setting.doc.addPage();
  }
  block.blocks.forEach((inner) => drawBlock(setting, inner));
  setting.doc.y += space(setting, 4);
}

/** A picture (the trip's banner) across the text width, cropped to the density's height with rounded corners. */
function drawPicture(setting: Setting, block: BlockOf<"picture">) {
  const { doc, density } = setting;
  const picture = setting.pictures.get(block.path);
  if (!picture) return; // missing or unreadable: laid out without it
  const top = doc.y;
  doc.save();
  doc.roundedRect(MARGIN.x, top, WIDTH, density.picture, 6).clip();
  doc.image(picture, MARGIN.x, top, {
    cover: [WIDTH, density.picture],
    align: "center",
    valign: "center",
  });
  doc.restore();
  doc.y = top + density.picture + space(setting, 16);
}

/** The price box: the amount and its unit, the duration on the right, the notes below, then the buttons. */
function drawPrice(setting: Setting, block: BlockOf<"price">) {
  const { doc } = setting;
  const layout = priceBox(setting, block);
  if (layout.height > room(setting)) doc.addPage();
  const top = doc.y;
  const x = MARGIN.x + layout.pad;
  const inner = WIDTH - layout.pad * 2;
  doc.roundedRect(MARGIN.x, top, WIDTH, layout.height, 8).fillColor(COLOUR.tint).fill();
  let y = top + layout.pad;
  if (setting.rightToLeft) drawPriceLineRightToLeft(setting.rightToLeft, block, x, y, inner);
  else {
    doc.font("bold").fontSize(24).fillColor(COLOUR.brand).text(block.amount, x, y, { lineBreak: false });
    const amountWidth = doc.widthOfString(block.amount);
    doc
      .font("body")
      .fontSize(11)
      .fillColor(COLOUR.text)
      .text(` ${block.unit}`, x + amountWidth, y + 10, { lineBreak: false });
    doc
      .font("bold")
      .fontSize(11)
      .text(block.duration, x, y + 10, { width: inner, align: "right", lineBreak: false });
  }
  y += layout.amount + 4;
  block.notes.forEach((note, index) => {
    if (setting.rightToLeft)
      setting.rightToLeft.draw([{ text: note, bold: false }], {
        x,
        y,
        width: inner,
        size: 9.5,
        lineGap: 1.5,
        colour: () => COLOUR.muted,
      });
    else doc.font("body").fontSize(9.5).fillColor(COLOUR.muted).text(note, x, y, { width: inner, lineGap: 1.5 });
    y += layout.notes[index] ?? 0;
  });
  if (block.links.length > 0) drawButtons(setting, block.links, x, y + 10);
  doc.x = MARGIN.x;
  doc.y = top + layout.height + space(setting, 6);
}

/**
 * The price line right to left: the amount at the right, its unit to its left on the same baseline, the duration at
 * the left.
 */
function drawPriceLineRightToLeft(text: RightToLeftText, block: BlockOf<"price">, x: number, y: number, inner: number) {
  const amount = [{ text: block.amount, bold: true }];
  text.draw(amount, { x, y, width: inner, size: 24, lineGap: 0, colour: () => COLOUR.brand });
  const small = { y: y + text.ascent(24) - text.ascent(11), size: 11, lineGap: 0, colour: () => COLOUR.text };
  text.draw([{ text: block.unit, bold: false }], { ...small, x, width: inner - text.width(amount, 24) - 4 });
  text.draw([{ text: block.duration, bold: true }], { ...small, x, width: inner, align: "left" });
}

function drawSpans({ doc, rightToLeft, density }: Setting, spans: readonly Span[], x: number, width: number) {
  if (rightToLeft) {
    const box = { x, y: doc.y, width, size: density.body, lineGap: density.lineGap, colour: spanColour };
    rightToLeft.draw(spans, { ...box, underlineLinks: true });
    return;
  }
  spans.forEach((span, index) => {
    doc
      .font(span.bold ? "bold" : "body")
      .fontSize(density.body)
      .fillColor(spanColour(span));
    const options = {
      width,
      lineGap: density.lineGap,
      continued: index < spans.length - 1,
      // Continued text keeps the previous span's options unless each is set again.
      link: span.link,
      underline: Boolean(span.link),
    };
    if (index === 0) doc.text(span.text, x, doc.y, options);
    else doc.text(span.text, options);
  });
}

/** Links as pill buttons in a row from the line's start (the right, right to left): the first filled, the others outlined. */
function drawButtons(setting: Setting, links: readonly PdfLink[], x: number, y: number) {
  const { doc, rightToLeft } = setting;
  const buttonHeight = 26;
  let start = x;
  links.forEach((link, index) => {
    const label = [{ text: link.label, bold: true }];
    doc.font("bold").fontSize(10);
    const width = (rightToLeft ? rightToLeft.width(label, 10) : doc.widthOfString(link.label)) + 28;
    const left = mirrored(setting, start, width);
    doc.roundedRect(left, y, width, buttonHeight, buttonHeight / 2);
    if (index === 0) doc.fillColor(COLOUR.brand).fill();
    else doc.lineWidth(1.2).strokeColor(COLOUR.brand).stroke();
    const colour = index === 0 ? COLOUR.onBrand : COLOUR.brand;
    if (rightToLeft)
      rightToLeft.draw(label, {
        x: left,
        y: y + (buttonHeight - rightToLeft.lineHeight(10)) / 2,
        width,
        size: 10,
        lineGap: 0,
        align: "center",
        colour: () => colour,
      });
    else
      doc.fillColor(colour).text(link.label, left, y + (buttonHeight - doc.currentLineHeight()) / 2, {
        width,
        align: "center",
        lineBreak: false,
      });
    doc.link(left, y, width, buttonHeight, link.url);
    start += width + 10;
  });
}

/**
 * On every page: the logo and the agency's name (a link to the site) and the title on top; contacts and page number
 * below. Right to left, each is on the other side (drawHeaderAndFooterRightToLeft).
 */
function drawHeaderAndFooter({ doc, rightToLeft }: LaidOut, title: string, logo: string, pageOf: string) {
  const site = siteUrl();
  const phone = siteFacts.phones[0];
  const email = siteFacts.emails[0];
  const footer: { text: string; link?: string }[] = [
    { text: siteFacts.name, link: site },
    ...(phone ? [{ text: phone.display, link: `tel:${phone.tel}` }] : []),
    ...(email ? [{ text: email.address, link: `mailto:${email.address}` }] : []),
    { text: site.replace(/^https?:\/\//, ""), link: site },
  ];
  const pages = doc.bufferedPageRange();
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(pages.start + index);
    // Writing inside the margins would start a new page; lift them while header and footer are drawn.
    doc.page.margins.bottom = 0;
    doc.page.margins.top = 0;

    const headerY = 26;
    const footerY = PAGE.height - 46;
    const pageNumber = pageOf.replace("{page}", String(index + 1)).replace("{count}", String(pages.count));
    const rule = (y: number) =>
      doc
        .moveTo(MARGIN.x, y)
        .lineTo(PAGE.width - MARGIN.x, y)
        .lineWidth(0.75)
        .strokeColor(COLOUR.rule)
        .stroke();
    if (rightToLeft) {
      drawHeaderAndFooterRightToLeft(doc, rightToLeft, { title, logo, site, footer, pageNumber, headerY, footerY });
      rule(headerY + LOGO_SIZE + 8);
      rule(footerY - 8);
      continue;
    }
    doc.image(logo, MARGIN.x, headerY, { width: LOGO_SIZE, height: LOGO_SIZE });
    doc
      .font("bold")
      .fontSize(10.5)
      .fillColor(COLOUR.brand)
      .text(siteFacts.name.toUpperCase(), MARGIN.x + LOGO_SIZE + 8, headerY + 7, {
        characterSpacing: 1,
        lineBreak: false,
        link: site,
      });
    doc
      .font("body")
      .fontSize(9)
      .fillColor(COLOUR.muted)
      .text(title, MARGIN.x + WIDTH / 2, headerY + 8, { width: WIDTH / 2, align: "right", lineBreak: false });
    rule(headerY + LOGO_SIZE + 8);

    rule(footerY - 8);
    doc.font("body").fontSize(8.5).fillColor(COLOUR.muted);
    let x = MARGIN.x;
    footer.forEach((piece, position) => {
      if (position > 0) {
        doc.text("  ·  ", x, footerY, { lineBreak: false, link: undefined });
        x += doc.widthOfString("  ·  ");
      }
      doc.text(piece.text, x, footerY, { lineBreak: false, link: piece.link });
      x += doc.widthOfString(piece.text);
    });
    doc.text(pageNumber, MARGIN.x, footerY, {
      width: WIDTH,
      align: "right",
      lineBreak: false,
    });
  }
}

/**
 * A right-to-left page's header and footer, mirrored: the logo and the agency's name on the right, the title on the
 * left; the contacts from the right, the page number on the left.
 */
function drawHeaderAndFooterRightToLeft(
  doc: PDFKit.PDFDocument,
  text: RightToLeftText,
  page: {
    title: string;
    logo: string;
    site: string;
    footer: readonly { text: string; link?: string }[];
    pageNumber: string;
    headerY: number;
    footerY: number;
  },
) {
  const { headerY, footerY } = page;
  doc.image(page.logo, PAGE.width - MARGIN.x - LOGO_SIZE, headerY, { width: LOGO_SIZE, height: LOGO_SIZE });
  // Name and title centred on the logo's height; no letter spacing, which would pull Arabic letters apart.
  const beside = (size: number) => headerY + (LOGO_SIZE - text.lineHeight(size)) / 2;
  text.draw([{ text: siteFacts.name.toUpperCase(), bold: true, link: page.site }], {
    x: MARGIN.x + WIDTH / 2,
    y: beside(10.5),
    width: WIDTH / 2 - LOGO_SIZE - 8,
    size: 10.5,
    lineGap: 0,
    colour: () => COLOUR.brand,
  });
  const muted = () => COLOUR.muted;
  text.draw([{ text: page.title, bold: false }], {
    x: MARGIN.x,
    y: beside(9),
    width: WIDTH / 2,
    size: 9,
    lineGap: 0,
    align: "left",
    colour: muted,
  });

  // The footer's line box is taller than the English one's: its top a little higher puts the baselines level.
  const footerTop = footerY - 2;
  const size = 8.5;
  const gap = doc.font("body").fontSize(size).widthOfString("  ");
  let right = PAGE.width - MARGIN.x;
  // The contacts are Latin, each set left to right: a phone number's groups of digits in their order.
  const write = (spans: { text: string; bold: false; link?: string }[]) => {
    const width = text.width(spans, size, "ltr");
    const box = { x: right - width - 1, y: footerTop, width: width + 1, size, lineGap: 0, colour: muted };
    text.draw(spans, { ...box, direction: "ltr" });
    right -= width;
  };
  page.footer.forEach((piece, position) => {
    if (position > 0) {
      right -= gap;
      write([{ text: "·", bold: false }]);
      right -= gap;
    }
    write([{ text: piece.text, bold: false, ...(piece.link && { link: piece.link }) }]);
  });
  text.draw([{ text: page.pageNumber, bold: false }], {
    x: MARGIN.x,
    y: footerTop,
    width: WIDTH,
    size,
    lineGap: 0,
    align: "left",
    colour: muted,
  });
}

/** Writes every PDF of PDF_DOCUMENTS from its Markdown source into `publicDir` (e.g. public/assets/pdf/visa.pdf). */
/** Where a document's Markdown is in a content folder: "content/pdf/visa.md" → <contentDir>/pdf/visa.md. */
const sourceIn = (contentDir: string, source: string) => path.join(contentDir, path.relative("content", source));

/** Writes one document's PDF into `publicDir` from its Markdown in `contentDir`; returns its address. */
async function writePdf(contentDir: string, publicDir: string, { source, path: urlPath }: PdfDocument) {
  const markdown = await readFile(sourceIn(contentDir, source), "utf8");
  const pdf = await renderPdf(markdown, source);
  const out = path.join(publicDir, urlPath);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, pdf);
  return urlPath;
}

/** Every PDF document (PDF_DOCUMENTS) from the Markdown in `contentDir`; returns their addresses. */
export async function writePdfs(contentDir: string, publicDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const document of PDF_DOCUMENTS) written.push(await writePdf(contentDir, publicDir, document));
  return written;
}

/** How long a document's file must be quiet before its PDF is written again (an editor's save may be two writes). */
export const REWRITE_AFTER_MS = 300;

/**
 * Under `gatsby develop` (`npm run cms`'s local site): writes a document's PDF again whenever its Markdown in
 * `contentDir` changes, so a published edit is in the PDF the local site serves within seconds. A document that
 * cannot be set (a character the font cannot draw) is reported and its last PDF kept. Returns what stops watching.
 */
export function watchPdfDocuments(
  contentDir: string,
  publicDir: string,
  report: { written: (address: string, source: string) => void; failed: (message: string) => void },
): () => void {
  const folders = new Set(PDF_DOCUMENTS.map(({ source }) => path.dirname(sourceIn(contentDir, source))));
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  const rewrite = (document: PdfDocument) =>
    writePdf(contentDir, publicDir, document).then(
      (address) => report.written(address, document.source),
      (error: unknown) =>
        report.failed(
          `${document.source}: its PDF was not written again, the last one stays: ${error instanceof Error ? error.message : String(error)}`,
        ),
    );
  const watchers = [...folders].map((folder) =>
    watch(folder, (_event, file) => {
      if (!file) return;
      const changed = path.join(folder, file.toString());
      const document = PDF_DOCUMENTS.find(({ source }) => sourceIn(contentDir, source) === changed);
      if (!document || !existsSync(changed)) return;
      clearTimeout(pending.get(document.source));
      pending.set(
        document.source,
        setTimeout(() => void rewrite(document), REWRITE_AFTER_MS),
      );
    }),
  );
  return () => {
    for (const watcher of watchers) watcher.close();
    for (const timer of pending.values()) clearTimeout(timer);
  };
}
