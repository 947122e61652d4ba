import React from "react";
import { Link } from "gatsby";
import * as sidebar from "../../styles/sidebar.module.css";

interface CategoryCountsProps {
  id: string;
  categories: readonly { name: string; count: number }[];
  /** What a category counts, for screen readers ("trips", "tours"). */
  unit: string;
  /** Where a category leads; without it the rows are plain text. */
  to?: string;
}

/** The "Categories" box of a sample page's sidebar: each category with how many items it holds. */
export function CategoryCounts({ id, categories, unit, to }: CategoryCountsProps) {
  return (
    <section className={sidebar.sidebarBox} aria-labelledby={id}>
      <h2 id={id} className={sidebar.boxHeading}>
        Categories
      </h2>
      <ul className={sidebar.categoryList}>
        {categories.map(({ name, count }) => {
          const row = (
            <>
              <span>{name}</span>
              <span className={sidebar.countPill}>
                {count}
                <span className="visually-hidden"> {unit}</span>
              </span>
            </>
          );
          return (
            <li key={name} className={to ? undefined : sidebar.categoryRow}>
              {to ? <Link to={to}>{row}</Link> : row}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
