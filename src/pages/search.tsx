import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import { SearchPage } from "../components/search/SearchPage";
import { Seo } from "../components/seo/Seo";
import { useHydrated } from "../hooks/useHydrated";
import { editionOfPath } from "../i18n/editions";
import { textOf } from "../i18n/text";
import type { Catalogue } from "../i18n/messages";
import { searchEnglish } from "../components/search/search-text";

/**
 * /search?q=munnar: the site search as a page. The header's search lands here before the page's script runs (its
 * form is a GET form to this address), and "All pages found" links here. The query stays in the address. /ml/search
 * and /ar/search (gatsby/pages/edition-pages.ts) search their edition's index, in its words.
 */
export default function SearchRoute({ location }: PageProps) {
  // The build renders an empty search; the query is known from the address once the page runs.
  const query = useHydrated() ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return <SearchPage query={query} />;
}

/** Results differ with every query: nothing here for a search engine to list. */
export const Head = ({ location, pageContext }: HeadProps<object, { messages?: Catalogue }>) => {
  const text = textOf(editionOfPath(location.pathname).code, pageContext.messages, searchEnglish);
  return (
    <Seo
      title={text("search.documentTitle")}
      pathname={location.pathname}
      description={text("search.description")}
      noindex
    />
  );
};
