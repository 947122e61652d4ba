import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ItineraryPage } from "../components/destinations/ItineraryPage";
import { Seo } from "../components/seo/Seo";
import { TripSeo } from "../components/seo/TripSeo";
import { itineraryCrumbs } from "../lib/breadcrumbs";
import { pictureOf } from "../queries/pictures";

/** /Itinerary/{id}: the day-by-day plan of a destination that has days (created in gatsby-node). */
export default function ItineraryTemplate({ data }: PageProps<Queries.ItineraryQuery>) {
  const destination = data.agencyDestination;
  if (!destination) return null;
  const { trip, bannerImageFile, itinerary, overview, termsAndConditions, cancellationPolicy } = destination;
  const days = itinerary.map(({ imageFile, ...day }) => ({ ...day, image: pictureOf(imageFile) }));
  return (
    <ItineraryPage
      destination={{ trip, overview, banner: pictureOf(bannerImageFile), days, termsAndConditions, cancellationPolicy }}
    />
  );
}

export const query = graphql`
  query Itinerary($agencyId: String!) {
    agencyDestination(agencyId: { eq: $agencyId }) {
      ...DestinationPageFields
      trip {
        included
        excluded
      }
      overview
      itinerary {
        dayNumber
        title
        description
        hotel
        meals
        imageFile {
          childImageSharp {
            ...DayPicture
          }
        }
      }
      termsAndConditions
      cancellationPolicy
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.ItineraryQuery>) => {
  const destination = data.agencyDestination;
  if (!destination) return <Seo title="Destination Itinerary" pathname={location.pathname} />;
  const { trip, itinerary } = destination;
  const { id, name } = trip;
  const type = trip.destinationType ?? "";
  return (
    <TripSeo
      trip={trip}
      title={`${name} Itinerary`}
      description={destination.overview}
      pathname={location.pathname}
      share={destination.share?.childImageSharp?.resize}
      stops={itinerary.map((day) => ({ name: `Day ${day.dayNumber}: ${day.title}`, description: day.description }))}
      crumbs={itineraryCrumbs({ id, type, name })}
    />
  );
};
