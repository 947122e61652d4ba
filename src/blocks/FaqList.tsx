import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { FaqAccordion } from "../components/faq/FaqAccordion";
import { FaqLoadError } from "../components/faq/FaqLoadError";
import { z } from "zod";
import { block, heading } from "../content-model/block-fields";
import { text } from "../content-model/fields";
import { blockRecords, faqsByIds } from "../lib/block-records";
import { faqItemsIn, useFaqTranslations } from "../components/faq/faq-items";
import { useEdition } from "../i18n/EditionContext";
import { defineBlock, type BlockProps } from "./define";

export const content = block("faqList", "FAQ list", "Chosen questions from the booking system's FAQs, in your order", {
  ...heading,
  faqIds: z
    .array(text("FAQ id"))
    .min(1, "needs at least one question")
    .meta({ title: "Questions", description: "Chosen by question, shown in this order", choices: "faqs" }),
});

export const records = blockRecords<typeof content>({
  fields: {
    faqs: { type: "[AgencyFaq!]!", from: "faqs", choose: (faqs, block) => faqsByIds(faqs, block.faqIds) },
    failed: { type: "Boolean!", failedSource: "faqs" },
  },
  standIn: (block) => ({ shows: `the questions ${block.faqIds.join(", ")}` }),
});

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

/**
 * Chosen questions from the FAQs, in the block's order and the page's edition (faqItemsIn); the FAQ page's error when
 * they could not be loaded.
 */
export function FaqListBlock({
  content: block,
  records,
}: BlockProps<typeof content, Pick<Queries.FaqListBlockFieldsFragment, "faqs" | "failed">>) {
  const items = faqItemsIn(records.faqs, useFaqTranslations(), useEdition().code);
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined}>
      {records.failed ? <FaqLoadError /> : <FaqAccordion items={items} />}
    </Section>
  );
}

export const definition = defineBlock(content, FaqListBlock);
