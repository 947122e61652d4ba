/** A run of text, bold or not (`**bold**` is the only inline markup the PDFs support), a link when it has a URL. */
export interface Span {
  text: string;
  bold: boolean;
  link?: string;
}

export type Block =
  | { kind: "heading"; level: 1 | 2 | 3; text: string }
  | { kind: "paragraph"; spans: Span[] }
  | { kind: "list"; items: Span[][] };

/** "Carry **cash** too" → [{Carry }, {cash, bold}, { too}] */
export function parseSpans(text: string): Span[] {
  return text
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) =>
      /^\*\*[^*]+\*\*$/.test(part) ? { text: part.slice(2, -2), bold: true } : { text: part, bold: false },
    );
}

/**
 * The small Markdown subset the tip PDFs are written in: `#`, `##`, `###` headings, paragraphs
 * (consecutive lines joined) and `-` bullet lists. Blank lines separate blocks.
 */
export function parseMarkdownBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", spans: parseSpans(paragraph.join(" ")) });
    paragraph = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.+)$/.exec(line);
    const bullet = /^[-*]\s+(.+)$/.exec(line)?.[1];
    if (!line) {
      flush();
    } else if (heading?.[1] && heading[2]) {
      flush();
      blocks.push({ kind: "heading", level: heading[1].length as 1 | 2 | 3, text: heading[2] });
    } else if (bullet) {
      flush();
      const previous = blocks[blocks.length - 1];
      const item = parseSpans(bullet);
      if (previous?.kind === "list") previous.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    } else {
      const previous = blocks[blocks.length - 1];
      // An indented line right after a bullet continues that bullet.
      const item = previous?.kind === "list" ? previous.items[previous.items.length - 1] : undefined;
      if (paragraph.length === 0 && item && /^\s+/.test(raw)) {
        item.push(...parseSpans(` ${line}`));
      } else {
        paragraph.push(line);
      }
    }
  }
  flush();
  return blocks;
}

/** Whether the PDFs' font has a glyph for a character (gatsby/pdf/pdf-assets.ts asks the embedded font). */
export type CanDraw = (character: string) => boolean;

/** Lines holding characters the PDF font cannot draw (e.g. emoji): "line 4: 🙂". */
export function undrawableCharacters(source: string, canDraw: CanDraw): string[] {
  return source.split(/\r?\n/).flatMap((line, index) => {
    const bad = [...new Set([...line].filter((char) => char !== "\t" && !canDraw(char)))];
    return bad.length > 0 ? [`line ${index + 1}: ${bad.join(" ")}`] : [];
  });
}
