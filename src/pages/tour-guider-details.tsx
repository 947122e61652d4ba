import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
// PageHeader before the carousel, as on /tour-details, so the shared CSS chunks keep one order.
import { PageHeader } from "../components/layout/PageHeader";
import { GuideProfile } from "../components/guides/GuideProfile";
import { Seo } from "../components/seo/Seo";
import type { TourGuideContent, WithPictures } from "../content-model/samples";
import { pictureData } from "../queries/pictures";

/** /tour-guider-details: the sample guide profile of content/samples/tour-guider-details.json. */
export default function TourGuideDetailsPage({ data }: PageProps<Queries.TourGuidePageQuery>) {
  if (!data.tourGuiderDetailsJson) throw new Error("content/samples/tour-guider-details.json is missing");
  const page = pictureData<WithPictures<TourGuideContent>>(data.tourGuiderDetailsJson);
  return (
    <>
      <PageHeader title="Tour Guide Details" />
      <GuideProfile
        guide={{ ...page.guide, imageData: page.guide.image.imageData }}
        guides={page.guides.map((guide) => ({ ...guide, imageData: guide.image.imageData }))}
      />
    </>
  );
}

export const query = graphql`
  query TourGuidePage {
    tourGuiderDetailsJson {
      guide {
        name
        designation
        bio
        experienceYears
        toursLed
        languages
        specialities
        image {
          alt
          src {
            relativePath
            childImageSharp {
              gatsbyImageData(width: 360, aspectRatio: 1)
            }
          }
        }
      }
      guides {
        name
        designation
        image {
          alt
          src {
            relativePath
            childImageSharp {
              gatsbyImageData(width: 280, aspectRatio: 1)
            }
          }
        }
      }
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.TourGuidePageQuery>) => {
  const guide = data.tourGuiderDetailsJson?.guide;
  return (
    <Seo
      title={guide ? `${guide.name}, ${guide.designation}` : "Tour Guide Details"}
      pathname={location.pathname}
      description={guide?.bio[0]}
      breadcrumb={{ title: "Tour Guide Details" }}
    />
  );
};
