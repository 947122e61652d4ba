import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CardPicture } from "../common/CardPicture";
import { formatRupees } from "../../lib/money";
import type { SortableTour } from "../../lib/tour-list";
import { StarRating } from "../common/StarRating";
import * as styles from "./TourCard.module.css";
import { tourDetailsPath } from "../../lib/routes";
import * as cards from "../../styles/cards.module.css";
import { SaveTripButton } from "../shortlist/SaveTripButton";
import { CardPriceInCurrency } from "../trips/CardPriceInCurrency";
import { useEdition } from "../../i18n/EditionContext";
import { pathInEdition } from "../../i18n/editions";
import { englishFact, richText } from "../../i18n/rich-text";
import { useToursText } from "../../i18n/tours-text";

/** A tour package of the booking system with the marketers' words for it (summary and places may be empty). */
export interface TourCardTour extends SortableTour {
  id: string;
  /** The language of its name: the list's where the booking system names it so; without it, English. */
  nameLanguage?: string;
  durationDays: number;
  image?: IGatsbyImageData;
}

/**
 * A tour: banner, places, name, summary, rating, days and price per person in rupees; opens the tour's page in the
 * list's edition. Its name is the booking system's in the edition where it gives one; the marketers' words are
 * English, marked so on an edition's list, around the edition's own words.
 */
export function TourCard({ tour, eager = false }: { tour: TourCardTour; eager?: boolean }) {
  const text = useToursText();
  const { code } = useEdition();
  const english = englishFact(code);
  return (
    // A card stands for a record found on its own page: site search skips it here (gatsby/search/).
    <article className={styles.card} data-pagefind-ignore="all">
      <CardPicture image={tour.image} alt={text("tours.card.alt", { name: tour.name })} eager={eager} />
      <CardPriceInCurrency rupees={tour.pricePerPerson} />
      <div className={cards.cardBody}>
        {tour.places.length > 0 && (
          <p className={styles.location} {...english}>
            {tour.places.join(", ")}
          </p>
        )}
        <h2 className={styles.title} {...((tour.nameLanguage ?? "en") !== code && english)}>
          {tour.name}
        </h2>
        {tour.summary && (
          <p className={styles.summary} {...english}>
            {tour.summary}
          </p>
        )}
        <p className={styles.rating}>
          <StarRating rating={tour.rating} />
          <span>{text("days", { count: tour.durationDays })}</span>
        </p>
        <div className={styles.footer}>
          <p className={styles.price}>
            {richText(text("price.line"), {
              price: <span className={styles.amount}>{formatRupees(tour.pricePerPerson)}</span>,
            })}
          </p>
          <Link
            to={pathInEdition(code, tourDetailsPath(tour.id))}
            className="button button--brand"
            aria-label={text("tours.card.viewOf", { name: tour.name })}
          >
            {text("tours.card.view")}
          </Link>
          <SaveTripButton trip={{ kind: "tour", id: tour.id }} name={tour.name} />
        </div>
      </div>
    </article>
  );
}
