import React, { createContext, useContext, type ReactNode } from "react";
import type { FaqItem } from "./FaqAccordion";

/** A question's translation (content/faq-translations.json), by the backend's id. */
export interface FaqTranslation {
  faqId: string;
  question: string;
  answer: string;
}

/**
 * The questions in a page's edition (`language`, undefined on English pages): each one's translation, or the
 * backend's English, marked as English, where it has none yet. The FAQ page and a page's FAQ list both read it.
 */
export function faqItemsIn(
  records: readonly { agencyId: string; question: string; answer: string }[],
  translations: readonly FaqTranslation[],
  language: string | undefined,
): FaqItem[] {
  const translated = new Map(translations.map((entry) => [entry.faqId, entry]));
  return records.map(({ agencyId, question, answer }) => {
    const translation = translated.get(agencyId);
    if (translation) return { id: agencyId, question: translation.question, answer: translation.answer };
    return { id: agencyId, question, answer, ...(language && language !== "en" && { lang: "en" }) };
  });
}

/**
 * The translations of the questions a page made of blocks lists, in its edition: its page context carries them
 * (gatsby/pages/edition-pages.ts, createBlockPageEdition), only those its FAQ lists show.
 */
const FaqTranslations = createContext<readonly FaqTranslation[]>([]);

export function FaqTranslationsProvider({
  translations = [],
  children,
}: {
  translations?: readonly FaqTranslation[];
  children: ReactNode;
}) {
  return <FaqTranslations.Provider value={translations}>{children}</FaqTranslations.Provider>;
}

export const useFaqTranslations = (): readonly FaqTranslation[] => useContext(FaqTranslations);
