import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { ContactForm } from "../components/forms/ContactForm";
import { ServiceDetails } from "../components/services/ServiceDetails";
import type { ServiceDetailsContent, WithPictures } from "../content-model/samples";
import { pictureData } from "../queries/pictures";
import { ROUTES } from "../lib/routes";

/** /service-details: the sample service page of content/samples/service-details.json. */
export default function ServiceDetailsPage({ data }: PageProps<Queries.ServiceDetailsPageQuery>) {
  if (!data.serviceDetailsJson) throw new Error("content/samples/service-details.json is missing");
  const service = pictureData<WithPictures<ServiceDetailsContent>>(data.serviceDetailsJson);
  return (
    <>
      <PageHeader title="Service Details" crumbs={[{ label: "Services", to: ROUTES.service }]} />
      <ServiceDetails
        service={service}
        replyForm={
          <ContactForm
            idPrefix="reply"
            heading="Leave a reply"
            intro="Questions about this trip? Your reply goes straight to a travel planner, who answers within one working day."
            draftKey="service-details-reply"
            fixedSubject={`Reply: ${service.title}`}
            submitLabel="Post Reply"
          />
        }
      />
    </>
  );
}

export const query = graphql`
  query ServiceDetailsPage {
    serviceDetailsJson {
      title
      location
      price
      priceNote
      paragraphs
      highlights
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
      reviews {
        author
        date
        rating
        text
        avatar {
          alt
          src {
            relativePath
            childImageSharp {
              gatsbyImageData(width: 56, height: 56)
            }
          }
        }
      }
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.ServiceDetailsPageQuery>) => (
  <Seo
    title={`${data.serviceDetailsJson?.title ?? "Service"}: Service Details`}
    pathname={location.pathname}
    description={data.serviceDetailsJson?.paragraphs[0]}
    breadcrumb={{ title: "Service Details", crumbs: [{ label: "Services", to: ROUTES.service }] }}
  />
);
