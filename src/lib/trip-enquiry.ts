import { ENQUIRY_RULES, fieldError, normaliseField, validateEnquiry, type Enquiry, type FieldErrors } from "./enquiry";
import { problemMessage, type SayProblem } from "./enquiry-rules";
import {
  checkTripForm,
  isBlankTripForm,
  messageWithTrip,
  type TripDetails,
  type TripForm,
  type TripPrefill,
} from "./trip-details";

/** The form's values once restored: a subject the visitor typed (kept in the draft) wins over the prefill. */
export const withSubjectPrefill = (restored: Enquiry, prefill: string | undefined): Enquiry =>
  prefill && restored.subject.trim() === "" ? { ...restored, subject: prefill } : restored;

/** What the draft keeps: an untouched prefilled subject is not the visitor's, so it never outlives the prefill. */
export const draftWithoutPrefill = (values: Enquiry, prefill: string | undefined): Enquiry =>
  prefill && values.subject === prefill ? { ...values, subject: "" } : values;

/** A form's trip fields: on a trip's page the visitor is asked for a quote (required); elsewhere they may add one. */
export interface TripFieldsOptions {
  required: boolean;
  prefill?: TripPrefill;
}

/**
 * The enquiry as it would be sent, the trip's line (and `addedLine`, e.g. the trips of a shortlist) written into its
 * message, with every problem of the fields the form shows. The trip is checked when it is required or the visitor
 * has filled any of it; with a trip or an added line the message may be empty (the line is the message) and may not
 * grow past its limit with the lines added.
 */
export function checkTripEnquiry(
  enquiry: Enquiry,
  tripForm: TripForm | undefined,
  {
    required,
    today,
    addedLine,
    say = problemMessage,
  }: { required: boolean; today: string; addedLine?: string; say?: SayProblem },
): { errors: FieldErrors; enquiry: Enquiry; trip?: TripDetails } {
  const inUse = tripForm !== undefined && (required || !isBlankTripForm(tripForm));
  const added = addedLine?.trim() ?? "";
  if (!inUse && added === "") return { errors: validateEnquiry(enquiry, say), enquiry };
  const checked = inUse ? checkTripForm(tripForm, today) : null;
  const trip = checked && "trip" in checked ? checked.trip : undefined;
  const withTrip = messageWithTrip(enquiry.message, trip);
  const sent = {
    ...enquiry,
    message: added === "" ? withTrip : withTrip.trim() === "" ? added : `${withTrip}\n\n${added}`,
  };
  // The message is checked as the visitor wrote it: it may be empty, and the lines must still fit.
  const { message: _sentMessage, ...others } = validateEnquiry(sent, say);
  const errors: FieldErrors = others;
  const written = normaliseField("message", enquiry.message);
  const writtenProblem = written === "" ? undefined : fieldError("message", enquiry.message, say);
  const lineProblem = (trip || added) && !writtenProblem && fieldError("message", sent.message);
  if (writtenProblem) errors.message = writtenProblem;
  else if (lineProblem) {
    const max = ENQUIRY_RULES.find(({ field }) => field === "message")?.max ?? 0;
    const line = [...normaliseField("message", sent.message)].length - [...written].length;
    errors.message = say({ code: "tooLongWithTrip", field: "message", max: max - line });
  }
  return { errors: { ...errors, ...(checked && "fields" in checked ? checked.fields : {}) }, enquiry: sent, trip };
}
