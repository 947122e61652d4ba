import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";

export default function ItineraryTemplate({ data }: PageProps<Queries.ItineraryQuery>) {
  const destination = data.agencyDestination;
  if (!destination) return null;
  return (
    <>
      <PageHeader
        title={`${destination.name} itinerary`}
        crumbs={[{ label: destination.name, to: `/destination-details/${destination.agencyId}` }]}
      />
      <div className="container section">
        <ol>
          {destination.itinerary.map((day) => (
            <li key={day.dayNumber}>
              Day {day.dayNumber}: {day.title}
            </li>
          ))}
        </ol>
      </div>
    </>
  );
}

export const query = graphql`
  query Itinerary($agencyId: String!) {
    agencyDestination(agencyId: { eq: $agencyId }) {
      agencyId
      name
      itinerary {
        dayNumber
        title
      }
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.ItineraryQuery>) => (
  <Seo title={`${data.agencyDestination?.name ?? "Destination"} itinerary`} pathname={location.pathname} />
);
