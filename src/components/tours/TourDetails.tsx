import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { formatDays } from "../../lib/money";
import { tourDetailsCrumbs } from "../../lib/breadcrumbs";
import type { TourDescription, TourPicture } from "../../content-model/tours";
import { Carousel } from "../carousel/Carousel";
import { Tabs } from "../common/Tabs";
import { PageHeader } from "../layout/PageHeader";
import { TripSummary } from "../trips/TripSummary";
import type { TripSummaryFacts } from "../../lib/trip";
import * as styles from "./TourDetails.module.css";
import * as sidebar from "../../styles/sidebar.module.css";
import { contactTripPath, tourDetailsPath } from "../../lib/routes";

/** Day 01, Day 02 … as the plan's tabs are labelled. */
export const dayLabel = (index: number): string => `Day ${String(index + 1).padStart(2, "0")}`;

/** A tour package's trip as the data layer projects it (src/lib/trip.ts), with its banner. */
export interface TourPackageFacts {
  trip: TripSummaryFacts;
  banner?: IGatsbyImageData;
}

/** The marketers' words for the tour (content/tours.json), with its extra pictures processed. */
export interface TourWords {
  summary: string;
  places: readonly string[];
  overview: readonly string[];
  included: readonly string[];
  excluded: readonly string[];
  plan: readonly Readonly<TourDescription["plan"][number]>[];
  gallery: readonly TourPicture[];
}

export interface OtherTour {
  id: string;
  name: string;
  durationDays: number;
}

/**
 * One tour: its name with the booking system's facts (price in rupees, days, rating) and the enquiry first, then the
 * banner and pictures in a slider, the marketers' overview, the day plan in tabs (Day 01 … Day N), what is included,
 * and links to the other tours. Without words (a package content/tours.json has no entry for) it shows the facts and
 * the enquiry.
 */
export function TourDetails({
  tour,
  words,
  otherTours,
}: {
  tour: TourPackageFacts;
  words: TourWords | null;
  otherTours: readonly OtherTour[];
}) {
  const pictures = [
    ...(tour.banner ? [{ image: tour.banner, alt: `A view of ${tour.trip.name}` }] : []),
    ...(words?.gallery ?? []).flatMap((picture) =>
      picture.imageData ? [{ image: picture.imageData, alt: picture.alt }] : [],
    ),
  ];
  return (
    <>
      <PageHeader title={tour.trip.name} crumbs={tourDetailsCrumbs}>
        <TripSummary
          trip={tour.trip}
          kind="tour"
          enquire={contactTripPath(tour.trip.name, tour.trip.durationDays)}
          more={words ? [{ label: "Day-by-day plan", to: "#tour-plan" }] : []}
        />
      </PageHeader>
      <div className={`container section ${styles.layout}`}>
        <div className={styles.main}>
          {pictures.length > 0 && (
            <Carousel label={`Pictures of ${tour.trip.name}`} slidesPerView={{ base: 1 }}>
              {pictures.map((picture, index) => (
                <Picture
                  key={index}
                  image={picture.image}
                  alt={picture.alt}
                  className={styles.slide}
                  loading={index === 0 ? "eager" : "lazy"}
                  {...(index === 0 ? { fetchpriority: "high" } : {})}
                />
              ))}
            </Carousel>
          )}

          <section aria-labelledby="tour-overview" className={styles.section}>
            {words && <p className={styles.location}>{words.places.join(", ")}</p>}
            <h2 id="tour-overview">Overview</h2>
            {words && <p className={styles.lead}>{words.summary}</p>}
            {words?.overview.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>

          {words && (
            <section aria-labelledby="tour-plan" className={styles.section}>
              <h2 id="tour-plan">{formatDays(words.plan.length)} plan</h2>
              <Tabs
                label="Tour plan by day"
                tabs={words.plan.map((day, index) => ({
                  label: dayLabel(index),
                  content: (
                    <>
                      <h3>
                        {dayLabel(index)}: {day.title}
                      </h3>
                      <p>{day.description}</p>
                      <dl className={styles.dayFacts}>
                        <div>
                          <dt>Stay</dt>
                          <dd>{day.stay}</dd>
                        </div>
                        <div>
                          <dt>Meals</dt>
                          <dd>{day.meals}</dd>
                        </div>
                      </dl>
                    </>
                  ),
                }))}
              />
            </section>
          )}

          {words && (words.included.length > 0 || words.excluded.length > 0) && (
            <section aria-labelledby="tour-included" className={`${styles.section} ${styles.lists}`}>
              <div>
                <h2 id="tour-included">Included</h2>
                <ul className={styles.included}>
                  {words.included.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h2>Not included</h2>
                <ul className={styles.excluded}>
                  {words.excluded.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </section>
          )}
        </div>

        <aside className={styles.sidebar} aria-label="Browse" data-pagefind-ignore="all">
          {otherTours.length > 0 && (
            <section className={sidebar.sidebarBox} aria-labelledby="other-tours">
              <h2 id="other-tours" className={sidebar.boxHeading}>
                More tours
              </h2>
              <ul className={sidebar.categoryList}>
                {otherTours.map((other) => (
                  <li key={other.id}>
                    <Link to={tourDetailsPath(other.id)}>
                      <span>{other.name}</span>
                      <span className={sidebar.countPill}>{formatDays(other.durationDays)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </>
  );
}
