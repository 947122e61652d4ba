import React, { useId } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import {
  FINDER_FILTERS,
  NO_FINDER_CHOICES,
  SORT_ORDERS,
  type FinderChoices,
  type FinderFilter,
  type ThemeOption,
} from "../../lib/trip-finder";
import * as styles from "./TripFinderControls.module.css";

interface Props {
  choices: FinderChoices;
  /** The regions and themes of the list's trips (themeOptions); no "Region or theme" select when there are none. */
  themes: readonly ThemeOption[];
  onChange: (choices: FinderChoices) => void;
  /** For each option of the theme, Duration and Budget selects, the trips it would show with the other choices kept. */
  counts: Record<FinderFilter, ReadonlyMap<string, number>>;
  /** The trips the current choices show: "Show N trips". */
  found: number;
}

/**
 * "Sort by", "Region or theme", "Duration" and "Budget" selects, named as the list's URL names them, inside the list's GET form;
 * each filter option says how many trips it would give ("5–7 days (6)"). On a phone they fold behind one
 * "Sort & filter" disclosure (`details`/`summary`, opened by the browser before any script; the panel follows
 * it in CSS) so the cards start high on the screen; wider screens show them in one row and no disclosure.
 * "Show N trips" keeps the number of results in view next to the choices; it sends the form where the script
 * has not started yet.
 */
export function TripFinderControls({ choices, themes, onChange, counts, found }: Props) {
  const panelId = useId();
  const ids = { sort: useId(), theme: useId(), days: useId(), budget: useId() };
  // Before hydration the counts are the static HTML's; the CSS hides the total once a select is changed.
  const hydrated = useHydrated();
  const chosen = (Object.keys(NO_FINDER_CHOICES) as (keyof FinderChoices)[]).filter(
    (key) => choices[key] !== NO_FINDER_CHOICES[key],
  ).length;

  type Option = { value: string; label: string };
  const optionsOf = (options: readonly Option[]) =>
    options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  const select = (key: keyof FinderChoices, label: string, options: React.ReactNode) => (
    <div className={styles.field}>
      <label htmlFor={ids[key]}>{label}</label>
      <select
        id={ids[key]}
        name={key}
        value={choices[key]}
        onChange={(event) => onChange({ ...choices, [key]: event.target.value })}
      >
        {options}
      </select>
    </div>
  );
  const counted = (filter: FinderFilter, options: readonly Option[]) =>
    options.map(({ value, label }) => ({ value, label: `${label} (${counts[filter].get(value) ?? 0})` }));
  const withCounts = (filter: Exclude<FinderFilter, "theme">) => optionsOf(counted(filter, FINDER_FILTERS[filter]));
  // Regions, then themes, each under its heading; "Anywhere, any kind" first.
  const themeGroup = (kind: ThemeOption["kind"], label: string) => {
    const options = themes.filter((option) => option.kind === kind);
    return options.length > 0 && <optgroup label={label}>{optionsOf(counted("theme", options))}</optgroup>;
  };

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
      <div id={panelId} className={styles.panel} data-ready={hydrated || undefined}>
        {select("sort", "Sort by", optionsOf(SORT_ORDERS))}
        {themes.length > 0 &&
          select(
            "theme",
            "Region or theme",
            <>
              {optionsOf(counted("theme", [{ value: "", label: "Anywhere, any kind" }]))}
              {themeGroup("region", "Regions")}
              {themeGroup("theme", "Themes")}
            </>,
          )}
        {select("days", "Duration", withCounts("days"))}
        {select("budget", "Budget per person", withCounts("budget"))}
        <button type="submit" className={`button ${styles.apply}`}>
          <span>
            {/* The total and its space in one text node, as the server's HTML holds them: hydrated as two, an
                update left the space behind on Preact ("Show 5trips"). */}
            Show <span className={styles.total}>{`${found} `}</span>
            {found === 1 ? "trip" : "trips"}
          </span>
        </button>
      </div>
    </div>
  );
}
