import english from "../../i18n/messages/search/en.json";
import { usePageText } from "../../i18n/EditionContext";

/**
 * The site search's interface words in English: the search field's, the header's dialog's and the /search page's
 * scripts carry them (the dialog's loads when a visitor reaches for it), no page's first load.
 */
export const searchEnglish = english;

/** Interface text with the search's words, in the page's edition: the frame's keys and `search.…`. */
export const useSearchText = () => usePageText(searchEnglish);
