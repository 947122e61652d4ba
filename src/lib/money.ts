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

/** A trip's lists in the language a page shows them in, entry by entry as the English (src/lib/trip-words.ts). */
export interface ShownLists {
  included: readonly string[];
  excluded: readonly string[];
}

/** How an edition words the GST note around the trip's own entry: `{item}` is the entry, in the edition's words. */
export interface GstWords {
  plus: string;
  includes: string;
}

/**
 * What a trip's price says about GST, taken from its own lists (the backend has no tax field): "Plus GST (5%) on the
 * package cost" when an exclusion names GST, "Includes GST (5%)" when an inclusion does, else null: the data says
 * nothing about GST, so neither does the price. In an edition the English lists are read and the entry found is
 * shown in the edition's words (`shown`, the same entry of the translated lists) with its `words` around it.
 */
export function gstNote(
  inclusions: readonly string[],
  exclusions: readonly string[],
  shown?: { lists: ShownLists; words: GstWords },
): string | null {
  const names = (item: string) => /\bGST\b/i.test(item);
  // "All taxes" → "all taxes", but "GST (5%)" keeps its capitals.
  const continued = (item: string) => (/^[A-Z][a-z]/.test(item) ? item[0]?.toLowerCase() + item.slice(1) : item);
  const note = (kind: keyof GstWords, english: readonly string[], own: readonly string[] | undefined, at: number) =>
    shown && own?.[at]
      ? shown.words[kind].replace("{item}", own[at])
      : `${kind === "plus" ? "Plus" : "Includes"} ${continued(english[at]!)}`;
  const excluded = exclusions.findIndex(names);
  if (excluded >= 0) return note("plus", exclusions, shown?.lists.excluded, excluded);
  const included = inclusions.findIndex(names);
  return included >= 0 ? note("includes", inclusions, shown?.lists.included, included) : null;
}
