import { siteFacts } from "../../lib/site";
import React, { Suspense, lazy, useEffect, useRef, useState } from "react";
import { useEdition } from "../../i18n/EditionContext";
import { englishFact, richText } from "../../i18n/rich-text";
import { localLink } from "../../i18n/translated-pages";
import { useShortlistText } from "../../i18n/shortlist-text";
import { Link } from "gatsby";
import { PageHeader } from "../layout/PageHeader";
import { shortlistStore, useShortlist } from "../../hooks/useShortlist";
import { contactTripPath, ROUTES } from "../../lib/routes";
import { formatRupees } from "../../lib/money";
import { SHORTLIST_MAX, moved, sameTrip, tripPath, tripPathIn, type TripRef } from "../../lib/shortlist";
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
  const text = useShortlistText();
  if (trips.length < 2) return null;
  const names = new Map(catalogue.map((trip) => [`${trip.kind}:${trip.id}`, trip.name]));
  return (
    <Suspense fallback={<p>{text("compare.loading")}</p>}>
      <CompareTrips trips={trips} names={names} {...actions} />
    </Suspense>
  );
}

/** A trip of the catalogue as the shortlist lists it (from the build's data, in the page's edition). */
export interface ShortlistTrip extends TripRef {
  name: string;
  /** The language of its words (its page's edition): the page's where it is translated into it, else "en". */
  language?: string;
  /** The language of its name, where that is not its words' (a tour the booking system names in the edition). */
  nameLanguage?: string;
  pricePerPerson: number;
  durationDays: number;
}

/** One trip of a list: its name, facts and what can be done with it (`actions`); or that it is no longer offered. */
function TripItem({ trip, actions }: { trip: ShortlistTrip | undefined; actions: React.ReactNode }) {
  const text = useShortlistText();
  const { code } = useEdition();
  const to = trip && tripPathIn(code, { ...trip, language: trip.language ?? "en" });
  return (
    <li className={styles.item}>
      {trip ? (
        <>
          <h3 className={cards.cardTitle}>
            <Link
              to={to!}
              {...((trip.nameLanguage ?? trip.language ?? "en") !== code && englishFact(code))}
              {...(code !== "en" && to === tripPath(trip) && { hrefLang: "en" })}
            >
              {trip.name}
            </Link>
          </h3>
          <p className={styles.facts}>
            <span className={styles.price}>{text("price.line", { price: formatRupees(trip.pricePerPerson) })}</span>
            <span>{text("days", { count: trip.durationDays })}</span>
            <span>{text(`shortlist.kind.${trip.kind}`)}</span>
          </p>
        </>
      ) : (
        <p className={cards.cardTitle}>{text("shortlist.gone")}</p>
      )}
      <p className={styles.actions}>
        {trip && (
          <Link to={localLink(code, contactTripPath(trip.name, trip.durationDays))} className="button button--brand">
            {text("shortlist.enquire")}
            <span className="visually-hidden">{text("shortlist.enquireAbout", { name: trip.name })}</span>
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
  const text = useShortlistText();
  const { code } = useEdition();
  if (trips.length === 0) return null;
  return (
    <ContactForm
      idPrefix="shortlist"
      heading={text(trips.length === 1 ? "shortlist.form.one" : "shortlist.form.many")}
      intro={richText(text("shortlist.form.intro"), {
        // The office's reply time is a site fact, English in every edition.
        reply: <span {...englishFact(code)}>{siteFacts.replyWithin}</span>,
      })}
      draftKey="shortlist"
      subjectPrefill={shortlistEnquirySubject(text, trips)}
      trip={{ required: false }}
      addedLine={shortlistEnquiryLine(text, trips)}
    />
  );
}

const offeredIn = (catalogue: readonly ShortlistTrip[], trips: readonly TripRef[]): ShortlistTrip[] =>
  trips.flatMap((trip) => findTrip(catalogue, trip) ?? []);

/** Share the visitor's shortlist: the link itself (to copy), and WhatsApp with the link in its text. */
function ShareShortlist({ trips }: { trips: readonly TripRef[] }) {
  const text = useShortlistText();
  const { code } = useEdition();
  // The shared link opens the shortlist in the edition it was shared from.
  const path = localLink(code, shortlistSharePath(trips));
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
        {text("shortlist.share.title")}
      </h2>
      <p>{text("shortlist.share.text")}</p>
      <p className={styles.actions}>
        <a
          href={whatsappShareUrl(text("shortlist.share.message", { url: canonicalUrl(path) }))}
          className="button button--ghost"
        >
          {text("shortlist.share.whatsapp")}
        </a>
        <button type="button" className="button button--ghost" onClick={copy}>
          {text("shortlist.share.copy")}
        </button>
        <a href={path} className={styles.shareLink}>
          {text("shortlist.share.link")}
        </a>
      </p>
      <Status>
        {copied === "copied"
          ? text("shortlist.share.copied")
          : copied === "failed"
            ? text("shortlist.share.failed", { link: text("shortlist.share.link") })
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
  const text = useShortlistText();
  const { code } = useEdition();
  const offered = trips.filter((trip) => findTrip(catalogue, trip));
  // The comparison's own order and removals: a shared list is the sender's, so nothing here is written anywhere.
  const [compared, setCompared] = useState<readonly TripRef[]>(offered);
  const [result, setResult] = useState<string | null>(null);
  const saveAll = () => {
    const results = offered.map((trip) => shortlistStore.add(trip));
    const full = results.filter((outcome) => outcome === "full").length;
    setResult(
      full > 0
        ? text("shortlist.shared.someSaved", {
            count: offered.length - full,
            full: text("save.full", { max: SHORTLIST_MAX }),
          })
        : text("shortlist.shared.allSaved"),
    );
  };
  return (
    <>
      <h2 className={styles.heading}>{text("shortlist.shared.count", { count: trips.length })}</h2>
      <p>{text("shortlist.shared.note")}</p>
      <ul className={styles.list} aria-label={text("shortlist.shared.list")}>
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
            {text("shortlist.shared.saveAll", { count: offered.length })}
          </button>
        )}
        <Link to={localLink(code, ROUTES.shortlist)} className="button button--ghost">
          {text("shortlist.shared.own")}
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
  const text = useShortlistText();
  const { code } = useEdition();
  useEffect(() => {
    const asked = tripSavedByLink(search);
    if (!loaded || !asked || handled.current === search) return;
    handled.current = search;
    const trip = asked.trip && findTrip(catalogue, asked.trip);
    // The outcome of a write to the device, which only an effect may make (once the shortlist is read): said once.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!trip) setSaid(text("shortlist.notOffered"));
    else
      setSaid(
        shortlistStore.add(trip) === "full"
          ? text("save.full", { max: SHORTLIST_MAX })
          : text("shortlist.savedByLink", { name: trip.name }),
      );
    window.history.replaceState(
      window.history.state,
      "",
      `${localLink(code, ROUTES.shortlist)}${withoutSaveParam(search)}`,
    );
  }, [search, catalogue, loaded, text, code]);
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
  const text = useShortlistText();
  const { code } = useEdition();
  const note = keeping === "blocked" ? text("save.blocked") : keeping === "full" ? text("save.storageFull") : null;
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
        title={text(shared ? "shortlist.shared.title" : "shortlist.title")}
        intro={text(shared ? "shortlist.shared.intro" : "shortlist.intro")}
      />
      <div className={`container section ${styles.page}`}>
        {note && <p className={styles.note}>{note}</p>}
        <Status>{savedByLink ?? ""}</Status>
        {!loaded ? (
          <p>{text("shortlist.loading")}</p>
        ) : shared ? (
          <SharedShortlist trips={shared} catalogue={catalogue} />
        ) : trips.length === 0 ? (
          <div className={styles.empty}>
            <p>{text("shortlist.empty")}</p>
            <p className={styles.links}>
              <Link to={localLink(code, ROUTES.destinations)} className="button button--brand">
                {text("shortlist.browseDestinations")}
              </Link>
              <Link to={localLink(code, ROUTES.tour)} className="button button--ghost">
                {text("shortlist.browseTours")}
              </Link>
            </p>
          </div>
        ) : (
          <>
            <h2 ref={heading} tabIndex={-1} className={styles.heading}>
              {text("shortlist.count", { count: trips.length })}
            </h2>
            <ul className={styles.list} aria-label={text("shortlist.list")}>
              {trips.map((saved) => {
                const trip = findTrip(catalogue, saved);
                return (
                  <TripItem
                    key={`${saved.kind}:${saved.id}`}
                    trip={trip}
                    actions={
                      <button type="button" className="button button--ghost" onClick={() => remove(saved)}>
                        {text("shortlist.remove")}
                        <span className="visually-hidden">
                          {trip
                            ? text("shortlist.removeFromShortlist", { name: trip.name })
                            : text("shortlist.removeGone")}
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
