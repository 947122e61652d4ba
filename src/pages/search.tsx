import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { SiteSearch } from "../components/search/SiteSearch";
import { Seo } from "../components/seo/Seo";
import { useHydrated } from "../hooks/useHydrated";
import { ROUTES } from "../lib/routes";

/** Results the page lists (the header's search shows fewer and links here for the rest). */
const PAGE_RESULTS = 30;

/**
 * /search?q=munnar: the site search as a page. The header's search lands here before the page's script runs (its
 * form is a GET form to this address), and "All pages found" links here. The query stays in the address.
 */
export default function SearchRoute({ location }: PageProps) {
  // The build renders an empty search; the query is known from the address once the page runs.
  const query = useHydrated() ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  return (
    <>
      <PageHeader title="Search" intro="Destinations, tour packages, blog posts, FAQs and pages of this site." />
      <div className="container section">
        <SiteSearch
          key={query}
          initialQuery={query}
          limit={PAGE_RESULTS}
          onSearched={(searched) =>
            window.history.replaceState(window.history.state, "", `${ROUTES.search}?q=${encodeURIComponent(searched)}`)
          }
        />
      </div>
    </>
  );
}

/** Results differ with every query: nothing here for a search engine to list. */
export const Head = ({ location }: HeadProps) => (
  <Seo
    title="Search"
    pathname={location.pathname}
    description="Search the destinations, tour packages, blog posts and FAQs of this site."
    noindex
  />
);
