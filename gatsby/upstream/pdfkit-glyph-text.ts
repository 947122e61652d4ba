import type * as fontkit from "fontkit";

/**
 * Makes a parsed (fontkit) font give each glyph of a layout the characters it is drawn for. fontkit keeps one object
 * per glyph, made with the characters it was first drawn for (`getGlyph(id, characters)` ignores them afterwards), and
 * pdfkit takes those as the glyph's text. A glyph drawn for other characters is given as an object of their own on
 * top of the kept one (its outline and metrics).
 */
export function glyphsKeepTheirLetters(font: fontkit.Font): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    const same = glyph.codePoints.length === characters.length && glyph.codePoints.every((c, i) => c === characters[i]);
    return same || characters.length === 0 ? glyph : Object.create(glyph, { codePoints: { value: characters } });
  };
}

/**
 * pdfkit's embedded font as the text of a PDF depends on it, which its types leave out: `doc._font`, the EmbeddedFont
 * the last `doc.font()` set, whose `encode` puts each glyph in the font's subset (`subset.includeGlyph`, fontkit's
 * TTFSubset, and `subset.glyphs`, the original glyph of each subset entry) and records the entry's advance (`widths`)
 * and characters (`unicode`, the PDF's ToUnicode map), and `layout`, `scale`. pdfkit is pinned exactly (package.json),
 * and `__tests__/arabic-brochure.test.ts` reads the text of real documents back (UPGRADING.md).
 */
interface PdfKitEmbeddedFont {
  layout(text: string, features?: unknown): { glyphs: PdfKitGlyph[]; positions: unknown[] };
  encode(text: string, features?: unknown): [string[], unknown[]];
  subset: { includeGlyph(id: number): number; glyphs: number[] };
  widths: number[];
  unicode: number[][];
  scale: number;
}
interface PdfKitGlyph {
  id: number;
  codePoints: number[];
  advanceWidth: number;
}

function embeddedFont(doc: PDFKit.PDFDocument): PdfKitEmbeddedFont {
  const font = (doc as unknown as { _font?: Partial<PdfKitEmbeddedFont> })._font;
  if (
    typeof font?.encode !== "function" ||
    typeof font.layout !== "function" ||
    !Array.isArray(font.subset?.glyphs) ||
    !Array.isArray(font.widths) ||
    !Array.isArray(font.unicode)
  )
    throw new Error(
      "pdfkit: a document's current font (doc._font) no longer has `encode`, `layout`, `subset.glyphs`, `widths` " +
        "and `unicode`; check pdfkit's EmbeddedFont (js/pdfkit.js, class EmbeddedFont) and gatsby/upstream/UPGRADING.md",
    );
  return font as PdfKitEmbeddedFont;
}

/**
 * Makes the document's current font keep one subset entry per glyph and the characters it is drawn for, so that the
 * PDF's text (copied, searched, read aloud) has the letters that were set. pdfkit keeps one per glyph: the first
 * characters a glyph is drawn for are its text everywhere. Noto Sans Arabic draws ب, ت, ث, ن and ي on one dotless
 * skeleton with the dots as marks of their own, so every one of them read as the letter the skeleton was first used
 * for. An entry after the first is a copy of the glyph, a few bytes in the subset. The font's glyphs must carry their
 * own characters (glyphsKeepTheirLetters).
 */
export function textPerGlyphUse(doc: PDFKit.PDFDocument): void {
  const font = embeddedFont(doc);
  const entries = new Map<string, number>();
  font.encode = (text, features) => {
    const { glyphs, positions } = font.layout(text, features);
    const encoded = glyphs.map((glyph) => {
      const key = `${glyph.id} ${glyph.codePoints.join(" ")}`;
      let entry = entries.get(key);
      if (entry === undefined) {
        const copy = font.subset.glyphs.includes(glyph.id);
        entry = copy ? font.subset.glyphs.push(glyph.id) - 1 : font.subset.includeGlyph(glyph.id);
        entries.set(key, entry);
        font.widths[entry] = glyph.advanceWidth * font.scale;
        font.unicode[entry] = glyph.codePoints;
      }
      return `0000${entry.toString(16)}`.slice(-4);
    });
    return [encoded, positions];
  };
}
