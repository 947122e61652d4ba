import React from "react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function DestinationDetailsTemplate({ data }: PageProps<Queries.DestinationDetailsQuery>) {
  const destination = data.agencyDestination;
  if (!destination) return null;
  return (
    <>
      <PageHeader title={destination.name} crumbs={[{ label: destination.type, to: `/destination/${destination.type}` }]} />
      <div className="container section">
        <p>{destination.description}</p>
        {destination.itinerary.length > 0 && (
          <Link to={`/Itinerary/${destination.agencyId}`} className="button">
            View Itinerary
          </Link>
        )}
      </div>
    </>
  );
}

export const query = graphql`
  query DestinationDetails($agencyId: String!) {
    agencyDestination(agencyId: { eq: $agencyId }) {
      agencyId
      type
      name
      description
      itinerary {
        dayNumber
      }
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.DestinationDetailsQuery>) => (
  <Seo title={data.agencyDestination?.name ?? "Destination"} description={data.agencyDestination?.description} pathname={location.pathname} />
);
