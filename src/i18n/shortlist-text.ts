import shortlistEnglish from "./messages/shortlist/en.json";
import { usePageText } from "./EditionContext";
import type { MessageKey, Text } from "./text";

/*
 * The words of /shortlist and its comparison (the catalogue part `shortlist`): its lists, the shared shortlist, the
 * enquiry's heading and subject, sharing, and the comparison's rows. Their English comes with /shortlist's page (and
 * the comparison's script); an edition's page brings its own (gatsby/pages/edition-pages.ts).
 */

export { shortlistEnglish };
export type ShortlistText = Text<MessageKey | keyof typeof shortlistEnglish>;

/** The shortlist's words in a component: `useShortlistText()("shortlist.title")`. */
export const useShortlistText = (): ShortlistText => usePageText(shortlistEnglish);
