import React from "react";
import { graphql } from "gatsby";
import { Carousel } from "../components/carousel/Carousel";
import { Section } from "../components/common/Section";
import { PackageCard } from "../components/packages/PackageCard";
import { CAROUSEL_AUTOPLAY_MS } from "../lib/carousels";
import { destinationDetailsPath, ROUTES } from "../lib/routes";
import { toBackendOffer } from "../queries/offers";
import { BackendStandIn } from "./BackendStandIn";

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

/** Where a card leads: a destination to its details, a tour package to the enquiry form. */
const actionFor = (source: string, id: string) =>
  source === "destinations"
    ? { to: destinationDetailsPath(id), label: "View details" }
    : { to: ROUTES.contact, label: "Book Now" };

const ORDER_NAMES: Record<string, string> = {
  rating: "highest rated first",
  recommended: "in the booking system's order",
  priceLow: "lowest price first",
  name: "by name",
};

/** A tinted section with a carousel of destinations or tour packages; absent when there are none. */
export function OfferCarouselBlock({ block }: { block: Queries.OfferCarouselBlockFieldsFragment }) {
  if (!block.offers) {
    const what = block.source === "destinations" ? `${block.destinationType ?? ""} destinations` : "tour packages";
    return (
      <BackendStandIn
        title={block.title}
        eyebrow={block.eyebrow ?? undefined}
        tone="tinted"
        shows={`${block.limit ? `up to ${block.limit} ` : "all "}${what.trim()}, ${ORDER_NAMES[block.order] ?? block.order},`}
      />
    );
  }
  const offers = block.offers.map(toBackendOffer);
  if (offers.length === 0) return null;
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined} tone="tinted">
      <Carousel
        label={block.title}
        slidesPerView={fourPerView}
        autoplayMs={block.autoplay ? CAROUSEL_AUTOPLAY_MS : undefined}
        loop={Boolean(block.autoplay) && offers.length > 4}
      >
        {offers.map(({ key, ...offer }) => (
          <PackageCard key={key} {...offer} action={actionFor(block.source, key)} />
        ))}
      </Carousel>
    </Section>
  );
}
