/*
 * The marketers' landing pages as guides a list can point to: a visitor who searches a list for "honeymoon" is shown
 * the honeymoon page at once, whether or not a destination's own words say it.
 */

/** A landing page of content/pages/ (a block page that is not one of the site's own). */
export interface Guide {
  path: string;
  title: string;
}

/** The words of a query that can name a guide: three letters or more, in lower case. */
const wordsOf = (query: string) =>
  query
    .toLocaleLowerCase("en")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3);

/** The guides whose title has a word of the query (in the guides' order); none for an empty query. */
export function guidesFor(guides: readonly Guide[], query: string): Guide[] {
  const words = wordsOf(query);
  if (words.length === 0) return [];
  return guides.filter((guide) => {
    const title = new Set(wordsOf(guide.title));
    return words.some((word) => title.has(word));
  });
}
