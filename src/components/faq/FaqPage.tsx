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
import { whatsappUrl } from "../../lib/whatsapp";

/**
 * More questions, in an edition whose enquiry form is not translated yet: WhatsApp with a first line in the
 * edition's language, and the bookings phone. One element (its own hydration turn).
 */
function AskUs() {
  const text = useFaqText();
  const phone = siteFacts.phones[0]!;
  return (
    <section aria-labelledby="faq-ask-us" className={styles.askUs}>
      <h2 id="faq-ask-us">{text("faq.askUs.heading")}</h2>
      <p>{text("faq.askUs.text")}</p>
      <p className={styles.actions}>
        <a className="button button--brand" href={whatsappUrl(text("faq.askUs.whatsappText"))}>
          {text("faq.askUs.whatsapp")}
        </a>
        <a className="button button--ghost" href={`tel:${phone.tel}`}>
          {`${text("faq.askUs.call")} `}
          <bdi dir="ltr">{phone.display}</bdi>
        </a>
      </p>
    </section>
  );
}

/**
 * /faq (and /ml/faq, /ar/faq): the active questions (or the error block after a partial build), then the shared
 * enquiry form; in another edition, WhatsApp and the phone until the form speaks it.
 */
export function FaqPage({ items, failed }: { items: FaqItem[]; failed: boolean }) {
  const text = useFaqText();
  const { code } = useEdition();
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
          {code === "en" ? (
            <ContactForm
              idPrefix="faq-enquiry"
              draftKey="faq"
              heading={text("faq.askUs.heading")}
              intro={`Ask us anything about a trip; a travel planner answers within ${siteFacts.replyWithin}.`}
            />
          ) : (
            <AskUs />
          )}
        </HydrationBoundary>
      </div>
    </>
  );
}
