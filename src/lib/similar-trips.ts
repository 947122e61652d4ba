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
  // The nearest `limit`, kept in order while passing over the candidates once: the build asks this of every
  // destination, so a sort of the whole catalogue for each would grow with its square times its log.
  if (limit < 1) return [];
  const nearest: { other: T; away: number }[] = [];
  const before = (a: { other: T; away: number }, b: { other: T; away: number }) =>
    a.away < b.away || (a.away === b.away && a.other.name.localeCompare(b.other.name) < 0);
  for (const other of candidates) {
    if (other.id === trip.id || other.type !== trip.type) continue;
    const entry = { other, away: distance(trip, other) };
    if (nearest.length === limit && !before(entry, nearest[limit - 1]!)) continue;
    let at = nearest.length;
    while (at > 0 && before(entry, nearest[at - 1]!)) at--;
    nearest.splice(at, 0, entry);
    if (nearest.length > limit) nearest.pop();
  }
  return nearest.map(({ other }) => other);
}
