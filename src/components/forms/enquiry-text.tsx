import type { ReactNode } from "react";
import english from "../../i18n/messages/enquiry/en.json";
import { usePageText } from "../../i18n/EditionContext";
import type { Text } from "../../i18n/text";
import type { MessageValues } from "../../i18n/messages";
import { richText } from "../../i18n/rich-text";
import type { FieldProblem, SayProblem } from "../../lib/enquiry-rules";
import type { ChatWords } from "../../lib/whatsapp";

/** The enquiry form's own words in English (the scripts of the pages with the form carry them, no other). */
export const enquiryEnglish = english;

export type EnquiryKey = keyof typeof english;
export type EnquiryText = Text<EnquiryKey>;

/** Interface text with the form's words, in the page's edition: `enquiry.…`. */
export const useEnquiryText = (): EnquiryText => usePageText(enquiryEnglish);

/**
 * A rule's problem in the edition's words: "{field} is required" with the field's name, and the limit of a length
 * (written as given: English says "5000 characters", as the API does, not "5,000").
 */
export const problemSayer =
  (text: EnquiryText): SayProblem =>
  ({ code, field, max }: FieldProblem) =>
    text(`enquiry.problem.${code}`, {
      field: text(`enquiry.field.${field}`),
      ...(max !== undefined && { max: String(max), count: max }),
    });

/** The words of the chat text an enquiry offers to send on WhatsApp, in the edition's language. */
export const chatWords = (text: EnquiryText): ChatWords => ({
  hello: (name) => text("enquiry.chat.hello", { name }),
  email: (email) => text("enquiry.chat.email", { email }),
  phone: (phone) => text("enquiry.chat.phone", { phone }),
  subject: (subject) => text("enquiry.chat.subject", { subject }),
});

/** `text(key, values)` with elements for some placeholders (see richText). */
export const richMessage = (
  text: EnquiryText,
  key: EnquiryKey,
  parts: Readonly<Record<string, ReactNode>>,
  values: MessageValues = {},
): ReactNode => richText(text(key, values), parts);
