import english from "./messages/en.json";
import type { EditionCode } from "./editions";
import { formatMessage, type Catalogue, type Message, type MessageValues } from "./messages";

/**
 * A key of the frame's interface catalogue (src/i18n/catalogue-files.ts), the text every page has. A page type's own
 * keys come with its English part (`usePageText`), so a component outside that page type cannot ask for them.
 */
export type MessageKey = keyof typeof english;

/** Interface text of one edition: `text("days", { count: 3 })` → "3 days". */
export type Text<Key extends string = MessageKey> = (key: Key, values?: MessageValues) => string;

/**
 * The text of an edition from its catalogue (another edition's comes with its page) and English's: the frame's, which
 * is in the bundle, and the page's own part, which its page brings (`pageEnglish`). A key the edition's catalogue
 * lacks, which the build refuses, falls back to English rather than showing a key.
 */
export function textOf<PageKey extends string = never>(
  code: EditionCode,
  catalogue?: Catalogue,
  pageEnglish?: Readonly<Record<PageKey, Message>>,
): Text<MessageKey | PageKey> {
  const englishMessages: Catalogue = pageEnglish ? { ...english, ...pageEnglish } : english;
  const messages: Catalogue = code === "en" || !catalogue ? englishMessages : catalogue;
  return (key, values) => {
    const message = messages[key];
    return message === undefined
      ? formatMessage("en", englishMessages[key]!, values)
      : formatMessage(code, message, values);
  };
}

/** An English interface message of the frame, where no page is rendered (a PDF, a message text, a test). */
export const englishText: Text = textOf("en");
