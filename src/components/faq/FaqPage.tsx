import { siteFacts } from "../../lib/site";
import React from "react";
import { ContactForm } from "../forms/ContactForm";
import { PageHeader } from "../layout/PageHeader";
import { FaqAccordion, type FaqItem } from "./FaqAccordion";
import { FaqLoadError } from "./FaqLoadError";
import * as styles from "./FaqPage.module.css";
import { HydrationBoundary } from "../common/HydrationBoundary";

/** /faq: the active questions (or the error block after a partial build), then the shared enquiry form. */
export function FaqPage({ items, failed }: { items: FaqItem[]; failed: boolean }) {
  return (
    <>
      <PageHeader title="Frequently Asked Questions" intro="Answers to the questions travellers ask us most." />
      <div className={`container section ${styles.layout}`}>
        <section aria-label="Questions and answers">
          {failed ? (
            <FaqLoadError />
          ) : items.length > 0 ? (
            <FaqAccordion items={items} headingLevel={2} />
          ) : (
            <p>No questions are published yet; ask us yours below.</p>
          )}
        </section>
        <HydrationBoundary>
          <ContactForm
            idPrefix="faq-enquiry"
            draftKey="faq"
            heading="Do You Have Any More Questions?"
            intro={`Ask us anything about a trip; a travel planner answers within ${siteFacts.replyWithin}.`}
          />
        </HydrationBoundary>
      </div>
    </>
  );
}
