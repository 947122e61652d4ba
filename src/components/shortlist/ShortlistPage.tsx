import { siteFacts } from "../../lib/site";
import React, { Suspense, lazy, useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { PageHeader } from "../layout/PageHeader";
import { shortlistStore, useShortlist } from "../../hooks/useShortlist";
import { contactTripPath, ROUTES } from "../../lib/routes";
import { formatDays, formatPrice } from "../../lib/money";
import { SHORTLIST_FULL_MESSAGE, keepingNote, moved, sameTrip, tripPath, type TripRef } from "../../lib/shortlist";
import {
  shortlistEnquiryLine,
  shortlistEnquirySubject,
  shortlistSharePath,
  tripSavedByLink,
  tripsFromShareSearch,
  withoutSaveParam,
} from "../../lib/shortlist-share";
import { canonicalUrl } from "../../lib/site";
import { whatsappShareUrl } from "../../lib/whatsapp";
import { SaveTripButton } from "./SaveTripButton";
import { ContactForm } from "../forms/EnquiryForm";
import * as styles from "./ShortlistPage.module.css";
import * as cards from "../../styles/cards.module.css";

// The comparison's code and each trip's facts come only to /shortlist, and only once two trips are there to compare.
const CompareTrips = lazy(() => import("./CompareTrips"));

/** A line announced when it changes (what a button just did); always in the page, so the change is heard. */
const Status = ({ children }: { children: string }) => (
  <p role="status" className={styles.status}>
    {children}
  </p>
);

/** Side by side, once there are two trips or more: loaded on use, saying so while it loads. */
function Comparison(props: {
  trips: readonly TripRef[];
  catalogue: readonly ShortlistTrip[];
  onMove: (trip: TripRef, by: -1 | 1) => void;
  onRemove: (trip: TripRef) => void;
  removeFrom: "shortlist" | "comparison";
}) {
  const { trips, catalogue, ...actions } = props;
  if (trips.length < 2) return null;
  const names = new Map(catalogue.map((trip) => [`${trip.kind}:${trip.id}`, trip.name]));
  return (
    <Suspense fallback={<p>Loading the comparison…</p>}>
      <CompareTrips trips={trips} names={names} {...actions} />
    </Suspense>
  );
}

/** A trip of the catalogue as the shortlist lists it (from the build's data). */
export interface ShortlistTrip extends TripRef {
  name: string;
  pricePerPerson: number;
  durationDays: number;
}

/** One trip of a list: its name, facts and what can be done with it (`actions`); or that it is no longer offered. */
function TripItem({ trip, actions }: { trip: ShortlistTrip | undefined; actions: React.ReactNode }) {
  return (
    <li className={styles.item}>
      {trip ? (
        <>
          <h3 className={cards.cardTitle}>
            <Link to={tripPath(trip)}>{trip.name}</Link>
          </h3>
          <p className={styles.facts}>
            <span className={styles.price}>{formatPrice(trip.pricePerPerson)}</span>
            <span>{formatDays(trip.durationDays)}</span>
            <span>{trip.kind === "destination" ? "Destination" : "Tour"}</span>
          </p>
        </>
      ) : (
        <p className={cards.cardTitle}>A trip we no longer offer</p>
      )}
      <p className={styles.actions}>
        {trip && (
          <Link to={contactTripPath(trip.name, trip.durationDays)} className="button button--brand">
            Enquire<span className="visually-hidden"> about {trip.name}</span>
          </Link>
        )}
        {actions}
      </p>
    </li>
  );
}

const findTrip = (catalogue: readonly ShortlistTrip[], saved: TripRef) =>
  catalogue.find((entry) => sameTrip(entry, saved));

/** One enquiry about every trip of a shortlist: the trips go with the message, when and who may be added. */
function ShortlistEnquiry({ trips }: { trips: readonly ShortlistTrip[] }) {
  if (trips.length === 0) return null;
  return (
    <ContactForm
      idPrefix="shortlist"
      heading={trips.length === 1 ? "Ask us about this trip" : "Ask us about these trips"}
      intro={`One message about every trip here. Tell us when and who is travelling, and we reply with quotes within ${siteFacts.replyWithin}.`}
      draftKey="shortlist"
      subjectPrefill={shortlistEnquirySubject(trips)}
      trip={{ required: false }}
      addedLine={shortlistEnquiryLine(trips)}
    />
  );
}

const offeredIn = (catalogue: readonly ShortlistTrip[], trips: readonly TripRef[]): ShortlistTrip[] =>
  trips.flatMap((trip) => findTrip(catalogue, trip) ?? []);

/** Share the visitor's shortlist: the link itself (to copy), and WhatsApp with the link in its text. */
function ShareShortlist({ trips }: { trips: readonly TripRef[] }) {
  const path = shortlistSharePath(trips);
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);
  const copy = () => {
    const url = new URL(path, window.location.href).href;
    if (!navigator.clipboard) {
      setCopied("failed");
      return;
    }
    navigator.clipboard.writeText(url).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  };
  return (
    <section className={styles.share} aria-labelledby="share-shortlist">
      <h2 id="share-shortlist" className={styles.heading}>
        Share this shortlist
      </h2>
      <p>
        The link shows these trips to whoever opens it, to compare and save to their own shortlist; it holds nothing
        about you.
      </p>
      <p className={styles.actions}>
        <a href={whatsappShareUrl(`Trips I am looking at: ${canonicalUrl(path)}`)} className="button button--ghost">
          Share on WhatsApp
        </a>
        <button type="button" className="button button--ghost" onClick={copy}>
          Copy link
        </button>
        <a href={path} className={styles.shareLink}>
          Link to this shortlist
        </a>
      </p>
      <Status>
        {copied === "copied"
          ? "Link copied."
          : copied === "failed"
            ? "This browser did not let the page copy: press and hold “Link to this shortlist” to copy it."
            : ""}
      </Status>
    </section>
  );
}

/**
 * A shortlist someone shared (`/shortlist?trips=…`): its trips, each with its own Save button, and Save all. The
 * visitor's own shortlist is not touched until they save.
 */
function SharedShortlist({ trips, catalogue }: { trips: readonly TripRef[]; catalogue: readonly ShortlistTrip[] }) {
  const offered = trips.filter((trip) => findTrip(catalogue, trip));
  // The comparison's own order and removals: a shared list is the sender's, so nothing here is written anywhere.
  const [compared, setCompared] = useState<readonly TripRef[]>(offered);
  const [result, setResult] = useState<string | null>(null);
  const saveAll = () => {
    const results = offered.map((trip) => shortlistStore.add(trip));
    const full = results.filter((outcome) => outcome === "full").length;
    setResult(full > 0 ? `${offered.length - full} saved. ${SHORTLIST_FULL_MESSAGE}` : "All saved to your shortlist.");
  };
  return (
    <>
      <h2 className={styles.heading}>
        {trips.length === 1 ? "1 trip shared with you" : `${trips.length} trips shared with you`}
      </h2>
      <p>They are not in your own shortlist until you save them.</p>
      <ul className={styles.list} aria-label="Shared trips">
        {trips.map((shared) => {
          const trip = findTrip(catalogue, shared);
          return (
            <TripItem
              key={`${shared.kind}:${shared.id}`}
              trip={trip}
              actions={trip && <SaveTripButton trip={trip} name={trip.name} />}
            />
          );
        })}
      </ul>
      <p className={styles.actions}>
        {offered.length > 1 && (
          <button type="button" className="button button--brand" onClick={saveAll}>
            Save all {offered.length} to my shortlist
          </button>
        )}
        <Link to={ROUTES.shortlist} className="button button--ghost">
          Open my own shortlist
        </Link>
      </p>
      <Status>{result ?? ""}</Status>
      <Comparison
        trips={compared}
        catalogue={catalogue}
        onMove={(trip, by) => setCompared((order) => moved(order, trip, by))}
        onRemove={(trip) => setCompared((order) => order.filter((entry) => !sameTrip(entry, trip)))}
        removeFrom="comparison"
      />
      <ShortlistEnquiry trips={offeredIn(catalogue, trips)} />
    </>
  );
}

/**
 * A trip whose Save link was pressed before its page's script (`/shortlist?save=…`) is saved once the shortlist is
 * read, and the address loses the parameter (a reload must not save it again after a removal). What happened, in
 * words for the status line; null when the address asked nothing.
 */
function useSaveFromLink(search: string, catalogue: readonly ShortlistTrip[], loaded: boolean): string | null {
  const [said, setSaid] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const asked = tripSavedByLink(search);
    if (!loaded || !asked || handled.current === search) return;
    handled.current = search;
    const trip = asked.trip && findTrip(catalogue, asked.trip);
    // The outcome of a write to the device, which only an effect may make (once the shortlist is read): said once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!trip) setSaid("The trip you pressed Save on is not one we offer now, so nothing was saved.");
    else
      setSaid(
        shortlistStore.add(trip) === "full" ? SHORTLIST_FULL_MESSAGE : `${trip.name} is saved to your shortlist.`,
      );
    window.history.replaceState(window.history.state, "", `${ROUTES.shortlist}${withoutSaveParam(search)}`);
  }, [search, catalogue, loaded]);
  return said;
}

/**
 * /shortlist: the trips saved in this browser, looked up in the build's catalogue. Saved trips the catalogue no
 * longer has are listed as such, so they can be removed (they would otherwise fill the shortlist unseen). With
 * `?trips=` in `search` (read once the page runs: the build cannot know it), the shortlist someone shared instead.
 */
export function ShortlistPage({ catalogue, search }: { catalogue: readonly ShortlistTrip[]; search: string }) {
  const { trips, keeping, loaded } = useShortlist();
  const heading = useRef<HTMLHeadingElement>(null);
  const note = keepingNote(keeping);
  const shared = tripsFromShareSearch(search);
  const savedByLink = useSaveFromLink(search, catalogue, loaded);
  const remove = (trip: TripRef) => {
    shortlistStore.remove(trip);
    // The pressed button is gone: the list's heading takes the focus, so keyboard users are not sent to the top.
    heading.current?.focus();
  };
  return (
    <>
      <PageHeader
        title={shared ? "A shared shortlist" : "Your shortlist"}
        intro={
          shared
            ? "Trips someone picked and sent you, to compare and ask us about."
            : "The trips you saved while browsing, kept in this browser so you can compare them and ask us about the one you like."
        }
      />
      <div className={`container section ${styles.page}`}>
        {note && <p className={styles.note}>{note}</p>}
        <Status>{savedByLink ?? ""}</Status>
        {!loaded ? (
          <p>The trips appear here once the page has finished loading.</p>
        ) : shared ? (
          <SharedShortlist trips={shared} catalogue={catalogue} />
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
                const trip = findTrip(catalogue, saved);
                return (
                  <TripItem
                    key={`${saved.kind}:${saved.id}`}
                    trip={trip}
                    actions={
                      <button type="button" className="button button--ghost" onClick={() => remove(saved)}>
                        Remove
                        <span className="visually-hidden">
                          {trip ? ` ${trip.name} from shortlist` : " the trip we no longer offer from shortlist"}
                        </span>
                      </button>
                    }
                  />
                );
              })}
            </ul>
            <Comparison
              trips={trips}
              catalogue={catalogue}
              onMove={(trip, by) => shortlistStore.move(trip, by)}
              onRemove={remove}
              removeFrom="shortlist"
            />
            <ShortlistEnquiry trips={offeredIn(catalogue, trips)} />
            <ShareShortlist trips={trips} />
          </>
        )}
      </div>
    </>
  );
}
