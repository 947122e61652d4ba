import browseEnglish from "./messages/browse/en.json";
import { usePageText } from "./EditionContext";
import type { MessageKey, Text } from "./text";

/*
 * The words every list has (the catalogue part `browse`): the pager and the sidebar of the destination lists, the blog
 * and the tours. Their English comes with the components that show them; another edition's with its page.
 */

export type BrowseText = Text<MessageKey | keyof typeof browseEnglish>;

/** The lists' pager and sidebar words in a component: `useBrowseText()("pages.next")`. */
export const useBrowseText = (): BrowseText => usePageText(browseEnglish);
