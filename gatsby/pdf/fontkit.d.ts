// fontkit comes with pdfkit (its font engine) and has no types of its own: the little the PDFs use of it.
declare module "fontkit" {
  export interface Glyph {
    id: number;
    codePoints: number[];
  }
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
    getGlyph(id: number, characters?: number[]): Glyph;
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
