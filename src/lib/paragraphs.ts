/** A post's text as paragraphs: split on blank lines, each trimmed, empty ones dropped. */
export function splitParagraphs(content: string | null | undefined): string[] {
  return (content ?? "")
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
