import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/Seo";
import { useHydrated } from "../hooks/useHydrated";
import { ShortlistPage, type ShortlistTrip } from "../components/shortlist/ShortlistPage";
import { editionOfPath } from "../i18n/editions";
import type { Catalogue } from "../i18n/messages";
import { shortlistEnglish } from "../i18n/shortlist-text";
import { textOf } from "../i18n/text";

/**
 * /shortlist and its editions (/ml/shortlist, /ar/shortlist: gatsby/pages/edition-pages.ts): the trips saved in this
 * browser, named and priced from every destination and tour package, in the page's edition where a trip is
 * translated into it.
 */
export default function ShortlistRoute({ data, location }: PageProps<Queries.ShortlistPageQuery>) {
  // The build renders the visitor's own shortlist; a shared one is known only from the address, once the page runs.
  const search = useHydrated() ? location.search : "";
  const saved = (kind: ShortlistTrip["kind"]) => (trip: Queries.ShortlistTripFieldsFragment) => ({
    kind,
    id: trip.id,
    name: trip.name,
    language: trip.language,
    nameLanguage: trip.nameLanguage,
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
  query ShortlistPage($language: String) {
    destinations: allAgencyDestination {
      nodes {
        trip(language: $language) {
          ...ShortlistTripFields
        }
      }
    }
    tours: allAgencyTourPackage {
      nodes {
        trip(language: $language) {
          ...ShortlistTripFields
        }
      }
    }
  }
  fragment ShortlistTripFields on Trip {
    id
    language
    name
    nameLanguage
    price {
      amount
    }
    durationDays
  }
`;

/** Each visitor's shortlist is their own: nothing here for a search engine. */
export const Head = ({ location, pageContext }: HeadProps<object, { messages?: Catalogue }>) => {
  const text = textOf(editionOfPath(location.pathname).code, pageContext.messages, shortlistEnglish);
  return (
    <Seo title={text("shortlist.title")} pathname={location.pathname} description={text("shortlist.intro")} noindex />
  );
};
