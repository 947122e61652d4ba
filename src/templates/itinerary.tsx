import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ItineraryPage } from "../components/destinations/ItineraryPage";
import { Seo } from "../components/seo/Seo";
import { TripSeo } from "../components/seo/TripSeo";
import { crumbWordsOf, itineraryCrumbs } from "../lib/breadcrumbs";
import { pictureOf } from "../queries/pictures";
import { tripPageText, type TripPageContext } from "../i18n/trip-page";
import { editionOfPath, pathInEdition } from "../i18n/editions";
import { destinationDetailsPath } from "../lib/routes";

/** /Itinerary/{id} and its editions: the day-by-day plan of a destination that has days (gatsby/pages/edition-pages.ts). */
export default function ItineraryTemplate({ data }: PageProps<Queries.ItineraryQuery, TripPageContext>) {
  const destination = data.agencyDestination;
  if (!destination) return null;
  const { trip, bannerImageFile, itinerary, words } = destination;
  // The record's days (pictures, meals) with their words in the page's language, day by day (src/lib/trip-words.ts).
  const days = itinerary.map(({ imageFile, dayNumber, meals }, index) => ({
    dayNumber,
    meals,
    title: words.days[index]?.title ?? "",
    description: words.days[index]?.description ?? "",
    hotel: words.days[index]?.hotel ?? "",
    image: pictureOf(imageFile),
  }));
  return <ItineraryPage destination={{ trip, banner: pictureOf(bannerImageFile), days, words }} />;
}

export const query = graphql`
  query Itinerary($agencyId: String!, $language: String) {
    agencyDestination(agencyId: { eq: $agencyId }) {
      ...DestinationPageFields
      trip(language: $language) {
        included
        excluded
      }
      words(language: $language) {
        overview
        days {
          dayNumber
          title
          description
          hotel
        }
        termsAndConditions
        cancellationPolicy
        cancellationSummary
      }
      itinerary {
        dayNumber
        meals
        imageFile {
          childImageSharp {
            ...DayPicture
          }
        }
      }
    }
  }
`;

export const Head = ({ location, data, pageContext }: HeadProps<Queries.ItineraryQuery, TripPageContext>) => {
  const destination = data.agencyDestination;
  if (!destination) return <Seo title="Destination Itinerary" pathname={location.pathname} />;
  const { trip, words } = destination;
  const { id, name } = trip;
  const text = tripPageText(location.pathname, pageContext);
  const code = editionOfPath(location.pathname).code;
  const title = text("trip.itinerary.title", { name });
  return (
    <TripSeo
      trip={trip}
      title={title}
      description={words.overview}
      pathname={location.pathname}
      editions={pageContext.editions}
      text={text}
      share={destination.share?.childImageSharp?.resize}
      stops={words.days.map((day) => ({
        name: text("trip.dayPicture", { day: day.dayNumber, title: day.title }),
        description: day.description,
      }))}
      crumbs={itineraryCrumbs(
        { id, type: trip.destinationType ?? "", name, to: pathInEdition(code, destinationDetailsPath(id)) },
        crumbWordsOf(text),
      )}
    />
  );
};
