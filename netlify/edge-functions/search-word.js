// Netlify edge function: a list page asked for with ?search=… gets the word in its search box (netlify/search-word.mjs).
import { withSearchWord } from "../search-word.mjs";

export default async (request, context) => {
  const word = new URL(request.url).searchParams.get("search");
  const response = await context.next();
  if (!word || !(response.headers.get("content-type") ?? "").startsWith("text/html")) return response;
  return new Response(withSearchWord(await response.text(), word), response);
};

// A literal, as Netlify reads it from the source; scripts/test/search-word.test.mjs holds it equal to SEARCH_PAGES.
export const config = {
  path: [
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
  ],
};
