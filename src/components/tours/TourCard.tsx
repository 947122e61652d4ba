import React from "react";
import { Link } from "gatsby";
import { type IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { formatDays, formatDollars } from "../../lib/money";
import type { TourContent } from "../../content-model/samples";
import { StarRating } from "../common/StarRating";
import * as styles from "./TourCard.module.css";
import { ROUTES } from "../../lib/routes";
import * as cards from "../../styles/cards.module.css";

export type TourCardTour = TourContent & { imageData?: IGatsbyImageData };

/** A sample tour: picture, place, name, summary, days, rating and dollar price per person. */
export function TourCard({ tour, eager = false }: { tour: TourCardTour; eager?: boolean }) {
  return (
    <article className={styles.card}>
      <div className={cards.cardMedia}>
        {tour.imageData && (
          <Picture
            image={tour.imageData}
            alt={tour.image.alt}
            className={cards.cardImage}
            loading={eager ? "eager" : "lazy"}
            {...(eager ? { fetchpriority: "high" } : {})}
          />
        )}
      </div>
      <div className={cards.cardBody}>
        <p className={styles.location}>{tour.location}</p>
        <h2 className={styles.title}>{tour.name}</h2>
        <p className={styles.summary}>{tour.summary}</p>
        <p className={styles.rating}>
          <StarRating rating={tour.rating} showValue={false} />
          <span>
            {tour.rating.toFixed(1)} ({tour.reviewCount} reviews) · {formatDays(tour.days)}
          </span>
        </p>
        <div className={styles.footer}>
          <p className={styles.price}>
            <span className={styles.amount}>{formatDollars(tour.price)}</span> per person
          </p>
          <Link to={ROUTES.tourDetails} className="button button--brand" aria-label={`View details of ${tour.name}`}>
            View details
          </Link>
        </div>
      </div>
    </article>
  );
}
