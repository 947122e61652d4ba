import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { ServicesPage } from "../components/services/ServicesPage";
import { Seo } from "../components/seo/Seo";
import { displayRating } from "../lib/rating";

export default function ServicePage({ data }: PageProps<Queries.ServicePageQuery>) {
  return (
    <ServicesPage
      destinationTypes={[
        { type: "International", destinations: data.international },
        { type: "Domestic", destinations: data.domestic },
      ].map(({ type, destinations }) => ({
        type,
        count: destinations.totalCount,
        image: getImage(destinations.nodes[0]?.bannerImageFile?.childImageSharp ?? null),
      }))}
      serviceCards={data.serviceCards.nodes.map((card) => ({
        id: card.agencyId,
        title: card.title,
        subheading: card.subheading,
        banner: getImage(card.bannerFile?.childImageSharp ?? null),
      }))}
      serviceCardsFailed={data.serviceCardsStatus?.ok === false}
      tabs={[
        {
          label: "Tour Package",
          cards: data.tours.nodes.map((tour) => ({
            key: tour.agencyId,
            title: tour.name,
            image: getImage(tour.bannerImageFile?.childImageSharp ?? null),
            imageAlt: tour.name,
            rating: displayRating(tour.agencyId),
            pricePerPerson: tour.pricePerPerson,
            days: tour.durationDays,
          })),
        },
        {
          label: "Hotel",
          cards: data.hotels.nodes.map((hotel) => ({
            key: hotel.slug,
            title: hotel.title,
            image: getImage(hotel.image.childImageSharp),
            imageAlt: hotel.imageAlt,
            rating: displayRating(hotel.slug),
            ratingCount: hotel.ratingCount,
            pricePerPerson: hotel.price,
            days: hotel.days,
          })),
        },
        {
          label: "Transport",
          cards: data.transport.nodes.map((transport) => ({
            key: transport.slug,
            title: transport.title,
            image: getImage(transport.image.childImageSharp),
            imageAlt: transport.imageAlt,
            rating: displayRating(transport.slug),
            pricePerPerson: transport.price,
            days: transport.days,
          })),
        },
      ]}
    />
  );
}

export const Head = ({ location }: HeadProps) => (
  <Seo
    title="Services"
    pathname={location.pathname}
    breadcrumb={{ title: "Services" }}
    description="Inbound and outbound holidays, corporate travel, flight and hotel bookings, visa assistance and custom packages."
  />
);

export const query = graphql`
  fragment DestinationTypeCover on AgencyDestinationConnection {
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
  query ServicePage {
    # Per type: how many destinations and the top one's picture (not every destination's image data).
    international: allAgencyDestination(
      filter: { type: { eq: "International" } }
      sort: [{ rating: DESC }, { name: ASC }]
      limit: 1
    ) {
      ...DestinationTypeCover
    }
    domestic: allAgencyDestination(
      filter: { type: { eq: "Domestic" } }
      sort: [{ rating: DESC }, { name: ASC }]
      limit: 1
    ) {
      ...DestinationTypeCover
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
        agencyId
        name
        pricePerPerson
        durationDays
        bannerImageFile {
          childImageSharp {
            gatsbyImageData(
              width: 560
              aspectRatio: 1.5
              sizes: "(min-width: 1200px) 285px, (min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw"
            )
          }
        }
      }
    }
    hotels: allHotelsJson {
      nodes {
        slug
        title
        imageAlt
        price
        days
        ratingCount
        image {
          childImageSharp {
            gatsbyImageData(
              width: 560
              aspectRatio: 1.5
              sizes: "(min-width: 1200px) 285px, (min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw"
            )
          }
        }
      }
    }
    transport: allTransportJson {
      nodes {
        slug
        title
        imageAlt
        price
        days
        image {
          childImageSharp {
            gatsbyImageData(
              width: 560
              aspectRatio: 1.5
              sizes: "(min-width: 1200px) 285px, (min-width: 1024px) 33vw, (min-width: 576px) 50vw, 100vw"
            )
          }
        }
      }
    }
  }
`;
