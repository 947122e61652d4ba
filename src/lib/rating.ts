/**
 * The display rating (1 to 5) of a record, derived from its id (FNV-1a hash) so it is the same at
 * build time and after hydration: no mismatch, no layout shift. Replaces the original's random number.
 */
export function displayRating(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return ((hash >>> 0) % 5) + 1;
}
