import { siteFacts } from "../lib/site";
import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { ContactForm } from "../components/forms/EnquiryForm";
import { ServiceCards } from "../components/services/ServiceCards";
import { ROUTES } from "../lib/routes";
import { useServiceCards } from "../queries/service-cards";

const TITLE = "Service Details";
const INTRO =
  "Every service we offer, from holidays and flights to visas and corporate travel. Ask about any of them below.";
const CRUMBS = [{ label: "Services", to: ROUTES.service }];

/** /service-details: every service card of the booking system, then an enquiry form about them. */
export default function ServiceDetailsPage({ data }: PageProps<Queries.ServiceDetailsPageQuery>) {
  const cards = useServiceCards(data.cards.nodes, data.landingPages.nodes);
  return (
    <>
      <PageHeader title={TITLE} intro={INTRO} crumbs={CRUMBS} />
      <div className="container section">
        <ServiceCards failed={data.status?.ok === false} cards={cards} />
      </div>
      <div className="container section">
        <ContactForm
          idPrefix="service"
          heading="Ask about a service"
          intro={`Tell us which service you need and when: a travel planner answers within ${siteFacts.replyWithin}.`}
          draftKey="service-details-enquiry"
          submitLabel="Send enquiry"
        />
      </div>
    </>
  );
}

export const query = graphql`
  query ServiceDetailsPage {
    cards: allAgencyServiceCard(sort: { agencyId: ASC }) {
      nodes {
        ...ServiceCardFields
      }
    }
    status: agencySourceStatus(collection: { eq: "service-cards" }) {
      ok
    }
    landingPages: allBlockPage(filter: { language: { eq: "en" }, linkedFrom: { serviceCard: { ne: null } } }) {
      nodes {
        ...ServiceCardLandingPage
      }
    }
  }
`;

export const Head = ({ location }: HeadProps) => (
  <Seo title={TITLE} pathname={location.pathname} description={INTRO} breadcrumb={{ title: TITLE, crumbs: CRUMBS }} />
);
