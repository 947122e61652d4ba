import React from "react";
import { DEFAULT_SHARING_IMAGE } from "../components/seo/Seo";
import { descriptionLength, searchResult, titleLength, type FieldLength } from "../lib/search-snippet";
import * as styles from "./SeoPanel.module.css";

export interface SeoPanelProps {
  /** The entry's fields as they stand in the editor (empty strings where a field is empty). */
  path: string;
  title: string;
  description: string;
  /** The sharing picture's URL in the CMS (its own copy of the file); none for the site's default picture. */
  imageUrl?: string | null;
  imageAlt?: string | null;
}

function Length({ label, length }: { label: string; length: FieldLength }) {
  return (
    <p className={styles.length} data-verdict={length.verdict}>
      <strong>{label}:</strong> {length.message}
    </p>
  );
}

/**
 * Above a page's preview in the CMS: how the page will look in a search result and as a shared link, from the
 * fields being edited, with the title's and description's lengths judged as a result cuts them. It shows what the
 * build writes (Seo.tsx: the title with the site's name, the site's description and picture where the page has
 * none; the picture cropped to 1200 × 630 from its centre).
 */
export function SeoPanel({ path, title, description, imageUrl, imageAlt }: SeoPanelProps) {
  const result = searchResult({ path, title, description });
  const picture = imageUrl || DEFAULT_SHARING_IMAGE.src;
  return (
    <section className={styles.panel} aria-labelledby="seo-panel-title">
      <h2 id="seo-panel-title" className={styles.heading}>
        Search and sharing
      </h2>
      <Length label="Title" length={titleLength(title)} />
      <Length label="Description" length={descriptionLength(description)} />
      <div className={styles.previews}>
        <figure className={styles.preview}>
          <figcaption className={styles.caption}>In a search result</figcaption>
          <div className={styles.result}>
            <p className={styles.trail}>{result.trail}</p>
            <p className={styles.resultTitle}>{result.title}</p>
            <p className={styles.resultText}>{result.description}</p>
          </div>
        </figure>
        <figure className={styles.preview}>
          <figcaption className={styles.caption}>
            Shared on WhatsApp, Facebook or X{imageUrl ? "" : " (the site’s own picture: the page has none)"}
          </figcaption>
          <div className={styles.card}>
            <img
              className={styles.cardPicture}
              src={picture}
              alt={imageUrl ? (imageAlt ?? "") : DEFAULT_SHARING_IMAGE.alt}
              width={1200}
              height={630}
            />
            <div className={styles.cardText}>
              <p className={styles.cardHost}>{result.host}</p>
              <p className={styles.cardTitle}>{result.fullTitle}</p>
              <p className={styles.cardDescription}>{result.fullDescription}</p>
            </div>
          </div>
        </figure>
      </div>
    </section>
  );
}
