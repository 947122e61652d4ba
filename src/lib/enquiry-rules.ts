import { textProblemCode, textProblemMessage, withoutInvisible, type TextProblemCode } from "./text-rules";

/**
 * What an enquiry's five fields may hold. The form checks these before sending and the reference API runs this same
 * module (server/site-rules.mjs), so both refuse the same things: each problem is a code with its parameters
 * (FieldProblem), which the API answers in English (problemMessage) and the form in its edition's language (its
 * catalogue's `enquiry.problem.<code>`); what any text may hold is in
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

/** What is wrong with a field: a code and its parameters, worded by whoever shows it. */
export type FieldProblemCode = TextProblemCode | "email" | "phone" | "notText" | "tooLongWithTrip";
export interface FieldProblem {
  code: FieldProblemCode;
  field: EnquiryField;
  /** The most characters the field takes ("tooLong", and "tooLongWithTrip": what is left beside the trip's line). */
  max?: number;
}

/** How a problem is put into words: in English by default (problemMessage), in an edition's language by the form. */
export type SayProblem = (problem: FieldProblem) => string;

const ruleOf = (field: EnquiryField) => ENQUIRY_RULES.find((candidate) => candidate.field === field);

/** A problem in English, the reference API's words ("Name is required"). */
export const problemMessage: SayProblem = ({ code, field, max }) => {
  const label = ruleOf(field)?.label ?? field;
  switch (code) {
    case "email":
      return "Enter a valid e-mail address";
    case "phone":
      return "Phone may contain only digits, spaces and + - ( )";
    case "notText":
      return `${label} must be text`;
    case "tooLongWithTrip":
      return `${label} must be at most ${max} characters with your travel details`;
    default:
      return textProblemMessage(code, { label, max: max ?? 0 });
  }
};

/** The problem of one field, or undefined when it is fine. Lengths count characters, not UTF-16 units. */
export function fieldProblem(field: EnquiryField, raw: string): FieldProblem | undefined {
  const rule = ruleOf(field);
  if (!rule) return undefined;
  const value = normaliseField(field, raw);
  const code = textProblemCode({ ...rule, multiline: field === "message" }, value);
  if (code) return code === "tooLong" ? { code, field, max: rule.max } : { code, field };
  if (value === "") return undefined;
  if (field === "email" && !EMAIL.test(value)) return { code: "email", field };
  if (field === "phone" && !PHONE.test(value)) return { code: "phone", field };
  return undefined;
}

/** The message for one field, in English unless `say` words it otherwise; undefined when it is fine. */
export function fieldError(field: EnquiryField, raw: string, say: SayProblem = problemMessage): string | undefined {
  const problem = fieldProblem(field, raw);
  return problem && say(problem);
}

/** Every problem at once, in form order, so the form can mark all fields and focus the first. */
export function validateEnquiry(enquiry: Enquiry, say: SayProblem = problemMessage): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const { field } of ENQUIRY_RULES) {
    const message = fieldError(field, enquiry[field], say);
    if (message) errors[field] = message;
  }
  return errors;
}

/**
 * An enquiry's fields from a request body (a missing field is empty text, unknown keys are ignored): every problem
 * at once, in the API's English (problemMessage), or the enquiry as it is stored (normalised).
 */
export function checkEnquiry(body: Record<string, unknown>): { enquiry: Enquiry } | { fields: EnquiryErrors } {
  const fields: EnquiryErrors = {};
  const enquiry: Partial<Enquiry> = {};
  for (const { field } of ENQUIRY_RULES) {
    const raw = body[field] ?? "";
    const problem = typeof raw === "string" ? fieldProblem(field, raw) : { code: "notText" as const, field };
    if (typeof raw === "string") enquiry[field] = normaliseField(field, raw);
    if (problem) fields[field] = problemMessage(problem);
  }
  return Object.keys(fields).length > 0 ? { fields } : { enquiry: enquiry as Enquiry };
}
