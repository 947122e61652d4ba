import { siteFacts } from "../../lib/site";
import React from "react";
import { ContactForm } from "./EnquiryForm";
import { tripDraftKey, tripEnquirySubject } from "../../lib/trip-enquiry-prefill";

/**
 * The enquiry form of a trip's pages (details and itinerary): one draft per trip, the subject naming it, and the
 * trip's fields required, the dates following the trip's length.
 */
export function TripEnquiryForm({ id, name, days }: { id: string; name: string; days: number }) {
  return (
    <ContactForm
      idPrefix="enquiry"
      heading={`Ask us about ${name}`}
      intro={`Tell us your travel dates and how many of you are going; we reply with a quote within ${siteFacts.replyWithin}.`}
      draftKey={tripDraftKey(id)}
      subjectPrefill={tripEnquirySubject(name)}
      trip={{ required: true, prefill: { days } }}
    />
  );
}
