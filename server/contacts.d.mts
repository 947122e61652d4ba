// Types for the one part of contacts.mjs that TypeScript code imports: the rules, compared with src/lib/enquiry.ts.
type EnquiryField = "name" | "email" | "phone" | "subject" | "message";
export declare const FIELDS: ReadonlyArray<{ field: EnquiryField; label: string; required: boolean; max: number }>;
export declare const CONTACT_BODY_LIMIT: number;
export declare function validateEnquiry(
  body: unknown,
): { enquiry: Record<EnquiryField, string> } | { fields: Partial<Record<EnquiryField, string>> };
