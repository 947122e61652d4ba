import React from "react";
import { useBlocksText } from "../../i18n/blocks-text";
import { useEdition } from "../../i18n/EditionContext";
import { englishFact } from "../../i18n/rich-text";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { Carousel } from "../carousel/Carousel";
import { Section } from "../common/Section";
import { StarRating } from "../common/StarRating";
import { CAROUSEL_AUTOPLAY_MS, testimonialsLoop } from "../../lib/carousels";
import * as styles from "./Testimonials.module.css";

export interface Review {
  id: string;
  author: string;
  rating: number;
  text: string;
  profile: IGatsbyImageData | undefined;
}

/** Reviews from the backend, with stars; the carousel loops only when there are more than 3. */
export function Testimonials({ reviews, title, eyebrow }: { reviews: Review[]; title: string; eyebrow?: string }) {
  const text = useBlocksText();
  // The reviews are the booking system's, in English: marked so on another edition's page.
  const english = englishFact(useEdition().code);
  if (reviews.length === 0) return null;
  return (
    <Section title={title} eyebrow={eyebrow}>
      <Carousel
        label={text("blocks.testimonials.label")}
        slidesPerView={{ base: 1, md: 2, xl: 3 }}
        autoplayMs={CAROUSEL_AUTOPLAY_MS}
        loop={testimonialsLoop(reviews.length)}
      >
        {reviews.map((review) => (
          <figure key={review.id} className={styles.review} {...english}>
            <StarRating rating={review.rating} />
            <blockquote className={styles.quote}>
              <p>{review.text}</p>
            </blockquote>
            <figcaption className={styles.author}>
              {review.profile && <Picture image={review.profile} alt="" className={styles.avatar} />}
              {review.author}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}
