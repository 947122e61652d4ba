import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { crumbWordsOf, tripCrumbs } from "../../lib/breadcrumbs";
import type { TourDescription, TourPicture } from "../../content-model/tours";
import { Carousel } from "../carousel/Carousel";
import { Tabs } from "../common/Tabs";
import { PageHeader } from "../layout/PageHeader";
import { TripSummary } from "../trips/TripSummary";
import type { TripSummaryFacts } from "../../lib/trip";
import * as styles from "./TourDetails.module.css";
import * as sidebar from "../../styles/sidebar.module.css";
import { contactTripPath, tourDetailsPath } from "../../lib/routes";
import { useEdition } from "../../i18n/EditionContext";
import { pathInEdition } from "../../i18n/editions";
import { localLink } from "../../i18n/translated-pages";
import { englishFact } from "../../i18n/rich-text";
import { useTripText } from "../../i18n/trip-page";
import { useToursText } from "../../i18n/tours-text";

/** Day 01, Day 02 … as the plan's tabs are labelled, in the page's words ("ദിവസം 01", "اليوم 01"). */
export const dayLabel = (index: number, text: (key: "trip.itinerary.day", values: { day: string }) => string): string =>
  text("trip.itinerary.day", { day: String(index + 1).padStart(2, "0") });

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
  /** The language of its name: the page's where the booking system names it so; without it, English. */
  nameLanguage?: string;
  durationDays: number;
}

/**
 * One tour: its name with the booking system's facts (price in rupees, days, rating) and the enquiry first, then the
 * banner and pictures in a slider, the marketers' overview, the day plan in tabs (Day 01 … Day N), what is included,
 * and links to the other tours. Without words (a package content/tours.json has no entry for) it shows the facts and
 * the enquiry. In an edition the page's own words are the edition's (the catalogue parts `trip` and `tours`), the
 * tour's name the booking system's in it where it gives one; the marketers' words for it are English, marked so
 * (`lang="en"`), and so is a name the booking system gives only in English.
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
  const text = useToursText();
  const tripText = useTripText();
  const { code } = useEdition();
  const english = englishFact(code);
  const name = tour.trip.name;
  const nameLanguage = tour.trip.nameLanguage ?? tour.trip.language ?? "en";
  const pictures = [
    ...(tour.banner ? [{ image: tour.banner, alt: tripText("trip.bannerAlt", { name }) }] : []),
    ...(words?.gallery ?? []).flatMap((picture) =>
      picture.imageData ? [{ image: picture.imageData, alt: picture.alt }] : [],
    ),
  ];
  return (
    <>
      <PageHeader
        title={name}
        titleLang={nameLanguage !== code ? nameLanguage : undefined}
        crumbs={tripCrumbs({ type: null }, crumbWordsOf(tripText))}
      >
        <TripSummary
          trip={tour.trip}
          kind="tour"
          enquire={localLink(code, contactTripPath(name, tour.trip.durationDays))}
          more={words ? [{ label: text("tours.details.dayPlan"), to: "#tour-plan" }] : []}
        />
      </PageHeader>
      <div className={`container section ${styles.layout}`}>
        <div className={styles.main}>
          {pictures.length > 0 && (
            <Carousel label={tripText("trip.pictures", { name })} slidesPerView={{ base: 1 }}>
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
            {words && (
              <p className={styles.location} {...english}>
                {words.places.join(", ")}
              </p>
            )}
            <h2 id="tour-overview">{text("tours.details.overview")}</h2>
            {words && (
              <p className={styles.lead} {...english}>
                {words.summary}
              </p>
            )}
            {words?.overview.map((paragraph, index) => (
              <p key={index} {...english}>
                {paragraph}
              </p>
            ))}
          </section>

          {words && (
            <section aria-labelledby="tour-plan" className={styles.section}>
              <h2 id="tour-plan">{text("tours.details.plan", { count: words.plan.length })}</h2>
              <Tabs
                label={text("tours.details.planLabel")}
                tabs={words.plan.map((day, index) => ({
                  label: dayLabel(index, tripText),
                  content: (
                    <>
                      <h3>
                        {dayLabel(index, tripText)}: {code === "en" ? day.title : <bdi lang="en">{day.title}</bdi>}
                      </h3>
                      <p {...english}>{day.description}</p>
                      <dl className={styles.dayFacts}>
                        <div>
                          <dt>{text("tours.details.stay")}</dt>
                          <dd {...english}>{day.stay}</dd>
                        </div>
                        <div>
                          <dt>{tripText("trip.itinerary.meals")}</dt>
                          <dd {...english}>{day.meals}</dd>
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
                <h2 id="tour-included">{text("tours.details.included")}</h2>
                <ul className={styles.included} {...english}>
                  {words.included.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h2>{text("tours.details.excluded")}</h2>
                <ul className={styles.excluded} {...english}>
                  {words.excluded.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </section>
          )}
        </div>

        <aside className={styles.sidebar} aria-label={text("tours.details.browse")} data-pagefind-ignore="all">
          {otherTours.length > 0 && (
            <section className={sidebar.sidebarBox} aria-labelledby="other-tours">
              <h2 id="other-tours" className={sidebar.boxHeading}>
                {text("tours.details.more")}
              </h2>
              <ul className={sidebar.categoryList}>
                {otherTours.map((other) => (
                  <li key={other.id}>
                    <Link to={pathInEdition(code, tourDetailsPath(other.id))}>
                      <span {...((other.nameLanguage ?? "en") !== code && english)}>{other.name}</span>
                      <span className={sidebar.countPill}>{text("days", { count: other.durationDays })}</span>
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
