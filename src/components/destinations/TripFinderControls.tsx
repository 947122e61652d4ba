import React, { useId } from "react";
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
 * "Sort by", "Duration" and "Budget" selects, named as the list's URL names them, inside the list's GET form.
 * On a phone they fold behind one "Sort & filter" disclosure (`details`/`summary`, opened by the browser before
 * any script; the panel follows it in CSS) so the cards start high on the screen; wider screens show them in one
 * row and no disclosure. "Show results" sends the form where the script has not started yet.
 */
export function TripFinderControls({ choices, onChange }: Props) {
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
        name={key}
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
      <details className={styles.disclosure}>
        <summary className={`button button--ghost ${styles.toggle}`} aria-controls={panelId}>
          Sort &amp; filter
          {chosen > 0 && (
            <span className={styles.count}>
              {chosen}
              <span className="visually-hidden"> chosen</span>
            </span>
          )}
        </summary>
      </details>
      <div id={panelId} className={styles.panel}>
        {select("sort", "Sort by", SORT_ORDERS)}
        {select("days", "Duration", [{ value: "", label: "Any length" }, ...DURATION_BANDS])}
        {select("budget", "Budget per person", [{ value: "", label: "Any budget" }, ...BUDGET_BANDS])}
        <button type="submit" className={`button ${styles.apply}`}>
          Show results
        </button>
      </div>
    </div>
  );
}
