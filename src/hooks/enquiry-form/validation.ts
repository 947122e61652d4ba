import { useState } from "react";
import { ENQUIRY_RULES, fieldError, type EnquiryField, type FieldErrors } from "../../lib/enquiry";
import type { SayProblem } from "../../lib/enquiry-rules";
import { TRIP_ERROR_ORDER, type TripErrorKey } from "../../lib/trip-details";

/** A field the form can mark: one of the enquiry's or one of the trip's, keyed as the API keys them. */
export type FormField = EnquiryField | TripErrorKey;

export type ShownField = (typeof ENQUIRY_RULES)[number];

/**
 * The shown fields, in form order, each required or not as the shared rules say. A fixed subject hides its field;
 * with a required trip or an added line the message may be empty (that line is the message).
 */
export const shownFields = ({ fixedSubject, messageOptional }: { fixedSubject?: string; messageOptional: boolean }) =>
  ENQUIRY_RULES.filter(({ field }) => !(fixedSubject && field === "subject")).map((rule): ShownField =>
    rule.field === "message" && messageOptional ? { ...rule, required: false } : rule,
  );

/** The id of a field's input: "trip.when.start" → "enquiry-trip-start"; a choice of when → its first option. */
export const inputIdFor = (id: (part: string) => string, field: FormField): string =>
  id(
    field === "trip" || field === "trip.when"
      ? "trip-when-month"
      : field.replace("trip.when.", "trip.").replace(/\./g, "-"),
  );

/** The first marked field in form order: the enquiry's fields, the trip's, then the message (shown after the trip's). */
export function firstInvalid(fields: readonly ShownField[], problems: FieldErrors): FormField | undefined {
  const shown = fields.filter(({ field }) => field !== "message").map(({ field }): FormField => field);
  const order: FormField[] = [...shown, ...TRIP_ERROR_ORDER, "message"];
  return order.find((field) => problems[field]) ?? (Object.keys(problems)[0] as FormField | undefined);
}

/**
 * The problems marked on the form. A marked field is checked again as the visitor types; a marked trip field as the
 * visitor changes any of the trip's (adults can settle a rooms problem); an unmarked one waits for the next send.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  return {
    errors,
    setErrors,
    recheck(field: EnquiryField, value: string, say?: SayProblem) {
      if (errors[field]) setErrors({ ...errors, [field]: fieldError(field, value, say) });
    },
    /** `check` gives the problems of the trip as changed, asked only when a trip field is marked. */
    recheckTrip(check: () => FieldErrors) {
      const marked = (Object.keys(errors) as FormField[]).filter((field) => field.startsWith("trip"));
      if (marked.length === 0) return;
      const now = check();
      setErrors({ ...errors, ...Object.fromEntries(marked.map((field) => [field, now[field]])) });
    },
  };
}
