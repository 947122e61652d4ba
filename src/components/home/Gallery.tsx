import React from "react";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import { Section } from "../common/Section";
import * as styles from "./Gallery.module.css";

export interface GalleryImage {
  image: IGatsbyImageData | undefined;
  alt: string;
}

/** A grid of travel pictures (content/home.json). */
export function Gallery({ title, images }: { title: string; images: GalleryImage[] }) {
  return (
    <Section title={title} eyebrow="Gallery">
      <ul className={styles.grid}>
        {images.map(({ image, alt }) => (
          <li key={alt}>{image && <GatsbyImage image={image} alt={alt} className={styles.image} />}</li>
        ))}
      </ul>
    </Section>
  );
}
