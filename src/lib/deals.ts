import { formatDate, indiaDate } from "./dates";

/*
 * A deal's terms as the marketers give them (content/deal-terms.json): what its price is for and its last day, which
 * the booking system does not say. A deal is on sale through its last day in India; the build leaves out a deal
 * past it, and a visitor's page hides it from that day on, whenever the page was built.
 */

export interface DealTerms {
  priceBasis: string | null;
  /** The last day of the offer, YYYY-MM-DD; null where the marketers have not given one. */
  endsOn: string | null;
}

/** Whether a deal is on sale on `today` (YYYY-MM-DD in India): through its last day; always without one. */
export const dealOnSale = ({ endsOn }: Pick<DealTerms, "endsOn">, today: string): boolean =>
  endsOn === null || today <= endsOn;

/** The agency's today, in India: the day a deal's last day is counted in. */
export const dealDay = (now: Date = new Date()): string => indiaDate(now);

/** "Per person, twin sharing · Offer ends Jan 31, 2027", or as much of it as the terms give; null for none. */
export function dealTermsLine({ priceBasis, endsOn }: DealTerms): string | null {
  const basis = priceBasis ? priceBasis.charAt(0).toUpperCase() + priceBasis.slice(1) : null;
  const ends = endsOn ? `Offer ends ${formatDate(endsOn)}` : null;
  return [basis, ends].filter(Boolean).join(" · ") || null;
}
