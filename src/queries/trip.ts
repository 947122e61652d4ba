import { graphql } from "gatsby";

/**
 * A trip as every page reads it: the one projection of a destination or tour package (src/lib/trip.ts), selected
 * through the `trip` field the data layer gives both (gatsby/pages/resolvers.ts). Pictures are selected beside it,
 * in the crop each page shows.
 */
export const tripFragments = graphql`
  fragment TripFacts on Trip {
    kind
    id
    name
    destinationType
    price {
      amount
      currency
      basis
      taxes
    }
    durationDays
    nights
    rating
    bestTime
    places
    included
    excluded
    links {
      page
      itinerary
      brochure
    }
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
