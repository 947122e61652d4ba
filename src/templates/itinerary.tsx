import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { ItineraryPage } from "../components/destinations/ItineraryPage";
import { Seo, sharingImage } from "../components/seo/Seo";
import { itineraryCrumbs } from "../lib/breadcrumbs";
import { canonicalUrl, siteUrl } from "../lib/site";
import { touristTrip } from "../lib/structured-data";

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
      share: bannerImageFile {
        childImageSharp {
          resize(width: 1200, height: 630, fit: COVER, toFormat: JPG, quality: 75) {
            src
            width
            height
          }
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
            gatsbyImageData(
              width: 400
              aspectRatio: 1.3333
              formats: [AUTO, WEBP]
              sizes: "(max-width: 768px) 100vw, 280px"
            )
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

export const Head = ({ location, data }: HeadProps<Queries.ItineraryQuery>) => {
  const destination = data.agencyDestination;
  if (!destination) return <Seo title="Destination Itinerary" pathname={location.pathname} />;
  const title = `${destination.name} Itinerary`;
  const image = sharingImage(destination.share?.childImageSharp?.resize, `A view of ${destination.name}`);
  const trip = touristTrip(
    {
      name: title,
      description: destination.overview,
      url: canonicalUrl(location.pathname),
      image: image ? canonicalUrl(image.src) : undefined,
      pricePerPerson: destination.pricePerPerson,
      durationDays: destination.durationDays,
      stops: destination.itinerary.map((day) => ({
        name: `Day ${day.dayNumber}: ${day.title}`,
        description: day.description,
      })),
    },
    siteUrl(),
  );
  return (
    <Seo
      title={title}
      description={destination.overview}
      pathname={location.pathname}
      image={image}
      breadcrumb={{
        title,
        crumbs: itineraryCrumbs({ id: destination.agencyId, type: destination.type, name: destination.name }),
      }}
      structuredData={[trip]}
    />
  );
};
