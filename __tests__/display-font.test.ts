/** @jest-environment node */
import { readFileSync } from "node:fs";
import * as fontkit from "fontkit";

/** The heading face as @fontsource ships it, and the unhinted copy the site serves (scripts/unhint-font.sh). */
const SHIPPED = "node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2";
const SERVED = "src/styles/fonts/dm-serif-display-latin-400-normal-unhinted.woff2";
/** What this test reads of a font (gatsby/pdf/fontkit.d.ts declares only what the PDFs use). */
interface FontFile {
  characterSet: number[];
  numGlyphs: number;
  glyphForCodePoint(codePoint: number): { advanceWidth: number; path: { toSVG(): string } };
  layout(text: string): { positions: { xAdvance: number }[] };
  directory: { tables: Record<string, unknown> };
}
const open = (file: string) => fontkit.create(readFileSync(file)) as unknown as FontFile;

describe("the display font the site serves", () => {
  const shipped = open(SHIPPED);
  const served = open(SERVED);

  it("has every character and glyph of @fontsource's file, with the same shapes and advances", () => {
    expect(served.characterSet).toEqual(shipped.characterSet);
    expect(served.numGlyphs).toBe(shipped.numGlyphs);
    for (const codePoint of shipped.characterSet) {
      const [before, after] = [shipped.glyphForCodePoint(codePoint), served.glyphForCodePoint(codePoint)];
      expect(after.advanceWidth).toBe(before.advanceWidth);
      expect(after.path.toSVG()).toBe(before.path.toSVG());
    }
  });

  it("keeps kerning and ligatures, drops only the hinting, and is smaller", () => {
    const tables = (font: FontFile) => Object.keys(font.directory.tables);
    expect(tables(served)).toEqual(expect.arrayContaining(["GPOS", "GSUB", "GDEF"]));
    expect(tables(served)).not.toEqual(expect.arrayContaining(["fpgm"]));
    expect(
      tables(served)
        .filter((table) => !["fpgm", "prep", "cvt "].includes(table))
        .sort(),
    ).toEqual(
      tables(shipped)
        .filter((table) => !["fpgm", "prep", "cvt "].includes(table))
        .sort(),
    );
    const kerned = (font: FontFile) => font.layout("AVATAR To Wayanad").positions.map((p) => p.xAdvance);
    expect(kerned(served)).toEqual(kerned(shipped));
    expect(readFileSync(SERVED).length).toBeLessThan(readFileSync(SHIPPED).length * 0.75);
  });
});
