import blocksEnglish from "./messages/blocks/en.json";
import { usePageText } from "./EditionContext";
import type { MessageKey, Text } from "./text";

/*
 * The words of the blocks pages are made of (carousels' buttons, the sections' own labels, an offer card's): the
 * catalogue part `blocks`, its English here so that only the pages showing blocks carry it; another edition's comes
 * with its page (gatsby/pages/edition-pages.ts, createBlockPageEdition).
 */

export type BlocksText = Text<MessageKey | keyof typeof blocksEnglish>;

/** The blocks' words in a component: `useBlocksText()("blocks.carousel.next")`. */
export const useBlocksText = (): BlocksText => usePageText(blocksEnglish);
