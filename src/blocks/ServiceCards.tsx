import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { ServiceCards } from "../components/services/ServiceCards";
import { useServiceCards } from "../queries/service-cards";
import { block, heading } from "../content-model/block-fields";
import { blockRecords, byAgencyId, serviceCardLandingPages } from "../lib/block-records";
import { defineBlock, type BlockProps } from "./define";

export const content = block("serviceCards", "Service cards", "The services from the booking system", heading);

export const records = blockRecords<typeof content>({
  fields: {
    cards: { type: "[AgencyServiceCard!]!", from: "serviceCards", choose: byAgencyId },
    failed: { type: "Boolean!", failedSource: "service-cards" },
    // The landing pages a card's button opens instead of WhatsApp (their "Linked from" names the card).
    landingPages: { type: "[BlockPage!]!", from: "landingPages", choose: serviceCardLandingPages },
  },
  standIn: () => ({ shows: "the service cards" }),
});

export const fragment = graphql`
  fragment ServiceCardsBlockFields on ServiceCardsBlock {
    title
    eyebrow
    failed
    landingPages {
      ...ServiceCardLandingPage
    }
    cards {
      ...ServiceCardFields
    }
  }
`;

export function ServiceCardsBlock({
  content: block,
  records,
}: BlockProps<typeof content, Pick<Queries.ServiceCardsBlockFieldsFragment, "cards" | "failed" | "landingPages">>) {
  const cards = useServiceCards(records.cards, records.landingPages);
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined}>
      <ServiceCards failed={records.failed} cards={cards} />
    </Section>
  );
}

export const definition = defineBlock(content, ServiceCardsBlock);
