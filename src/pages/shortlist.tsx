import React from "react";
import { graphql, type PageProps } from "gatsby";
import { unlistedPageHead } from "../components/seo/Seo";
import { useHydrated } from "../hooks/useHydrated";
import { ShortlistPage, type ShortlistTrip } from "../components/shortlist/ShortlistPage";

/** /shortlist: the trips saved in this browser, named and priced from every destination and tour package. */
export default function ShortlistRoute({ data, location }: PageProps<Queries.ShortlistPageQuery>) {
  // The build renders the visitor's own shortlist; a shared one is known only from the address, once the page runs.
  const search = useHydrated() ? location.search : "";
  const catalogue: ShortlistTrip[] = [
    ...data.destinations.nodes.map(({ agencyId, ...trip }) => ({
      ...trip,
      kind: "destination" as const,
      id: agencyId,
    })),
    ...data.tours.nodes.map(({ agencyId, ...trip }) => ({ ...trip, kind: "tour" as const, id: agencyId })),
  ];
  return <ShortlistPage catalogue={catalogue} search={search} />;
}

export const query = graphql`
  query ShortlistPage {
    destinations: allAgencyDestination {
      nodes {
        ...ShortlistTripFields
      }
    }
    tours: allAgencyTourPackage {
      nodes {
        ...ShortlistTripFields
      }
    }
  }
  fragment ShortlistTripFields on AgencyOffer {
    agencyId
    name
    pricePerPerson
    durationDays
  }
`;

/** Each visitor's shortlist is their own: nothing here for a search engine. */
export const Head = unlistedPageHead("Your shortlist", "The trips you saved while browsing, kept in this browser.");
