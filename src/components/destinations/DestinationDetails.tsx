import React from "react";
import { Link } from "gatsby";
import { type IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { DestinationBanner } from "./DestinationBanner";
import { PageHeader } from "../layout/PageHeader";
import { destinationDetailsCrumbs } from "../../lib/breadcrumbs";
import { StarRating } from "../common/StarRating";
import { TripEnquiryForm } from "../forms/TripEnquiryForm";
import { formatDays, formatPricePerPerson } from "../../lib/money";
import { canonicalUrl, siteFacts } from "../../lib/site";
import { PhoneActionBar } from "../layout/PhoneActionBar";
import * as styles from "./DestinationDetails.module.css";
import { destinationDetailsPath, itineraryPath } from "../../lib/routes";

export interface GalleryImage {
  image: IGatsbyImageData;
  alt: string;
}

export interface DestinationDetailsProps {
  destination: {
    id: string;
    type: string;
    name: string;
    description: string;
    touristSpots: readonly string[];
    pricePerPerson: number;
    durationDays: number;
    /** The destination's own rating, 0 to 5, or null when it has none. */
    rating: number | null;
    banner: IGatsbyImageData | null;
    gallery: readonly GalleryImage[];
    hasItinerary: boolean;
  };
  /** The rows and highlights that are the same for every destination (content/destination-details.json). */
  fixed: { basicInformation: readonly { label: string; value: string }[]; highlights: readonly string[] };
}

export function DestinationDetails({ destination, fixed }: DestinationDetailsProps) {
  const {
    id,
    type,
    name,
    description,
    touristSpots,
    pricePerPerson,
    durationDays,
    rating,
    banner,
    gallery,
    hasItinerary,
  } = destination;
  const phone = siteFacts.phones[0];
  const email = siteFacts.emails[0];
  return (
    <>
      <PageHeader title={name} crumbs={destinationDetailsCrumbs(type)} />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.main}>
          <DestinationBanner
            banner={banner}
            name={name}
            className={styles.banner}
            sizes="(max-width: 1024px) 100vw, 800px"
          />
          {rating !== null && (
            <p className={styles.rating}>
              <StarRating rating={rating} size={20} />
            </p>
          )}
          <p className={styles.lead}>{description}</p>

          {touristSpots.length > 0 && (
            <section aria-labelledby="spots">
              <h2 id="spots">Places you will see</h2>
              <ul className={styles.spots}>
                {touristSpots.map((spot) => (
                  <li key={spot}>{spot}</li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="highlights">
            <h2 id="highlights">Highlights</h2>
            <ul className={styles.highlights}>
              {fixed.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </section>

          {gallery.length > 0 && (
            <section aria-labelledby="gallery">
              <h2 id="gallery">Gallery</h2>
              <ul className={styles.gallery}>
                {gallery.map((item) => (
                  <li key={item.alt}>
                    <Picture
                      image={item.image}
                      alt={item.alt}
                      className={styles.galleryImage}
                      sizes="(max-width: 640px) 50vw, 240px"
                    />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside className={styles.aside} aria-labelledby="basic-information">
          <h2 id="basic-information">Basic information</h2>
          <table className={styles.facts}>
            <tbody>
              <tr>
                <th scope="row">Destination</th>
                <td>{name}</td>
              </tr>
              <tr>
                <th scope="row">Tourist spots</th>
                <td>{touristSpots.length}</td>
              </tr>
              <tr>
                <th scope="row">Price</th>
                <td>{formatPricePerPerson(pricePerPerson)}</td>
              </tr>
              <tr>
                <th scope="row">Duration</th>
                <td>{formatDays(durationDays)}</td>
              </tr>
              {fixed.basicInformation.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {hasItinerary && (
            <Link to={itineraryPath(id)} className="button button--brand">
              View Itinerary
            </Link>
          )}
        </aside>

        <section className={styles.enquiry}>
          <TripEnquiryForm id={id} name={name} days={durationDays} />
          {phone && email && (
            <p>
              Prefer to talk? Call <a href={`tel:${phone.tel}`}>{phone.display}</a> or write to{" "}
              <a href={`mailto:${email.address}`}>{email.address}</a>.
            </p>
          )}
        </section>
      </div>
      <PhoneActionBar trip={{ name, url: canonicalUrl(destinationDetailsPath(id)) }} formIdPrefix="enquiry" />
    </>
  );
}
