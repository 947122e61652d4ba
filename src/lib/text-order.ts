/**
 * Alphabetical order for the site's own short texts (category and theme names, paths): ignoring case, then exactly,
 * by code point. Not `localeCompare`: its collator costs a page's first render its locale data (about 12 ms at 4×
 * CPU on /blog; the theme options' `localeCompare(…, "en")` took 56 ms of the destination list's hydration).
 * Browser-safe.
 */
export const byText = (a: string, b: string): number => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
};
