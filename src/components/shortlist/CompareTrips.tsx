import React, { useEffect, useState } from "react";
import { Link } from "gatsby";
import { Picture } from "../common/Picture";
import { formatDays, formatPrice } from "../../lib/money";
import { tripPath, type TripRef } from "../../lib/shortlist";
import { COMPARE_LINES, COMPARE_MAX, loadTripData, type TripData } from "../../lib/trip-compare";
import { useMediaQuery } from "../../hooks/useMediaQuery";
import { useRememberedCurrency } from "../../hooks/useRememberedCurrency";
import { CURRENCIES, formatRateDate, indicativePrice, ratesShownOn, type CurrencyCode } from "../../lib/currencies";
import { CURRENCY_RATES } from "../../lib/currency-rates";
import { localIsoDate } from "../../lib/dates";
import * as styles from "./CompareTrips.module.css";

type Loaded = TripData | { problem: string };
/** Where the trips are stacked instead of set side by side: a phone held upright. */
const STACKED = "(max-width: 639.98px)";
const keyOf = ({ kind, id }: TripRef) => `${kind}:${id}`;

/** Facts already read in this visit: a reorder or a removal does not fetch them again. */
const cache = new Map<string, Promise<Loaded>>();
const factsOf = (trip: TripRef) => {
  const key = keyOf(trip);
  let loading = cache.get(key);
  if (!loading) {
    loading = loadTripData(trip).then((loaded) => {
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
const ROWS: ReadonlyArray<{
  label: string;
  cell: (facts: TripData, currency: CurrencyCode | null) => React.ReactNode;
}> = [
  {
    label: "Price per person",
    cell: (facts, currency) => (
      <>
        <strong>{formatPrice(facts.price.amount)}</strong>
        {currency && (
          <span className={styles.converted}>
            {`≈ ${indicativePrice(facts.price.amount, CURRENCY_RATES.rates[currency], currency)}`}
          </span>
        )}
      </>
    ),
  },
  { label: "Length", cell: (facts) => formatDays(facts.durationDays) },
  { label: "Rating", cell: (facts) => (facts.rating === null ? null : `${facts.rating.toFixed(1)} of 5`) },
  { label: "Places", cell: (facts) => (facts.places.length > 0 ? facts.places.join(", ") : null) },
  { label: "Included", cell: (facts) => <Lines lines={facts.included.slice(0, COMPARE_LINES)} /> },
  { label: "Not included", cell: (facts) => <Lines lines={facts.excluded.slice(0, COMPARE_LINES)} /> },
  { label: "Best time to visit", cell: (facts) => facts.bestTime },
];

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
      void factsOf(trip).then((facts) => {
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
    return facts && "name" in facts ? facts.name : (names.get(keyOf(trip)) ?? "this trip");
  };
  const cellOf = (trip: TripRef, cell: (facts: TripData, currency: CurrencyCode | null) => React.ReactNode) => {
    const facts = loaded.get(keyOf(trip));
    if (!facts) return <span className={styles.muted}>Loading…</span>;
    if ("problem" in facts) return <span className={styles.muted}>–</span>;
    return cell(facts, currency) ?? <span className={styles.muted}>–</span>;
  };
  const failed = shown.some((trip) => {
    const facts = loaded.get(keyOf(trip));
    return facts !== undefined && "problem" in facts;
  });

  /** A trip's picture, name (its page) and the buttons that move or remove it: a column's head, or a card's. */
  const head = (trip: TripRef, index: number) => {
    const facts = loaded.get(keyOf(trip));
    const name = nameOf(trip);
    return (
      <>
        {facts && "picture" in facts && facts.picture ? (
          <Picture image={facts.picture} alt="" className={styles.picture} sizes="(min-width: 1024px) 260px, 90vw" />
        ) : (
          <div className={styles.picture} aria-hidden="true" />
        )}
        <Link to={tripPath(trip)} className={styles.name}>
          {name}
        </Link>
        {facts && "problem" in facts && <span className={styles.problem}>{facts.problem}</span>}
        <span className={styles.actions}>
          <button type="button" className={styles.action} disabled={index === 0} onClick={() => onMove(trip, -1)}>
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">Move {name} earlier</span>
          </button>
          <button
            type="button"
            className={styles.action}
            disabled={index === trips.length - 1}
            onClick={() => onMove(trip, 1)}
          >
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">Move {name} later</span>
          </button>
          <button type="button" className={styles.action} onClick={() => onRemove(trip)}>
            Remove
            <span className="visually-hidden">{` ${name} from ${removeFrom === "shortlist" ? "shortlist" : "the comparison"}`}</span>
          </button>
        </span>
      </>
    );
  };

  return (
    <section className={styles.compare} aria-labelledby="compare-heading">
      <h2 id="compare-heading" className={styles.heading}>
        {stacked ? "Compared" : "Side by side"}
      </h2>
      {trips.length > COMPARE_MAX && (
        <p className={styles.note}>
          {`Comparing the first ${COMPARE_MAX} of your ${trips.length} trips. Move a trip earlier to compare it.`}
        </p>
      )}
      {currency && (
        <p className={styles.note}>
          {`Prices in ₹, with ${CURRENCIES[currency]} (${currency}) beside them as chosen on a trip's page: indicative, ` +
            `you pay in ₹. Rates of ${formatRateDate(CURRENCY_RATES.date)} (${CURRENCY_RATES.source}).`}
        </p>
      )}
      {failed && (
        <p className={styles.note}>
          Some details could not be loaded.{" "}
          <button type="button" className={styles.retry} onClick={() => setAttempt((count) => count + 1)}>
            Try again
          </button>
        </p>
      )}
      {stacked ? (
        // A phone: one trip after another, each whole, its facts under it (four columns would scroll sideways).
        <ol className={styles.stack} aria-label="Trips compared, one after another">
          {shown.map((trip, index) => (
            <li key={keyOf(trip)} className={styles.card}>
              {head(trip, index)}
              <dl className={styles.facts}>
                {ROWS.map(({ label, cell }) => (
                  <div key={label}>
                    <dt className={styles.label}>{label}</dt>
                    <dd>{cellOf(trip, cell)}</dd>
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
          <div className={styles.scroller} role="region" aria-label="Trips compared, side by side" tabIndex={0}>
            <table className={styles.table}>
              <caption className="visually-hidden">
                {`${shown.length} trips compared: one column per trip, one row per fact`}
              </caption>
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
                      {label}
                    </th>
                    {shown.map((trip) => (
                      <td key={keyOf(trip)} className={styles.cell}>
                        {cellOf(trip, cell)}
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
