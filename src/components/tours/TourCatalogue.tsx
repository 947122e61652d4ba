import React, { useRef, useState } from "react";
import { Link } from "gatsby";
import { isTourSort, searchTours, sortTours, TOUR_LIST_URL, TOUR_SORTS } from "../../lib/tour-list";
import { ROUTES } from "../../lib/routes";
import { useListUrlState } from "../../hooks/useListUrlState";
import { TourCard, type TourCardTour } from "./TourCard";
import * as styles from "./TourCatalogue.module.css";
import { ListItemsInTurns } from "../common/HydrationBoundary";
import { useEdition } from "../../i18n/EditionContext";
import { localLink } from "../../i18n/translated-pages";
import { richText } from "../../i18n/rich-text";
import { useToursText } from "../../i18n/tours-text";

type Layout = "grid" | "list";

/**
 * The tour packages with a grid/list toggle, a sort selector and a search box that filters as you type. Search and
 * sort are a GET form to /tour (?search=…&sort=…) that works before the script; the list reads them from the URL.
 */
export function TourCatalogue({
  tours,
  failed = false,
  location,
}: {
  tours: readonly TourCardTour[];
  /** The booking system's tours could not be loaded at build time (a partial build). */
  failed?: boolean;
  location: { pathname: string; key?: string };
}) {
  const [layout, setLayout] = useState<Layout>("grid");
  const form = useRef<HTMLFormElement>(null);
  const [state, update] = useListUrlState(location, TOUR_LIST_URL, form);
  const { search, sort } = state;
  const shown = sortTours(searchTours(tours, search), sort);
  const text = useToursText();
  const { code } = useEdition();

  return (
    <div className="container section">
      <form
        ref={form}
        role="search"
        method="get"
        action={localLink(code, ROUTES.tour)}
        className={styles.toolbar}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.searchBox}>
          <label htmlFor="tour-search">{text("tours.search.label")}</label>
          <input
            id="tour-search"
            type="search"
            name="search"
            value={search}
            placeholder={text("tours.search.placeholder")}
            enterKeyHint="search"
            onChange={(event) => update({ ...state, search: event.target.value }, { typing: true })}
          />
        </div>
        <div className={styles.sortBox}>
          <label htmlFor="tour-sort">{text("tours.sort")}</label>
          <select
            id="tour-sort"
            name="sort"
            value={sort}
            onChange={(event) => isTourSort(event.target.value) && update({ ...state, sort: event.target.value })}
          >
            {TOUR_SORTS.map((order) => (
              <option key={order} value={order}>
                {text(`tours.sort.${order}`)}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label={text("tours.layout")} className={styles.layoutToggle}>
          {(["grid", "list"] as const).map((option) => (
            <button key={option} type="button" aria-pressed={layout === option} onClick={() => setLayout(option)}>
              {text(`tours.layout.${option}`)}
            </button>
          ))}
        </div>
      </form>

      <p role="status" className={styles.count}>
        {text("tours.showing", { shown: shown.length, count: tours.length })}
      </p>

      {failed ? (
        <p role="alert" className={styles.empty}>
          {richText(text("tours.failed"), {
            contact: <Link to={localLink(code, ROUTES.contact)}>{text("tours.failed.contact")}</Link>,
          })}
        </p>
      ) : shown.length > 0 ? (
        // Keyed by the order and the search: another order is a new list, not the old cards moved (layout shifts).
        <ul key={`${sort} ${search}`} className={styles.tours} data-layout={layout} aria-label={text("tours.list")}>
          <ListItemsInTurns items={shown} render={(tour, first) => <TourCard tour={tour} eager={first} />} />
        </ul>
      ) : (
        <p className={styles.empty}>{text("tours.noMatch", { search: search.trim() })}</p>
      )}
    </div>
  );
}
