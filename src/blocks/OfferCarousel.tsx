import React from "react";
import { graphql } from "gatsby";
import { Carousel } from "../components/carousel/Carousel";
import { Section } from "../components/common/Section";
import { PackageCard, type Offer } from "../components/packages/PackageCard";
import { CAROUSEL_AUTOPLAY_MS } from "../lib/carousels";
import { contactTripPath, destinationDetailsPath } from "../lib/routes";
import { toBackendOffer } from "../queries/offers";

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
const actionFor = (source: string, offer: Offer) =>
  source === "destinations"
    ? { to: destinationDetailsPath(offer.key), label: "View details" }
    : { to: contactTripPath(offer.title, offer.days), label: "Book Now" };

/** A tinted section with a carousel of destinations or tour packages; absent when there are none. */
export function OfferCarouselBlock({ block }: { block: Queries.OfferCarouselBlockFieldsFragment }) {
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
        {offers.map(({ key, ...card }) => (
          <PackageCard
            key={key}
            {...card}
            action={actionFor(block.source, { key, ...card })}
            trip={{ kind: block.source === "destinations" ? "destination" : "tour", id: key }}
          />
        ))}
      </Carousel>
    </Section>
  );
}
