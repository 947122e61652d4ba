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
  const { agencyId, bannerImageFile, share: _share, itinerary, ...facts } = destination;
  const days = itinerary.map(({ imageFile, ...day }) => ({ ...day, image: pictureOf(imageFile) }));
  return <ItineraryPage destination={{ ...facts, id: agencyId, banner: pictureOf(bannerImageFile), days }} />;
}

export const query = graphql`
  query Itinerary($agencyId: String!) {
    agencyDestination(agencyId: { eq: $agencyId }) {
      ...DestinationPageFields
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
  const { agencyId: id, type, name, itinerary } = destination;
  return (
    <TripSeo
      {...destination}
      title={`${name} Itinerary`}
      description={destination.overview}
      pathname={location.pathname}
      share={destination.share?.childImageSharp?.resize}
      stops={itinerary.map((day) => ({ name: `Day ${day.dayNumber}: ${day.title}`, description: day.description }))}
      crumbs={itineraryCrumbs({ id, type, name })}
    />
  );
};
