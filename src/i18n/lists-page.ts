import { usePageText } from "./EditionContext";
import { listsEnglish, type ListsText } from "./lists-text";

export * from "./lists-text";

/** The lists' words in a component: `useListsText()("finder.sort")` (src/i18n/lists-text.ts). */
export const useListsText = (): ListsText => usePageText(listsEnglish);
