/** How many similar trips a destination's page suggests, at most. */
export const SIMILAR_TRIPS_SHOWN = 4;

/** What similarity is measured on: a destination's type, price and length. */
export interface ComparableTrip {
  id: string;
  type: string;
  name: string;
  pricePerPerson: number;
  durationDays: number;
}

/**
 * How far `other` is from `trip`: the price difference and the days difference, each as a share of the trip's own,
 * added. Shares, not rupees or days, so ₹10,000 more on a ₹15,000 trip counts as much as 2 days more on a 3-day one.
 */
const distance = (trip: ComparableTrip, other: ComparableTrip): number =>
  Math.abs(other.pricePerPerson - trip.pricePerPerson) / Math.max(trip.pricePerPerson, 1) +
  Math.abs(other.durationDays - trip.durationDays) / Math.max(trip.durationDays, 1);

/**
 * The trips a visitor of `trip` may weigh instead: the same type (International or Domestic), nearest in price and
 * days first, ties by name (so every build suggests the same), never the trip itself; at most `limit`.
 */
export function similarTrips<T extends ComparableTrip>(
  trip: ComparableTrip,
  candidates: readonly T[],
  limit = SIMILAR_TRIPS_SHOWN,
): T[] {
  return candidates
    .filter((other) => other.id !== trip.id && other.type === trip.type)
    .map((other) => ({ other, away: distance(trip, other) }))
    .sort((a, b) => a.away - b.away || a.other.name.localeCompare(b.other.name))
    .slice(0, limit)
    .map(({ other }) => other);
}
