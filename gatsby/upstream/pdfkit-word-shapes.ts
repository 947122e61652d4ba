/**
 * pdfkit's font of a document, which its types leave out: `doc._font`, the EmbeddedFont the last `doc.font()` set,
 * holding the parsed font and the document's cache of word shapes. pdfkit is pinned exactly (package.json), and
 * `__tests__/pdfkit-word-shapes.test.ts` lays out real documents to prove the shape still holds (UPGRADING.md).
 */
export interface PdfKitFontCaches {
  /** The parsed (fontkit) font: the same object in every document given the same parsed font. */
  font: object;
  /** The shapes of the words laid out in this font, by word. */
  layoutCache: Record<string, unknown>;
}

/** The current font's caches of a document; stops with what to check if pdfkit no longer keeps them so. */
export function pdfkitFontCaches(doc: PDFKit.PDFDocument): PdfKitFontCaches {
  const current = (doc as unknown as { _font?: Partial<PdfKitFontCaches> })._font;
  if (typeof current?.font !== "object" || current.font === null || typeof current.layoutCache !== "object")
    throw new Error(
      "pdfkit: a document's current font (doc._font) no longer has `font` and `layoutCache`; check pdfkit's " +
        "EmbeddedFont (js/pdfkit.js, class EmbeddedFont) and gatsby/upstream/UPGRADING.md",
    );
  return current as PdfKitFontCaches;
}

const wordShapes = new Map<object, Record<string, unknown>>();

/**
 * Makes the document's current font share the shapes of its words with every document of the build: pdfkit keeps
 * them per document, and shaping a word (fontkit's layout, then scaled) was most of the time a PDF took to lay out.
 * A shape is the same in every document (in thousandths of the type size) and pdfkit 0.20 only reads it (a line's
 * glyphs and positions are new arrays; a position it changes it copies first). pdfkit's version is part of the
 * layout fingerprint, and __tests__/itinerary-pdf.test.ts lays out many documents in one process.
 */
export function shareWordShapes(doc: PDFKit.PDFDocument): void {
  const current = pdfkitFontCaches(doc);
  const shared = wordShapes.get(current.font);
  if (shared) current.layoutCache = shared;
  else wordShapes.set(current.font, current.layoutCache);
}
