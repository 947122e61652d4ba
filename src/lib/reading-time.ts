const WORDS_PER_MINUTE = 200;
const WITHOUT_CONTENT_MINUTES = 2;

/** Minutes to read a text: words / 200, rounded up; 2 when there is no content. */
export function readingTimeMinutes(content: string | null | undefined): number {
  const words = (content ?? "").trim().split(/\s+/).filter(Boolean).length;
  return words === 0 ? WITHOUT_CONTENT_MINUTES : Math.ceil(words / WORDS_PER_MINUTE);
}
