import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FaqPage } from "../components/faq/FaqPage";
import { Seo } from "../components/seo/Seo";
import { faqPage } from "../lib/structured-data";

export default function FaqRoute({ data }: PageProps<Queries.FaqPageQuery>) {
  const items = data.allAgencyFaq.nodes.map(({ agencyId, question, answer }) => ({ id: agencyId, question, answer }));
  return <FaqPage items={items} failed={data.agencySourceStatus?.ok === false} />;
}

export const query = graphql`
  query FaqPage {
    allAgencyFaq(filter: { isActive: { eq: true } }) {
      nodes {
        agencyId
        question
        answer
      }
    }
    agencySourceStatus(collection: { eq: "faqs" }) {
      ok
    }
  }
`;

/** FAQPage structured data lets search engines show the answers (none when the FAQs failed to load). */
export const Head = ({ location, data }: HeadProps<Queries.FaqPageQuery>) => {
  const faqs = data.allAgencyFaq.nodes;
  return (
    <Seo
      title="FAQ"
      pathname={location.pathname}
      description="Answers to the questions travellers ask us most: booking, payments, visas, cancellations and custom packages."
      breadcrumb={{ title: "Frequently Asked Questions" }}
      structuredData={faqs.length > 0 ? [faqPage(faqs)] : []}
    />
  );
};
