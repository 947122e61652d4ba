import React from "react";
import { Link } from "gatsby";
import { PageHeader } from "../layout/PageHeader";
import { ROUTES, searchPath } from "../../lib/routes";
import { useEdition } from "../../i18n/EditionContext";
import { pageInEdition } from "../../i18n/translated-pages";
import { SiteSearch } from "./SiteSearch";
import { useSearchText } from "./search-text";
import * as styles from "./SearchPage.module.css";

/** Results the page lists (the header's search shows fewer and links here for the rest). */
const PAGE_RESULTS = 30;

/** The lists a visitor can browse instead, with or without the page's script: address, and its words' keys. */
const BROWSE = [
  { to: ROUTES.destinations, title: "search.browse.destinations", text: "search.browse.destinationsText" },
  { to: ROUTES.tour, title: "search.browse.tours", text: "search.browse.toursText" },
  { to: ROUTES.blog, title: "search.browse.blog", text: "search.browse.blogText" },
  { to: ROUTES.faq, title: "search.browse.faq", text: "search.browse.faqText" },
] as const;

/**
 * /search (and /ml/search, /ar/search): the search with the address's query, then the lists to browse instead. A
 * list the edition does not have yet leads to the English one and says so.
 */
export function SearchPage({ query }: { query: string }) {
  const text = useSearchText();
  const { code } = useEdition();
  return (
    <>
      <PageHeader title={text("search.title")} intro={text("search.intro")} />
      <div className={`container section ${styles.layout}`}>
        <SiteSearch
          key={query}
          initialQuery={query}
          limit={PAGE_RESULTS}
          onSearched={(searched) => window.history.replaceState(window.history.state, "", searchPath(searched, code))}
        />
        <section aria-labelledby="browse-heading">
          <h2 id="browse-heading" className={styles.heading}>
            {text("search.browse")}
          </h2>
          <ul className={styles.lists}>
            {BROWSE.map(({ to, title, text: about }) => {
              const inEdition = pageInEdition(to, code);
              return (
                <li key={to}>
                  <Link to={inEdition ?? to} hrefLang={inEdition ? undefined : "en"} className={styles.list}>
                    {text(title)}
                  </Link>
                  {!inEdition && <span className={styles.language}> ({text("search.inEnglish")})</span>}
                  <p className={styles.text}>{text(about)}</p>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </>
  );
}
