import React from "react";
import { graphql, type PageProps } from "gatsby";
import { PhoneActionBar } from "../components/layout/PhoneActionBar";
import { ServicesPage } from "../components/services/ServicesPage";
import { titledPageHead } from "../components/seo/Seo";
import { DESTINATION_TYPES } from "../lib/routes";
import { toBackendOffer, toContentOffer } from "../queries/offers";
import { pictureOf } from "../queries/pictures";

export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  const byType = new Map(data.destinationTypes.group.map((group) => [group.fieldValue, group]));
  return (
    <>
      <ServicesPage
        destinationTypes={DESTINATION_TYPES.map((type) => ({
          type,
          count: byType.get(type)?.totalCount ?? 0,
          image: pictureOf(byType.get(type)?.nodes[0]?.bannerImageFile) ?? undefined,
        }))}
        serviceCards={data.serviceCards.nodes.map((card) => ({
          id: card.agencyId,
          title: card.title,
          subheading: card.subheading,
          banner: pictureOf(card.bannerFile) ?? undefined,
        }))}
        serviceCardsFailed={data.serviceCardsStatus?.ok === false}
        tabs={[
          { label: "Tour Package", cards: data.tours.nodes.map(toBackendOffer) },
          { label: "Hotel", cards: data.hotels.nodes.map(toContentOffer) },
          { label: "Transport", cards: data.transport.nodes.map(toContentOffer) },
        ]}
      />
      <PhoneActionBar />
    </>
  );
}

export const Head = titledPageHead(
  "Services",
  "Inbound and outbound holidays, corporate travel, flight and hotel bookings, visa assistance and custom packages.",
);

export const query = graphql`
  query ServicePage {
    # Per destination type: how many destinations and the top one's picture (not every destination's image data).
    destinationTypes: allAgencyDestination(sort: [{ rating: DESC }, { name: ASC }]) {
      group(field: { type: SELECT }, limit: 1) {
        fieldValue
        totalCount
        nodes {
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
      }
    }
    serviceCards: allAgencyServiceCard(sort: { agencyId: ASC }) {
      nodes {
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
    serviceCardsStatus: agencySourceStatus(collection: { eq: "service-cards" }) {
      ok
    }
    tours: allAgencyTourPackage(sort: { name: ASC }) {
      nodes {
        ...BackendOffer
      }
    }
    hotels: allHotelsJson {
      nodes {
        ...ContentOfferFields
      }
    }
    transport: allTransportJson {
      nodes {
        ...ContentOfferFields
      }
    }
  }
`;
