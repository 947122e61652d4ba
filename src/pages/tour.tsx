import React from "react";
import { graphql, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { titledPageHead } from "../components/seo/Seo";
import { TourCatalogue } from "../components/tours/TourCatalogue";
import { contentImageLookup } from "../lib/content-images";
import type { TourListContent } from "../../gatsby/page-content-schema";
import content from "../../content/pages/tour.json";

const page: TourListContent = content;

/** /tour: the sample tours of content/pages/tour.json. */
export default function TourPage({ data }: PageProps<Queries.TourPageQuery>) {
  const imageFor = contentImageLookup(data.images.nodes);
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <TourCatalogue tours={page.tours.map((tour) => ({ ...tour, imageData: imageFor(tour.image.src) }))} />
    </>
  );
}

export const query = graphql`
  query TourPage {
    images: allFile(filter: { sourceInstanceName: { eq: "content" }, relativeDirectory: { eq: "images/tours" } }) {
      nodes {
        relativePath
        childImageSharp {
          gatsbyImageData(width: 560, aspectRatio: 1.333)
        }
      }
    }
  }
`;

export const Head = titledPageHead(page.title, page.intro);
