import React from "react";
import { graphql } from "gatsby";
import { Testimonials } from "../components/home/Testimonials";
import { pictureOf } from "../queries/pictures";
import { block, heading } from "../content-model/block-fields";
import { blockRecords, byAgencyId } from "../lib/block-records";
import { defineBlock, type BlockProps } from "./define";

export const content = block("testimonials", "Testimonials", "Travellers' reviews from the booking system", heading);

export const records = blockRecords<typeof content>({
  fields: { reviews: { type: "[AgencyReview!]!", from: "reviews", choose: byAgencyId } },
  standIn: () => ({ shows: "travellers' reviews" }),
});

export const fragment = graphql`
  fragment TestimonialsBlockFields on TestimonialsBlock {
    title
    eyebrow
    reviews {
      ...ReviewRecord
    }
  }
  fragment ReviewRecord on AgencyReview {
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
`;

export function TestimonialsBlock({
  content: block,
  records,
}: BlockProps<typeof content, Pick<Queries.TestimonialsBlockFieldsFragment, "reviews">>) {
  return (
    <Testimonials
      title={block.title}
      eyebrow={block.eyebrow ?? undefined}
      reviews={records.reviews.map(({ agencyId, profileFile, ...review }) => ({
        ...review,
        id: agencyId,
        profile: pictureOf(profileFile) ?? undefined,
      }))}
    />
  );
}

export const definition = defineBlock(content, TestimonialsBlock);
