import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

type Context = { type: string };

export default function DestinationListTemplate({ data, pageContext }: PageProps<Queries.DestinationListQuery, Context>) {
  return (
    <>
      <PageHeader title={`Destination: ${pageContext.type}`} crumbs={[{ label: "Destinations", to: "/destinations" }]} />
      <div className="container section">
        <ul>
          {data.allAgencyDestination.nodes.map((destination) => (
            <li key={destination.agencyId}>
              <Link to={`/destination-details/${destination.agencyId}`}>{destination.name}</Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export const query = graphql`
  query DestinationList($type: String!) {
    allAgencyDestination(filter: { type: { eq: $type } }, sort: { name: ASC }) {
      nodes {
        agencyId
        name
      }
    }
  }
`;

export const Head = ({ location, pageContext }: HeadProps<object, Context>) => (
  <Seo title={`Destination: ${pageContext.type}`} pathname={location.pathname} />
);
