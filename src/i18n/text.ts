import english from "./messages/en.json";
import type { EditionCode } from "./editions";
import { formatMessage, type Catalogue, type MessageValues } from "./messages";

/** A key of the interface catalogues (the English one is the reference every other edition's must match). */
export type MessageKey = keyof typeof english;

/** Interface text of one edition: `text("days", { count: 3 })` → "3 days". */
export type Text = (key: MessageKey, values?: MessageValues) => string;

/**
 * The text of an edition from its catalogue (English's is in the bundle; another's comes with its page). A key the
 * catalogue lacks, which the build refuses, falls back to English rather than showing a key.
 */
export function textOf(code: EditionCode, catalogue?: Catalogue): Text {
  const messages: Catalogue = code === "en" || !catalogue ? english : catalogue;
  return (key, values) => {
    const message = messages[key];
    return message === undefined ? formatMessage("en", english[key], values) : formatMessage(code, message, values);
  };
}

/** An English interface message, where no page is rendered (a PDF, a message text, a test). */
export const englishText: Text = textOf("en");
