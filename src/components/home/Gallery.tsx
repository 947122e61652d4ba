import React from "react";
import { useBlocksText } from "../../i18n/blocks-text";
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
  const text = useBlocksText();
  return (
    <Section title={title} eyebrow={text("blocks.gallery.eyebrow")}>
      <ul className={styles.grid}>
        {images.map(({ image, alt }) => (
          <li key={alt}>{image && <Picture image={image} alt={alt} className={styles.image} />}</li>
        ))}
      </ul>
    </Section>
  );
}
