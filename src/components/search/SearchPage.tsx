import React from "react";
import { Link } from "gatsby";
import { PageHeader } from "../layout/PageHeader";
import { ROUTES, searchPath } from "../../lib/routes";
import { SiteSearch } from "./SiteSearch";
import * as styles from "./SearchPage.module.css";

/** Results the page lists (the header's search shows fewer and links here for the rest). */
const PAGE_RESULTS = 30;

/** The lists a visitor can browse instead, with or without the page's script. */
const BROWSE = [
  {
    to: ROUTES.destinations,
    title: "All destinations",
    text: "Every International and Domestic trip, with its price per person and days.",
  },
  { to: ROUTES.tour, title: "Tour packages", text: "Our packaged tours, each with its day-by-day plan." },
  { to: ROUTES.blog, title: "Travel blog", text: "When to go, what to pack, how to choose a houseboat." },
  { to: ROUTES.faq, title: "Questions and answers", text: "Booking, payments, visas and cancellations." },
];

/** /search: the search with the address's query, then the lists to browse instead. */
export function SearchPage({ query }: { query: string }) {
  return (
    <>
      <PageHeader title="Search" intro="Destinations, tour packages, blog posts, FAQs and pages of this site." />
      <div className={`container section ${styles.layout}`}>
        <SiteSearch
          key={query}
          initialQuery={query}
          limit={PAGE_RESULTS}
          onSearched={(searched) => window.history.replaceState(window.history.state, "", searchPath(searched))}
        />
        <section aria-labelledby="browse-heading">
          <h2 id="browse-heading" className={styles.heading}>
            Or browse
          </h2>
          <ul className={styles.lists}>
            {BROWSE.map(({ to, title, text }) => (
              <li key={to}>
                <Link to={to} className={styles.list}>
                  {title}
                </Link>
                <p className={styles.text}>{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
