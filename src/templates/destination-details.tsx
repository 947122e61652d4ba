import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { DestinationDetails } from "../components/destinations/DestinationDetails";
import { Seo } from "../components/seo/Seo";
import { TripSeo } from "../components/seo/TripSeo";
import { destinationDetailsCrumbs } from "../lib/breadcrumbs";
import { pictureOf } from "../queries/pictures";

/** /destination-details/{id}: one page per destination (created in gatsby-node). */
export default function DestinationDetailsTemplate({ data }: PageProps<Queries.DestinationDetailsQuery>) {
  const destination = data.agencyDestination;
  if (!destination) return null;
  if (!data.fixed) throw new Error("content/destination-details.json is missing");
  const { trip, bannerImageFile, itinerary, description, similarTrips, termsAndConditions, cancellationPolicy } =
    destination;
  const gallery = itinerary.flatMap(({ dayNumber, title, imageFile }) => {
    const image = pictureOf(imageFile);
    return image ? [{ image, alt: `Day ${dayNumber}: ${title}` }] : [];
  });
  return (
    <DestinationDetails
      destination={{
        trip,
        description,
        banner: pictureOf(bannerImageFile),
        gallery,
        termsAndConditions,
        cancellationPolicy,
      }}
      fixed={data.fixed}
      bestTime={data.bestTime}
      similar={similarTrips}
    />
  );
}

export const query = graphql`
  query DestinationDetails($agencyId: String!) {
    agencyDestination(agencyId: { eq: $agencyId }) {
      ...DestinationPageFields
      trip {
        places
        included
        excluded
      }
      description
      termsAndConditions
      cancellationPolicy
      # The nearest in price and days first (src/lib/similar-trips.ts).
      similarTrips {
        id
        name
        price {
          amount
        }
        durationDays
      }
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
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.DestinationDetailsQuery>) => {
  const destination = data.agencyDestination;
  if (!destination) return <Seo title="Destination" pathname={location.pathname} />;
  const { trip } = destination;
  return (
    <TripSeo
      trip={trip}
      description={destination.description}
      pathname={location.pathname}
      share={destination.share?.childImageSharp?.resize}
      stops={trip.places.map((spot) => ({ name: spot }))}
      crumbs={destinationDetailsCrumbs(trip.destinationType ?? "")}
    />
  );
};
