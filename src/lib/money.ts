import { englishText } from "../i18n/text";
import { formatIndian } from "./numbers";

/** ₹1,25,000: Indian digit grouping, no paise. */
export const formatRupees = (amount: number): string => `₹${formatIndian(Math.round(amount))}`;

/** What every trip price is for: one traveller (the backend's `pricePerPerson`). */
export const PRICE_BASIS = "per person";

/** ₹1,25,000 per person: the one way the site writes a trip's or an offer's price (cards, pages, PDF, messages). */
export const formatPrice = (amount: number): string => `${formatRupees(amount)} ${PRICE_BASIS}`;

/** "1 day", "5 days" */
export const formatDays = (days: number): string => englishText("days", { count: days });

/**
 * What a trip's price says about GST, taken from its own lists (the backend has no tax field): "Plus GST (5%) on the
 * package cost" when an exclusion names GST, "Includes GST (5%)" when an inclusion does, else null: the data says
 * nothing about GST, so neither does the price.
 */
export function gstNote(inclusions: readonly string[], exclusions: readonly string[]): string | null {
  const names = (item: string) => /\bGST\b/i.test(item);
  // "All taxes" → "all taxes", but "GST (5%)" keeps its capitals.
  const continued = (item: string) => (/^[A-Z][a-z]/.test(item) ? item[0]?.toLowerCase() + item.slice(1) : item);
  const excluded = exclusions.find(names);
  if (excluded) return `Plus ${continued(excluded)}`;
  const included = inclusions.find(names);
  return included ? `Includes ${continued(included)}` : null;
}
