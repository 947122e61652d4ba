import React, { useId, useState } from "react";
import {
  BUDGET_BANDS,
  DURATION_BANDS,
  NO_FINDER_CHOICES,
  SORT_ORDERS,
  type FinderChoices,
} from "../../lib/trip-finder";
import * as styles from "./TripFinderControls.module.css";

interface Props {
  choices: FinderChoices;
  onChange: (choices: FinderChoices) => void;
}

/**
 * "Sort by", "Duration" and "Budget" selects. On a phone they fold behind one "Sort & filter" button
 * (aria-expanded) so the cards start high on the screen; wider screens show them in one row and no button.
 * The static HTML holds the button and the selects, so nothing moves when the page hydrates.
 */
export function TripFinderControls({ choices, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ids = { sort: useId(), days: useId(), budget: useId() };
  const chosen = (Object.keys(NO_FINDER_CHOICES) as (keyof FinderChoices)[]).filter(
    (key) => choices[key] !== NO_FINDER_CHOICES[key],
  ).length;

  const select = (key: keyof FinderChoices, label: string, options: readonly { value: string; label: string }[]) => (
    <div className={styles.field}>
      <label htmlFor={ids[key]}>{label}</label>
      <select
        id={ids[key]}
        value={choices[key]}
        onChange={(event) => onChange({ ...choices, [key]: event.target.value })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className={styles.finder}>
      <button
        type="button"
        className={`button button--ghost ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Sort &amp; filter
        {chosen > 0 && (
          <span className={styles.count}>
            {chosen}
            <span className="visually-hidden"> chosen</span>
          </span>
        )}
      </button>
      <div id={panelId} className={styles.panel} data-open={open}>
        {select("sort", "Sort by", SORT_ORDERS)}
        {select("days", "Duration", [{ value: "", label: "Any length" }, ...DURATION_BANDS])}
        {select("budget", "Budget per person", [{ value: "", label: "Any budget" }, ...BUDGET_BANDS])}
      </div>
    </div>
  );
}
