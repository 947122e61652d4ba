import React from "react";
import { graphql } from "gatsby";
import { Gallery } from "../components/home/Gallery";
import { pictureOf } from "../queries/pictures";

export const fragment = graphql`
  fragment GalleryBlockFields on GalleryBlock {
    title
    images {
      alt
      image {
        childImageSharp {
          gatsbyImageData(width: 400, aspectRatio: 1, sizes: "(min-width: 1200px) 390px, (min-width: 768px) 33vw, 50vw")
        }
      }
    }
  }
`;

export function GalleryBlock({ block }: { block: Queries.GalleryBlockFieldsFragment }) {
  return (
    <Gallery
      title={block.title}
      images={block.images.map(({ alt, image }) => ({ alt, image: pictureOf(image) ?? undefined }))}
    />
  );
}
