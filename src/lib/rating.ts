/**
 * Ratings are the record's own: a backend record's `rating` (0 to 5), a sample hotel's or transport's from its
 * content file. No rating, no stars: never an invented one (the earlier version showed a random 1 to 5, and
 * a first version here a hash of the id; both told buyers that a 4.8-rated trip had one star).
 */

/** The stars shown for a rating: rounded to the nearest half star, 0 to 5. */
export const starsFor = (rating: number): number => Math.min(5, Math.max(0, Math.round(rating * 2) / 2));

/** The number beside the stars: "4.8", "5.0". */
export const formatRating = (rating: number): string => rating.toFixed(1);

/** What a screen reader says for the stars: "Rated 4.8 out of 5". */
export const ratingName = (rating: number): string => `Rated ${formatRating(rating)} out of 5`;

/** Highest rated first; records without a rating last. The same number the stars show. */
export const byRatingDescending = (a: { rating: number | null }, b: { rating: number | null }): number =>
  (b.rating ?? -1) - (a.rating ?? -1);
