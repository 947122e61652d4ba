import type { IGatsbyImageData } from "gatsby-plugin-image";
import { splitBullets } from "./bullets";
import { tripPath, type TripKind, type TripRef } from "./shortlist";

/** At most this many trips side by side: more columns than a phone or a reader can hold in mind. */
export const COMPARE_MAX = 4;
/** Inclusions and exclusions are compared on their first few lines; the trip's page has the rest. */
export const COMPARE_LINES = 4;

/** What the comparison shows of one trip, read from the data the build wrote for the trip's own page. */
export interface CompareFacts {
  kind: TripKind;
  id: string;
  path: string;
  name: string;
  pricePerPerson: number;
  durationDays: number;
  rating: number | null;
  picture: IGatsbyImageData | null;
  places: string[];
  included: string[];
  excluded: string[];
  /** "September to March", where the content says; tours have none. */
  bestTime: string | null;
}

/**
 * Where the build keeps a trip page's data (Gatsby's page-data.json, which the page itself loads on a client-side
 * visit): the comparison reads the trips it shows from there, so /shortlist carries nothing for the trips not saved.
 */
export const tripPageDataUrl = (trip: TripRef): string => `/page-data${tripPath(trip)}/page-data.json`;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => text(item) !== null) : [];
const number = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const pictureIn = (record: Json): IGatsbyImageData | null => {
  const file = record.bannerImageFile;
  const sharp = isObject(file) ? file.childImageSharp : null;
  const data = isObject(sharp) ? sharp.gatsbyImageData : null;
  return isObject(data) && isObject(data.images) ? (data as unknown as IGatsbyImageData) : null;
};

/**
 * The facts of `trip` from its page's data, or why they cannot be read (a page built by another version of the site,
 * a trip no longer offered): the comparison then says so in the trip's column and links its page.
 */
export function compareFactsFromPageData(trip: TripRef, pageData: unknown): CompareFacts | { problem: string } {
  const data = isObject(pageData) && isObject(pageData.result) ? pageData.result.data : null;
  const record = isObject(data) ? (trip.kind === "destination" ? data.agencyDestination : data.tour) : null;
  if (!isObject(data) || !isObject(record)) return { problem: "This trip's details could not be read." };
  const name = text(record.name);
  const pricePerPerson = number(record.pricePerPerson);
  const durationDays = number(record.durationDays);
  if (name === null || pricePerPerson === null || durationDays === null)
    return { problem: "This trip's details are incomplete." };
  const words = isObject(data.words) ? data.words : null;
  const bestTime = isObject(data.bestTime) ? text(data.bestTime.months) : null;
  return {
    kind: trip.kind,
    id: trip.id,
    path: tripPath(trip),
    name,
    pricePerPerson,
    durationDays,
    rating: number(record.rating),
    picture: pictureIn(record),
    places: trip.kind === "destination" ? texts(record.touristSpots) : texts(words?.places),
    included: (trip.kind === "destination" ? splitBullets(text(record.inclusions)) : texts(words?.included)).slice(
      0,
      COMPARE_LINES,
    ),
    excluded: (trip.kind === "destination" ? splitBullets(text(record.exclusions)) : texts(words?.excluded)).slice(
      0,
      COMPARE_LINES,
    ),
    bestTime,
  };
}

/** Fetches and reads one trip's facts; a failed request is a problem like any other, never a thrown error. */
export async function loadCompareFacts(
  trip: TripRef,
  fetcher: typeof fetch = fetch,
): Promise<CompareFacts | { problem: string }> {
  try {
    const response = await fetcher(tripPageDataUrl(trip));
    if (!response.ok)
      return {
        problem: response.status === 404 ? "We no longer offer this trip." : "This trip's details could not be loaded.",
      };
    return compareFactsFromPageData(trip, await response.json());
  } catch {
    return { problem: "This trip's details could not be loaded. Check the connection and try again." };
  }
}
