import type { IGatsbyImageData } from "gatsby-plugin-image";
import { tripDataPath } from "./routes";
import type { TripRef } from "./shortlist";
import type { Trip } from "./trip";
import type { EditionCode } from "../i18n/editions";

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

/** Why a trip's data cannot be shown, worded by the page (the catalogue part `shortlist`: `compare.problem.…`). */
export type TripDataProblem = "unreadable" | "incomplete" | "gone" | "failed" | "offline";

/**
 * The trip in a file the build wrote for `trip`, or why it cannot be used. The build checked each file against its
 * schema; here only that it is the trip asked for, with a price (a file of another version of the site).
 */
export function tripFromData(trip: TripRef, data: unknown): TripData | { problem: TripDataProblem } {
  if (!isObject(data) || data.kind !== trip.kind || data.id !== trip.id) return { problem: "unreadable" };
  const price = data.price;
  if (typeof data.name !== "string" || !isObject(price) || typeof price.amount !== "number")
    return { problem: "incomplete" };
  return data as unknown as TripData;
}

/**
 * Fetches and reads one trip's data, in edition `code`'s file; a failed request is a problem like any other, never a
 * thrown error.
 */
export async function loadTripData(
  trip: TripRef,
  code: EditionCode = "en",
  fetcher: typeof fetch = fetch,
): Promise<TripData | { problem: TripDataProblem }> {
  try {
    const response = await fetcher(tripDataPath(trip, code));
    if (!response.ok) return { problem: response.status === 404 ? "gone" : "failed" };
    return tripFromData(trip, await response.json());
  } catch {
    return { problem: "offline" };
  }
}
