import { byRatingDescending } from "./rating";

/*
 * Which destinations or tour packages a content block shows (an offer carousel's "8 Domestic, highest rated
 * first"): filtered by type, put in the chosen order, cut to the limit. Used by the build's data layer.
 */

export type OfferOrder = "rating" | "recommended" | "priceLow" | "name";

export interface OrderableOffer {
  agencyId?: string;
  name: string;
  rating: number | null;
  pricePerPerson: number;
  type?: string | null;
}

/** By name, letter by letter (as GraphQL sorts), so the order never depends on the machine's locale. */
const byName = (a: OrderableOffer, b: OrderableOffer) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

const COMPARE: Record<OfferOrder, ((a: OrderableOffer, b: OrderableOffer) => number) | null> = {
  // Highest rated first; equal ratings (and unrated ones, last) by name.
  rating: (a, b) => byRatingDescending(a, b) || byName(a, b),
  // The booking system's own order.
  recommended: null,
  priceLow: (a, b) => a.pricePerPerson - b.pricePerPerson || byName(a, b),
  name: byName,
};

/**
 * The offers a block shows: the ones it names (`ids`, in that order; an id the backend lacks shows nothing), or else
 * those of `type`, in `order`, up to `limit`.
 */
export function chooseOffers<T extends OrderableOffer>(
  records: readonly T[],
  {
    order,
    type,
    limit,
    ids,
  }: { order: OfferOrder; type?: string | null; limit?: number | null; ids?: readonly string[] | null },
): T[] {
  if (ids && ids.length > 0) {
    const byId = new Map(records.map((record) => [record.agencyId, record]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
  const matching = type ? records.filter((record) => record.type === type) : [...records];
  const compare = COMPARE[order];
  const ordered = compare ? matching.sort(compare) : matching;
  return limit ? ordered.slice(0, limit) : ordered;
}
