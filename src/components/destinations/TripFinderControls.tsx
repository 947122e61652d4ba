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
import { finderOptionLabel } from "../../lib/trip-finder";
import { useEdition } from "../../i18n/EditionContext";
import { useListsText } from "../../i18n/lists-page";

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
  const text = useListsText();
  const { code } = useEdition();
  const chosen = (Object.keys(NO_FINDER_CHOICES) as (keyof FinderChoices)[]).filter(
    (key) => choices[key] !== NO_FINDER_CHOICES[key],
  ).length;

  /** `english`: a region or theme the edition has no translation of, shown as the marketers wrote it. */
  type Option = { value: string; label: string; english?: boolean };
  const optionsOf = (options: readonly Option[]) =>
    options.map((option) => (
      <option key={option.value} value={option.value} {...(option.english && code !== "en" && { lang: "en" })}>
        {option.label}
      </option>
    ));
  /** The Sort by, Duration and Budget options in the page's words. */
  const worded = (select: "sort" | "days" | "budget", options: readonly { value: string }[]): Option[] =>
    options.map(({ value }) => ({ value, label: finderOptionLabel(text, select, value) }));
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
    options.map((option) => ({ ...option, label: `${option.label} (${counts[filter].get(option.value) ?? 0})` }));
  const withCounts = (filter: Exclude<FinderFilter, "theme">) =>
    optionsOf(counted(filter, worded(filter, FINDER_FILTERS[filter])));
  // Regions, then themes, each under its heading; "Anywhere, any kind" first.
  const themeGroup = (kind: ThemeOption["kind"], label: string) => {
    const options = themes.filter((option) => option.kind === kind);
    return options.length > 0 && <optgroup label={label}>{optionsOf(counted("theme", options))}</optgroup>;
  };

  return (
    <div className={styles.finder}>
      <details className={styles.disclosure}>
        <summary className={`button button--ghost ${styles.toggle}`} aria-controls={panelId}>
          {text("finder.toggle")}
          {chosen > 0 && (
            <span className={styles.count}>
              {chosen}
              <span className="visually-hidden"> {text("finder.chosen")}</span>
            </span>
          )}
        </summary>
      </details>
      <div id={panelId} className={styles.panel} data-ready={hydrated || undefined}>
        {select("sort", text("finder.sort"), optionsOf(worded("sort", SORT_ORDERS)))}
        {themes.length > 0 &&
          select(
            "theme",
            text("finder.theme"),
            <>
              {optionsOf(counted("theme", [{ value: "", label: text("finder.theme.any") }]))}
              {themeGroup("region", text("finder.regions"))}
              {themeGroup("theme", text("finder.themes"))}
            </>,
          )}
        {select("days", text("finder.days"), withCounts("days"))}
        {select("budget", text("finder.budget"), withCounts("budget"))}
        <button type="submit" className={`button ${styles.apply}`}>
          <ShowTrips label={text("finder.show", { count: found })} found={found} />
        </button>
      </div>
    </div>
  );
}

/**
 * "Show 5 trips" with the number in its own element, which the CSS hides while the count may be stale (a select
 * changed before the script ran). The number and the space after it are one text node, as the server's HTML holds
 * them: hydrated as two, an update left the space behind on Preact ("Show 5trips").
 */
function ShowTrips({ label, found }: { label: string; found: number }) {
  const at = label.indexOf(String(found));
  if (at < 0) return <span>{label}</span>;
  const after = label.slice(at + String(found).length);
  const space = after.startsWith(" ") ? " " : "";
  return (
    <span>
      {label.slice(0, at) || null}
      <span className={styles.total}>{`${found}${space}`}</span>
      {after.slice(space.length)}
    </span>
  );
}
