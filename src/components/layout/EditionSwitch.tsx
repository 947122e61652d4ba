import React from "react";
import { EDITION_CODES, EDITIONS } from "../../i18n/editions";
import { useEdition, usePageEditions, useText } from "../../i18n/EditionContext";
import { pageInEdition } from "../../i18n/translated-pages";
import * as styles from "./EditionSwitch.module.css";

/**
 * The page in the site's languages (the top bar, the phone menu), each named in its own language: a link where the
 * page has that edition, and where it has none yet the name with "not available" in that language, so a reader learns the
 * edition exists without being sent to a page that does not. Plain links: a full load gives the other edition its
 * own `<html lang>`, fonts and catalogue.
 */
export function EditionSwitch({
  pathname,
  className = "",
  landmark = true,
}: {
  pathname: string;
  className?: string;
  /** A navigation landmark (the top bar's); the phone menu's is a group inside the menu, not a second "Language". */
  landmark?: boolean;
}) {
  const text = useText();
  const current = useEdition();
  const own = usePageEditions();
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper aria-label={text("switch.label")} role={landmark ? undefined : "group"} className={className || undefined}>
      <ul className={styles.list}>
        {EDITION_CODES.map((code) => {
          const { lang, dir, name, unavailable } = EDITIONS[code];
          const page = code === current.code ? null : pageInEdition(pathname, code, own);
          return (
            <li key={code}>
              {code === current.code ? (
                <span lang={lang} dir={dir} aria-current="page" className={styles.current}>
                  {name}
                </span>
              ) : page ? (
                <a href={page} hrefLang={lang} lang={lang} dir={dir}>
                  {name}
                </a>
              ) : (
                <span lang={lang} dir={dir} className={styles.missing}>
                  {name} ({unavailable})
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </Wrapper>
  );
}
