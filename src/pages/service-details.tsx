import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { ContactForm } from "../components/forms/ContactForm";
import { ServiceDetails } from "../components/services/ServiceDetails";
import { contentImageLookup } from "../lib/content-images";
import type { ServiceDetailsContent } from "../../gatsby/page-content-schema";
import content from "../../content/pages/service-details.json";
import { ROUTES } from "../lib/routes";

const service: ServiceDetailsContent = content;

/** /service-details: the sample service page of content/pages/service-details.json. */
export default function ServiceDetailsPage({ data }: PageProps<Queries.ServiceDetailsPageQuery>) {
  const imageFor = contentImageLookup([...data.pictures.nodes, ...data.avatars.nodes]);
  return (
    <>
      <PageHeader title="Service Details" crumbs={[{ label: "Services", to: ROUTES.service }]} />
      <ServiceDetails
        service={service}
        imageFor={imageFor}
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
    pictures: allFile(
      filter: { sourceInstanceName: { eq: "content" }, relativeDirectory: { eq: "images/service-details" } }
    ) {
      nodes {
        relativePath
        childImageSharp {
          gatsbyImageData(width: 880, aspectRatio: 1.778)
        }
      }
    }
    avatars: allFile(filter: { sourceInstanceName: { eq: "content" }, relativeDirectory: { eq: "images/people" } }) {
      nodes {
        relativePath
        childImageSharp {
          gatsbyImageData(width: 56, height: 56)
        }
      }
    }
  }
`;

export const Head = ({ location }: HeadProps) => (
  <Seo
    title={`${service.title}: Service Details`}
    pathname={location.pathname}
    description={service.paragraphs[0]}
    breadcrumb={{ title: "Service Details", crumbs: [{ label: "Services", to: ROUTES.service }] }}
  />
);
