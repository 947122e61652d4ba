import { inflateSync } from "node:zlib";

/**
 * The text of a PDF written by pdfkit with its built-in fonts, one string per text line: inflates
 * every FlateDecode stream and decodes the hex strings of its TJ operators. Enough to prove the text
 * is extractable (what a reader's copy and search do); not a general PDF parser.
 */
export function extractPdfText(pdf: Buffer): string[] {
  const lines: string[] = [];
  const raw = pdf.toString("latin1");
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString("latin1");
    } catch {
      continue; // not a Flate stream (fonts, images)
    }
    for (const operation of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ/g)) {
      const text = [...(operation[1] ?? "").matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex = ""]) => Buffer.from(hex, "hex").toString("latin1"))
        .join("");
      lines.push(text);
    }
  }
  return lines;
}
