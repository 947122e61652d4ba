import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { DestinationTypes } from "../components/services/DestinationTypes";
import { pictureOf } from "../queries/pictures";
import { block, heading } from "../content-model/block-fields";
import { blockRecords, destinationTypeTiles } from "../lib/block-records";
import { defineBlock, type BlockProps } from "./define";

export const content = block(
  "destinationTypes",
  "Destinations by type",
  "One tile per destination type with its count and top-rated picture",
  heading,
);

export const records = blockRecords<typeof content>({
  fields: { types: { type: "[DestinationTypeSummary!]!", from: "destinationTiles", choose: destinationTypeTiles } },
  standIn: () => ({ shows: "one tile per destination type", tinted: true }),
});

export const fragment = graphql`
  fragment DestinationTypesBlockFields on DestinationTypesBlock {
    title
    eyebrow
    types {
      type
      count
      top {
        ...DestinationTypeTop
      }
    }
  }
  fragment DestinationTypeTop on AgencyDestination {
    bannerImageFile {
      childImageSharp {
        gatsbyImageData(
          width: 800
          aspectRatio: 1.778
          sizes: "(min-width: 1200px) 580px, (min-width: 768px) 50vw, 100vw"
        )
      }
    }
  }
`;

/** One tile per destination type, with how many there are and the top-rated one's picture. */
export function DestinationTypesBlock({
  content: block,
  records,
}: BlockProps<typeof content, Pick<Queries.DestinationTypesBlockFieldsFragment, "types">>) {
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined} tone="tinted">
      <DestinationTypes
        types={records.types.map(({ type, count, top }) => ({
          type,
          count,
          image: pictureOf(top?.bannerImageFile) ?? undefined,
        }))}
      />
    </Section>
  );
}

export const definition = defineBlock(content, DestinationTypesBlock);
