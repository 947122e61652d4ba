import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { ServiceCards } from "../components/services/ServiceCards";
import { serviceCardAction } from "../lib/landing-links";
import { pictureOf } from "../queries/pictures";

export const fragment = graphql`
  fragment ServiceCardsBlockFields on ServiceCardsBlock {
    title
    eyebrow
    failed
    landingPages {
      path
      title
      breadcrumb
      linkedFrom {
        serviceCard
      }
    }
    cards {
      agencyId
      title
      subheading
      bannerFile {
        childImageSharp {
          gatsbyImageData(
            width: 560
            aspectRatio: 1.43
            sizes: "(min-width: 1024px) 285px, (min-width: 640px) 50vw, 100vw"
          )
        }
      }
    }
  }
`;

export function ServiceCardsBlock({ block }: { block: Queries.ServiceCardsBlockFieldsFragment }) {
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined}>
      <ServiceCards
        failed={block.failed}
        cards={block.cards.map((card) => ({
          id: card.agencyId,
          title: card.title,
          subheading: card.subheading,
          banner: pictureOf(card.bannerFile) ?? undefined,
          action: serviceCardAction({ id: card.agencyId, title: card.title }, block.landingPages),
        }))}
      />
    </Section>
  );
}
