/** @jest-environment node */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PDFDocument from "pdfkit";
import { pdfFonts, printedPicture, shareWordShapes } from "../gatsby/pdf/pdf-assets";

describe("printedPicture", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "pdf-assets-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("cuts a picture once however many destinations share it, and each size and picture apart", async () => {
    const banner = path.resolve("server/seed/images/destinations/goa.jpg");
    const copy = path.join(dir, "goa-copy.jpg");
    copyFileSync(banner, copy);
    const cut = await printedPicture(banner, 495, 200);
    expect(cut).not.toBeNull();
    // The same picture under another path is the same cut; another size or picture is cut apart.
    expect(await printedPicture(copy, 495, 200)).toBe(cut);
    expect(await printedPicture(copy, 495, 170)).not.toBe(cut);
    expect(await printedPicture(path.resolve("server/seed/images/destinations/ooty.jpg"), 495, 200)).not.toBe(cut);
  });

  it("answers null for a missing file or one that is not a picture", async () => {
    const text = path.join(dir, "notes.jpg");
    copyFileSync(path.resolve("package.json"), text);
    expect(await printedPicture(path.join(dir, "missing.jpg"), 495, 200)).toBeNull();
    expect(await printedPicture(text, 495, 200)).toBeNull();
  });
});

describe("shareWordShapes", () => {
  /** A document with the body face set, as the brochure writer makes them, and pdfkit's cache of its word shapes. */
  function document(share: boolean) {
    const doc = new PDFDocument({ font: null as unknown as string });
    doc.registerFont("body", pdfFonts().body as unknown as PDFKit.Mixins.PDFFontSource);
    doc.font("body");
    if (share) shareWordShapes(doc);
    doc.text("Munnar tea estates ₹12,000");
    return (doc as unknown as { _font?: { layoutCache?: Record<string, unknown> } })._font?.layoutCache;
  }

  it("gives every document one cache of word shapes (pdfkit's internals it relies on are still there)", () => {
    const first = document(true);
    const second = document(true);
    // If pdfkit renames its font's fields, shareWordShapes silently does nothing: this fails instead.
    expect(first).toBeDefined();
    expect(Object.keys(first ?? {})).toEqual(expect.arrayContaining(["Munnar ", "₹12,000"]));
    expect(second).toBe(first);
    expect(document(false)).not.toBe(first);
  });
});
