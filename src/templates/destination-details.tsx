import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { DestinationDetails, type GalleryImage } from "../components/destinations/DestinationDetails";
import { Seo, sharingImage } from "../components/seo/Seo";
import { destinationDetailsCrumbs } from "../lib/breadcrumbs";
import { canonicalUrl, siteUrl } from "../lib/site";
import { touristTrip } from "../lib/structured-data";
import fixed from "../../content/destination-details.json";

export default function DestinationDetailsTemplate({ data }: PageProps<Queries.DestinationDetailsQuery>) {
  const destination = data.agencyDestination;
  if (!destination) return null;
  const gallery = destination.itinerary.flatMap((day): GalleryImage[] => {
    const image = getImage(day.imageFile?.childImageSharp?.gatsbyImageData ?? null);
    return image ? [{ image, alt: `Day ${day.dayNumber}: ${day.title}` }] : [];
  });
  return (
    <DestinationDetails
      destination={{
        id: destination.agencyId,
        type: destination.type,
        name: destination.name,
        description: destination.description,
        touristSpots: destination.touristSpots,
        pricePerPerson: destination.pricePerPerson,
        durationDays: destination.durationDays,
        banner: getImage(destination.bannerImageFile?.childImageSharp?.gatsbyImageData ?? null) ?? null,
        gallery,
        hasItinerary: destination.itinerary.length > 0,
      }}
      fixed={fixed}
    />
  );
}

export const query = graphql`
  query DestinationDetails($agencyId: String!) {
    agencyDestination(agencyId: { eq: $agencyId }) {
      agencyId
      type
      name
      description
      touristSpots
      pricePerPerson
      durationDays
      bannerImageFile {
        childImageSharp {
          gatsbyImageData(width: 900, aspectRatio: 1.7778, sizes: "(max-width: 1024px) 100vw, 800px")
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
        imageFile {
          childImageSharp {
            gatsbyImageData(
              width: 400
              aspectRatio: 1.3333
              formats: [AUTO, WEBP]
              sizes: "(max-width: 640px) 50vw, 240px"
            )
          }
        }
      }
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.DestinationDetailsQuery>) => {
  const destination = data.agencyDestination;
  if (!destination) return <Seo title="Destination" pathname={location.pathname} />;
  const image = sharingImage(destination.share?.childImageSharp?.resize, `A view of ${destination.name}`);
  const url = canonicalUrl(location.pathname);
  const trip = touristTrip(
    {
      name: destination.name,
      description: destination.description,
      url,
      image: image ? canonicalUrl(image.src) : undefined,
      pricePerPerson: destination.pricePerPerson,
      durationDays: destination.durationDays,
      stops: destination.touristSpots.map((spot) => ({ name: spot })),
    },
    siteUrl(),
  );
  return (
    <Seo
      title={destination.name}
      description={destination.description}
      pathname={location.pathname}
      image={image}
      breadcrumb={{ title: destination.name, crumbs: destinationDetailsCrumbs(destination.type) }}
      structuredData={[trip]}
    />
  );
};
