import React from "react";
import { graphql } from "gatsby";
import { AboutTeaser } from "../components/home/AboutTeaser";
import { pictureOf } from "../queries/pictures";

export const fragment = graphql`
  fragment AboutTeaserBlockFields on AboutTeaserBlock {
    eyebrow
    title
    paragraphs
    imageAlt
    link {
      label
      to
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 600, aspectRatio: 1.333)
      }
    }
  }
`;

export function AboutTeaserBlock({ block }: { block: Queries.AboutTeaserBlockFieldsFragment }) {
  return <AboutTeaser {...block} image={pictureOf(block.image) ?? undefined} />;
}
