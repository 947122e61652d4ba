import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { TravelTabs } from "../components/services/TravelTabs";
import { toBackendOffer, toContentOffer } from "../queries/offers";
import { block, heading } from "../content-model/block-fields";
import { blockRecords, tabTours } from "../lib/block-records";
import { useBlocksText } from "../i18n/blocks-text";
import { defineBlock, type BlockProps } from "./define";

export const content = block(
  "travelTabs",
  "Travel tabs",
  "Tabs of tour packages (booking system), hotels and transport (content files)",
  heading,
);

export const records = blockRecords<typeof content>({
  fields: {
    tours: { type: "[AgencyTourPackage!]!", from: "tourPackages", choose: tabTours },
    hotels: { type: "[HotelsJson!]!", from: "hotels", choose: (hotels) => hotels },
    transport: { type: "[TransportJson!]!", from: "transport", choose: (transport) => transport },
  },
  standIn: () => ({ shows: "tabs of tour packages, hotels and transport", tinted: true }),
});

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
export function TravelTabsBlock({
  content: block,
  records,
}: BlockProps<typeof content, Pick<Queries.TravelTabsBlockFieldsFragment, "tours" | "hotels" | "transport">>) {
  const text = useBlocksText();
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined} tone="tinted">
      <TravelTabs
        tabs={[
          {
            label: text("blocks.tabs.tours"),
            cards: records.tours.map((tour) => ({
              ...toBackendOffer(tour),
              trip: { kind: "tour" as const, id: tour.agencyId },
            })),
          },
          { label: text("blocks.tabs.hotels"), cards: records.hotels.map(toContentOffer) },
          { label: text("blocks.tabs.transport"), cards: records.transport.map(toContentOffer) },
        ]}
      />
    </Section>
  );
}

export const definition = defineBlock(content, TravelTabsBlock);
