import bidiFactory, { type EmbeddingLevels } from "bidi-js";
import type { Span } from "../../src/lib/markdown-blocks";
import type { PdfFonts } from "./pdf-assets";

/*
 * Text set right to left (the Arabic brochure). pdfkit lays a line out left to right, word after word in the order
 * they are written; fontkit, shaping a word in an Arabic face, joins its letters and returns its glyphs right to left.
 * So this module does the rest: the Unicode Bidirectional Algorithm (bidi-js) gives each character its direction,
 * lines are broken in the order the text is read, and each line is drawn as pieces in visual order from its left
 * end: an Arabic piece is one word handed to fontkit as written, a left-to-right piece (a Latin name, "₹24,500", a
 * URL) as it reads. Characters are UTF-16 units: the faces have no characters beyond them (canDrawIn drops those).
 */

const bidi = bidiFactory();

/** The document's names of the faces beside the language's own ("body", "bold"): the English ones (pdf-assets.ts). */
export const LATIN_FACE = { body: "latin-body", bold: "latin-bold" } as const;

/**
 * The line box, in ems above and below the baseline. Noto Sans Arabic's own metrics (1.37 and 0.74 em) make room for
 * stacked vowel marks that travel text does not have: its letters reach 0.83 em up and 0.39 em down, and a mark on
 * top of them 1.29 em.
 */
const LINE_EM = { ascent: 1.1, descent: 0.5 };

/** Below the baseline a link's underline is drawn, in ems (pdfkit's is below the face's whole descent). */
const UNDERLINE_EM = 0.15;

/** What fontkit shapes right to left, returning the glyphs in visual order: text with an Arabic letter in it. */
const SHAPED_RIGHT_TO_LEFT = /\p{Script=Arabic}/u;

type Direction = "rtl" | "ltr";

/** A piece of a line as drawn: its text as pdfkit is given it, its face, its width and the span it belongs to. */
interface Piece {
  text: string;
  face: string;
  span: Span;
  width: number;
}

/** A line of text: its pieces from left to right and its width. */
export interface RightToLeftLine {
  pieces: Piece[];
  width: number;
}

export interface RightToLeftBox {
  x: number;
  y: number;
  width: number;
  size: number;
  lineGap: number;
  /** Where a line shorter than the box sits: at its right end, the start of a right-to-left line, by default. */
  align?: "right" | "left" | "center";
  colour: (span: Span) => string;
  /** Draw a linked span underlined (text); header and footer links are not. */
  underlineLinks?: boolean;
  /**
   * The text's own direction, right to left by default. Left to right for a value on its own, a phone number: right
   * to left, its groups of digits would go right to left.
   */
  direction?: Direction;
}

/** Sets spans right to left in a document whose text faces are a right-to-left language's (pdf-assets.ts). */
export class RightToLeftText {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly fonts: PdfFonts,
  ) {}

  /** The height of a line of type `size`, without the gap between lines. */
  lineHeight(size: number): number {
    return (LINE_EM.ascent + LINE_EM.descent) * size;
  }

  /** How far below a line's top its baseline is, for type `size`. */
  ascent(size: number): number {
    return LINE_EM.ascent * size;
  }

  /** The width of one line of spans (no wrapping). */
  width(spans: readonly Span[], size: number, direction: Direction = "rtl"): number {
    const text = spans.map((span) => span.text).join("");
    const levels = bidi.getEmbeddingLevels(text, direction);
    return sumOf(this.piecesOf(text, levels, spanAt(spans), size, 0, text.length));
  }

  /** The height the spans take in a box `width` wide. */
  height(spans: readonly Span[], size: number, width: number, lineGap: number): number {
    return this.lines(spans, size, width).length * (this.lineHeight(size) + lineGap);
  }

  /** Draws the spans in the box, line by line from its top; leaves the document's `y` below the last line. */
  draw(spans: readonly Span[], box: RightToLeftBox): void {
    const { doc } = this;
    const { x, width, size, lineGap, align = "right" } = box;
    let top = box.y;
    for (const line of this.lines(spans, size, width, box.direction)) {
      let left = align === "right" ? x + width - line.width : align === "left" ? x : x + (width - line.width) / 2;
      const baseline = top + this.ascent(size);
      for (const piece of line.pieces) {
        const colour = box.colour(piece.span);
        // From the baseline: the faces of a line have ascents of their own, their letters share the baseline.
        doc
          .font(piece.face)
          .fontSize(size)
          .fillColor(colour)
          .text(piece.text, left, baseline, { lineBreak: false, baseline: "alphabetic" });
        if (piece.span.link) {
          doc.link(left, top, piece.width, this.lineHeight(size), piece.span.link);
          if (box.underlineLinks) {
            const underline = baseline + UNDERLINE_EM * size;
            doc
              .save()
              .moveTo(left, underline)
              .lineTo(left + piece.width, underline)
              .lineWidth(size < 10 ? 0.5 : Math.floor(size / 10))
              .strokeColor(colour)
              .stroke()
              .restore();
          }
        }
        left += piece.width;
      }
      top += this.lineHeight(size) + lineGap;
    }
    doc.x = x;
    doc.y = top;
  }

  /**
   * The spans broken into lines at spaces, in the order they are read, each line no wider than `width` (a word
   * wider than a line, a long address, is broken between characters), each as its pieces in visual order.
   */
  lines(spans: readonly Span[], size: number, width: number, direction: Direction = "rtl"): RightToLeftLine[] {
    const text = spans.map((span) => span.text).join("");
    const spansOf = spanAt(spans);
    const levels = bidi.getEmbeddingLevels(text, direction);
    const widthOf = (start: number, end: number) => sumOf(this.piecesOf(text, levels, spansOf, size, start, end));
    const breaks: { start: number; end: number }[] = [];
    for (const word of words(text, width, widthOf)) {
      const line = breaks.at(-1);
      if (line && widthOf(line.start, word.end) <= width) line.end = word.end;
      else breaks.push({ ...word });
    }
    return breaks.map(({ start, end }) => {
      const pieces = this.piecesOf(text, levels, spansOf, size, start, end);
      return { pieces, width: sumOf(pieces) };
    });
  }

  /** The pieces of text[start, end) as one line, left to right. */
  private piecesOf(
    text: string,
    levels: EmbeddingLevels,
    spansOf: readonly Span[],
    size: number,
    start: number,
    end: number,
  ): Piece[] {
    const visual = Array.from({ length: end - start }, (_, index) => start + index);
    for (const [from, to] of bidi.getReorderSegments(text, levels, start, end - 1)) {
      visual.splice(from - start, to - from + 1, ...visual.slice(from - start, to - start + 1).reverse());
    }
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);
    return this.visualPieces(text, visual, levels.levels, mirrored, spansOf, size);
  }

  /**
   * Characters (by index, left to right) grouped into pieces: a run of one direction, face and span. Right to left,
   * each word is a piece of its own, its characters given to fontkit in the order written (it turns an Arabic one
   * around); a run without an Arabic letter (a colon, a bracket) fontkit sets left to right, so it is given as seen.
   */
  private visualPieces(
    text: string,
    indices: readonly number[],
    levels: Uint8Array,
    mirrored: ReadonlyMap<number, string>,
    spansOf: readonly Span[],
    size: number,
  ): Piece[] {
    const groups: { characters: string[]; face: string; span: Span; rightToLeft: boolean }[] = [];
    for (const index of indices) {
      const span = spansOf[index]!;
      const rightToLeft = (levels[index]! & 1) === 1;
      const character = mirrored.get(index) ?? text[index]!;
      const face = this.faceOf(character, span.bold, rightToLeft);
      const last = groups.at(-1);
      const apart = rightToLeft && (character === " " || last?.characters.at(-1) === " ");
      if (last && !apart && last.face === face && last.span === span && last.rightToLeft === rightToLeft)
        last.characters.push(character);
      else groups.push({ characters: [character], face, span, rightToLeft });
    }
    return groups.map(({ characters, face, span, rightToLeft }) => {
      const seen = characters.join("");
      const text = rightToLeft && SHAPED_RIGHT_TO_LEFT.test(seen) ? [...characters].reverse().join("") : seen;
      return { text, face, span, width: this.doc.font(face).fontSize(size).widthOfString(text) };
    });
  }

  /**
   * The face a character is set in: right to left the language's own, left to right the Latin one (so a name or a
   * price is in one face, as in the English brochure), each falling back to the other for a character it lacks.
   */
  private faceOf(character: string, bold: boolean, rightToLeft: boolean): string {
    const own = bold ? "bold" : "body";
    const { latin } = this.fonts;
    if (!latin) return own;
    const codePoint = character.codePointAt(0) ?? 0;
    const [first, firstFont, second] = rightToLeft
      ? [own, this.fonts[own], LATIN_FACE[own]]
      : [LATIN_FACE[own], latin[own], own];
    return firstFont.hasGlyphForCodePoint(codePoint) ? first : second;
  }
}

const sumOf = (pieces: readonly Piece[]) => pieces.reduce((sum, piece) => sum + piece.width, 0);

/** The span of each character of the spans' text, by index. */
function spanAt(spans: readonly Span[]): Span[] {
  return spans.flatMap((span) => Array.from({ length: span.text.length }, () => span));
}

/** The words of a text (between spaces) as index ranges; a word wider than `width` cut into pieces that fit. */
function words(
  text: string,
  width: number,
  widthOf: (start: number, end: number) => number,
): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (const match of text.matchAll(/[^ ]+/g)) {
    let start = match.index;
    const end = start + match[0].length;
    while (widthOf(start, end) > width && end - start > 1) {
      let cut = start + 1;
      while (cut + 1 < end && widthOf(start, cut + 1) <= width) cut++;
      found.push({ start, end: cut });
      start = cut;
    }
    found.push({ start, end });
  }
  return found;
}
