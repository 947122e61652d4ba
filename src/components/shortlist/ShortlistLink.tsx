import React from "react";
import { Link } from "gatsby";
import { useShortlist } from "../../hooks/useShortlist";
import { ROUTES } from "../../lib/routes";
import { useEdition, useText } from "../../i18n/EditionContext";
import { englishPathOf } from "../../i18n/editions";
import { localLink } from "../../i18n/translated-pages";
import * as styles from "./ShortlistLink.module.css";

/**
 * "Shortlist (3)" in the header and the phone menu. The count is known only once the script has read this browser's
 * storage; until then its box is empty but as wide as "(12)", so the header does not move when it appears.
 */
export function ShortlistLink({ pathname, className = "" }: { pathname: string; className?: string }) {
  const { trips, loaded } = useShortlist();
  const text = useText();
  const { code } = useEdition();
  const current = englishPathOf(pathname).replace(/\/+$/, "") === ROUTES.shortlist;
  return (
    <Link
      to={localLink(code, ROUTES.shortlist)}
      className={`${styles.link} ${className}`}
      data-active={current || undefined}
      aria-current={current ? "page" : undefined}
    >
      {/* One text node with its space, as the server's HTML holds it (two would lose the space on Preact). */}
      {`${text("header.shortlist")} `}
      <span className={styles.count}>{loaded ? `(${trips.length})` : ""}</span>
    </Link>
  );
}
