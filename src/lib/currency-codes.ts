/**
 * The currencies a trip price may be shown in beside rupees, Gulf families' first: codes only, all the enquiry form,
 * the outbox and the API need (the rates and their rules, ./currencies.ts, load only with the price line).
 */
export const CURRENCY_CODES = ["AED", "SAR", "QAR", "KWD", "OMR", "BHD", "USD", "GBP"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const isCurrencyCode = (value: unknown): value is CurrencyCode =>
  typeof value === "string" && (CURRENCY_CODES as readonly string[]).includes(value);
