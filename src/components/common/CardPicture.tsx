import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./Picture";
import * as cards from "../../styles/cards.module.css";

/**
 * A card's picture area: tinted while the picture loads, or where the card has none. The first card visible on load
 * (`eager`) fetches its picture first; the others load theirs as they near the screen.
 */
export function CardPicture({
  image,
  alt,
  eager = false,
}: {
  image?: IGatsbyImageData | null;
  alt: string;
  eager?: boolean;
}) {
  return (
    <div className={cards.cardMedia}>
      {image && (
        <Picture
          image={image}
          alt={alt}
          className={cards.cardImage}
          loading={eager ? "eager" : "lazy"}
          {...(eager ? { fetchpriority: "high" } : {})}
        />
      )}
    </div>
  );
}
