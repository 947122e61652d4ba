/*
 * A trip's facts box: the marketers' rows for every destination (content/destination-details.json: departure,
 * accommodation, transport, group, support), each told by the trip itself where its own inclusions say it. One text
 * for all promised hotels on a day trip and a car on a flight; the trip's words are the ones it is sold on.
 */

export interface FactRow {
  label: string;
  value: string;
}

/** What a trip's facts are read from: its length and its inclusions (one bullet each). */
export interface FactsOfTrip {
  durationDays: number;
  included: readonly string[];
}

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a day trip has instead of accommodation. */
export const DAY_TRIP_ACCOMMODATION = "None: a day trip, back the same evening";

/**
 * The rows of `trip`'s facts box: the content's rows in their order, "Accommodation" and "Transport" in the trip's
 * own words where its inclusions have them (a day trip has no accommodation), and "Flights" after "Departure" where
 * its inclusions have a flight. A row the trip says nothing of keeps the content's text.
 */
export function tripFacts(trip: FactsOfTrip, rows: readonly FactRow[]): FactRow[] {
  const own = (pattern: RegExp) => trip.included.find((text) => pattern.test(text));
  const flights = own(/\b(airfares?|flights?)\b/i);
  const told: Record<string, string | undefined> = {
    Accommodation: trip.durationDays <= 1 ? DAY_TRIP_ACCOMMODATION : own(/\bnights?\b/i),
    Transport: own(/\b(vehicle|car|coach|transfers?)\b/i),
  };
  const facts = rows.map((row) => ({ label: row.label, value: sentence(told[row.label] ?? row.value) }));
  if (flights) {
    const after = facts.findIndex((row) => row.label === "Departure") + 1;
    facts.splice(after, 0, { label: "Flights", value: sentence(flights) });
  }
  return facts;
}
