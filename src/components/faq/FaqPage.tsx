import { siteFacts } from "../../lib/site";
import React from "react";
import { ContactForm } from "../forms/EnquiryForm";
import { PageHeader } from "../layout/PageHeader";
import { FaqAccordion, type FaqItem } from "./FaqAccordion";
import { FaqLoadError } from "./FaqLoadError";
import * as styles from "./FaqPage.module.css";
import { HydrationBoundary } from "../common/HydrationBoundary";
import { useEdition } from "../../i18n/EditionContext";
import { useFaqText } from "./faq-text";
import { englishFact, richText } from "../../i18n/rich-text";

/**
 * /faq (and /ml/faq, /ar/faq): the active questions (or the error block after a partial build), then the shared
 * enquiry form, in the page's language.
 */
export function FaqPage({ items, failed }: { items: FaqItem[]; failed: boolean }) {
  const text = useFaqText();
  // The reply time is one of the office's facts, in English: marked so on another edition's page.
  const replyWithin = <span {...englishFact(useEdition().code)}>{siteFacts.replyWithin}</span>;
  return (
    <>
      <PageHeader title={text("faq.title")} intro={text("faq.intro")} />
      <div className={`container section ${styles.layout}`}>
        <section aria-label={text("faq.listLabel")}>
          {failed ? (
            <FaqLoadError />
          ) : items.length > 0 ? (
            <FaqAccordion items={items} headingLevel={2} />
          ) : (
            <p>{text("faq.none")}</p>
          )}
        </section>
        <HydrationBoundary>
          <ContactForm
            idPrefix="faq-enquiry"
            draftKey="faq"
            heading={text("faq.askUs.heading")}
            intro={richText(text("faq.askUs.intro"), { replyWithin })}
          />
        </HydrationBoundary>
      </div>
    </>
  );
}
