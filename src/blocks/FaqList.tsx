import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { FaqAccordion } from "../components/faq/FaqAccordion";
import { FaqLoadError } from "../components/faq/FaqLoadError";

export const fragment = graphql`
  fragment FaqListBlockFields on FaqListBlock {
    title
    eyebrow
    faqIds
    failed
    faqs {
      ...FaqRecord
    }
  }
  fragment FaqRecord on AgencyFaq {
    agencyId
    question
    answer
  }
`;

/** Chosen questions from the FAQs, in the block's order; the FAQ page's error when they could not be loaded. */
export function FaqListBlock({ block }: { block: Queries.FaqListBlockFieldsFragment }) {
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined}>
      {block.failed ? (
        <FaqLoadError />
      ) : (
        <FaqAccordion
          items={block.faqs.map(({ agencyId, question, answer }) => ({ id: agencyId, question, answer }))}
        />
      )}
    </Section>
  );
}
