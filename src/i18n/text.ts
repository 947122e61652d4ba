import english from "./messages/en.json";
import type faqEnglish from "./messages/faq/en.json";
import type { EditionCode } from "./editions";
import { formatMessage, type Catalogue, type MessageValues } from "./messages";

/**
 * A key of the interface catalogues: the frame's and every page type's part (src/i18n/catalogue-files.ts). The
 * English catalogue is the reference every other edition's must match.
 */
export type MessageKey = keyof typeof english | keyof typeof faqEnglish;

/** Interface text of one edition: `text("days", { count: 3 })` → "3 days". */
export type Text = (key: MessageKey, values?: MessageValues) => string;

/**
 * The text of an edition from its catalogue (another edition's comes with its page) and English's: the frame's, which
 * is in the bundle, and the page's own part, which its page brings (`pageEnglish`). A key the edition's catalogue
 * lacks, which the build refuses, falls back to English rather than showing a key.
 */
export function textOf(code: EditionCode, catalogue?: Catalogue, pageEnglish?: Catalogue): Text {
  const englishMessages: Catalogue = pageEnglish ? { ...english, ...pageEnglish } : english;
  const messages: Catalogue = code === "en" || !catalogue ? englishMessages : catalogue;
  return (key, values) => {
    const message = messages[key] ?? englishMessages[key];
    if (message === undefined) return key;
    return formatMessage(messages[key] === undefined ? "en" : code, message, values);
  };
}

/** An English interface message of the frame, where no page is rendered (a PDF, a message text, a test). */
export const englishText: Text = textOf("en");
