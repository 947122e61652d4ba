import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CardPicture } from "../common/CardPicture";
import { formatDays, formatRupees } from "../../lib/money";
import type { SortableTour } from "../../lib/tour-list";
import { StarRating } from "../common/StarRating";
import * as styles from "./TourCard.module.css";
import { tourDetailsPath } from "../../lib/routes";
import * as cards from "../../styles/cards.module.css";
import { SaveTripButton } from "../shortlist/SaveTripButton";
import { CardPriceInCurrency } from "../trips/CardPriceInCurrency";

/** A tour package of the booking system with the marketers' words for it (summary and places may be empty). */
export interface TourCardTour extends SortableTour {
  id: string;
  durationDays: number;
  image?: IGatsbyImageData;
}

/** A tour: banner, places, name, summary, rating, days and price per person in rupees; opens the tour's page. */
export function TourCard({ tour, eager = false }: { tour: TourCardTour; eager?: boolean }) {
  return (
    // A card stands for a record found on its own page: site search skips it here (gatsby/search/).
    <article className={styles.card} data-pagefind-ignore="all">
      <CardPicture image={tour.image} alt={`A view of ${tour.name}`} eager={eager} />
      <CardPriceInCurrency rupees={tour.pricePerPerson} />
      <div className={cards.cardBody}>
        {tour.places.length > 0 && <p className={styles.location}>{tour.places.join(", ")}</p>}
        <h2 className={styles.title}>{tour.name}</h2>
        {tour.summary && <p className={styles.summary}>{tour.summary}</p>}
        <p className={styles.rating}>
          <StarRating rating={tour.rating} />
          <span>{formatDays(tour.durationDays)}</span>
        </p>
        <div className={styles.footer}>
          <p className={styles.price}>
            <span className={styles.amount}>{formatRupees(tour.pricePerPerson)}</span> per person
          </p>
          <Link
            to={tourDetailsPath(tour.id)}
            className="button button--brand"
            aria-label={`View details of ${tour.name}`}
          >
            View details
          </Link>
          <SaveTripButton trip={{ kind: "tour", id: tour.id }} name={tour.name} />
        </div>
      </div>
    </article>
  );
}
