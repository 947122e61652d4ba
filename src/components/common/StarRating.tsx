import React, { type CSSProperties } from "react";
import { formatRating, starsFor } from "../../lib/rating";
import { useText } from "../../i18n/EditionContext";
import * as styles from "./StarRating.module.css";

interface StarRatingProps {
  /** The record's own rating, 0 to 5; nothing is shown without one. */
  rating: number | null | undefined;
  size?: number;
  /** The number beside the stars ("4.8"); off where the caller writes it in its own sentence. */
  showValue?: boolean;
}

/**
 * Five stars filled to the rating (nearest half star), read out as "Rated 4.8 out of 5", with the number beside
 * them. One element drawn by CSS (a star mask repeated five times over a two-colour fill) instead of five SVGs: a
 * card list renders dozens of ratings, and each saves ten nodes to parse, style and hydrate.
 */
export function StarRating({ rating, size = 16, showValue = true }: StarRatingProps) {
  const text = useText();
  if (rating === null || rating === undefined) return null;
  const stars = starsFor(rating);
  const whole = Math.floor(stars);
  const style = { "--star-size": `${size}px`, "--stars-filled": whole, "--star-half": stars - whole } as CSSProperties;
  return (
    <span className={styles.rating}>
      <span
        className={styles.stars}
        role="img"
        aria-label={text("rating.name", { rating: formatRating(rating) })}
        data-stars={stars}
        style={style}
      />
      {showValue && (
        <span className={styles.value} aria-hidden="true">
          {formatRating(rating)}
        </span>
      )}
    </span>
  );
}
