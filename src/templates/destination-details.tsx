import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { DestinationDetails } from "../components/destinations/DestinationDetails";
import { Seo } from "../components/seo/Seo";
import { TripSeo } from "../components/seo/TripSeo";
import { crumbWordsOf, destinationDetailsCrumbs } from "../lib/breadcrumbs";
import { pictureOf } from "../queries/pictures";
import type { TripPageContext } from "../i18n/trip-page";
import { tripPageText } from "../i18n/trip-page";

/** /destination-details/{id} and its editions (/ml/…, /ar/…): one page per destination (gatsby/pages/edition-pages.ts). */
export default function DestinationDetailsTemplate({
  data,
}: PageProps<Queries.DestinationDetailsQuery, TripPageContext>) {
  const destination = data.agencyDestination;
  if (!destination) return null;
  const { trip, bannerImageFile, itinerary, words, similarTrips } = destination;
  const gallery = itinerary.flatMap(({ dayNumber, imageFile }, index) => {
    const image = pictureOf(imageFile);
    return image ? [{ image, dayNumber, title: words.days[index]?.title ?? "" }] : [];
  });
  return (
    <DestinationDetails
      destination={{ trip, banner: pictureOf(bannerImageFile), gallery, words }}
      similar={similarTrips}
    />
  );
}

export const query = graphql`
  query DestinationDetails($agencyId: String!, $language: String) {
    agencyDestination(agencyId: { eq: $agencyId }) {
      ...DestinationPageFields
      trip(language: $language) {
        language
        places
        included
        excluded
      }
      # The page's words in its edition: the record's or its translation, the content's rows and highlights.
      words(language: $language) {
        language
        description
        days {
          title
        }
        termsAndConditions
        cancellationPolicy
        cancellationSummary
        bestTime {
          months
          why
        }
        facts {
          label
          value
        }
        highlights
      }
      # The nearest in price and days first (src/lib/similar-trips.ts).
      similarTrips(language: $language) {
        id
        language
        name
        price {
          amount
        }
        durationDays
      }
      itinerary {
        dayNumber
        imageFile {
          childImageSharp {
            ...DayPicture
          }
        }
      }
    }
  }
`;

export const Head = ({ location, data, pageContext }: HeadProps<Queries.DestinationDetailsQuery, TripPageContext>) => {
  const destination = data.agencyDestination;
  if (!destination) return <Seo title="Destination" pathname={location.pathname} />;
  const { trip } = destination;
  const text = tripPageText(location.pathname, pageContext);
  return (
    <TripSeo
      trip={trip}
      description={destination.words.description}
      pathname={location.pathname}
      editions={pageContext.editions}
      share={destination.share?.childImageSharp?.resize}
      stops={trip.places.map((spot) => ({ name: spot }))}
      crumbs={destinationDetailsCrumbs(trip.destinationType ?? "", crumbWordsOf(text))}
      text={text}
    />
  );
};
