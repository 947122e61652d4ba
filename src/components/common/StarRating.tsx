import React, { type CSSProperties } from "react";
import * as styles from "./StarRating.module.css";

/**
 * Five stars, `rating` of them filled (rounded to a whole star), read out as "Rated 4 out of 5". One element
 * drawn by CSS (a star mask repeated five times over a two-colour fill) instead of five SVGs: a card list
 * renders dozens of ratings, and each saves ten nodes to parse, style and hydrate.
 */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  const style = { "--star-size": `${size}px`, "--stars-filled": filled } as CSSProperties;
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={`Rated ${filled} out of 5`}
      data-filled={filled}
      style={style}
    />
  );
}
