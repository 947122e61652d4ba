import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CardPicture } from "../common/CardPicture";
import { StarRating } from "../common/StarRating";
import { formatRupees } from "../../lib/money";
import type { SearchableDestination } from "../../lib/destination-search";
import * as styles from "./DestinationCard.module.css";
import { destinationDetailsPath } from "../../lib/routes";
import * as cards from "../../styles/cards.module.css";
import { SaveTripButton } from "../shortlist/SaveTripButton";
import { CardPriceInCurrency } from "../trips/CardPriceInCurrency";
import { useEdition } from "../../i18n/EditionContext";
import { useListsText } from "../../i18n/lists-page";
import { pathInEdition } from "../../i18n/editions";

/** What a card shows and a search looks in: the list page's data holds only these fields. */
export interface DestinationSummary extends SearchableDestination {
  id: string;
  /** The language of its words: the page's where it is translated, else "en" (marked so, its English page linked). */
  language: string;
  pricePerPerson: number;
  durationDays: number;
  image: IGatsbyImageData | null;
  /** The destination's own rating, 0 to 5, or null when it has none. */
  rating: number | null;
}

export function DestinationCard({ destination, first = false }: { destination: DestinationSummary; first?: boolean }) {
  const { id, name, image, pricePerPerson, durationDays, rating } = destination;
  const text = useListsText();
  const { code } = useEdition();
  // A trip not translated into the page's language: its English words and page, marked so.
  const english = destination.language !== code;
  // Isolated, so that an English name's punctuation keeps its place in a right-to-left card.
  const shownName = english && code !== "en" ? <bdi lang="en">{name}</bdi> : name;
  return (
    // A card stands for a record found on its own page: site search skips it here (gatsby/search/).
    <article className={styles.card} data-pagefind-ignore="all">
      <CardPicture image={image} alt={text("lists.card.alt", { name })} eager={first} />
      <CardPriceInCurrency rupees={pricePerPerson} />
      <div className={cards.cardBody}>
        {rating !== null && (
          <p className={cards.ratingRow}>
            <StarRating rating={rating} />
          </p>
        )}
        <h3 className={cards.cardTitle}>{shownName}</h3>
        <p className={styles.facts}>
          <span className={styles.price}>{text("price.line", { price: formatRupees(pricePerPerson) })}</span>
          <span>{text("days", { count: durationDays })}</span>
        </p>
        <div className={cards.cardActions}>
          <Link
            to={english ? destinationDetailsPath(id) : pathInEdition(code, destinationDetailsPath(id))}
            className="button button--brand"
            {...(english && code !== "en" && { hrefLang: "en" })}
          >
            {text("lists.card.view")}
            <span className="visually-hidden">: {shownName}</span>
          </Link>
          <SaveTripButton trip={{ kind: "destination", id }} name={name} />
        </div>
      </div>
    </article>
  );
}
