import React from "react";
import { Link } from "gatsby";
import { useShortlist } from "../../hooks/useShortlist";
import { ROUTES } from "../../lib/routes";
import * as styles from "./ShortlistLink.module.css";

/**
 * "Shortlist (3)" in the header and the phone menu. The count is known only once the script has read this browser's
 * storage; until then its box is empty but as wide as "(12)", so the header does not move when it appears.
 */
export function ShortlistLink({ pathname, className = "" }: { pathname: string; className?: string }) {
  const { trips, loaded } = useShortlist();
  const current = pathname.replace(/\/+$/, "") === ROUTES.shortlist;
  return (
    <Link
      to={ROUTES.shortlist}
      className={`${styles.link} ${className}`}
      data-active={current || undefined}
      aria-current={current ? "page" : undefined}
    >
      Shortlist <span className={styles.count}>{loaded ? `(${trips.length})` : ""}</span>
    </Link>
  );
}
