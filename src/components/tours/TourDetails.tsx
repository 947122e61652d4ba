import React from "react";
import { Link } from "gatsby";
import { type IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { formatDays, formatDollars } from "../../lib/money";
import type { ContentImage, TourDetailsContent } from "../../content-model/samples";
import { Carousel } from "../carousel/Carousel";
import { StarRating } from "../common/StarRating";
import { Tabs } from "../common/Tabs";
import * as styles from "./TourDetails.module.css";
import { ROUTES } from "../../lib/routes";
import { CategoryCounts } from "../sidebar/CategoryCounts";

export type GalleryImage = ContentImage & { imageData?: IGatsbyImageData };

/** Day 01, Day 02 … as the plan's tabs are labelled. */
export const dayLabel = (index: number): string => `Day ${String(index + 1).padStart(2, "0")}`;

/** The sample tour: picture slider, facts, overview, the day-by-day plan in tabs, what is included, categories. */
export function TourDetails({ tour, gallery }: { tour: TourDetailsContent; gallery: readonly GalleryImage[] }) {
  return (
    <div className={`container section ${styles.layout}`}>
      <div className={styles.main}>
        <Carousel label={`Pictures of ${tour.name}`} slidesPerView={{ base: 1 }}>
          {gallery.map((picture, index) =>
            picture.imageData ? (
              <Picture
                key={picture.src}
                image={picture.imageData}
                alt={picture.alt}
                className={styles.slide}
                loading={index === 0 ? "eager" : "lazy"}
                {...(index === 0 ? { fetchpriority: "high" } : {})}
              />
            ) : null,
          )}
        </Carousel>

        <section aria-labelledby="tour-overview" className={styles.section}>
          <p className={styles.location}>{tour.location}</p>
          <h2 id="tour-overview">{tour.name}</h2>
          <p className={styles.rating}>
            <StarRating rating={tour.rating} showValue={false} />
            <span>
              {tour.rating.toFixed(1)} from {tour.reviewCount} reviews
            </span>
          </p>
          <dl className={styles.facts}>
            <div>
              <dt>Duration</dt>
              <dd>{formatDays(tour.days)}</dd>
            </div>
            <div>
              <dt>Group size</dt>
              <dd>{tour.groupSize}</dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd>{formatDollars(tour.price)} per person</dd>
            </div>
          </dl>
          {tour.overview.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>

        <section aria-labelledby="tour-plan" className={styles.section}>
          <h2 id="tour-plan">{formatDays(tour.plan.length)} plan</h2>
          <Tabs
            label="Tour plan by day"
            tabs={tour.plan.map((day, index) => ({
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

        <section aria-labelledby="tour-included" className={`${styles.section} ${styles.lists}`}>
          <div>
            <h2 id="tour-included">Included</h2>
            <ul className={styles.included}>
              {tour.included.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Not included</h2>
            <ul className={styles.excluded}>
              {tour.excluded.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </section>
      </div>

      <aside className={styles.sidebar} aria-label="Book and browse">
        <div className={styles.box}>
          <p className={styles.from}>From</p>
          <p className={styles.price}>
            {formatDollars(tour.price)} <span>per person</span>
          </p>
          <p>{tour.summary}</p>
          <Link to={ROUTES.contact} className="button button--brand">
            Book Now
          </Link>
        </div>
        <CategoryCounts id="tour-categories" categories={tour.categories} unit="tours" />
      </aside>
    </div>
  );
}
