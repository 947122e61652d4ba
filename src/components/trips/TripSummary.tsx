import React from "react";
import { Link } from "gatsby";
import { StarRating } from "../common/StarRating";
import { formatDays, formatRupees, PRICE_BASIS } from "../../lib/money";
import { SaveTripButton } from "../shortlist/SaveTripButton";
import type { TripRef } from "../../lib/shortlist";
import * as styles from "./TripSummary.module.css";

/** A link of the summary: a page of the site, an anchor on this page, or a file to save (`download`). */
export interface TripAction {
  label: string;
  to: string;
  /** The name the file is saved under; the link downloads instead of opening the file. */
  download?: string;
}

export interface TripSummaryProps {
  pricePerPerson: number;
  /** What the price says about GST, from the trip's own inclusions and exclusions (gstNote); null: nothing. */
  gst: string | null;
  durationDays: number;
  /** The trip's own rating, 0 to 5, or null when it has none. */
  rating: number | null;
  /** Where "Enquire about this trip" leads: the page's enquiry form (#enquiry-form) or /contact?trip=…. */
  enquire: string;
  /** The itinerary page, the brochure PDF or the day plan: what a visitor reads before enquiring. */
  more?: readonly TripAction[];
  /** The trip as the shortlist saves it, with its name for the Save button. */
  save: { trip: TripRef; name: string };
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
export function TripSummary({ pricePerPerson, gst, durationDays, rating, enquire, more = [], save }: TripSummaryProps) {
  return (
    // Prices, days and actions: the facts the trip is compared by, not words a visitor searches for (gatsby/search/);
    // the price is the search record's `price` field instead.
    <div className={styles.summary} data-pagefind-ignore>
      <dl className={styles.facts}>
        <div>
          <dt>Price</dt>
          <dd>
            <span data-pagefind-meta="price">
              <span className={styles.price}>{formatRupees(pricePerPerson)}</span> {PRICE_BASIS}
            </span>
            {gst && <span className={styles.gst}>{gst}</span>}
          </dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{formatDays(durationDays)}</dd>
        </div>
        {rating !== null && (
          <div>
            <dt>Rating</dt>
            <dd>
              <StarRating rating={rating} />
            </dd>
          </div>
        )}
      </dl>
      <p className={styles.actions}>
        <ActionLink action={{ label: "Enquire about this trip", to: enquire }} className="button button--brand" />
        {more.map((action) => (
          <ActionLink key={action.to} action={action} className="button button--ghost" />
        ))}
        <SaveTripButton trip={save.trip} name={save.name} />
      </p>
    </div>
  );
}
