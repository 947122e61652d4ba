import english from "../../i18n/messages/faq/en.json";
import { usePageText } from "../../i18n/EditionContext";

/** The FAQ's own interface words in English (the FAQ page's and the FAQ block's scripts carry them, no other). */
export const faqEnglish = english;

/** Interface text with the FAQ's words, in the page's edition: the frame's keys and `faq.…`. */
export const useFaqText = () => usePageText(faqEnglish);
