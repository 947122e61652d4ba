import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { Picture } from "../common/Picture";
import { formatRupees } from "../../lib/money";
import { tripPath, tripPathIn, type TripRef } from "../../lib/shortlist";
import { COMPARE_LINES, COMPARE_MAX, loadTripData, type TripData, type TripDataProblem } from "../../lib/trip-compare";
import { useMediaQuery } from "../../hooks/useMediaQuery";
import { useRememberedCurrency } from "../../hooks/useRememberedCurrency";
import { formatRateDate, indicativePrice, ratesShownOn, type CurrencyCode } from "../../lib/currencies";
import { CURRENCY_RATES } from "../../lib/currency-rates";
import { localIsoDate } from "../../lib/dates";
import * as styles from "./CompareTrips.module.css";
import { useEdition, usePageText } from "../../i18n/EditionContext";
import type { EditionCode } from "../../i18n/editions";
import { englishFact } from "../../i18n/rich-text";
import { shortlistEnglish, type ShortlistText } from "../../i18n/shortlist-text";
import tripEnglish from "../../i18n/messages/trip/en.json";
import type { Text } from "../../i18n/text";

type Loaded = TripData | { problem: TripDataProblem };
/** The comparison's words: the shortlist's and the trip pages' (currencies' names). */
const COMPARE_ENGLISH = { ...shortlistEnglish, ...tripEnglish };
type CompareText = Text<Parameters<ShortlistText>[0] | keyof typeof tripEnglish>;
/** Where the trips are stacked instead of set side by side: a phone held upright. */
const STACKED = "(max-width: 639.98px)";
const keyOf = ({ kind, id }: TripRef) => `${kind}:${id}`;

/** Facts already read in this visit (per edition): a reorder or a removal does not fetch them again. */
const cache = new Map<string, Promise<Loaded>>();
const factsOf = (trip: TripRef, code: EditionCode) => {
  const key = `${code}:${keyOf(trip)}`;
  let loading = cache.get(key);
  if (!loading) {
    loading = loadTripData(trip, code).then((loaded) => {
      // A failure is not kept: Try again fetches anew.
      if ("problem" in loaded) cache.delete(key);
      return loaded;
    });
    cache.set(key, loading);
  }
  return loading;
};

export interface CompareTripsProps {
  /** The trips in the visitor's order; the first COMPARE_MAX are compared. */
  trips: readonly TripRef[];
  /** Names for the move buttons before the facts arrive. */
  names: ReadonlyMap<string, string>;
  onMove: (trip: TripRef, by: -1 | 1) => void;
  onRemove: (trip: TripRef) => void;
  /** What Remove takes the trip out of: the visitor's shortlist, or only this comparison (a shared one). */
  removeFrom: "shortlist" | "comparison";
}

/**
 * One row: its label, then one cell per trip (an empty dash where that trip has nothing to say). `currency`: the one the
 * visitor chose on a trip's page, while the rates are recent, for an indicative figure beside each rupee price.
 */
type Cell = (facts: TripData, currency: CurrencyCode | null, text: CompareText) => React.ReactNode;
const ROWS: ReadonlyArray<{ label: Parameters<ShortlistText>[0]; cell: Cell }> = [
  {
    label: "compare.row.price",
    cell: (facts, currency, text) => (
      <>
        <strong>{text("price.line", { price: formatRupees(facts.price.amount) })}</strong>
        {currency && (
          <span className={styles.converted}>
            {`≈ ${indicativePrice(facts.price.amount, CURRENCY_RATES.rates[currency], currency)}`}
          </span>
        )}
      </>
    ),
  },
  { label: "compare.row.length", cell: (facts, _, text) => text("days", { count: facts.durationDays }) },
  {
    label: "compare.row.rating",
    cell: (facts, _, text) =>
      facts.rating === null ? null : text("compare.row.ratingValue", { rating: facts.rating.toFixed(1) }),
  },
  { label: "compare.row.places", cell: (facts) => (facts.places.length > 0 ? facts.places.join(", ") : null) },
  { label: "compare.row.included", cell: (facts) => <Lines lines={facts.included.slice(0, COMPARE_LINES)} /> },
  { label: "compare.row.excluded", cell: (facts) => <Lines lines={facts.excluded.slice(0, COMPARE_LINES)} /> },
  { label: "compare.row.bestTime", cell: (facts) => facts.bestTime },
];

/** The rows whose cell is the trip's own words (English where the trip is not translated into the page's). */
const WORDS_ROWS: ReadonlySet<string> = new Set([
  "compare.row.places",
  "compare.row.included",
  "compare.row.excluded",
  "compare.row.bestTime",
]);

function Lines({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * Up to four trips side by side in one table, so every row lines up: picture, price, length, rating, places, the
 * first lines of what is and is not included, and the best time to visit. A phone shows the same trips one after
 * another instead, each whole (a table of four columns would scroll sideways). Loaded on use (/shortlist imports it when the visitor asks to compare).
 */
export default function CompareTrips({ trips, names, onMove, onRemove, removeFrom }: CompareTripsProps) {
  const text: CompareText = usePageText(COMPARE_ENGLISH);
  const { code, dir, locale } = useEdition();
  const shown = trips.slice(0, COMPARE_MAX);
  const stacked = useMediaQuery(STACKED);
  const [loaded, setLoaded] = useState<ReadonlyMap<string, Loaded>>(new Map());
  const [attempt, setAttempt] = useState(0);
  const wanted = shown.map(keyOf).join(",");
  // The trip pages' currency choice (remembered on the device); none once the rates are out of date.
  const chosen = useRememberedCurrency();
  const currency = chosen && ratesShownOn(CURRENCY_RATES, localIsoDate()) ? chosen : null;

  useEffect(() => {
    let current = true;
    for (const trip of shown) {
      void factsOf(trip, code).then((facts) => {
        if (current) setLoaded((before) => new Map(before).set(keyOf(trip), facts));
      });
    }
    return () => {
      current = false;
    };
    // `wanted` is `shown` as a value: a new array of the same trips fetches nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, attempt]);

  const nameOf = (trip: TripRef) => {
    const facts = loaded.get(keyOf(trip));
    return facts && "name" in facts ? facts.name : (names.get(keyOf(trip)) ?? text("compare.thisTrip"));
  };
  /** A cell; the trip's own words marked with their language where it is not the page's (an untranslated trip). */
  const cellOf = (trip: TripRef, label: string, cell: Cell) => {
    const facts = loaded.get(keyOf(trip));
    if (!facts) return <span className={styles.muted}>{text("compare.cellLoading")}</span>;
    if ("problem" in facts) return <span className={styles.muted}>–</span>;
    const shown = cell(facts, currency, text);
    if (shown === null || shown === undefined) return <span className={styles.muted}>–</span>;
    return WORDS_ROWS.has(label) && facts.language !== code ? <div {...englishFact(code)}>{shown}</div> : shown;
  };
  const failed = shown.some((trip) => {
    const facts = loaded.get(keyOf(trip));
    return facts !== undefined && "problem" in facts;
  });

  /** A trip's picture, name (its page) and the buttons that move or remove it: a column's head, or a card's. */
  const head = (trip: TripRef, index: number) => {
    const facts = loaded.get(keyOf(trip));
    const name = nameOf(trip);
    const data = facts && "language" in facts ? facts : null;
    const to = data ? tripPathIn(code, data) : tripPath(trip);
    // Earlier is towards the start of the line: left in English and Malayalam, right in Arabic.
    const [earlier, later] = dir === "rtl" ? ["→", "←"] : ["←", "→"];
    return (
      <>
        {facts && "picture" in facts && facts.picture ? (
          <Picture image={facts.picture} alt="" className={styles.picture} sizes="(min-width: 1024px) 260px, 90vw" />
        ) : (
          <div className={styles.picture} aria-hidden="true" />
        )}
        <Link
          to={to}
          className={styles.name}
          {...(data && data.nameLanguage !== code && { lang: data.nameLanguage })}
          {...(code !== "en" && to === tripPath(trip) && { hrefLang: "en" })}
        >
          {name}
        </Link>
        {facts && "problem" in facts && (
          <span className={styles.problem}>{text(`compare.problem.${facts.problem}`)}</span>
        )}
        <span className={styles.actions}>
          <button type="button" className={styles.action} disabled={index === 0} onClick={() => onMove(trip, -1)}>
            <span aria-hidden="true">{earlier}</span>
            <span className="visually-hidden">{text("compare.earlier", { name })}</span>
          </button>
          <button
            type="button"
            className={styles.action}
            disabled={index === trips.length - 1}
            onClick={() => onMove(trip, 1)}
          >
            <span aria-hidden="true">{later}</span>
            <span className="visually-hidden">{text("compare.later", { name })}</span>
          </button>
          <button type="button" className={styles.action} onClick={() => onRemove(trip)}>
            {text("compare.remove")}
            <span className="visually-hidden">
              {text(removeFrom === "shortlist" ? "compare.removeFromShortlist" : "compare.removeFromComparison", {
                name,
              })}
            </span>
          </button>
        </span>
      </>
    );
  };

  return (
    <section className={styles.compare} aria-labelledby="compare-heading">
      <h2 id="compare-heading" className={styles.heading}>
        {text(stacked ? "compare.title.stacked" : "compare.title.table")}
      </h2>
      {trips.length > COMPARE_MAX && (
        <p className={styles.note}>{text("compare.first", { shown: COMPARE_MAX, count: trips.length })}</p>
      )}
      {currency && (
        <p className={styles.note}>
          {text("compare.currency", {
            currency: text(`trip.currency.${currency}`),
            code: currency,
            date: formatRateDate(CURRENCY_RATES.date, code === "en" ? undefined : locale),
            source: CURRENCY_RATES.source,
          })}
        </p>
      )}
      {failed && (
        <p className={styles.note}>
          {text("compare.failed")}{" "}
          <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
            {text("compare.retry")}
          </button>
        </p>
      )}
      {stacked ? (
        // A phone: one trip after another, each whole, its facts under it (four columns would scroll sideways).
        <ol className={styles.stack} aria-label={text("compare.stack")}>
          {shown.map((trip, index) => (
            <li key={keyOf(trip)} className={styles.card}>
              {head(trip, index)}
              <dl className={styles.facts}>
                {ROWS.map(({ label, cell }) => (
                  <div key={label}>
                    <dt className={styles.label}>{text(label)}</dt>
                    <dd>{cellOf(trip, label, cell)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ol>
      ) : (
        <>
          {/* Wider screens: one table, so every row lines up. Focusable so a keyboard can scroll it when it must
              (axe: scrollable-region-focusable), and named so a reader says what it is. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region, see above */}
          <div className={styles.scroller} role="region" aria-label={text("compare.table")} tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">{text("compare.caption", { count: shown.length })}</caption>
              <thead>
                <tr>
                  <td className={styles.corner} />
                  {shown.map((trip, index) => (
                    <th key={keyOf(trip)} scope="col" className={styles.trip}>
                      {head(trip, index)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map(({ label, cell }) => (
                  <tr key={label}>
                    <th scope="row" className={styles.label}>
                      {text(label)}
                    </th>
                    {shown.map((trip) => (
                      <td key={keyOf(trip)} className={styles.cell}>
                        {cellOf(trip, label, cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
