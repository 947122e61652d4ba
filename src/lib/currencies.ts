/**
 * Prices in other currencies beside the rupee price: indicative only (the trip is sold and enquired about in ₹), from
 * rates a marketer keeps in content/currency-rates.json (./currency-rates.ts; checked by the build:
 * src/content-model/currency-rates.ts), shown only while the rates are as recent as the file promises. The rules of
 * the price line (its own chunk, PriceInCurrency) and the build; the codes alone are ./currency-codes.ts.
 */
import type { CurrencyCode } from "./currency-codes";

export { CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from "./currency-codes";

/** Each currency's name as the choice shows it (only the price line's chunk loads it). */
export const CURRENCIES: Readonly<Record<CurrencyCode, string>> = {
  AED: "UAE dirham",
  SAR: "Saudi riyal",
  QAR: "Qatari riyal",
  KWD: "Kuwaiti dinar",
  OMR: "Omani rial",
  BHD: "Bahraini dinar",
  USD: "US dollar",
  GBP: "British pound",
};

export interface CurrencyRates {
  /** The day the rates are from (YYYY-MM-DD). */
  date: string;
  /** Where they are from, as a visitor reads it. */
  source: string;
  /** For how many days after `date` they may be shown. */
  validDays: number;
  /** Rupees for one unit of each currency offered. */
  rates: Readonly<Record<CurrencyCode, number>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last day (YYYY-MM-DD) the rates may be shown: their date plus `validDays`. */
export const lastDayOf = ({ date, validDays }: Pick<CurrencyRates, "date" | "validDays">): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + validDays * DAY_MS).toISOString().slice(0, 10);

/** Whether the rates may be shown on `today` (YYYY-MM-DD, the visitor's own day): never before their date or after their last day. */
export const ratesShownOn = (rates: Pick<CurrencyRates, "date" | "validDays">, today: string): boolean =>
  today >= rates.date && today <= lastDayOf(rates);

/**
 * A rupee price in another currency, rounded to whole units (an indicative figure has no cents), with Western
 * grouping and the currency's code: 45000 at 24.1 rupees per AED → "AED 1,867".
 */
export function indicativePrice(rupees: number, rupeesPerUnit: number, currency: CurrencyCode): string {
  if (!(rupeesPerUnit > 0)) throw new RangeError(`indicativePrice: ${rupeesPerUnit} rupees per ${currency}`);
  return new Intl.NumberFormat("en", {
    style: "currency",
    currency,
    currencyDisplay: "code",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  })
    .format(Math.round(rupees / rupeesPerUnit))
    .replace(/\u00a0/g, " ");
}

/** "25 Nov 2026", the rates' day as the price line says it. */
export const formatRateDate = (date: string, locale = "en-GB"): string =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
