import React, { useState } from "react";
import { isTourSort, searchTours, sortTours, TOUR_SORTS, type TourSort } from "../../lib/tour-list";
import { TourCard, type TourCardTour } from "./TourCard";
import * as styles from "./TourCatalogue.module.css";

type Layout = "grid" | "list";

/** The sample tours with a grid/list toggle, a sort selector and a search box that filters as you type. */
export function TourCatalogue({ tours }: { tours: readonly TourCardTour[] }) {
  const [layout, setLayout] = useState<Layout>("grid");
  const [sort, setSort] = useState<TourSort>("default");
  const [search, setSearch] = useState("");
  const shown = sortTours(searchTours(tours, search), sort);

  return (
    <div className="container section">
      <div className={styles.toolbar}>
        <div className={styles.searchBox}>
          <label htmlFor="tour-search">Search tours</label>
          <input
            id="tour-search"
            type="search"
            value={search}
            placeholder="Place or tour name"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className={styles.sortBox}>
          <label htmlFor="tour-sort">Sort by</label>
          <select
            id="tour-sort"
            value={sort}
            onChange={(event) => isTourSort(event.target.value) && setSort(event.target.value)}
          >
            {TOUR_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div role="group" aria-label="Layout" className={styles.layoutToggle}>
          {(["grid", "list"] as const).map((option) => (
            <button key={option} type="button" aria-pressed={layout === option} onClick={() => setLayout(option)}>
              {option === "grid" ? "Grid" : "List"}
            </button>
          ))}
        </div>
      </div>

      <p role="status" className={styles.count}>
        Showing {shown.length} of {tours.length} tours
      </p>

      {shown.length > 0 ? (
        <ul className={styles.tours} data-layout={layout} aria-label="Tours">
          {shown.map((tour, index) => (
            <li key={tour.id}>
              <TourCard tour={tour} eager={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>No tours match “{search.trim()}”. Try a place such as Munnar or Bali.</p>
      )}
    </div>
  );
}
