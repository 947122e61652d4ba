import React from "react";
import { EDITION_CODES, EDITIONS } from "../../i18n/editions";
import { useEdition, usePageEditions, useText } from "../../i18n/EditionContext";
import { editionsOfPage, pageInEdition } from "../../i18n/translated-pages";
import * as styles from "./EditionSwitch.module.css";

/**
 * The page in its other languages (the top bar, the phone menu), each named in its own language; shown on pages
 * that have editions (TRANSLATED_PAGES). Plain links: a full load gives the other edition its own `<html lang>`,
 * fonts and catalogue.
 */
export function EditionSwitch({ pathname, className = "" }: { pathname: string; className?: string }) {
  const text = useText();
  const current = useEdition();
  const own = usePageEditions();
  const editions = editionsOfPage(pathname, own);
  if (editions.length < 2) return null;
  return (
    <nav aria-label={text("switch.label")} className={className || undefined}>
      <ul className={styles.list}>
        {EDITION_CODES.filter((code) => editions.includes(code)).map((code) => {
          const { lang, name } = EDITIONS[code];
          return (
            <li key={code}>
              {code === current.code ? (
                <span lang={lang} aria-current="page" className={styles.current}>
                  {name}
                </span>
              ) : (
                <a href={pageInEdition(pathname, code, own)!} hrefLang={lang} lang={lang}>
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
