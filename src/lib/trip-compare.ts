import type { IGatsbyImageData } from "gatsby-plugin-image";
import { tripDataPath } from "./routes";
import type { TripRef } from "./shortlist";
import type { Trip } from "./trip";

/** At most this many trips side by side: more columns than a phone or a reader can hold in mind. */
export const COMPARE_MAX = 4;
/** Inclusions and exclusions are compared on their first few lines; the trip's page has the rest. */
export const COMPARE_LINES = 4;

/**
 * A trip as the build writes it for the comparison (tripDataPath, gatsby/pages/trip-data.ts: the schema and the
 * writer): the trip with its card picture. One file per trip, so /shortlist loads only the trips it compares.
 */
export interface TripData extends Trip {
  picture: IGatsbyImageData | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/**
 * The trip in a file the build wrote for `trip`, or why it cannot be used. The build checked each file against its
 * schema; here only that it is the trip asked for, with a price (a file of another version of the site).
 */
export function tripFromData(trip: TripRef, data: unknown): TripData | { problem: string } {
  if (!isObject(data) || data.kind !== trip.kind || data.id !== trip.id)
    return { problem: "This trip's details could not be read." };
  const price = data.price;
  if (typeof data.name !== "string" || !isObject(price) || typeof price.amount !== "number")
    return { problem: "This trip's details are incomplete." };
  return data as unknown as TripData;
}

/** Fetches and reads one trip's data; a failed request is a problem like any other, never a thrown error. */
export async function loadTripData(
  trip: TripRef,
  fetcher: typeof fetch = fetch,
): Promise<TripData | { problem: string }> {
  try {
    const response = await fetcher(tripDataPath(trip));
    if (!response.ok)
      return {
        problem: response.status === 404 ? "We no longer offer this trip." : "This trip's details could not be loaded.",
      };
    return tripFromData(trip, await response.json());
  } catch {
    return { problem: "This trip's details could not be loaded. Check the connection and try again." };
  }
}
