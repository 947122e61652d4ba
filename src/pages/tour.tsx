import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { TourCatalogue } from "../components/tours/TourCatalogue";
import type { TourListContent, WithPictures } from "../content-model/samples";
import { pictureData } from "../queries/pictures";

/** /tour: the sample tours of content/samples/tour.json. */
export default function TourPage({ data, location }: PageProps<Queries.TourPageQuery>) {
  if (!data.tourJson) throw new Error("content/samples/tour.json is missing");
  const page = pictureData<WithPictures<TourListContent>>(data.tourJson);
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <TourCatalogue
        tours={page.tours.map((tour) => ({ ...tour, imageData: tour.image.imageData }))}
        location={location}
      />
    </>
  );
}

export const query = graphql`
  query TourPage {
    tourJson {
      title
      intro
      tours {
        id
        name
        location
        summary
        days
        price
        rating
        reviewCount
        added
        image {
          alt
          src {
            relativePath
            childImageSharp {
              gatsbyImageData(width: 560, aspectRatio: 1.333)
            }
          }
        }
      }
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.TourPageQuery>) => (
  <Seo
    title={data.tourJson?.title ?? "Tours"}
    pathname={location.pathname}
    description={data.tourJson?.intro}
    breadcrumb={{ title: data.tourJson?.title ?? "Tours" }}
  />
);
