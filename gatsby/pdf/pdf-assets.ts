import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { inflateSync } from "node:zlib";
import * as fontkit from "fontkit";
import sharp from "sharp";
import type { CanDraw } from "../../src/lib/markdown-blocks";
import type { EditionCode } from "../../src/i18n/editions";
import { glyphsKeepTheirLetters } from "../upstream/pdfkit-glyph-text";

/**
 * What every PDF shares, loaded once per build and reused by every document: the fonts and the logo.
 * Text is DejaVu Sans Condensed (gatsby/pdf/fonts/, with its licence): it has the rupee sign and most scripts,
 * which the PDF's built-in Helvetica has not. Headings are the site's display face, DM Serif Display (its
 * @fontsource file, latin only; a heading with a letter it lacks is set in the bold text face instead).
 */
export const PDF_ASSET_FILES = {
  body: "gatsby/pdf/fonts/DejaVuSansCondensed.ttf",
  bold: "gatsby/pdf/fonts/DejaVuSansCondensed-Bold.ttf",
  display: "node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff",
  logo: "static/favicon.svg",
  /** Malayalam brochures: Noto Sans Malayalam whole (its Latin letters, digits and ₹ too), shaped by fontkit. */
  malayalamBody: "node_modules/@expo-google-fonts/noto-sans-malayalam/400Regular/NotoSansMalayalam_400Regular.ttf",
  malayalamBold: "node_modules/@expo-google-fonts/noto-sans-malayalam/700Bold/NotoSansMalayalam_700Bold.ttf",
  /**
   * Arabic brochures: Noto Sans Arabic, shaped by fontkit and set right to left (gatsby/pdf/right-to-left.ts). What
   * it lacks (₹) and the left-to-right runs (Latin names, prices) are set in the body faces above.
   */
  arabicBody: "node_modules/@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf",
  arabicBold: "node_modules/@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf",
} as const;

/**
 * The languages a brochure is written in: every edition's, each in its own faces (English, Malayalam and Arabic);
 * an edition's direction (src/i18n/editions.ts) is its brochure's.
 */
export type PdfLanguage = EditionCode;

/**
 * Each language's text faces: `latin` where they lack characters the data has (₹), set in the English faces instead;
 * `sharedGlyphs` where they draw several letters on one glyph, whose letters the PDF's text keeps apart
 * (gatsby/upstream/pdfkit-glyph-text.ts).
 */
const TEXT_FACES: Record<PdfLanguage, { body: string; bold: string; latin: boolean; sharedGlyphs: boolean }> = {
  en: { body: PDF_ASSET_FILES.body, bold: PDF_ASSET_FILES.bold, latin: false, sharedGlyphs: false },
  ml: { body: PDF_ASSET_FILES.malayalamBody, bold: PDF_ASSET_FILES.malayalamBold, latin: false, sharedGlyphs: false },
  ar: { body: PDF_ASSET_FILES.arabicBody, bold: PDF_ASSET_FILES.arabicBold, latin: true, sharedGlyphs: true },
};

/** The logo's side on the page, in points, and the pixels per point it is rendered at (2: 144 dpi, sharp in print). */
export const LOGO_SIZE = 24;
export const PIXELS_PER_POINT = 2;

export interface PdfFonts {
  body: fontkit.Font;
  bold: fontkit.Font;
  display: fontkit.Font;
  /** The English body and bold faces, beside a language's own that lack Latin letters or ₹ (Arabic). */
  latin?: { body: fontkit.Font; bold: fontkit.Font };
  /** Body and bold draw several letters on one glyph (Arabic): a document keeps each glyph use's letters apart. */
  sharedGlyphs: boolean;
}

const fonts = new Map<PdfLanguage, PdfFonts>();
let logo: Promise<Buffer> | undefined;

/**
 * The fonts, parsed once: pdfkit takes a parsed font as well as a file, and documents that share one skip the
 * parsing and share its glyph caches (and, see gatsby/upstream/pdfkit-word-shapes.ts, the shapes of its words).
 */
export function pdfFonts(language: PdfLanguage = "en", root = process.cwd()): PdfFonts {
  const load = (file: string) => fontkit.create(sfnt(readFileSync(path.join(root, file))));
  let set = fonts.get(language);
  if (!set) {
    const faces = TEXT_FACES[language];
    const [body, bold] = [load(faces.body), load(faces.bold)];
    if (faces.sharedGlyphs) for (const font of [body, bold]) glyphsKeepTheirLetters(font);
    if (language === "en") set = { body, bold, display: load(PDF_ASSET_FILES.display), sharedGlyphs: false };
    else {
      const english = pdfFonts("en", root);
      set = {
        body,
        bold,
        display: english.display,
        ...(faces.latin && { latin: { body: english.body, bold: english.bold } }),
        sharedGlyphs: faces.sharedGlyphs,
      };
    }
    fonts.set(language, set);
  }
  return set;
}

/**
 * A WOFF font as the plain TrueType it wraps (its tables inflated once). fontkit reads WOFF itself, but inflates a
 * table, in JavaScript, each time it reads it: once per glyph when a document embeds the font, seconds per build.
 */
export function sfnt(font: Buffer): Buffer {
  if (font.toString("latin1", 0, 4) !== "wOFF") return font;
  const count = font.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = font.readUInt32BE(entry + 4);
    const compressed = font.readUInt32BE(entry + 8);
    const length = font.readUInt32BE(entry + 12);
    const stored = font.subarray(offset, offset + compressed);
    return {
      tag: font.subarray(entry, entry + 4),
      checksum: font.readUInt32BE(entry + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    };
  });
  const header = Buffer.alloc(12 + count * 16);
  const power = 2 ** Math.floor(Math.log2(count));
  header.writeUInt32BE(font.readUInt32BE(4), 0); // the wrapped font's version (its "flavor")
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

const drawable = new Map<string, boolean>();

/**
 * Whether a brochure in `language` can draw a character: its body and bold faces both have it, or, for a language
 * set beside the English faces, those both have it.
 */
export const canDrawIn =
  (language: PdfLanguage): CanDraw =>
  (character) => {
    const codePoint = character.codePointAt(0) ?? 0;
    const key = `${language} ${codePoint}`;
    let answer = drawable.get(key);
    if (answer === undefined) {
      const { body, bold, latin } = pdfFonts(language);
      const both = (pair: { body: fontkit.Font; bold: fontkit.Font }) =>
        pair.body.hasGlyphForCodePoint(codePoint) && pair.bold.hasGlyphForCodePoint(codePoint);
      answer = both({ body, bold }) || (latin !== undefined && both(latin));
      drawable.set(key, answer);
    }
    return answer;
  };

export const canDraw: CanDraw = canDrawIn("en");

/** Whether the display face can set a heading, every letter of it. */
export const displayCanSet = (text: string): boolean =>
  [...text].every((character) => pdfFonts().display.hasGlyphForCodePoint(character.codePointAt(0) ?? 0));

/**
 * The site's logo (static/favicon.svg) as a PNG at the size it is printed, rendered once. It is set on the page's
 * white, so it is flattened onto white: a PNG without an alpha channel goes into a PDF as it is, where one with
 * alpha is decoded, split and compressed again by every document.
 */
export function logoPng(root = process.cwd()): Promise<Buffer> {
  const pixels = LOGO_SIZE * PIXELS_PER_POINT * 2; // twice again: the logo is small and zoomed into most
  logo ??= sharp(readFileSync(path.join(root, PDF_ASSET_FILES.logo)), { density: 72 * (pixels / 36) })
    .resize(pixels, pixels)
    .flatten({ background: "#ffffff" })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return logo;
}

/** Banners cut, by content and size: at scale many destinations share a picture. The oldest go first. */
const cutPictures = new Map<string, Promise<Buffer | null>>();
const CUT_PICTURES_KEPT = 200;

/**
 * A picture cut to the box it is printed in (`width` × `height` points, centred) as a JPEG of PIXELS_PER_POINT pixels
 * per point: the 1600-pixel banner a page downloads would be most of a PDF's weight. Null when the file is missing
 * or not a picture: the PDF is laid out without it. A picture already cut at that size is cut once.
 */
export async function printedPicture(file: string, width: number, height: number): Promise<Buffer | null> {
  let input: Buffer;
  try {
    input = await readFile(file);
  } catch {
    return null;
  }
  const key = `${createHash("sha256").update(input).digest("hex")} ${width}x${height}`;
  let cut = cutPictures.get(key);
  if (!cut) {
    cut = sharp(input)
      .rotate()
      .resize(Math.round(width * PIXELS_PER_POINT), Math.round(height * PIXELS_PER_POINT), { fit: "cover" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 78 })
      .toBuffer()
      .catch(() => null);
    cutPictures.set(key, cut);
    if (cutPictures.size > CUT_PICTURES_KEPT) cutPictures.delete(cutPictures.keys().next().value as string);
  }
  return cut;
}
