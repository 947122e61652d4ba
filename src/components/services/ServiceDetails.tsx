import React, { type ReactNode } from "react";
import { Link } from "gatsby";
import { Picture } from "../common/Picture";
import { formatDate } from "../../lib/dates";
import { formatDollars } from "../../lib/money";
import type { ServiceDetailsContent, WithPictures } from "../../content-model/samples";
import { StarRating } from "../common/StarRating";
import * as styles from "./ServiceDetails.module.css";
import { ROUTES } from "../../lib/routes";
import { CategoryCounts } from "../sidebar/CategoryCounts";

interface ServiceDetailsProps {
  service: WithPictures<ServiceDetailsContent>;
  /** The reply form (the shared enquiry form), placed under the reviews. */
  replyForm: ReactNode;
}

/** The sample service page: pictures, description, highlights, reviews, a reply form; price and categories aside. */
export function ServiceDetails({ service, replyForm }: ServiceDetailsProps) {
  const [cover, ...more] = service.gallery;
  const coverImage = cover?.imageData;
  return (
    <div className={`container section ${styles.layout}`}>
      <div className={styles.main}>
        {cover && coverImage && (
          <Picture
            image={coverImage}
            alt={cover.alt}
            className={styles.cover}
            loading="eager"
            {...{ fetchpriority: "high" }}
          />
        )}
        <p className={styles.location}>{service.location}</p>
        <h2>{service.title}</h2>
        {service.paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {more.length > 0 && (
          <div className={styles.gallery}>
            {more.map((picture) => {
              const image = picture.imageData;
              return image ? (
                <Picture key={picture.src} image={image} alt={picture.alt} className={styles.galleryImage} />
              ) : null;
            })}
          </div>
        )}
        {service.highlights.length > 0 && (
          <>
            <h3>What we arrange</h3>
            <ul className={styles.highlights}>
              {service.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </>
        )}

        <section aria-labelledby="service-reviews" className={styles.section}>
          <h2 id="service-reviews">Reviews ({service.reviews.length})</h2>
          <ul className={styles.reviews}>
            {service.reviews.map((review) => {
              const avatar = review.avatar.imageData;
              return (
                <li key={`${review.author}-${review.date}`} className={styles.review}>
                  {avatar && <Picture image={avatar} alt="" className={styles.avatar} />}
                  <div>
                    <p className={styles.reviewHead}>
                      <strong>{review.author}</strong>
                      <time dateTime={review.date}>{formatDate(review.date)}</time>
                    </p>
                    <StarRating rating={review.rating} />
                    <p className={styles.reviewText}>{review.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        {/* The reply form is the shared enquiry form: a reply is sent to the agency, never lost. */}
        <div className={styles.section}>{replyForm}</div>
      </div>

      <aside className={styles.sidebar} aria-label="Price and categories">
        <div className={styles.box}>
          <p className={styles.note}>From</p>
          <p className={styles.price}>{formatDollars(service.price)}</p>
          <p className={styles.note}>{service.priceNote}</p>
          <Link to={ROUTES.contact} className="button button--brand">
            Book Now
          </Link>
        </div>
        <CategoryCounts id="service-categories" categories={service.categories} unit="trips" to={ROUTES.service} />
      </aside>
    </div>
  );
}
