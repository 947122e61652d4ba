// bidi-js (the Unicode Bidirectional Algorithm) ships no types of its own: the little the right-to-left PDFs use of it.
declare module "bidi-js" {
  export interface EmbeddingLevels {
    /** Each UTF-16 unit's level: odd is right to left. */
    levels: Uint8Array;
    paragraphs: { start: number; end: number; level: number }[];
  }
  export interface Bidi {
    getEmbeddingLevels(text: string, direction?: "ltr" | "rtl"): EmbeddingLevels;
    /** The ranges (inclusive) to reverse, in order, to turn `start`…`end` (inclusive) into visual order. */
    getReorderSegments(text: string, levels: EmbeddingLevels, start?: number, end?: number): [number, number][];
    /** The characters drawn as their mirror image right to left ("(" as ")"), by index; `levels` is the result's. */
    getMirroredCharactersMap(text: string, levels: Uint8Array, start?: number, end?: number): Map<number, string>;
  }
  export default function bidiFactory(): Bidi;
}
