import React from "react";
import { ContactForm } from "./ContactForm";
import { tripDraftKey, tripEnquirySubject } from "../../lib/trip-enquiry";

/** The enquiry form of a trip's pages (details and itinerary): one draft per trip, the subject naming it. */
export function TripEnquiryForm({ id, name }: { id: string; name: string }) {
  return (
    <ContactForm
      idPrefix="enquiry"
      heading={`Ask us about ${name}`}
      intro="Tell us your travel dates and how many of you are going; we reply with a quote within one working day."
      draftKey={tripDraftKey(id)}
      subjectPrefill={tripEnquirySubject(name)}
    />
  );
}
