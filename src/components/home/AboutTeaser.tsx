import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import * as styles from "./AboutTeaser.module.css";
import { ContentLink } from "../common/ContentLink";

export interface AboutTeaserContent {
  eyebrow?: string | null;
  title: string;
  paragraphs: readonly string[];
  image: IGatsbyImageData | undefined;
  imageAlt: string;
  link: { label: string; to: string };
}

/** A picture and two paragraphs about the agency, with a link to /about. */
export function AboutTeaser({ eyebrow, title, paragraphs, image, imageAlt, link }: AboutTeaserContent) {
  return (
    <section aria-labelledby="about-teaser" className="section">
      <div className={`container ${styles.grid}`}>
        {image && <Picture image={image} alt={imageAlt} className={styles.image} />}
        <div>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h2 id="about-teaser">{title}</h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <ContentLink to={link.to} className="button button--brand">
            {link.label}
          </ContentLink>
        </div>
      </div>
    </section>
  );
}
