import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { TourDetails } from "../components/tours/TourDetails";
import type { TourDetailsContent, WithPictures } from "../content-model/samples";
import { pictureData } from "../queries/pictures";
import { ROUTES } from "../lib/routes";

/** /tour-details: the sample tour of content/samples/tour-details.json. */
export default function TourDetailsPage({ data }: PageProps<Queries.TourDetailsPageQuery>) {
  if (!data.tourDetailsJson) throw new Error("content/samples/tour-details.json is missing");
  const tour = pictureData<WithPictures<TourDetailsContent>>(data.tourDetailsJson);
  return (
    <>
      <PageHeader title="Tour Details" crumbs={[{ label: "Tours", to: ROUTES.tour }]} />
      <TourDetails tour={tour} gallery={tour.gallery} />
    </>
  );
}

export const query = graphql`
  query TourDetailsPage {
    tourDetailsJson {
      name
      location
      summary
      price
      days
      groupSize
      rating
      reviewCount
      overview
      included
      excluded
      plan {
        title
        description
        stay
        meals
      }
      categories {
        name
        count
      }
      gallery {
        alt
        src {
          relativePath
          childImageSharp {
            gatsbyImageData(width: 880, aspectRatio: 1.778)
          }
        }
      }
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.TourDetailsPageQuery>) => (
  <Seo
    title={`${data.tourDetailsJson?.name ?? "Tour"}: Tour Details`}
    pathname={location.pathname}
    description={data.tourDetailsJson?.summary}
    breadcrumb={{ title: "Tour Details", crumbs: [{ label: "Tours", to: ROUTES.tour }] }}
  />
);
