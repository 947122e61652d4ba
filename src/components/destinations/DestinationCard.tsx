import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CardPicture } from "../common/CardPicture";
import { StarRating } from "../common/StarRating";
import { formatDays, formatPrice } from "../../lib/money";
import type { SearchableDestination } from "../../lib/destination-search";
import * as styles from "./DestinationCard.module.css";
import { destinationDetailsPath } from "../../lib/routes";
import * as cards from "../../styles/cards.module.css";
import { SaveTripButton } from "../shortlist/SaveTripButton";
import { CardPriceInCurrency } from "../trips/CardPriceInCurrency";

/** What a card shows and a search looks in: the list page's data holds only these fields. */
export interface DestinationSummary extends SearchableDestination {
  id: string;
  pricePerPerson: number;
  durationDays: number;
  image: IGatsbyImageData | null;
  /** The destination's own rating, 0 to 5, or null when it has none. */
  rating: number | null;
}

export function DestinationCard({ destination, first = false }: { destination: DestinationSummary; first?: boolean }) {
  const { id, name, image, pricePerPerson, durationDays, rating } = destination;
  return (
    // A card stands for a record found on its own page: site search skips it here (gatsby/search/).
    <article className={styles.card} data-pagefind-ignore="all">
      <CardPicture image={image} alt={`A view of ${name}`} eager={first} />
      <CardPriceInCurrency rupees={pricePerPerson} />
      <div className={cards.cardBody}>
        {rating !== null && (
          <p className={cards.ratingRow}>
            <StarRating rating={rating} />
          </p>
        )}
        <h3 className={cards.cardTitle}>{name}</h3>
        <p className={styles.facts}>
          <span className={styles.price}>{formatPrice(pricePerPerson)}</span>
          <span>{formatDays(durationDays)}</span>
        </p>
        <div className={cards.cardActions}>
          <Link to={destinationDetailsPath(id)} className="button button--brand">
            View details<span className="visually-hidden">: {name}</span>
          </Link>
          <SaveTripButton trip={{ kind: "destination", id }} name={name} />
        </div>
      </div>
    </article>
  );
}
