import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { DestinationBanner } from "./DestinationBanner";
import { ItineraryActions } from "./ItineraryActions";
import { PageHeader } from "../layout/PageHeader";
import { crumbWordsOf, itineraryCrumbs } from "../../lib/breadcrumbs";
import { canonicalUrl } from "../../lib/site";
import { TripEnquiryForm } from "../forms/TripEnquiryForm";
import { PhoneActionBar } from "../layout/PhoneActionBar";
import { brochureAction, TripSummary } from "../trips/TripSummary";
import { TripTerms } from "../trips/TripTerms";
import type { TripSummaryFacts } from "../../lib/trip";
import * as styles from "./ItineraryPage.module.css";
import { destinationDetailsPath, itineraryPath } from "../../lib/routes";
import { mealName, useTripText } from "../../i18n/trip-page";
import { useEdition } from "../../i18n/EditionContext";
import { pathInEdition } from "../../i18n/editions";
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
    banner: IGatsbyImageData | null;
    days: readonly ItineraryDay[];
    /** The page's words in its edition (the data layer's `words`, src/lib/trip-words.ts). */
    words: {
      overview: string;
      /** Bullet-separated texts from the backend ("• a • b"). */
      termsAndConditions: string;
      cancellationPolicy: string;
      cancellationSummary: string | null;
    };
  };
}

export function ItineraryPage({ destination }: ItineraryPageProps) {
  const { trip, banner, days, words } = destination;
  const { id, name } = trip;
  const text = useTripText();
  const { code } = useEdition();
  const crumbs = itineraryCrumbs(
    { id, type: trip.destinationType ?? "", name, to: pathInEdition(code, destinationDetailsPath(id)) },
    crumbWordsOf(text),
  );
  return (
    <>
      <PageHeader title={text("trip.itinerary.title", { name })} crumbs={crumbs}>
        <TripSummary
          trip={trip}
          kind="destination"
          enquire="#enquiry-form"
          more={trip.links.brochure ? [brochureAction(trip.links.brochure, name, text)] : []}
          terms={{ included: trip.included, excluded: trip.excluded, cancellation: words.cancellationSummary }}
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
            <h2 id="overview">{text("trip.itinerary.overview", { name })}</h2>
            <p>{words.overview}</p>
          </div>
        </section>

        {/* The itinerary to share (issue 12, part 5); its PDF is in the summary above. */}
        <ItineraryActions id={id} name={name} />

        <HydrationBoundary>
          <section aria-labelledby="day-by-day" className={`${styles.block} below-fold`}>
            <h2 id="day-by-day">{text("trip.itinerary.days")}</h2>
            <ol className={styles.days}>
              {days.map((day) => (
                <li key={day.dayNumber} className={styles.day}>
                  {day.image && (
                    <Picture
                      image={day.image}
                      alt={text("trip.dayPicture", { day: day.dayNumber, title: day.title })}
                      className={styles.dayImage}
                      sizes="(max-width: 768px) 100vw, 280px"
                    />
                  )}
                  <div className={styles.dayBody}>
                    <p className={styles.dayNumber}>
                      {text("trip.itinerary.day", { day: String(day.dayNumber).padStart(2, "0") })}
                    </p>
                    <h3>{day.title}</h3>
                    {day.description && <p>{day.description}</p>}
                    <dl className={styles.dayFacts}>
                      {day.hotel && (
                        <div>
                          <dt>{text("trip.itinerary.hotel")}</dt>
                          <dd>{day.hotel}</dd>
                        </div>
                      )}
                      {day.meals.length > 0 && (
                        <div>
                          <dt>{text("trip.itinerary.meals")}</dt>
                          <dd>
                            {day.meals.map((meal) => mealName(text, meal)).join(text("trip.itinerary.mealsJoin"))}
                          </dd>
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
          termsAndConditions={words.termsAndConditions}
          cancellationPolicy={words.cancellationPolicy}
        />

        <HydrationBoundary>
          {/* The form is not what the page is about: a search for "quote" should not list every trip. */}
          <section className={styles.block} data-pagefind-ignore="all">
            <TripEnquiryForm id={id} name={name} days={trip.durationDays} />
          </section>
        </HydrationBoundary>
      </div>
      <PhoneActionBar
        trip={{ ...trip, url: canonicalUrl(pathInEdition(code, itineraryPath(id))) }}
        formIdPrefix="enquiry"
      />
    </>
  );
}
