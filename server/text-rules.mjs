/**
 * What any text an enquiry sends may hold, whichever field it is in: the five fields (contacts.mjs) and the trip's
 * city (trip-details.mjs). Keep these rules and messages the same as src/lib/text-rules.ts
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

/** @param {string} text */
export const withoutInvisible = (text) => text.replace(INVISIBLE, (match, shaper) => (shaper ? match : ""));

/**
 * The message for one trimmed text, or undefined when it is fine. Lengths count code points, not UTF-16 units.
 * @param {{ label: string, required: boolean, max: number, multiline?: boolean }} rule @param {string} value
 */
export function textProblem({ label, required, max, multiline = false }, value) {
  if (value === "") return required ? `${label} is required` : undefined;
  if ([...value].length > max) return `${label} must be at most ${max} characters`;
  if ((multiline ? MULTILINE_CONTROL : CONTROL).test(value) || BIDI.test(value) || withoutInvisible(value) !== value) {
    return multiline
      ? `${label} cannot contain hidden control characters`
      : `${label} cannot contain line breaks or hidden control characters`;
  }
  return undefined;
}
