import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { TourDetails } from "../components/tours/TourDetails";
import { contentImageLookup } from "../lib/content-images";
import type { TourDetailsContent } from "../../gatsby/page-content-schema";
import content from "../../content/pages/tour-details.json";
import { ROUTES } from "../lib/routes";

const tour: TourDetailsContent = content;

/** /tour-details: the sample tour of content/pages/tour-details.json. */
export default function TourDetailsPage({ data }: PageProps<Queries.TourDetailsPageQuery>) {
  const imageFor = contentImageLookup(data.images.nodes);
  return (
    <>
      <PageHeader title="Tour Details" crumbs={[{ label: "Tours", to: ROUTES.tour }]} />
      <TourDetails
        tour={tour}
        gallery={tour.gallery.map((picture) => ({ ...picture, imageData: imageFor(picture.src) }))}
      />
    </>
  );
}

export const query = graphql`
  query TourDetailsPage {
    images: allFile(
      filter: { sourceInstanceName: { eq: "content" }, relativeDirectory: { eq: "images/tour-details" } }
    ) {
      nodes {
        relativePath
        childImageSharp {
          gatsbyImageData(width: 880, aspectRatio: 1.778)
        }
      }
    }
  }
`;

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={`${tour.name}: Tour Details`}
    pathname={location.pathname}
    description={tour.summary}
    breadcrumb={{ title: "Tour Details", crumbs: [{ label: "Tours", to: ROUTES.tour }] }}
  />
);
