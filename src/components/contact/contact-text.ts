import english from "../../i18n/messages/contact/en.json";
import { usePageText } from "../../i18n/EditionContext";

/** The contact page's own interface words in English (its script carries them, no other page's). */
export const contactEnglish = english;

/** Interface text with the contact page's words, in the page's edition: the frame's keys and `contact.…`. */
export const useContactText = () => usePageText(contactEnglish);
