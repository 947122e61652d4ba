import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { TourCatalogue } from "../components/tours/TourCatalogue";
import { toTourCards } from "../queries/tours";

/** /tour: the booking system's tour packages with the words of content/tours.json; texts from content/tour-catalogue.json. */
export default function TourPage({ data, location }: PageProps<Queries.TourPageQuery>) {
  if (!data.tourCatalogueJson) throw new Error("content/tour-catalogue.json is missing");
  return (
    <>
      <PageHeader title={data.tourCatalogueJson.title} intro={data.tourCatalogueJson.intro} />
      <TourCatalogue
        tours={toTourCards(data.packages.nodes, data.descriptions.nodes)}
        failed={data.status?.ok === false}
        location={location}
      />
    </>
  );
}

export const query = graphql`
  query TourPage {
    tourCatalogueJson {
      title
      intro
    }
    packages: allAgencyTourPackage(sort: { sourceOrder: ASC }) {
      nodes {
        ...TourCardPackage
      }
    }
    descriptions: allTourDescription {
      nodes {
        ...TourCardWords
      }
    }
    status: agencySourceStatus(collection: { eq: "tour-packages" }) {
      ok
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.TourPageQuery>) => (
  <Seo
    title={data.tourCatalogueJson?.title ?? "Tours"}
    pathname={location.pathname}
    description={data.tourCatalogueJson?.intro}
    breadcrumb={{ title: data.tourCatalogueJson?.title ?? "Tours" }}
  />
);
