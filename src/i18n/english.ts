import english from "./messages/en.json";
import { formatMessage, type MessageValues } from "./messages";

/** A key of the interface catalogues (the English one is the reference every other edition's must match). */
export type MessageKey = keyof typeof english;

/** An English interface message: `englishText("days", { count: 3 })` → "3 days". */
export const englishText = (key: MessageKey, values?: MessageValues): string =>
  formatMessage("en", english[key], values);
