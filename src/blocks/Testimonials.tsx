import React from "react";
import { graphql } from "gatsby";
import { Testimonials } from "../components/home/Testimonials";
import { pictureOf } from "../queries/pictures";
import { BackendStandIn } from "./BackendStandIn";

export const fragment = graphql`
  fragment TestimonialsBlockFields on TestimonialsBlock {
    title
    eyebrow
    reviews {
      agencyId
      author
      rating
      text
      profileFile {
        childImageSharp {
          gatsbyImageData(width: 48, height: 48)
        }
      }
    }
  }
`;

export function TestimonialsBlock({ block }: { block: Queries.TestimonialsBlockFieldsFragment }) {
  if (!block.reviews)
    return <BackendStandIn title={block.title} eyebrow={block.eyebrow ?? undefined} shows="travellers' reviews" />;
  return (
    <Testimonials
      title={block.title}
      eyebrow={block.eyebrow ?? undefined}
      reviews={block.reviews.map(({ agencyId, profileFile, ...review }) => ({
        ...review,
        id: agencyId,
        profile: pictureOf(profileFile) ?? undefined,
      }))}
    />
  );
}
