import React from "react";
import { Link } from "gatsby";
import { StarRating } from "../common/StarRating";
import { formatRupees } from "../../lib/money";
import { useTripText, type TripText } from "../../i18n/trip-page";
import { richText } from "../../i18n/rich-text";
import { SaveTripButton } from "../shortlist/SaveTripButton";
import type { TripKind } from "../../lib/shortlist";
import type { TripSummaryFacts } from "../../lib/trip";
import * as styles from "./TripSummary.module.css";
import { CurrencyChoice } from "./CurrencyChoice";
import { itineraryPdfFileName } from "../../lib/routes";
import { TERMS_ANCHORS } from "../../lib/trip-terms";
import { siteFacts } from "../../lib/site";
import { useEdition } from "../../i18n/EditionContext";

/** A link of the summary: a page of the site, an anchor on this page, or a file to save (`download`). */
export interface TripAction {
  label: string;
  to: string;
  /** The name the file is saved under; the link downloads instead of opening the file. */
  download?: string;
}

export interface TripSummaryProps {
  /** The trip as the data layer projects it (price with what it says about GST, days, rating: src/lib/trip.ts). */
  trip: TripSummaryFacts;
  /** What the shortlist saves it as. */
  kind: TripKind;
  /** Where "Enquire about this trip" leads: the page's enquiry form (#enquiry-form) or /contact?trip=…. */
  enquire: string;
  /**
   * What the trip includes and excludes, and its cancellation in a line (cancellationSummary): counted, with links to
   * the page's full sections (TripTerms), so the first screen says what the price covers and what a change costs.
   */
  terms?: { included: readonly string[]; excluded: readonly string[]; cancellation: string | null };
  /** The itinerary page, the brochure PDF or the day plan: what a visitor reads before enquiring. */
  more?: readonly TripAction[];
}

/**
 * The itinerary brochure of a trip (its `links.brochure`, in the page's language), saved under a name with the
 * trip's and the agency's.
 */
export function brochureAction(brochure: string, tripName: string, text: TripText): TripAction {
  return { label: text("trip.brochure"), to: brochure, download: itineraryPdfFileName(tripName, siteFacts.name) };
}

function ActionLink({ action, className }: { action: TripAction; className: string }) {
  // Gatsby's Link is for pages of the site; an anchor on this page or a PDF is a plain link.
  if (action.download !== undefined || action.to.startsWith("#"))
    return (
      <a href={action.to} download={action.download} className={className}>
        {action.label}
      </a>
    );
  return (
    <Link to={action.to} className={className}>
      {action.label}
    </Link>
  );
}

/**
 * The first screen of every trip page (destination, itinerary, tour), under its name: price per person with what
 * the data says about GST, days, rating, and the actions. Plain markup of a fixed shape, so it is in the static HTML
 * and nothing moves when the page hydrates.
 */
export function TripSummary({ trip, kind, enquire, terms, more = [] }: TripSummaryProps) {
  const { price, durationDays, rating } = trip;
  const text = useTripText();
  const { code } = useEdition();
  const cancellation = terms?.cancellation ?? null;
  return (
    // Prices, days and actions: the facts the trip is compared by, not words a visitor searches for (gatsby/search/);
    // the price is the search record's `price` field instead.
    <div className={styles.summary} data-pagefind-ignore>
      <dl className={styles.facts}>
        <div>
          <dt>{text("trip.price")}</dt>
          <dd>
            <span data-pagefind-meta="price">
              {richText(text("price.line"), {
                price: <span className={styles.price}>{formatRupees(price.amount)}</span>,
              })}
            </span>
            {price.taxes && (
              // The note quotes the trip's own list, so it is in the trip's language (English for an untranslated tour).
              <span
                className={styles.gst}
                {...(trip.language && trip.language !== code && { lang: trip.language, dir: "auto" })}
              >
                {price.taxes}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{text("trip.duration")}</dt>
          <dd>{text("days", { count: durationDays })}</dd>
        </div>
        {rating !== null && (
          <div>
            <dt>{text("trip.rating")}</dt>
            <dd>
              <StarRating rating={rating} />
            </dd>
          </div>
        )}
      </dl>
      <CurrencyChoice rupees={price.amount} />
      {terms && (terms.included.length > 0 || cancellation) && (
        <p className={styles.terms}>
          {terms.included.length > 0 && (
            <a href={`#${TERMS_ANCHORS.inclusions}`}>
              {text("trip.termsLink", { included: terms.included.length, excluded: terms.excluded.length })}
            </a>
          )}
          {cancellation && (
            <span>
              {text("trip.cancellation", { term: cancellation.replace(/[.।]$/, "") })}{" "}
              <a href={`#${TERMS_ANCHORS.cancellation}`}>{text("trip.allTerms")}</a>
            </span>
          )}
        </p>
      )}
      <p className={styles.actions}>
        <ActionLink action={{ label: text("trip.enquire"), to: enquire }} className="button button--brand" />
        {more.map((action) => (
          <ActionLink key={action.to} action={action} className="button button--ghost" />
        ))}
        <SaveTripButton trip={{ kind, id: trip.id }} name={trip.name} />
      </p>
    </div>
  );
}
