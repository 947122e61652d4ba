import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { Section } from "../common/Section";
import * as styles from "./Gallery.module.css";

export interface GalleryImage {
  image: IGatsbyImageData | undefined;
  alt: string;
}

/** A grid of travel pictures (a gallery block). */
export function Gallery({ title, images }: { title: string; images: GalleryImage[] }) {
  return (
    <Section title={title} eyebrow="Gallery">
      <ul className={styles.grid}>
        {images.map(({ image, alt }) => (
          <li key={alt}>{image && <Picture image={image} alt={alt} className={styles.image} />}</li>
        ))}
      </ul>
    </Section>
  );
}
