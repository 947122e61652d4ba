import React, { useRef } from "react";
import { Link } from "gatsby";
import { PageHeader } from "../layout/PageHeader";
import { shortlistStore, useShortlist } from "../../hooks/useShortlist";
import { contactTripPath, ROUTES } from "../../lib/routes";
import { formatDays, formatPricePerPerson } from "../../lib/money";
import { keepingNote, sameTrip, tripPath, type TripRef } from "../../lib/shortlist";
import * as styles from "./ShortlistPage.module.css";

/** A trip of the catalogue as the shortlist lists it (from the build's data). */
export interface ShortlistTrip extends TripRef {
  name: string;
  pricePerPerson: number;
  durationDays: number;
}

/**
 * /shortlist: the trips saved in this browser, looked up in the build's catalogue. Saved trips the catalogue no
 * longer has are listed as such, so they can be removed (they would otherwise fill the shortlist unseen).
 */
export function ShortlistPage({ catalogue }: { catalogue: readonly ShortlistTrip[] }) {
  const { trips, keeping, loaded } = useShortlist();
  const heading = useRef<HTMLHeadingElement>(null);
  const note = keepingNote(keeping);
  const remove = (trip: TripRef) => {
    shortlistStore.remove(trip);
    // The pressed button is gone: the list's heading takes the focus, so keyboard users are not sent to the top.
    heading.current?.focus();
  };
  return (
    <>
      <PageHeader
        title="Your shortlist"
        intro="The trips you saved while browsing, kept in this browser so you can compare them and ask us about the one you like."
      />
      <div className={`container section ${styles.page}`}>
        {note && <p className={styles.note}>{note}</p>}
        {!loaded ? (
          <p>Your saved trips appear here once the page has finished loading.</p>
        ) : trips.length === 0 ? (
          <div className={styles.empty}>
            <p>
              You have not saved any trips yet. Press Save on a trip you like, on the lists of destinations and tours or
              on a trip&apos;s own page, and it is listed here.
            </p>
            <p className={styles.links}>
              <Link to={ROUTES.destinations} className="button button--brand">
                Browse destinations
              </Link>
              <Link to={ROUTES.tour} className="button button--ghost">
                Browse tours
              </Link>
            </p>
          </div>
        ) : (
          <>
            <h2 ref={heading} tabIndex={-1} className={styles.heading}>
              {trips.length === 1 ? "1 saved trip" : `${trips.length} saved trips`}
            </h2>
            <ul className={styles.list} aria-label="Saved trips">
              {trips.map((saved) => {
                const trip = catalogue.find((entry) => sameTrip(entry, saved));
                return (
                  <li key={`${saved.kind}:${saved.id}`} className={styles.item}>
                    {trip ? (
                      <>
                        <h3 className={styles.name}>
                          <Link to={tripPath(trip)}>{trip.name}</Link>
                        </h3>
                        <p className={styles.facts}>
                          <span className={styles.price}>{formatPricePerPerson(trip.pricePerPerson)}</span>
                          <span>{formatDays(trip.durationDays)}</span>
                          <span>{trip.kind === "destination" ? "Destination" : "Tour"}</span>
                        </p>
                        <p className={styles.actions}>
                          <Link to={contactTripPath(trip.name, trip.durationDays)} className="button button--brand">
                            Enquire<span className="visually-hidden"> about {trip.name}</span>
                          </Link>
                          <button type="button" className="button button--ghost" onClick={() => remove(saved)}>
                            Remove<span className="visually-hidden"> {trip.name} from shortlist</span>
                          </button>
                        </p>
                      </>
                    ) : (
                      <>
                        <p className={styles.name}>A trip you saved that we no longer offer</p>
                        <p className={styles.actions}>
                          <button type="button" className="button button--ghost" onClick={() => remove(saved)}>
                            Remove<span className="visually-hidden"> the trip we no longer offer from shortlist</span>
                          </button>
                        </p>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </div>
    </>
  );
}
