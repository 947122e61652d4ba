import React from "react";
import { graphql, type PageProps } from "gatsby";
import { unlistedPageHead } from "../components/seo/Seo";
import { useHydrated } from "../hooks/useHydrated";
import { ShortlistPage, type ShortlistTrip } from "../components/shortlist/ShortlistPage";

/** /shortlist: the trips saved in this browser, named and priced from every destination and tour package. */
export default function ShortlistRoute({ data, location }: PageProps<Queries.ShortlistPageQuery>) {
  // The build renders the visitor's own shortlist; a shared one is known only from the address, once the page runs.
  const search = useHydrated() ? location.search : "";
  const saved = (kind: ShortlistTrip["kind"]) => (trip: Queries.ShortlistTripFieldsFragment) => ({
    kind,
    id: trip.id,
    name: trip.name,
    pricePerPerson: trip.price.amount,
    durationDays: trip.durationDays,
  });
  const catalogue: ShortlistTrip[] = [
    ...data.destinations.nodes.map(({ trip }) => saved("destination")(trip)),
    ...data.tours.nodes.map(({ trip }) => saved("tour")(trip)),
  ];
  return <ShortlistPage catalogue={catalogue} search={search} />;
}

export const query = graphql`
  query ShortlistPage {
    destinations: allAgencyDestination {
      nodes {
        trip {
          ...ShortlistTripFields
        }
      }
    }
    tours: allAgencyTourPackage {
      nodes {
        trip {
          ...ShortlistTripFields
        }
      }
    }
  }
  fragment ShortlistTripFields on Trip {
    id
    name
    price {
      amount
    }
    durationDays
  }
`;

/** Each visitor's shortlist is their own: nothing here for a search engine. */
export const Head = unlistedPageHead("Your shortlist", "The trips you saved while browsing, kept in this browser.");
