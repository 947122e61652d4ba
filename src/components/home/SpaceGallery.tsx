import React from "react";
import { useBlocksText } from "../../i18n/blocks-text";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { Carousel } from "../carousel/Carousel";
import { Section } from "../common/Section";
import * as styles from "./SpaceGallery.module.css";

export interface SpaceImage {
  image: IGatsbyImageData | undefined;
  alt: string;
  caption: string;
}

/** Our offices and meeting places, as a carousel (a space gallery block). */
export function SpaceGallery({ title, text, images }: { title: string; text: string; images: SpaceImage[] }) {
  const words = useBlocksText();
  return (
    <Section title={title} eyebrow={words("blocks.spaces.eyebrow")} intro={<p>{text}</p>} tone="tinted">
      <Carousel label={title} slidesPerView={{ base: 1, md: 2, lg: 3 }}>
        {images.map(({ image, alt, caption }) => (
          <figure key={caption} className={styles.figure}>
            {image && <Picture image={image} alt={alt} className={styles.image} />}
            <figcaption className={styles.caption}>{caption}</figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}
