import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
// PageHeader before the carousel, as on /tour-details, so the shared CSS chunks keep one order.
import { PageHeader } from "../components/layout/PageHeader";
import { GuideProfile } from "../components/guides/GuideProfile";
import { Seo } from "../components/seo/Seo";
import { contentImageLookup } from "../lib/content-images";
import type { TourGuideContent } from "../../gatsby/page-content-schema";
import content from "../../content/pages/tour-guider-details.json";

const page: TourGuideContent = content;

/** /tour-guider-details: the sample guide profile of content/pages/tour-guider-details.json. */
export default function TourGuideDetailsPage({ data }: PageProps<Queries.TourGuidePageQuery>) {
  const portraitFor = contentImageLookup(data.portraits.nodes);
  const cardFor = contentImageLookup(data.cards.nodes);
  return (
    <>
      <PageHeader title="Tour Guide Details" />
      <GuideProfile
        guide={{ ...page.guide, imageData: portraitFor(page.guide.image.src) }}
        guides={page.guides.map((guide) => ({ ...guide, imageData: cardFor(guide.image.src) }))}
      />
    </>
  );
}

export const query = graphql`
  query TourGuidePage {
    portraits: allFile(filter: { sourceInstanceName: { eq: "content" }, relativeDirectory: { eq: "images/people" } }) {
      nodes {
        relativePath
        childImageSharp {
          gatsbyImageData(width: 360, aspectRatio: 1)
        }
      }
    }
    cards: allFile(filter: { sourceInstanceName: { eq: "content" }, relativeDirectory: { eq: "images/people" } }) {
      nodes {
        relativePath
        childImageSharp {
          gatsbyImageData(width: 280, aspectRatio: 1)
        }
      }
    }
  }
`;

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={`${page.guide.name}, ${page.guide.designation}`}
    pathname={location.pathname}
    description={page.guide.bio[0]}
    breadcrumb={{ title: "Tour Guide Details" }}
  />
);
