import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { DestinationBanner } from "./DestinationBanner";
import { PageHeader } from "../layout/PageHeader";
import { crumbWordsOf, destinationDetailsCrumbs } from "../../lib/breadcrumbs";
import { TripEnquiryForm } from "../forms/TripEnquiryForm";
import { formatRupees } from "../../lib/money";
import { canonicalUrl, siteFacts } from "../../lib/site";
import { PhoneActionBar } from "../layout/PhoneActionBar";
import { brochureAction, TripSummary } from "../trips/TripSummary";
import { TripTerms } from "../trips/TripTerms";
import type { TripSummaryFacts } from "../../lib/trip";
import * as styles from "./DestinationDetails.module.css";
import { destinationDetailsPath } from "../../lib/routes";
import { HydrationBoundary } from "../common/HydrationBoundary";
import { useTripText } from "../../i18n/trip-page";
import { useEdition } from "../../i18n/EditionContext";
import { pathInEdition } from "../../i18n/editions";
import { richText } from "../../i18n/rich-text";

/** A picture of one of the trip's days, with that day's title in the page's words. */
export interface GalleryImage {
  image: IGatsbyImageData;
  dayNumber: number;
  title: string;
}

/** Another destination of the same type, near in price and days (the page's `similarTrips`, src/lib/similar-trips.ts). */
export interface SimilarDestination {
  id: string;
  /** The language of its name: the page's where it is translated, else "en" (marked so, its English page linked). */
  language: string;
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

/** The page's words in its edition (the data layer's `words`, src/lib/trip-words.ts). */
export interface DestinationPageWords {
  description: string;
  /** Bullet-separated texts from the backend ("• a • b"). */
  termsAndConditions: string;
  cancellationPolicy: string;
  cancellationSummary: string | null;
  /** When to go (content/best-time-to-visit.json or its translation); null when the destination has none. */
  bestTime: { months: string; why: string } | null;
  /** The facts box: content/destination-details.json's rows, told by the trip where its inclusions say (tripFacts). */
  facts: readonly { label: string; value: string }[];
  highlights: readonly string[];
}

export interface DestinationDetailsProps {
  destination: {
    trip: DestinationTrip;
    banner: IGatsbyImageData | null;
    gallery: readonly GalleryImage[];
    words: DestinationPageWords;
  };
  similar: readonly SimilarDestination[];
}

export function DestinationDetails({ destination, similar }: DestinationDetailsProps) {
  const { trip, banner, gallery, words } = destination;
  const { id, name, places: touristSpots, durationDays } = trip;
  const { bestTime } = words;
  const text = useTripText();
  const { code } = useEdition();
  const phone = siteFacts.phones[0];
  const email = siteFacts.emails[0];
  const priceLine = (amount: number) => text("price.line", { price: formatRupees(amount) });
  return (
    <>
      <PageHeader title={name} crumbs={destinationDetailsCrumbs(trip.destinationType ?? "", crumbWordsOf(text))}>
        <TripSummary
          trip={trip}
          kind="destination"
          enquire="#enquiry-form"
          more={[
            ...(trip.links.itinerary
              ? [{ label: text("trip.viewItinerary"), to: pathInEdition(code, trip.links.itinerary) }]
              : []),
            ...(trip.links.brochure ? [brochureAction(trip.links.brochure, name, text)] : []),
          ]}
          terms={{ included: trip.included, excluded: trip.excluded, cancellation: words.cancellationSummary }}
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
          <p className={styles.lead}>{words.description}</p>

          {bestTime && (
            <HydrationBoundary>
              <section aria-labelledby="best-time">
                <h2 id="best-time">{text("trip.bestTime")}</h2>
                <p className={styles.bestMonths}>{bestTime.months}</p>
                <p>{bestTime.why}</p>
              </section>
            </HydrationBoundary>
          )}

          {touristSpots.length > 0 && (
            <HydrationBoundary>
              <section aria-labelledby="spots" className="below-fold">
                <h2 id="spots">{text("trip.places")}</h2>
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
              <h2 id="highlights">{text("trip.highlights")}</h2>
              <ul className={styles.highlights}>
                {words.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            </section>
          </HydrationBoundary>

          {gallery.length > 0 && (
            <HydrationBoundary>
              <section aria-labelledby="gallery">
                <h2 id="gallery">{text("trip.gallery")}</h2>
                {/* A phone swipes a strip of pictures (CSS scroll snap, no script) instead of scrolling past a stack.
                  The strip scrolls, so a keyboard must be able to focus it (axe: scrollable-region-focusable). */}
                {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region, see above */}
                <ul className={styles.gallery} tabIndex={0} aria-label={text("trip.pictures", { name })}>
                  {gallery.map((item) => {
                    const alt = text("trip.dayPicture", { day: item.dayNumber, title: item.title });
                    return (
                      <li key={item.dayNumber}>
                        <Picture
                          image={item.image}
                          alt={alt}
                          className={styles.galleryImage}
                          sizes="(max-width: 640px) 75vw, 240px"
                        />
                      </li>
                    );
                  })}
                </ul>
              </section>
            </HydrationBoundary>
          )}

          <TripTerms
            included={trip.included}
            excluded={trip.excluded}
            termsAndConditions={words.termsAndConditions}
            cancellationPolicy={words.cancellationPolicy}
          />

          {similar.length > 0 && (
            <HydrationBoundary>
              <section aria-labelledby="similar-trips" className="below-fold">
                <h2 id="similar-trips">{text("trip.similar")}</h2>
                <ul className={styles.similar}>
                  {similar.map((other) => {
                    // A trip not translated into the page's language: its English name and page, marked so.
                    const english = other.language !== code;
                    return (
                      <li key={other.id}>
                        <Link
                          to={
                            english
                              ? destinationDetailsPath(other.id)
                              : pathInEdition(code, destinationDetailsPath(other.id))
                          }
                          {...(english && code !== "en" && { lang: "en", hrefLang: "en" })}
                        >
                          {other.name}
                        </Link>
                        <span>
                          {text("days", { count: other.durationDays })} · {priceLine(other.price.amount)}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </section>
            </HydrationBoundary>
          )}
        </div>

        <HydrationBoundary>
          <aside className={styles.aside} aria-labelledby="basic-information">
            <h2 id="basic-information">{text("trip.basics")}</h2>
            <table className={styles.facts}>
              <tbody>
                <tr>
                  <th scope="row">{text("trip.basics.destination")}</th>
                  <td>{name}</td>
                </tr>
                <tr>
                  <th scope="row">{text("trip.basics.spots")}</th>
                  <td>{touristSpots.length}</td>
                </tr>
                <tr>
                  <th scope="row">{text("trip.price")}</th>
                  <td>{priceLine(trip.price.amount)}</td>
                </tr>
                <tr>
                  <th scope="row">{text("trip.duration")}</th>
                  <td>{text("days", { count: durationDays })}</td>
                </tr>
                {words.facts.map((row) => (
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
          {/* The form is not what the page is about: a search for "quote" should not list every trip. */}
          <section className={styles.enquiry} data-pagefind-ignore="all">
            <TripEnquiryForm id={id} name={name} days={durationDays} />
            {phone && email && (
              <p>
                {richText(text("trip.talk"), {
                  phone: (
                    <bdi dir="ltr">
                      <a href={`tel:${phone.tel}`}>{phone.display}</a>
                    </bdi>
                  ),
                  email: (
                    <bdi dir="ltr">
                      <a href={`mailto:${email.address}`}>{email.address}</a>
                    </bdi>
                  ),
                })}
              </p>
            )}
          </section>
        </HydrationBoundary>
      </div>
      <PhoneActionBar
        trip={{ ...trip, url: canonicalUrl(pathInEdition(code, destinationDetailsPath(id))) }}
        formIdPrefix="enquiry"
      />
    </>
  );
}
