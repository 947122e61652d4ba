import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FaqPage } from "../components/faq/FaqPage";
import type { FaqItem } from "../components/faq/FaqAccordion";
import { faqItemsIn } from "../components/faq/faq-items";
import { Seo } from "../components/seo/Seo";
import { faqPage } from "../lib/structured-data";
import { editionOfPath } from "../i18n/editions";
import { textOf } from "../i18n/text";
import { faqEnglish } from "../components/faq/faq-text";
import type { Catalogue } from "../i18n/messages";

/** In /ml/faq and /ar/faq (gatsby/pages/edition-pages.ts): the edition's language and interface catalogue. */
interface EditionContext {
  language?: string;
  messages?: Catalogue;
}

/** The active questions in the page's edition (faqItemsIn). */
const itemsOf = (data: Queries.FaqPageQuery, language: string | undefined): FaqItem[] =>
  faqItemsIn(data.allAgencyFaq.nodes, data.translations.nodes, language);

export default function FaqRoute({ data, pageContext }: PageProps<Queries.FaqPageQuery, EditionContext>) {
  return <FaqPage items={itemsOf(data, pageContext.language)} failed={data.agencySourceStatus?.ok === false} />;
}

// The English page has no `language` in its context: "en", which no translation has (a variable left null would
// drop the filter, and the page would take every language's translations).
export const query = graphql`
  query FaqPage($language: String = "en") {
    allAgencyFaq(filter: { isActive: { eq: true } }) {
      nodes {
        agencyId
        question
        answer
      }
    }
    translations: allFaqTranslation(filter: { language: { eq: $language } }) {
      nodes {
        language
        faqId
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
export const Head = ({ location, data, pageContext }: HeadProps<Queries.FaqPageQuery, EditionContext>) => {
  const text = textOf(editionOfPath(location.pathname).code, pageContext.messages, faqEnglish);
  const faqs = itemsOf(data, pageContext.language);
  return (
    <Seo
      title={text("faq.documentTitle")}
      pathname={location.pathname}
      description={text("faq.description")}
      breadcrumb={{ title: text("faq.title"), home: { label: text("nav.home"), to: "/" } }}
      structuredData={faqs.length > 0 ? [faqPage(faqs)] : []}
    />
  );
};
