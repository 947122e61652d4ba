import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { DestinationDetails } from "../components/destinations/DestinationDetails";
import { Seo } from "../components/seo/Seo";
import { TripSeo } from "../components/seo/TripSeo";
import { destinationDetailsCrumbs } from "../lib/breadcrumbs";
import { splitBullets } from "../lib/bullets";
import { gstNote } from "../lib/money";
import { similarTrips } from "../lib/similar-trips";
import { pictureOf } from "../queries/pictures";

/** /destination-details/{id}: one page per destination (created in gatsby-node). */
export default function DestinationDetailsTemplate({ data }: PageProps<Queries.DestinationDetailsQuery>) {
  const destination = data.agencyDestination;
  if (!destination) return null;
  if (!data.fixed) throw new Error("content/destination-details.json is missing");
  const { agencyId, bannerImageFile, share: _share, itinerary, inclusions, exclusions, ...facts } = destination;
  const gallery = itinerary.flatMap(({ dayNumber, title, imageFile }) => {
    const image = pictureOf(imageFile);
    return image ? [{ image, alt: `Day ${dayNumber}: ${title}` }] : [];
  });
  const banner = pictureOf(bannerImageFile);
  const others = data.others.nodes.map(({ agencyId: id, ...other }) => ({ ...other, id }));
  return (
    <DestinationDetails
      destination={{
        ...facts,
        id: agencyId,
        gst: gstNote(splitBullets(inclusions), splitBullets(exclusions)),
        banner,
        gallery,
        hasItinerary: itinerary.length > 0,
      }}
      fixed={data.fixed}
      bestTime={data.bestTime}
      similar={similarTrips({ ...facts, id: agencyId }, others)}
    />
  );
}

export const query = graphql`
  query DestinationDetails($agencyId: String!) {
    agencyDestination(agencyId: { eq: $agencyId }) {
      ...DestinationPageFields
      description
      touristSpots
      inclusions
      exclusions
      itinerary {
        dayNumber
        title
        imageFile {
          childImageSharp {
            ...DayPicture
          }
        }
      }
    }
    # The rows and highlights every destination shows (content/destination-details.json).
    fixed: destinationDetailsJson {
      basicInformation {
        label
        value
      }
      highlights
    }
    # When to go (content/best-time-to-visit.json); null when the destination has no entry.
    bestTime: bestTimeToVisit(destinationId: { eq: $agencyId }) {
      months
      why
    }
    # Every destination, for the similar trips (src/lib/similar-trips.ts picks them).
    others: allAgencyDestination {
      nodes {
        agencyId
        type
        name
        pricePerPerson
        durationDays
      }
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.DestinationDetailsQuery>) => {
  const destination = data.agencyDestination;
  if (!destination) return <Seo title="Destination" pathname={location.pathname} />;
  return (
    <TripSeo
      {...destination}
      pathname={location.pathname}
      share={destination.share?.childImageSharp?.resize}
      stops={destination.touristSpots.map((spot) => ({ name: spot }))}
      crumbs={destinationDetailsCrumbs(destination.type)}
    />
  );
};
