import React, { createContext, useContext, useMemo, type ReactNode } from "react";
import english from "./messages/en.json";
import { EDITIONS, type Edition, type EditionCode } from "./editions";
import { formatMessage, type Catalogue, type MessageValues } from "./messages";
import type { MessageKey } from "./english";

interface EditionText {
  edition: Edition;
  catalogue: Catalogue;
}

const EditionContext = createContext<EditionText>({ edition: EDITIONS.en, catalogue: english });

/**
 * The edition a page is in and its interface catalogue, for every component under it. English is the default and
 * its catalogue is in the bundle (its words were in the components before); another edition's catalogue comes with
 * its page (page context), so an English visitor never loads it.
 */
export function EditionProvider(props: { code: EditionCode; catalogue?: Catalogue; children: ReactNode }) {
  const { code, catalogue, children } = props;
  const value = useMemo(
    () => ({ edition: EDITIONS[code], catalogue: code === "en" || !catalogue ? english : catalogue }),
    [code, catalogue],
  );
  return <EditionContext.Provider value={value}>{children}</EditionContext.Provider>;
}

/** The edition of the page being rendered. */
export const useEdition = (): Edition => useContext(EditionContext).edition;

/** Interface text in the page's edition: `text("menu.close")`. A key the catalogue lacks (the build refuses that)
 * falls back to English rather than showing a key. */
export function useText(): (key: MessageKey, values?: MessageValues) => string {
  const { edition, catalogue } = useContext(EditionContext);
  return (key, values) => {
    const message = catalogue[key];
    return message === undefined
      ? formatMessage("en", english[key], values)
      : formatMessage(edition.code, message, values);
  };
}
