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
 * The facts box in an edition: the content's rows and the trip's inclusions in its words, entry by entry as the
 * English (content/destination-details.json's `translations`, src/lib/trip-words.ts), and its words for the rows the
 * English has none for.
 */
export interface FactsInEdition {
  rows: readonly FactRow[];
  included: readonly string[];
  words: { flights: string; dayTrip: string };
}

/**
 * The rows of `trip`'s facts box: the content's rows in their order, "Accommodation" and "Transport" in the trip's
 * own words where its inclusions have them (a day trip has no accommodation), and "Flights" after "Departure" where
 * its inclusions have a flight. A row the trip says nothing of keeps the content's text. The English rows and
 * inclusions are read; an edition's (`shown`) are shown, each the same entry as the English one read.
 */
export function tripFacts(trip: FactsOfTrip, rows: readonly FactRow[], shown?: FactsInEdition): FactRow[] {
  const own = (pattern: RegExp) => {
    const at = trip.included.findIndex((text) => pattern.test(text));
    return at < 0 ? undefined : (shown?.included[at] ?? trip.included[at]);
  };
  const flights = own(/\b(airfares?|flights?)\b/i);
  const told: Record<string, string | undefined> = {
    Accommodation: trip.durationDays <= 1 ? (shown?.words.dayTrip ?? DAY_TRIP_ACCOMMODATION) : own(/\bnights?\b/i),
    Transport: own(/\b(vehicle|car|coach|transfers?)\b/i),
  };
  const facts = rows.map((row, at) => {
    const shownRow = shown?.rows[at] ?? row;
    return { label: shownRow.label, value: sentence(told[row.label] ?? shownRow.value) };
  });
  if (flights) {
    const after = rows.findIndex((row) => row.label === "Departure") + 1;
    facts.splice(after, 0, { label: shown?.words.flights ?? "Flights", value: sentence(flights) });
  }
  return facts;
}
