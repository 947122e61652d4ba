import React from "react";
import type { PageProps } from "gatsby";
import { SearchPage } from "../components/search/SearchPage";
import { unlistedPageHead } from "../components/seo/Seo";
import { useHydrated } from "../hooks/useHydrated";

/**
 * /search?q=munnar: the site search as a page. The header's search lands here before the page's script runs (its
 * form is a GET form to this address), and "All pages found" links here. The query stays in the address.
 */
export default function SearchRoute({ location }: PageProps) {
  // The build renders an empty search; the query is known from the address once the page runs.
  const query = useHydrated() ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return <SearchPage query={query} />;
}

/** Results differ with every query: nothing here for a search engine to list. */
export const Head = unlistedPageHead(
  "Search",
  "Search the destinations, tour packages, blog posts and FAQs of this site.",
);
