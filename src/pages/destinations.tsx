import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function DestinationsPage({ data }: PageProps<Queries.AllDestinationsPageQuery>) {
  return (
    <>
      <PageHeader title="Destinations" />
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
  query AllDestinationsPage {
    allAgencyDestination(sort: { name: ASC }) {
      nodes {
        agencyId
        name
      }
    }
  }
`;

export const Head = ({ location }: HeadProps) => <Seo title="Destinations" pathname={location.pathname} />;
