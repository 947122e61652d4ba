import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { ItineraryPage } from "../components/destinations/ItineraryPage";
import { Seo } from "../components/seo/Seo";

export default function ItineraryTemplate({ data }: PageProps<Queries.ItineraryQuery>) {
  const destination = data.agencyDestination;
  if (!destination) return null;
  return (
    <ItineraryPage
      destination={{
        id: destination.agencyId,
        type: destination.type,
        name: destination.name,
        overview: destination.overview,
        pricePerPerson: destination.pricePerPerson,
        durationDays: destination.durationDays,
        banner: getImage(destination.bannerImageFile?.childImageSharp?.gatsbyImageData ?? null) ?? null,
        days: destination.itinerary.map((day) => ({
          dayNumber: day.dayNumber,
          title: day.title,
          description: day.description,
          hotel: day.hotel,
          meals: day.meals,
          image: getImage(day.imageFile?.childImageSharp?.gatsbyImageData ?? null) ?? null,
        })),
        inclusions: destination.inclusions,
        exclusions: destination.exclusions,
        termsAndConditions: destination.termsAndConditions,
        cancellationPolicy: destination.cancellationPolicy,
      }}
    />
  );
}

export const query = graphql`
  query Itinerary($agencyId: String!) {
    agencyDestination(agencyId: { eq: $agencyId }) {
      agencyId
      type
      name
      overview
      pricePerPerson
      durationDays
      bannerImageFile {
        childImageSharp {
          gatsbyImageData(width: 900, aspectRatio: 1.7778, sizes: "(max-width: 768px) 100vw, 600px")
        }
      }
      itinerary {
        dayNumber
        title
        description
        hotel
        meals
        imageFile {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.3333, formats: [AUTO, WEBP], sizes: "(max-width: 768px) 100vw, 280px")
          }
        }
      }
      inclusions
      exclusions
      termsAndConditions
      cancellationPolicy
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.ItineraryQuery>) => (
  <Seo
    title={`${data.agencyDestination?.name ?? "Destination"} Itinerary`}
    description={data.agencyDestination?.overview}
    pathname={location.pathname}
  />
);
