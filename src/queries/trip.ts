import { graphql } from "gatsby";

/**
 * A trip as every page reads it: the one projection of a destination or tour package (src/lib/trip.ts), selected
 * through the `trip` field the data layer gives both (gatsby/pages/resolvers.ts), each page only the fields it shows
 * (a page's data is part of its first load). Pictures are selected beside it, in the crop each page shows.
 */
export const tripFragments = graphql`
  # What a trip page's summary shows (TripSummary, the header, the JSON-LD offer); each page adds what else it shows.
  fragment TripSummaryFields on Trip {
    id
    language
    name
    nameLanguage
    price {
      amount
      taxes
    }
    durationDays
    rating
  }
  # What a card shows of a trip: a list page carries only this for each of its trips.
  fragment TripCardFields on Trip {
    id
    name
    price {
      amount
    }
    durationDays
    rating
    places
  }
`;
