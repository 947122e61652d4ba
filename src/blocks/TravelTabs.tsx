import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { TravelTabs } from "../components/services/TravelTabs";
import { toBackendOffer, toContentOffer } from "../queries/offers";
import { BackendStandIn } from "./BackendStandIn";

export const fragment = graphql`
  fragment TravelTabsBlockFields on TravelTabsBlock {
    title
    eyebrow
    tours {
      ...BackendOffer
    }
    hotels {
      ...ContentOfferFields
    }
    transport {
      ...ContentOfferFields
    }
  }
`;

/** Tabs of tour packages (booking system), hotels and transport (content files). */
export function TravelTabsBlock({ block }: { block: Queries.TravelTabsBlockFieldsFragment }) {
  if (!block.tours) {
    return (
      <BackendStandIn
        title={block.title}
        eyebrow={block.eyebrow ?? undefined}
        tone="tinted"
        shows="tabs of tour packages, hotels and transport"
      />
    );
  }
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined} tone="tinted">
      <TravelTabs
        tabs={[
          { label: "Tour Package", cards: block.tours.map(toBackendOffer) },
          { label: "Hotel", cards: block.hotels.map(toContentOffer) },
          { label: "Transport", cards: block.transport.map(toContentOffer) },
        ]}
      />
    </Section>
  );
}
