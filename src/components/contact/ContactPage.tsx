import React from "react";
import { siteFacts, type SiteFacts } from "../../lib/site";
import type { TripFieldsOptions } from "../../lib/trip-enquiry";
import { ContactForm } from "../forms/EnquiryForm";
import { PageHeader } from "../layout/PageHeader";
import { ContactDetails } from "./ContactDetails";
import { MapFacade } from "./MapFacade";
import * as styles from "./ContactPage.module.css";
import { HydrationBoundary } from "../common/HydrationBoundary";
import { useContactText } from "./contact-text";
import { useEdition } from "../../i18n/EditionContext";
import { englishFact, richText } from "../../i18n/rich-text";

export interface ContactPageProps {
  facts?: SiteFacts;
  /** The enquiry's starting subject, from /contact?trip=… (Book Now on a trip card). */
  subjectPrefill?: string;
  /** The trip's fields: an optional group, required when the page is about one trip (/contact?trip=…). */
  trip?: TripFieldsOptions;
}

/** /contact: how to reach the agency, the shared enquiry form and the office map. */
export function ContactPage({ facts = siteFacts, subjectPrefill, trip = { required: false } }: ContactPageProps) {
  const text = useContactText();
  // The reply time is one of the office's facts, in English: marked so on another edition's page.
  const replyWithin = <span {...englishFact(useEdition().code)}>{siteFacts.replyWithin}</span>;
  return (
    <>
      <PageHeader title={text("contact.title")} intro={richText(text("contact.intro"), { replyWithin })} />
      <div className={`container section ${styles.layout}`}>
        <ContactDetails facts={facts} />
        <HydrationBoundary>
          <ContactForm
            idPrefix="contact"
            draftKey="contact"
            heading={text("contact.formHeading")}
            intro={text("contact.formIntro")}
            subjectPrefill={subjectPrefill}
            trip={trip}
          />
        </HydrationBoundary>
      </div>
      <HydrationBoundary>
        <section aria-labelledby="contact-map" className={`container ${styles.map} below-fold`}>
          <h2 id="contact-map">{text("contact.map")}</h2>
          <MapFacade embedUrl={facts.mapEmbedUrl} place={facts.address.display} />
        </section>
      </HydrationBoundary>
    </>
  );
}
