import { tripFacts } from "../../lib/trip-facts";
import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { DestinationBanner } from "./DestinationBanner";
import { PageHeader } from "../layout/PageHeader";
import { destinationDetailsCrumbs } from "../../lib/breadcrumbs";
import { TripEnquiryForm } from "../forms/TripEnquiryForm";
import { formatDays, formatPrice } from "../../lib/money";
import { canonicalUrl, siteFacts } from "../../lib/site";
import { PhoneActionBar } from "../layout/PhoneActionBar";
import { brochureAction, TripSummary } from "../trips/TripSummary";
import { TripTerms } from "../trips/TripTerms";
import type { TripSummaryFacts } from "../../lib/trip";
import * as styles from "./DestinationDetails.module.css";
import { destinationDetailsPath } from "../../lib/routes";
import { HydrationBoundary } from "../common/HydrationBoundary";

export interface GalleryImage {
  image: IGatsbyImageData;
  alt: string;
}

/** Another destination of the same type, near in price and days (the page's `similarTrips`, src/lib/similar-trips.ts). */
export interface SimilarDestination {
  id: string;
  name: string;
  price: { amount: number };
  durationDays: number;
}

/** The trip of a destination page as the data layer projects it (src/lib/trip.ts), with what this page shows more. */
export interface DestinationTrip extends TripSummaryFacts {
  destinationType: string | null;
  places: readonly string[];
  included: readonly string[];
  excluded: readonly string[];
  links: { itinerary: string | null; brochure: string | null };
}

export interface DestinationDetailsProps {
  destination: {
    trip: DestinationTrip;
    description: string;
    banner: IGatsbyImageData | null;
    gallery: readonly GalleryImage[];
    /** Bullet-separated texts from the backend ("• a • b"). */
    termsAndConditions: string;
    cancellationPolicy: string;
  };
  /** The rows and highlights of every destination (content/destination-details.json); the trip's own words in the
   * rows where its inclusions have them (tripFacts). */
  fixed: { basicInformation: readonly { label: string; value: string }[]; highlights: readonly string[] };
  /** When to go, from content/best-time-to-visit.json; null when the destination has no entry. */
  bestTime: { months: string; why: string } | null;
  similar: readonly SimilarDestination[];
}

export function DestinationDetails({ destination, fixed, bestTime, similar }: DestinationDetailsProps) {
  const { trip, description, banner, gallery, termsAndConditions, cancellationPolicy } = destination;
  const { id, name, places: touristSpots, durationDays } = trip;
  const phone = siteFacts.phones[0];
  const email = siteFacts.emails[0];
  return (
    <>
      <PageHeader title={name} crumbs={destinationDetailsCrumbs(trip.destinationType ?? "")}>
        <TripSummary
          trip={trip}
          kind="destination"
          enquire="#enquiry-form"
          more={[
            ...(trip.links.itinerary ? [{ label: "View Itinerary", to: trip.links.itinerary }] : []),
            ...(trip.links.brochure ? [brochureAction(trip.links.brochure, name)] : []),
          ]}
          terms={{ included: trip.included, excluded: trip.excluded, cancellationPolicy }}
        />
      </PageHeader>
      <div className={`container section ${styles.layout}`}>
        <div className={styles.main}>
          <DestinationBanner
            banner={banner}
            name={name}
            className={styles.banner}
            sizes="(max-width: 1024px) 100vw, 800px"
          />
          <p className={styles.lead}>{description}</p>

          {bestTime && (
            <HydrationBoundary>
              <section aria-labelledby="best-time">
                <h2 id="best-time">Best time to visit</h2>
                <p className={styles.bestMonths}>{bestTime.months}</p>
                <p>{bestTime.why}</p>
              </section>
            </HydrationBoundary>
          )}

          {touristSpots.length > 0 && (
            <HydrationBoundary>
              <section aria-labelledby="spots" className="below-fold">
                <h2 id="spots">Places you will see</h2>
                <ul className={styles.spots}>
                  {touristSpots.map((spot) => (
                    <li key={spot}>{spot}</li>
                  ))}
                </ul>
              </section>
            </HydrationBoundary>
          )}

          {/* The same highlights on every destination: not a reason for a search to list them all. */}
          <HydrationBoundary>
            <section aria-labelledby="highlights" className="below-fold" data-pagefind-ignore="all">
              <h2 id="highlights">Highlights</h2>
              <ul className={styles.highlights}>
                {fixed.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          </HydrationBoundary>

          {gallery.length > 0 && (
            <HydrationBoundary>
              <section aria-labelledby="gallery">
                <h2 id="gallery">Gallery</h2>
                {/* A phone swipes a strip of pictures (CSS scroll snap, no script) instead of scrolling past a stack.
                  The strip scrolls, so a keyboard must be able to focus it (axe: scrollable-region-focusable). */}
                {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region, see above */}
                <ul className={styles.gallery} tabIndex={0} aria-label={`Pictures of ${name}`}>
                  {gallery.map((item) => (
                    <li key={item.alt}>
                      <Picture
                        image={item.image}
                        alt={item.alt}
                        className={styles.galleryImage}
                        sizes="(max-width: 640px) 75vw, 240px"
                      />
                    </li>
                  ))}
                </ul>
              </section>
            </HydrationBoundary>
          )}

          <TripTerms
            included={trip.included}
            excluded={trip.excluded}
            termsAndConditions={termsAndConditions}
            cancellationPolicy={cancellationPolicy}
          />

          {similar.length > 0 && (
            <HydrationBoundary>
              <section aria-labelledby="similar-trips" className="below-fold">
                <h2 id="similar-trips">Similar trips</h2>
                <ul className={styles.similar}>
                  {similar.map((other) => (
                    <li key={other.id}>
                      <Link to={destinationDetailsPath(other.id)}>{other.name}</Link>
                      <span>
                        {formatDays(other.durationDays)} · {formatPrice(other.price.amount)}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            </HydrationBoundary>
          )}
        </div>

        <HydrationBoundary>
          <aside className={styles.aside} aria-labelledby="basic-information">
            <h2 id="basic-information">Basic information</h2>
            <table className={styles.facts}>
              <tbody>
                <tr>
                  <th scope="row">Destination</th>
                  <td>{name}</td>
                </tr>
                <tr>
                  <th scope="row">Tourist spots</th>
                  <td>{touristSpots.length}</td>
                </tr>
                <tr>
                  <th scope="row">Price</th>
                  <td>{formatPrice(trip.price.amount)}</td>
                </tr>
                <tr>
                  <th scope="row">Duration</th>
                  <td>{formatDays(durationDays)}</td>
                </tr>
                {tripFacts(trip, fixed.basicInformation).map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </aside>
        </HydrationBoundary>

        <HydrationBoundary>
          <section className={styles.enquiry}>
            <TripEnquiryForm id={id} name={name} days={durationDays} />
            {phone && email && (
              <p>
                Prefer to talk? Call <a href={`tel:${phone.tel}`}>{phone.display}</a> or write to{" "}
                <a href={`mailto:${email.address}`}>{email.address}</a>.
              </p>
            )}
          </section>
        </HydrationBoundary>
      </div>
      <PhoneActionBar trip={{ ...trip, url: canonicalUrl(destinationDetailsPath(id)) }} formIdPrefix="enquiry" />
    </>
  );
}
