import { fieldError, type Enquiry } from "./enquiry";
import { CONTACT_TRIP_PARAM } from "./routes";

/** "Enquiry: Munnar Hills", the subject an enquiry about one trip starts with. */
export function tripEnquirySubject(tripName: string): string {
  const name = tripName.trim();
  if (name === "") throw new Error("tripEnquirySubject: the trip name is empty");
  return `Enquiry: ${name}`;
}

/**
 * The subject to prefill on /contact from its query string (`?trip=Munnar`), or undefined when there is none.
 * A trip name the enquiry rules would refuse as a subject (too long, control characters) prefills nothing:
 * the visitor did not type it, so the form should not start with an error they did not cause.
 */
export function subjectFromContactSearch(search: string): string | undefined {
  const trip = new URLSearchParams(search).get(CONTACT_TRIP_PARAM)?.trim();
  if (!trip) return undefined;
  const subject = tripEnquirySubject(trip);
  return fieldError("subject", subject) ? undefined : subject;
}

/** The form's values once restored: a subject the visitor typed (kept in the draft) wins over the prefill. */
export const withSubjectPrefill = (restored: Enquiry, prefill: string | undefined): Enquiry =>
  prefill && restored.subject.trim() === "" ? { ...restored, subject: prefill } : restored;

/** What the draft keeps: an untouched prefilled subject is not the visitor's, so it never outlives the prefill. */
export const draftWithoutPrefill = (values: Enquiry, prefill: string | undefined): Enquiry =>
  prefill && values.subject === prefill ? { ...values, subject: "" } : values;

/** One draft per trip, shared by its details and itinerary pages: what was typed on one is there on the other. */
export const tripDraftKey = (tripId: string): string => `destination-${tripId}`;
