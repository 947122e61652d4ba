/** @jest-environment node */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as fontkit from "fontkit";
import { trueTypeSource, TrueTypeSubset } from "../gatsby/pdf/font-subset";
import { PDF_ASSET_FILES, printedPicture, sfnt } from "../gatsby/pdf/pdf-assets";

/** fontkit's own subset, as pdfkit would make it: what TrueTypeSubset must write byte for byte. */
interface FontkitSubset {
  includeGlyph(glyph: number): number;
  encode(): Uint8Array;
}
type ParsedFont = fontkit.Font & {
  numGlyphs: number;
  createSubset(): FontkitSubset;
  layout(text: string): { glyphs: { id: number }[] };
};

describe("TrueTypeSubset", () => {
  it.each(Object.entries({ body: PDF_ASSET_FILES.body, bold: PDF_ASSET_FILES.bold, display: PDF_ASSET_FILES.display }))(
    "writes the %s face's subsets as fontkit does, composite glyphs and their components included",
    (_, file) => {
      const bytes = sfnt(readFileSync(path.resolve(file)));
      const font = fontkit.create(bytes) as ParsedFont;
      const source = trueTypeSource(bytes);
      expect(source).not.toBeNull();
      if (!source) return;
      const texts = [
        "Dubai Itinerary ₹64,500 per person · Issued Nov 24, 2026",
        "Café Côte d’Azur — “Ñandú” Ærø Œuvre Š ž à é î õ ü ÿ",
        "0123456789 !?&@#%*()[]{}<>/\\|+-=_~^`'\" • … – ‘’ “”",
      ];
      let composites = 0;
      for (const text of texts) {
        const theirs = font.createSubset();
        const ours = new TrueTypeSubset(source);
        const ids = [...font.layout(text).glyphs.map((glyph) => glyph.id), 3, font.numGlyphs - 1];
        for (const id of ids) expect(ours.includeGlyph(id)).toBe(theirs.includeGlyph(id));
        composites += ids.filter((id) => source.glyph(id).components.length > 0).length;
        expect(Buffer.from(ours.encode()).equals(Buffer.from(theirs.encode()))).toBe(true);
      }
      expect(composites).toBeGreaterThan(0); // accented letters are built from components in these fonts
    },
  );
});

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
