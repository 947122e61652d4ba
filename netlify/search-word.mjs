// The word a list's search form sent, written into its search box: without JavaScript the static page cannot read
// its own address, so a search sent before the scripts (or without them) would land with an empty box. Used by the
// Netlify edge function (netlify/edge-functions/search-word.js) and by scripts/serve.mjs, which serves builds the
// way Netlify does for the tests.

/**
 * The pages whose search form is a GET form named `search` (docs/slow-phone.md): the lists, and the destination
 * lists' Malayalam and Arabic editions.
 */
export const SEARCH_PAGES = [
  "/destinations",
  "/destination/*",
  "/tour",
  "/blog",
  "/ml/destinations",
  "/ml/destination/*",
  "/ar/destinations",
  "/ar/destination/*",
  "/ml/tour",
  "/ar/tour",
  "/ml/blog",
  "/ar/blog",
];

/** Longer words are not a search anyone typed; the box gets nothing rather than a page of text. */
const MAX_LENGTH = 100;

const SEARCH_INPUT = /<input\b[^>]*\bname="search"[^>]*>/g;
const VALUE = /\svalue(?:="[^"]*")?(?=[\s/>])/;
const escape = (text) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** `html` with `word` as the value of its `name="search"` inputs; unchanged for an empty or over-long word. */
export function withSearchWord(html, word) {
  const trimmed = String(word ?? "").trim();
  if (trimmed === "" || trimmed.length > MAX_LENGTH) return html;
  const value = ` value="${escape(trimmed)}"`;
  // Replaced by functions: a replacement string would read `$&`, `$'` and the like in the word as patterns.
  return html.replace(SEARCH_INPUT, (input) => input.replace(VALUE, "").replace(/^<input\b/, () => `<input${value}`));
}

/** Whether a path is one of SEARCH_PAGES (a trailing `*` matches one path segment). */
export function isSearchPage(pathname) {
  const path = pathname.replace(/\/$/, "") || "/";
  return SEARCH_PAGES.some((page) =>
    page.endsWith("/*") ? new RegExp(`^${page.slice(0, -1)}[^/]+$`).test(path) : path === page,
  );
}
