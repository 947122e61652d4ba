import { EDITION_CODES, isEditionCode, type EditionCode } from "../i18n/editions";
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from "./currency-codes";

/**
 * What an enquiry says about the page it was sent from: the edition's language, the one to answer in, and the
 * currency the visitor chose to see prices in beside rupees, if any (the enquiry and its quote stay in ₹). The
 * reference API runs this module (server/site-rules.mjs) as the form sends it.
 */
export interface EnquiryContext {
  /** The edition the enquiry was sent from ("en" when a request says none: sent before editions existed). */
  language: EditionCode;
  /** The currency shown beside ₹ prices when it was sent; absent when prices were in ₹ only. */
  currency?: CurrencyCode;
}

/** The context of a request body: every problem at once, or the context as it is stored. */
export function checkEnquiryContext(
  body: Record<string, unknown>,
): { context: EnquiryContext } | { fields: Partial<Record<keyof EnquiryContext, string>> } {
  const fields: Partial<Record<keyof EnquiryContext, string>> = {};
  const { language = "en", currency = null } = body;
  if (!isEditionCode(language))
    fields.language = `Language must be the edition the enquiry was sent from: ${EDITION_CODES.join(", ")}`;
  if (currency !== null && !isCurrencyCode(currency))
    fields.currency = `Currency must be one of ${CURRENCY_CODES.join(", ")}, or absent for prices in ₹ only`;
  if (Object.keys(fields).length > 0) return { fields };
  return {
    context: { language: language as EditionCode, ...(currency !== null && { currency: currency as CurrencyCode }) },
  };
}

/**
 * The context kept with an enquiry on the device, as it was kept: each part only when present and one the site
 * offers (an outbox entry saved before the editions has neither, and is sent without them: English).
 */
export function enquiryContextFrom(value: unknown): Partial<EnquiryContext> {
  const raw = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return {
    ...(isEditionCode(raw.language) && { language: raw.language }),
    ...(isCurrencyCode(raw.currency) && { currency: raw.currency }),
  };
}
