import React, { createContext, useContext, useMemo, type ReactNode } from "react";
import { EDITIONS, type Edition, type EditionCode } from "./editions";
import type { Catalogue, Message } from "./messages";
import { englishText, textOf, type MessageKey, type Text } from "./text";

interface EditionText {
  edition: Edition;
  /** The editions the page is in, where its page context names them (a trip's pages): the language switch's. */
  editions?: readonly EditionCode[];
  /** The edition's catalogue as its page brought it (none for English). */
  catalogue?: Catalogue;
  text: Text;
}

const EditionContext = createContext<EditionText>({ edition: EDITIONS.en, text: englishText });

/**
 * The edition a page is in and its interface text, for every component under it. English is the default and its
 * catalogue is in the bundle (its words were in the components before); another edition's catalogue comes with its
 * page (page context), so an English visitor never loads it.
 */
export function EditionProvider(props: {
  code: EditionCode;
  catalogue?: Catalogue;
  editions?: readonly EditionCode[];
  children: ReactNode;
}) {
  const { code, catalogue, editions, children } = props;
  const value = useMemo(
    () => ({ edition: EDITIONS[code], editions, catalogue, text: textOf(code, catalogue) }),
    [code, catalogue, editions],
  );
  return <EditionContext.Provider value={value}>{children}</EditionContext.Provider>;
}

/**
 * Interface text with a page type's own words (its part of the catalogues, src/i18n/catalogue-files.ts): its English
 * is imported by the components that show it, so no other page's script carries it; another edition's came with the
 * page. `usePageText(faqEnglish)("faq.title")`.
 */
export function usePageText<PageKey extends string>(
  english: Readonly<Record<PageKey, Message>>,
): Text<MessageKey | PageKey> {
  const { edition, catalogue } = useContext(EditionContext);
  return useMemo(() => textOf(edition.code, catalogue, english), [edition, catalogue, english]);
}

/** The editions of the page being rendered, where its page context names them; undefined: the table's. */
export const usePageEditions = (): readonly EditionCode[] | undefined => useContext(EditionContext).editions;

/** The edition of the page being rendered. */
export const useEdition = (): Edition => useContext(EditionContext).edition;

/** Interface text in the page's edition: `text("menu.close")`. */
export const useText = (): Text => useContext(EditionContext).text;
