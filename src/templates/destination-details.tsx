import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { DestinationDetails } from "../components/destinations/DestinationDetails";
import { Seo } from "../components/seo/Seo";
import { TripSeo } from "../components/seo/TripSeo";
import { destinationDetailsCrumbs } from "../lib/breadcrumbs";
import { splitBullets } from "../lib/bullets";
import { gstNote } from "../lib/money";
import { pictureOf } from "../queries/pictures";

/** /destination-details/{id}: one page per destination (created in gatsby-node). */
export default function DestinationDetailsTemplate({
  data,
  pageContext,
}: PageProps<Queries.DestinationDetailsQuery, { similarIds: readonly string[] }>) {
  const destination = data.agencyDestination;
  if (!destination) return null;
  if (!data.fixed) throw new Error("content/destination-details.json is missing");
  const { agencyId, bannerImageFile, share: _share, itinerary, inclusions, exclusions, ...facts } = destination;
  const gallery = itinerary.flatMap(({ dayNumber, title, imageFile }) => {
    const image = pictureOf(imageFile);
    return image ? [{ image, alt: `Day ${dayNumber}: ${title}` }] : [];
  });
  const banner = pictureOf(bannerImageFile);
  // In the order create-pages picked them (nearest first); the query returns them in the catalogue's.
  const similar = pageContext.similarIds.flatMap((id) => {
    const trip = data.similar.nodes.find((node) => node.agencyId === id);
    return trip ? [{ ...trip, id }] : [];
  });
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
      similar={similar}
    />
  );
}

export const query = graphql`
  query DestinationDetails($agencyId: String!, $similarIds: [String!]!) {
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
    # The similar trips, picked by gatsby/pages/create-pages.ts (src/lib/similar-trips.ts), in any order here.
    similar: allAgencyDestination(filter: { agencyId: { in: $similarIds } }) {
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
