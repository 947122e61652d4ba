import React from "react";
import { useBlocksText, type BlocksText } from "../i18n/blocks-text";
import { graphql } from "gatsby";
import { Carousel } from "../components/carousel/Carousel";
import { Section } from "../components/common/Section";
import { PackageCard, type Offer } from "../components/packages/PackageCard";
import { CAROUSEL_AUTOPLAY_MS } from "../lib/carousels";
import { contactTripPath, destinationDetailsPath } from "../lib/routes";
import { toBackendOffer } from "../queries/offers";
import { z } from "zod";
import { DESTINATION_TYPES } from "../../plugins/gatsby-source-agency-api/destination-types";
import { block, heading, OFFER_CAROUSEL_MAX, OFFER_ORDERS, OFFER_SOURCES } from "../content-model/block-fields";
import { wholeNumber } from "../content-model/fields";
import { blockRecords, carouselOffers } from "../lib/block-records";
import { defineBlock, type BlockProps } from "./define";

export const content = block(
  "offerCarousel",
  "Offer carousel",
  "A carousel of destinations or tour packages from the booking system: choose which (all, or one type), the order and how many",
  {
    ...heading,
    source: z.enum(OFFER_SOURCES).meta({
      title: "Show",
      optionLabels: { destinations: "Destinations", tourPackages: "Tour packages" },
    }),
    destinationType: z
      .enum(DESTINATION_TYPES)
      .optional()
      .meta({ title: "Only this type", description: "Destinations only; leave empty for every type" }),
    order: z.enum(OFFER_ORDERS).meta({
      title: "Order",
      optionLabels: {
        rating: "Highest rated first",
        recommended: "The booking system's order",
        priceLow: "Lowest price first",
        name: "By name",
      },
    }),
    limit: wholeNumber("How many", "Leave empty for all")
      .min(1)
      .max(OFFER_CAROUSEL_MAX, `can show at most ${OFFER_CAROUSEL_MAX}`)
      .optional(),
    trips: z
      .array(z.string().min(1))
      .max(OFFER_CAROUSEL_MAX, `can show at most ${OFFER_CAROUSEL_MAX}`)
      .optional()
      .meta({
        title: "These trips",
        description: "Chosen by name, shown in this order; leave empty for the type, order and number above",
        choices: "offers",
      }),
    autoplay: z.boolean().optional().meta({ title: "Moves by itself", description: "Pauses when hovered or focused" }),
  },
);

/** How the CMS preview's stand-in names a carousel's order. */
const ORDER_NAMES: Record<(typeof OFFER_ORDERS)[number], string> = {
  rating: "highest rated first",
  recommended: "in the booking system's order",
  priceLow: "lowest price first",
  name: "by name",
};

export const records = blockRecords<typeof content>({
  fields: {
    offers: {
      type: "[AgencyOffer!]!",
      from: (block) => block.source,
      choose: carouselOffers,
    },
  },
  standIn: (block) => ({
    shows: block.trips?.length
      ? `the ${block.trips.length} trips chosen by name,`
      : `${block.limit ? `up to ${block.limit}` : "all"} ${
          block.source === "destinations"
            ? `${block.destinationType ? `${block.destinationType} ` : ""}destinations`
            : "tour packages"
        }, ${ORDER_NAMES[block.order]},`,
    tinted: true,
  }),
});

export const fragment = graphql`
  fragment OfferCarouselBlockFields on OfferCarouselBlock {
    title
    eyebrow
    source
    destinationType
    order
    limit
    autoplay
    offers {
      ...BackendOffer
    }
  }
`;

const fourPerView = { base: 1, sm: 2, lg: 3, xl: 4 };

/** Where a card leads: a destination to its details, a tour package to the enquiry form about it. */
const actionFor = (source: string, offer: Offer, text: BlocksText) =>
  source === "destinations"
    ? { to: destinationDetailsPath(offer.key), label: text("blocks.offer.view") }
    : { to: contactTripPath(offer.title, offer.days), label: text("blocks.offer.book") };

/** A tinted section with a carousel of destinations or tour packages; absent when there are none. */
export function OfferCarouselBlock({
  content: block,
  records,
}: BlockProps<typeof content, Pick<Queries.OfferCarouselBlockFieldsFragment, "offers">>) {
  const offers = records.offers.map(toBackendOffer);
  const text = useBlocksText();
  if (offers.length === 0) return null;
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined} tone="tinted">
      <Carousel
        label={block.title}
        slidesPerView={fourPerView}
        autoplayMs={block.autoplay ? CAROUSEL_AUTOPLAY_MS : undefined}
        loop={Boolean(block.autoplay) && offers.length > 4}
      >
        {offers.map(({ key, ...card }) => (
          <PackageCard
            key={key}
            {...card}
            action={actionFor(block.source, { key, ...card }, text)}
            trip={{ kind: block.source === "destinations" ? "destination" : "tour", id: key }}
          />
        ))}
      </Carousel>
    </Section>
  );
}

export const definition = defineBlock(content, OfferCarouselBlock);
