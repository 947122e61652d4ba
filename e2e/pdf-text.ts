import { inflateSync } from "node:zlib";

/** A run of text as a PDF written by pdfkit draws it, where it starts (points from the page's top-left corner). */
export interface PdfTextRun {
  text: string;
  x: number;
  y: number;
}

/**
 * The text of each page of a PDF written by pdfkit, run by run (a run is one TJ operator: a line, or part of one):
 * inflates every FlateDecode stream that draws text (pdfkit writes one per page, in page order) and decodes its hex
 * strings, through the font's ToUnicode map for an embedded font (two bytes a glyph) or as Latin-1 for a built-in
 * one. Enough to prove the text is extractable (what a reader's copy and search do); not a general PDF parser.
 */
export function extractPdfPages(pdf: Buffer): PdfTextRun[][] {
  const raw = pdf.toString("latin1");
  const fonts = fontMaps(pdf, raw);
  const pages: PdfTextRun[][] = [];
  for (const content of streams(pdf, raw)) {
    if (!/\bBT\b/.test(content)) continue;
    // pdfkit draws from the top: each page starts by flipping the y axis over the page's height.
    const height = Number(/1 0 0 -1 0 ([\d.]+) cm/.exec(content)?.[1] ?? 0);
    const runs: PdfTextRun[] = [];
    let font: Map<number, string> | null = null;
    let x = 0;
    let y = 0;
    const operators = /\/(\w+) [\d.]+ Tf|1 0 0 1 ([-\d.]+) ([-\d.]+) Tm|\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g;
    for (const match of content.matchAll(operators)) {
      if (match[1] !== undefined) font = fonts.get(match[1]) ?? null;
      else if (match[2] !== undefined) [x, y] = [Number(match[2]), height - Number(match[3])];
      else {
        const text = [...(match[4] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)]
          .map(([, hex = ""]) => decode(hex, font))
          .join("");
        runs.push({ text, x, y });
      }
    }
    pages.push(runs);
  }
  return pages;
}

/** The text of a PDF written by pdfkit, one string per run of text (see extractPdfPages). */
export function extractPdfText(pdf: Buffer): string[] {
  return extractPdfPages(pdf).flatMap((page) => page.map((run) => run.text));
}

/** The URLs of a PDF's link annotations (/URI entries), in the order they are written. */
export function extractPdfLinks(pdf: Buffer): string[] {
  return [...pdf.toString("latin1").matchAll(/\/URI \(((?:\\.|[^\\)])*)\)/g)].map(([, url = ""]) =>
    url.replace(/\\(.)/g, "$1"),
  );
}

function decode(hex: string, font: Map<number, string> | null): string {
  if (!font) return Buffer.from(hex, "hex").toString("latin1");
  let text = "";
  for (let index = 0; index + 4 <= hex.length; index += 4)
    text += font.get(parseInt(hex.slice(index, index + 4), 16)) ?? "";
  return text;
}

/** The inflated content of every Flate stream of the file (fonts and pictures that are not Flate are skipped). */
function* streams(pdf: Buffer, raw: string): Generator<string> {
  const starts = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = starts.exec(raw))) {
    const start = match.index + match[0].length;
    try {
      yield inflateSync(pdf.subarray(start, raw.indexOf("endstream", start))).toString("latin1");
    } catch {
      continue;
    }
  }
}

/** Font resource name ("F2") → its ToUnicode map (glyph code → text), for every embedded font of the file. */
function fontMaps(pdf: Buffer, raw: string): Map<string, Map<number, string>> {
  const objects = new Map<string, { body: string; start: number }>();
  for (const match of raw.matchAll(/(\d+) 0 obj/g)) {
    const start = (match.index ?? 0) + match[0].length;
    objects.set(match[1] ?? "", { body: raw.slice(start, raw.indexOf("endobj", start)), start });
  }
  const maps = new Map<string, Map<number, string>>();
  for (const [, name, id] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    if (!name || maps.has(name)) continue;
    const unicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id ?? "")?.body ?? "")?.[1];
    const cmap = objects.get(unicode ?? "");
    if (!cmap) continue;
    const streamStart = /stream\r?\n/.exec(cmap.body);
    if (!streamStart) continue;
    const start = cmap.start + streamStart.index + streamStart[0].length;
    maps.set(name, toUnicode(inflateSync(pdf.subarray(start, raw.indexOf("endstream", start))).toString("latin1")));
  }
  return maps;
}

/** A ToUnicode CMap's bfrange and bfchar entries as glyph code → text. */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  // pdfkit writes a glyph of several characters (a ligature: "fl") as <0066 006c>.
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ""), "hex").swap16().toString("utf16le");
  for (const [, section = ""] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from = "", to = "", target = ""] of section.matchAll(/<(\w+)>\s*<(\w+)>\s*(\[[^\]]*\]|<\w+>)/g)) {
      const first = parseInt(from, 16);
      const last = parseInt(to, 16);
      if (target.startsWith("[")) {
        [...target.matchAll(/<([\w\s]*)>/g)].forEach(([, hex = ""], offset) => map.set(first + offset, utf16(hex)));
      } else {
        const base = parseInt(target.slice(1, -1), 16);
        for (let code = first; code <= last; code++) map.set(code, String.fromCodePoint(base + code - first));
      }
    }
  }
  for (const [, section = ""] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = "", hex = ""] of section.matchAll(/<(\w+)>\s*<([\w\s]*)>/g))
      map.set(parseInt(code, 16), utf16(hex));
  }
  return map;
}
