import { textProblem, withoutInvisible } from "./text-rules";

/**
 * What an enquiry's five fields may hold. The form checks these before sending and the reference API runs this same
 * module (server/site-rules.mjs), so both refuse the same things with the same words; what any text may hold is in
 * text-rules.ts, the trip's rules in trip-details.ts, the consent's in consent-rules.ts.
 */

/** An enquiry as the admin backend takes it (POST /api/contacts). */
export interface Enquiry {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type EnquiryField = keyof Enquiry;
export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** The form shows these fields in this order and marks them required or optional from here. */
export const ENQUIRY_RULES: ReadonlyArray<{ field: EnquiryField; label: string; required: boolean; max: number }> = [
  { field: "name", label: "Name", required: true, max: 100 },
  { field: "email", label: "E-mail", required: true, max: 254 },
  { field: "phone", label: "Phone", required: false, max: 30 },
  { field: "subject", label: "Subject", required: true, max: 200 },
  { field: "message", label: "Message", required: true, max: 5000 },
];

// Deliberately loose: one "@", no spaces, quotes or angle brackets, a dot in the domain.
const EMAIL = /^[^\s@"<>]+@[^\s@."<>]+(\.[^\s@."<>]+)+$/;
const PHONE = /^[\d\s+\-()]*$/;

/**
 * A field's value as it is checked, sent and stored: trimmed; in a message, CRLF and the line and paragraph
 * separators (U+2028, U+2029) are one newline. A message pasted from a web page or a word processor often carries
 * invisible characters the visitor cannot find to delete and a reader never sees: the message drops them, the short
 * fields refuse them (fieldError).
 */
export const normaliseField = (field: EnquiryField, raw: string): string =>
  (field === "message" ? withoutInvisible(raw.replace(/\r\n|[\u2028\u2029]/g, "\n")) : raw).trim();

/** The message for one field, or undefined when it is fine. Lengths count characters, not UTF-16 units. */
export function fieldError(field: EnquiryField, raw: string): string | undefined {
  const rule = ENQUIRY_RULES.find((candidate) => candidate.field === field);
  if (!rule) return undefined;
  const value = normaliseField(field, raw);
  const problem = textProblem({ ...rule, multiline: field === "message" }, value);
  if (problem || value === "") return problem;
  if (field === "email" && !EMAIL.test(value)) return "Enter a valid e-mail address";
  if (field === "phone" && !PHONE.test(value)) return "Phone may contain only digits, spaces and + - ( )";
  return undefined;
}

/** Every problem at once, in form order, so the form can mark all fields and focus the first. */
export function validateEnquiry(enquiry: Enquiry): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const { field } of ENQUIRY_RULES) {
    const message = fieldError(field, enquiry[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * An enquiry's fields from a request body (a missing field is empty text, unknown keys are ignored): every problem
 * at once, or the enquiry as it is stored (normalised).
 */
export function checkEnquiry(body: Record<string, unknown>): { enquiry: Enquiry } | { fields: EnquiryErrors } {
  const fields: EnquiryErrors = {};
  const enquiry: Partial<Enquiry> = {};
  for (const { field, label } of ENQUIRY_RULES) {
    const raw = body[field] ?? "";
    if (typeof raw !== "string") fields[field] = `${label} must be text`;
    else {
      enquiry[field] = normaliseField(field, raw);
      const problem = fieldError(field, raw);
      if (problem) fields[field] = problem;
    }
  }
  return Object.keys(fields).length > 0 ? { fields } : { enquiry: enquiry as Enquiry };
}
