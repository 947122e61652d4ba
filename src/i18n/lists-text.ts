import listsEnglish from "./messages/lists/en.json";
import { textOf, type MessageKey, type Text } from "./text";

/*
 * The words of the destination lists (their search, trip finder, cards and status line): the
 * catalogue part `lists`, its English here so that only the pages showing a list carry it; another edition's comes
 * with its page (gatsby/pages/edition-pages.ts). `useListsText` (src/i18n/lists-page.ts) reads them in a component.
 */

export { listsEnglish };
export type ListsKey = keyof typeof listsEnglish;
export type ListsText = Text<MessageKey | ListsKey>;

/** The lists' English words, where no page is rendered (the finder's English labels, tests). */
export const englishListsText: ListsText = textOf("en", undefined, listsEnglish);
