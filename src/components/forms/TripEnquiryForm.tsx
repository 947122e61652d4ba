import { siteFacts } from "../../lib/site";
import React from "react";
import { ContactForm } from "./EnquiryForm";
import { tripDraftKey, tripEnquirySubject } from "../../lib/trip-enquiry-prefill";
import { useTripText } from "../../i18n/trip-page";
import { englishFact, richText } from "../../i18n/rich-text";
import { useEdition } from "../../i18n/EditionContext";

/**
 * The enquiry form of a trip's pages (details and itinerary): one draft per trip, the subject naming it, and the
 * trip's fields required, the dates following the trip's length.
 */
export function TripEnquiryForm({ id, name, days }: { id: string; name: string; days: number }) {
  const text = useTripText();
  // The office's reply time is one of its facts in English: marked so on another edition's page.
  const replyWithin = <span {...englishFact(useEdition().code)}>{siteFacts.replyWithin}</span>;
  return (
    <ContactForm
      idPrefix="enquiry"
      heading={text("trip.form.heading", { name })}
      intro={richText(text("trip.form.intro"), { replyWithin })}
      draftKey={tripDraftKey(id)}
      subjectPrefill={tripEnquirySubject(name, text("trip.form.subject"))}
      trip={{ required: true, prefill: { days } }}
    />
  );
}
