import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { DestinationBanner } from "./DestinationBanner";
import { ItineraryActions } from "./ItineraryActions";
import { PageHeader } from "../layout/PageHeader";
import { itineraryCrumbs } from "../../lib/breadcrumbs";
import { canonicalUrl } from "../../lib/site";
import { TripEnquiryForm } from "../forms/TripEnquiryForm";
import { PhoneActionBar } from "../layout/PhoneActionBar";
import { brochureAction, TripSummary } from "../trips/TripSummary";
import { TripTerms } from "../trips/TripTerms";
import type { TripSummaryFacts } from "../../lib/trip";
import * as styles from "./ItineraryPage.module.css";
import { itineraryPath } from "../../lib/routes";
import { HydrationBoundary } from "../common/HydrationBoundary";

export interface ItineraryDay {
  dayNumber: number;
  title: string;
  description: string;
  hotel: string;
  meals: readonly string[];
  image: IGatsbyImageData | null;
}

/** The trip of an itinerary page as the data layer projects it (src/lib/trip.ts), with what this page shows more. */
export interface ItineraryTrip extends TripSummaryFacts {
  destinationType: string | null;
  included: readonly string[];
  excluded: readonly string[];
  links: { brochure: string | null };
}

export interface ItineraryPageProps {
  destination: {
    trip: ItineraryTrip;
    overview: string;
    banner: IGatsbyImageData | null;
    days: readonly ItineraryDay[];
    /** Bullet-separated texts from the backend ("• a • b"). */
    termsAndConditions: string;
    cancellationPolicy: string;
  };
}

export function ItineraryPage({ destination }: ItineraryPageProps) {
  const { trip, overview, banner, days } = destination;
  const { id, name } = trip;
  return (
    <>
      <PageHeader title={`${name} Itinerary`} crumbs={itineraryCrumbs({ id, type: trip.destinationType ?? "", name })}>
        <TripSummary
          trip={trip}
          kind="destination"
          enquire="#enquiry-form"
          more={trip.links.brochure ? [brochureAction(trip.links.brochure, name)] : []}
          terms={{
            included: trip.included,
            excluded: trip.excluded,
            cancellationPolicy: destination.cancellationPolicy,
          }}
        />
      </PageHeader>
      <div className="container section">
        <section className={styles.overview} aria-labelledby="overview">
          <DestinationBanner
            banner={banner}
            name={name}
            className={styles.banner}
            sizes="(max-width: 768px) 100vw, 600px"
          />
          <div>
            <h2 id="overview">Overview: {name}</h2>
            <p>{overview}</p>
          </div>
        </section>

        {/* The itinerary to share (issue 12, part 5); its PDF is in the summary above. */}
        <ItineraryActions id={id} name={name} />

        <HydrationBoundary>
          <section aria-labelledby="day-by-day" className={`${styles.block} below-fold`}>
            <h2 id="day-by-day">Day by day</h2>
            <ol className={styles.days}>
              {days.map((day) => (
                <li key={day.dayNumber} className={styles.day}>
                  {day.image && (
                    <Picture
                      image={day.image}
                      alt={`Day ${day.dayNumber}: ${day.title}`}
                      className={styles.dayImage}
                      sizes="(max-width: 768px) 100vw, 280px"
                    />
                  )}
                  <div className={styles.dayBody}>
                    <p className={styles.dayNumber}>Day {String(day.dayNumber).padStart(2, "0")}</p>
                    <h3>{day.title}</h3>
                    {day.description && <p>{day.description}</p>}
                    <dl className={styles.dayFacts}>
                      {day.hotel && (
                        <div>
                          <dt>Hotel</dt>
                          <dd>{day.hotel}</dd>
                        </div>
                      )}
                      {day.meals.length > 0 && (
                        <div>
                          <dt>Meals</dt>
                          <dd>{day.meals.join(", ")}</dd>
                        </div>
                      )}
                    </dl>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </HydrationBoundary>

        <TripTerms
          included={trip.included}
          excluded={trip.excluded}
          termsAndConditions={destination.termsAndConditions}
          cancellationPolicy={destination.cancellationPolicy}
        />

        <HydrationBoundary>
          <section className={styles.block}>
            <TripEnquiryForm id={id} name={name} days={trip.durationDays} />
          </section>
        </HydrationBoundary>
      </div>
      <PhoneActionBar trip={{ ...trip, url: canonicalUrl(itineraryPath(id)) }} formIdPrefix="enquiry" />
    </>
  );
}
