import toursEnglish from "./messages/tours/en.json";
import { usePageText } from "./EditionContext";
import type { MessageKey, Text } from "./text";

/*
 * The words of the tour list (the catalogue part `tours`): its search, sort, layout switch, status line and cards.
 * Their English comes with /tour's page; an edition's page brings its own (gatsby/pages/edition-pages.ts).
 */

export { toursEnglish };
export type ToursText = Text<MessageKey | keyof typeof toursEnglish>;

/** The tour list's words in a component: `useToursText()("tours.sort")`. */
export const useToursText = (): ToursText => usePageText(toursEnglish);
