import React from "react";
import * as styles from "./StarRating.module.css";

const STAR = "m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z";

/** Five stars, `rating` of them filled (rounded to a whole star), read out as "Rated 4 out of 5". */
export function StarRating({ rating, size = 16 }: { rating: number; size?: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={styles.stars} role="img" aria-label={`Rated ${filled} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-filled={star <= filled || undefined}>
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
