import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { StarRating } from "../common/StarRating";
import { formatRupees } from "../../lib/money";
import { useBlocksText } from "../../i18n/blocks-text";
import { useEdition } from "../../i18n/EditionContext";
import { pathInEdition } from "../../i18n/editions";
import { localLink } from "../../i18n/translated-pages";
import * as styles from "./PackageCard.module.css";
import * as cards from "../../styles/cards.module.css";
import { SaveTripButton } from "../shortlist/SaveTripButton";
import { CardPriceInCurrency } from "../trips/CardPriceInCurrency";
import type { TripRef } from "../../lib/shortlist";

export interface PackageCardProps {
  title: string;
  image: IGatsbyImageData | undefined;
  imageAlt: string;
  /** The record's own rating, 0 to 5; no stars without one. */
  rating: number | null;
  pricePerPerson: number;
  days: number;
  action: { to: string; label: string };
  /** The trip's own page (its `links.page`): the card's name leads there. Hotels and transport offers have none. */
  page?: string;
  /** A destination or tour package can be saved to the shortlist; hotels and transport offers cannot. */
  trip?: TripRef;
}

/** An offer as a card in a list or carousel; `key` is the record's id (or slug). */
export type Offer = Omit<PackageCardProps, "action"> & { key: string };

/**
 * A tour, destination, hotel or transport offer: picture, name (a link to the trip's page, where it has one), stars,
 * price per person, days and its action.
 */
export function PackageCard({
  title,
  image,
  imageAlt,
  rating,
  pricePerPerson,
  days,
  action,
  page,
  trip,
}: PackageCardProps) {
  const text = useBlocksText();
  const { code } = useEdition();
  // The offer's name is the booking system's English: isolated and marked on another edition's page, so its
  // punctuation keeps its place right to left. A tour's page is in every edition; a destination's page is linked in
  // English, saying so (the card does not know whether the destination is translated).
  const name = code === "en" ? title : <bdi lang="en">{title}</bdi>;
  const english = code === "en" ? {} : { hrefLang: "en" };
  const tripPage = page && trip?.kind === "tour" ? pathInEdition(code, page) : page;
  const actionTo = localLink(code, action.to);
  return (
    // A trip's card stands for a page of its own: site search skips it here (gatsby/search/); a hotel's is kept.
    <article className={styles.card} data-pagefind-ignore={trip ? "all" : undefined}>
      {image ? <Picture image={image} alt={imageAlt} className={styles.image} /> : <div className={styles.image} />}
      {trip && <CardPriceInCurrency rupees={pricePerPerson} />}
      <div className={styles.body}>
        <h3 className={cards.cardTitle}>
          {tripPage ? (
            <Link to={tripPage} {...(tripPage === page && english)}>
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {rating !== null && (
          <p className={styles.rating}>
            <StarRating rating={rating} />
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt className="visually-hidden">{text("blocks.offer.price")}</dt>
            <dd className={styles.price}>{text("price.line", { price: formatRupees(pricePerPerson) })}</dd>
          </div>
          <div>
            <dt className="visually-hidden">{text("blocks.offer.duration")}</dt>
            <dd>{text("days", { count: days })}</dd>
          </div>
        </dl>
        <div className={cards.cardActions}>
          <Link to={actionTo} className="button button--brand" {...(actionTo === action.to && english)}>
            {action.label}
            <span className="visually-hidden">: {name}</span>
          </Link>
          {trip && <SaveTripButton trip={trip} name={title} />}
        </div>
      </div>
    </article>
  );
}
