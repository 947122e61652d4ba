import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { ServiceCards } from "../components/services/ServiceCards";
import { toServiceCard } from "../queries/service-cards";
import { block, heading } from "../content-model/block-fields";
import { defineBlock } from "./define";

export const content = block("serviceCards", "Service cards", "The services from the booking system", heading);

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

export function ServiceCardsBlock({ block }: { block: Queries.ServiceCardsBlockFieldsFragment }) {
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined}>
      <ServiceCards failed={block.failed} cards={block.cards.map((card) => toServiceCard(card, block.landingPages))} />
    </Section>
  );
}

export const definition = defineBlock(content, ServiceCardsBlock);
