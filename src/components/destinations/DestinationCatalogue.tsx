import React, { useId, useMemo, useRef } from "react";
import {
  createDestinationSearch,
  DESTINATION_LIST_URL,
  DESTINATIONS_PAGE_SIZE,
  listStateQuery,
} from "../../lib/destination-search";
import { paginate } from "../../lib/pagination";
import { DestinationCard, type DestinationSummary } from "./DestinationCard";
import { useListUrlState } from "../../hooks/useListUrlState";
import { Pagination } from "../common/Pagination";
import * as styles from "./DestinationCatalogue.module.css";

interface Props {
  destinations: readonly DestinationSummary[];
  /** The page's location; the list state is re-read from the URL when it changes. */
  location: { pathname: string; key?: string };
}

/**
 * Search box, result count, a page of cards and the pager, all computed in the browser from the
 * build-time list: no request per keystroke or page.
 */
export function DestinationCatalogue({ destinations, location }: Props) {
  const [state, update] = useListUrlState(location, DESTINATION_LIST_URL);
  const search = useMemo(() => createDestinationSearch(destinations), [destinations]);
  const matches = useMemo(() => search(state.search), [search, state.search]);
  const shown = paginate(matches, state.page, DESTINATIONS_PAGE_SIZE);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const inputId = useId();

  const choosePage = (page: number) => {
    update({ ...state, page });
    // The new page starts at its first card; the heading takes focus so screen readers follow.
    resultsHeading.current?.focus();
  };

  return (
    <div className={styles.catalogue}>
      <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId}>Search destinations</label>
        <input
          id={inputId}
          type="search"
          value={state.search}
          onChange={(event) => update({ search: event.target.value, page: 1 }, { typing: true })}
          placeholder="Try “beach” or “houseboat”"
          autoComplete="off"
          enterKeyHint="search"
        />
      </form>

      <h2 ref={resultsHeading} tabIndex={-1} className="visually-hidden">
        Results
      </h2>
      <p role="status" className={styles.status}>
        {shown.total === 0
          ? state.search.trim()
            ? `No destinations match “${state.search.trim()}”.`
            : "No destinations to show yet."
          : `Showing ${shown.first}–${shown.last} of ${shown.total} ${shown.total === 1 ? "destination" : "destinations"}`}
      </p>

      {shown.items.length > 0 && (
        <ul className={styles.grid}>
          {shown.items.map((destination, index) => (
            <li key={destination.id}>
              <DestinationCard destination={destination} first={shown.page === 1 && index === 0} />
            </li>
          ))}
        </ul>
      )}
      {shown.total === 0 && state.search.trim() && (
        <button type="button" className="button button--ghost" onClick={() => update({ search: "", page: 1 })}>
          Clear the search
        </button>
      )}

      {shown.pages > 1 && (
        <Pagination
          page={shown.page}
          pages={shown.pages}
          hrefFor={(page) => `${location.pathname}${listStateQuery({ search: state.search, page })}`}
          onSelect={choosePage}
        />
      )}
    </div>
  );
}
