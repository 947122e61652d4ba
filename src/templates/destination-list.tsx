import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { DestinationListPage } from "../components/destinations/DestinationListPage";
import { Seo } from "../components/seo/Seo";
import { destinationListCrumbs } from "../lib/breadcrumbs";
import { BLOCK_PAGE_ROUTES } from "../lib/routes";
import { toDestinationSummary, toSidebar } from "../queries/destination-list";

/** One type for /destination/{type}; every type (and no type in the title) for /destinations. */
type Context = { types: string[]; type: string | null };

const titleOf = ({ type }: Context) => (type ? `Destination: ${type}` : "Destinations");

export default function DestinationListTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.DestinationListQuery, Context>) {
  return (
    <DestinationListPage
      title={titleOf(pageContext)}
      crumbs={destinationListCrumbs(pageContext.type)}
      types={pageContext.types}
      destinations={data.allAgencyDestination.nodes.map(toDestinationSummary)}
      guides={data.guides.nodes.filter((page) => !(BLOCK_PAGE_ROUTES as readonly string[]).includes(page.path))}
      {...toSidebar(data)}
      location={location}
    />
  );
}

export const query = graphql`
  query DestinationList($types: [String!]!) {
    allAgencyDestination(filter: { type: { in: $types } }, sort: { sourceOrder: ASC }) {
      nodes {
        ...DestinationSummaryFields
      }
    }
    ...DestinationSidebarFields
    # The landing pages a search of the list may lead to (the site's own block pages are left out above).
    guides: allBlockPage(sort: { title: ASC }) {
      nodes {
        path
        title
      }
    }
  }
`;

export const Head = ({ location, pageContext }: HeadProps<object, Context>) => (
  <Seo
    title={titleOf(pageContext)}
    description={`${pageContext.type ?? "International and Domestic"} holidays from Kerala: day-by-day itineraries and per-person prices in rupees.`}
    pathname={location.pathname}
    breadcrumb={{ title: titleOf(pageContext), crumbs: destinationListCrumbs(pageContext.type) }}
  />
);
