import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { DestinationBanner } from "./DestinationBanner";
import { ItineraryActions } from "./ItineraryActions";
import { PageHeader } from "../layout/PageHeader";
import { itineraryCrumbs } from "../../lib/breadcrumbs";
import { splitBullets } from "../../lib/bullets";
import { canonicalUrl, siteFacts } from "../../lib/site";
import { TripEnquiryForm } from "../forms/TripEnquiryForm";
import { PhoneActionBar } from "../layout/PhoneActionBar";
import { TripSummary } from "../trips/TripSummary";
import * as styles from "./ItineraryPage.module.css";
import { itineraryPath, itineraryPdfFileName, itineraryPdfPath } from "../../lib/routes";

export interface ItineraryDay {
  dayNumber: number;
  title: string;
  description: string;
  hotel: string;
  meals: readonly string[];
  image: IGatsbyImageData | null;
}

export interface ItineraryPageProps {
  destination: {
    id: string;
    type: string;
    name: string;
    overview: string;
    pricePerPerson: number;
    /** What the price says about GST (the trip's price.taxes); null: nothing. */
    gst: string | null;
    durationDays: number;
    /** The destination's own rating, 0 to 5, or null when it has none. */
    rating: number | null;
    banner: IGatsbyImageData | null;
    days: readonly ItineraryDay[];
    /** The trip's lists (src/lib/trip.ts). */
    included: readonly string[];
    excluded: readonly string[];
    /** Bullet-separated texts from the backend ("• a • b"). */
    termsAndConditions: string;
    cancellationPolicy: string;
  };
}

export function ItineraryPage({ destination }: ItineraryPageProps) {
  const { id, type, name, overview, pricePerPerson, gst, durationDays, rating, banner, days } = destination;
  const terms = [
    { id: "inclusions", title: "Inclusions", items: destination.included },
    { id: "exclusions", title: "Exclusions", items: destination.excluded },
    { id: "terms", title: "Terms & Conditions", items: splitBullets(destination.termsAndConditions) },
    {
      id: "cancellation",
      title: "Cancellation Policy & Payment Terms",
      items: splitBullets(destination.cancellationPolicy),
    },
  ].filter((section) => section.items.length > 0);

  return (
    <>
      <PageHeader title={`${name} Itinerary`} crumbs={itineraryCrumbs({ id, type, name })}>
        <TripSummary
          pricePerPerson={pricePerPerson}
          gst={gst}
          durationDays={durationDays}
          rating={rating}
          enquire="#enquiry-form"
          save={{ trip: { kind: "destination", id: id }, name: name }}
          more={[
            {
              label: "Download itinerary (PDF)",
              to: itineraryPdfPath(id),
              download: itineraryPdfFileName(name, siteFacts.name),
            },
          ]}
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

        <section aria-labelledby="day-by-day" className={styles.block}>
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

        <div className={styles.terms}>
          {terms.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className={styles.termsBlock}>
              <h2 id={section.id}>{section.title}</h2>
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>

        <section className={styles.block}>
          <TripEnquiryForm id={id} name={name} days={durationDays} />
        </section>
      </div>
      <PhoneActionBar trip={{ name, url: canonicalUrl(itineraryPath(id)) }} formIdPrefix="enquiry" />
    </>
  );
}
