/**
 * What any text a person or a record may hold, by Unicode category rather than by a list of code points: the
 * enquiry's five fields (enquiry-rules.ts), the trip's city (trip-details.ts) and the backend records' names and
 * titles (plugins/gatsby-source-agency-api). The reference API runs this same module (server/site-rules.mjs).
 */

/**
 * Characters that show nothing, or something other than what is stored: controls (Cc), format characters (Cf:
 * zero-width characters, bidi marks and overrides, BOM, soft hyphen, tags), private-use (Co), unassigned (Cn) and
 * lone surrogate (Cs) code points, the line and paragraph separators (Zl, Zp), and the letters that render blank:
 * the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0) and the blank Braille pattern (U+2800).
 *
 * Two kinds of format character shape visible text and are kept: a joiner (U+200C, U+200D) right after a caseless
 * letter, a mark or an emoji (Malayalam chillu ന്‍, Devanagari half forms, Persian می‌, emoji 👩‍💻), and the tag
 * characters of an emoji flag sequence (🏴 followed by tags and U+E007F, the flags of Scotland, England, Wales).
 */
const HIDDEN =
  /([\p{Lo}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}][\u200c\u200d]|\u{1f3f4}[\u{e0020}-\u{e007e}]+\u{e007f})|[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0\u2800]/gu;
// The blank letters; the Hangul ones are caseless letters, so one may also stand before a joiner.
const FILLER = /^[\u115f\u1160\u3164\uffa0\u2800]/u;
// Embeddings, overrides and isolates reorder the text around them: refused even in a message, never dropped.
const REORDERING = /[\u202a-\u202e\u2066-\u2069]/u;
// What a message may hold that a one-line text may not: newline and tab.
const MESSAGE_LAYOUT = /[\n\t]/u;
// What a message may lose without changing what a reader sees: format characters and blank fillers.
const DROPPABLE = /[\p{Cf}\u115f\u1160\u3164\uffa0\u2800]/u;

/** `U+202E`: how a message names a code point. */
const codePointName = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** Each hidden character in the text, in order (a multi-line text's newlines and tabs are not). */
function hiddenCharacters(text: string, multiline: boolean): string[] {
  const found: string[] = [];
  for (const [match, shaping] of text.matchAll(HIDDEN)) {
    if (shaping) {
      if (FILLER.test(shaping)) found.push(shaping.charAt(0));
    } else if (!(multiline && MESSAGE_LAYOUT.test(match))) found.push(match);
  }
  return found;
}

/** The first hidden character of a one-line text, named ("U+3164"), or undefined when it has none. */
export function hiddenCharacter(text: string): string | undefined {
  const [first] = hiddenCharacters(text, false);
  return first === undefined ? undefined : codePointName(first);
}

/**
 * A message as kept: the format characters and blank fillers a visitor cannot find to delete and a reader never
 * sees are removed (a joiner or tag that shapes the text stays); anything else hidden is left for textProblem.
 */
export const withoutInvisible = (text: string): string =>
  text.replace(HIDDEN, (match, shaping?: string) => {
    if (shaping) return FILLER.test(shaping) ? shaping.slice(1) : shaping;
    return REORDERING.test(match) || !DROPPABLE.test(match) ? match : "";
  });

export interface TextRule {
  label: string;
  required: boolean;
  /** Characters (code points, not UTF-16 units). */
  max: number;
  /** A message: newline and tab allowed. */
  multiline?: boolean;
}

/** What is wrong with a text, as a code the form words in its edition's language (and textProblem in English). */
export type TextProblemCode = "required" | "tooLong" | "hidden" | "lineBreaks";

/** The problem of one trimmed text, or undefined when it is fine. */
export function textProblemCode(
  { required, max, multiline = false }: TextRule,
  value: string,
): TextProblemCode | undefined {
  if (value === "") return required ? "required" : undefined;
  if ([...value].length > max) return "tooLong";
  if (hiddenCharacters(value, multiline).length > 0) return multiline ? "hidden" : "lineBreaks";
  return undefined;
}

/** A text problem in English, the reference API's words: "Name is required". */
export function textProblemMessage(code: TextProblemCode, { label, max }: Pick<TextRule, "label" | "max">): string {
  switch (code) {
    case "required":
      return `${label} is required`;
    case "tooLong":
      return `${label} must be at most ${max} characters`;
    case "hidden":
      return `${label} cannot contain hidden control characters`;
    case "lineBreaks":
      return `${label} cannot contain line breaks or hidden control characters`;
  }
}

/** The message for one trimmed text, or undefined when it is fine. */
export function textProblem(rule: TextRule, value: string): string | undefined {
  const code = textProblemCode(rule, value);
  return code && textProblemMessage(code, rule);
}
