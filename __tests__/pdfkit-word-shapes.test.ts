/** @jest-environment node */
import PDFDocument from "pdfkit";
import { pdfFonts } from "../gatsby/pdf/pdf-assets";
import { pdfkitFontCaches, shareWordShapes } from "../gatsby/upstream/pdfkit-word-shapes";

/** A document with the body face set, as the brochure writer makes them. */
function bodyDocument(options: PDFKit.PDFDocumentOptions = {}) {
  const doc = new PDFDocument({ ...options, font: null as unknown as string });
  doc.registerFont("body", pdfFonts().body as unknown as PDFKit.Mixins.PDFFontSource);
  return doc.font("body");
}

describe("pdfkitFontCaches (pdfkit's document font, not in its types)", () => {
  it("is the installed pdfkit's font of a document: the parsed font given, and the cache its words are laid out in", () => {
    const doc = bodyDocument();
    const caches = pdfkitFontCaches(doc);
    expect(caches.font).toBe(pdfFonts().body);
    doc.text("Munnar tea estates ₹12,000");
    expect(Object.keys(caches.layoutCache)).toEqual(expect.arrayContaining(["Munnar ", "₹12,000"]));
  });

  it("stops naming pdfkit when a document keeps no cache of word shapes", () => {
    expect(() => pdfkitFontCaches(bodyDocument({ fontLayoutCache: false } as PDFKit.PDFDocumentOptions))).toThrow(
      /^pdfkit: a document's current font \(doc\._font\) no longer has `font` and `layoutCache`/,
    );
  });
});

describe("shareWordShapes", () => {
  /** A document's cache of word shapes once it has set a line, shared with the others or not. */
  function wordShapesOf(share: boolean) {
    const doc = bodyDocument();
    if (share) shareWordShapes(doc);
    doc.text("Munnar tea estates ₹12,000");
    return pdfkitFontCaches(doc).layoutCache;
  }

  it("gives every document one cache of word shapes", () => {
    const first = wordShapesOf(true);
    expect(Object.keys(first)).toEqual(expect.arrayContaining(["Munnar ", "₹12,000"]));
    expect(wordShapesOf(true)).toBe(first);
    expect(wordShapesOf(false)).not.toBe(first);
  });
});
