import React, { createContext, useContext, useMemo, type ReactNode } from "react";
import { EDITIONS, type Edition, type EditionCode } from "./editions";
import type { Catalogue } from "./messages";
import { englishText, textOf, type Text } from "./text";

interface EditionText {
  edition: Edition;
  text: Text;
}

const EditionContext = createContext<EditionText>({ edition: EDITIONS.en, text: englishText });

/**
 * The edition a page is in and its interface text, for every component under it. English is the default and its
 * catalogue is in the bundle (its words were in the components before); another edition's catalogue comes with its
 * page (page context), so an English visitor never loads it.
 */
export function EditionProvider(props: { code: EditionCode; catalogue?: Catalogue; children: ReactNode }) {
  const { code, catalogue, children } = props;
  const value = useMemo(() => ({ edition: EDITIONS[code], text: textOf(code, catalogue) }), [code, catalogue]);
  return <EditionContext.Provider value={value}>{children}</EditionContext.Provider>;
}

/** The edition of the page being rendered. */
export const useEdition = (): Edition => useContext(EditionContext).edition;

/** Interface text in the page's edition: `text("menu.close")`. */
export const useText = (): Text => useContext(EditionContext).text;
