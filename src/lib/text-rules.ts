/**
 * What any text a visitor sends us may hold, whichever field it is in: the enquiry's five fields (enquiry.ts) and
 * the trip's city (trip-details.ts). The same rules and messages as server/text-rules.mjs
 * (__tests__/enquiry-rules-parity.test.ts compares them).
 */

// C0 and C1 controls and DEL; a multi-line text (the message) may keep newline and tab.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const MULTILINE_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
// Embeddings, overrides and isolates can make text read differently from what is stored.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;
// Invisible format characters: zero-width space, word joiner and invisible operators, BOM, soft hyphen, bidi marks.
// A joiner (U+200C, U+200D) is kept right after a caseless letter, a mark or an emoji, where it shapes the text
// (Malayalam chillu ന്‍, Devanagari half forms, Persian می‌, emoji 👩‍💻); anywhere else it only hides.
const INVISIBLE =
  /([\p{Lo}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}])?[\u200c\u200d]|[\u00ad\u061c\u200b\u200e\u200f\u2060-\u2064\ufeff]/gu;

export const withoutInvisible = (text: string): string =>
  text.replace(INVISIBLE, (match, shaper?: string) => (shaper ? match : ""));

export interface TextRule {
  label: string;
  required: boolean;
  /** Characters (code points, not UTF-16 units). */
  max: number;
  /** A message: newline and tab allowed. */
  multiline?: boolean;
}

/** The message for one trimmed text, or undefined when it is fine. */
export function textProblem({ label, required, max, multiline = false }: TextRule, value: string): string | undefined {
  if (value === "") return required ? `${label} is required` : undefined;
  if ([...value].length > max) return `${label} must be at most ${max} characters`;
  if ((multiline ? MULTILINE_CONTROL : CONTROL).test(value) || BIDI.test(value) || withoutInvisible(value) !== value) {
    return multiline
      ? `${label} cannot contain hidden control characters`
      : `${label} cannot contain line breaks or hidden control characters`;
  }
  return undefined;
}
