import { splitBullets } from "./bullets";
import type { EditionCode } from "../i18n/editions";
import { gstNote, PRICE_BASIS, type GstWords } from "./money";
import { destinationDetailsPath, itineraryPath, itineraryPdfPath, tourDetailsPath } from "./routes";
import type { TripKind } from "./shortlist";
import type { DestinationWords } from "./trip-words";

/*
 * One trip, as every reader sees it: a destination or a tour package of the booking system with the marketers' words
 * for it (content/best-time-to-visit.json, content/destination-themes.json, content/tours.json), projected once. The data layer gives it to page
 * queries as the `trip` field (gatsby/pages/resolvers.ts), the build writes it for the comparison
 * (gatsby/pages/trip-data.ts), and the itinerary PDF is made from it. Pictures are not part of it: each page asks the
 * data layer for the crop it shows.
 */

/** What a trip costs: rupees for one traveller, and what its own lists say about GST (gstNote; null: nothing). */
export interface TripPrice {
  amount: number;
  currency: "INR";
  basis: typeof PRICE_BASIS;
  taxes: string | null;
}

export interface TripLinks {
  /** The trip's own page. */
  page: string;
  /** The day-by-day page and its PDF: destinations with itinerary days only. */
  itinerary: string | null;
  brochure: string | null;
}

export interface Trip {
  kind: TripKind;
  id: string;
  /** The language of its words (name, places, lists): an edition's where the trip is translated into it, else "en". */
  language: EditionCode;
  name: string;
  /**
   * The language of its name, where that is not its words' (a tour the booking system names in the edition, with the
   * marketers' English words): a destination's is its `language`.
   */
  nameLanguage: EditionCode;
  /** International or Domestic; null for a tour package. */
  destinationType: string | null;
  price: TripPrice;
  durationDays: number;
  /** Nights away: a day less than the days (a day trip has none). */
  nights: number;
  /** The record's own rating, 0 to 5; null when it has none (no stars are shown, never an invented one). */
  rating: number | null;
  /** "September to March", where the marketers say; tours have none. */
  bestTime: string | null;
  /** "Kerala", "Southeast Asia": where the marketers say (content/destination-themes.json); tours have none. */
  region: string | null;
  /** "Beaches", "Honeymoon": the kinds of trip it is, as the marketers say; none for tours. */
  themes: string[];
  places: string[];
  included: string[];
  excluded: string[];
  links: TripLinks;
}

/**
 * What a trip page's first screen, header and JSON-LD show of its trip: the fields TripSummaryFields selects
 * (src/queries/trip.ts). Components take this, so a page hands its `trip` over as the data layer made it.
 */
export interface TripSummaryFacts {
  id: string;
  /** The language of its words (its GST note): the page's, or English where the trip is not translated into it. */
  language?: string;
  name: string;
  /** The language of its name (Trip.nameLanguage); without it, its words'. */
  nameLanguage?: string;
  durationDays: number;
  rating: number | null;
  price: { amount: number; taxes: string | null };
}

/** A destination as the source plugin keeps it (plugins/gatsby-source-agency-api/schema.ts). */
export interface DestinationRecord {
  agencyId: string;
  type: string;
  name: string;
  pricePerPerson: number;
  durationDays: number;
  rating?: number | null;
  touristSpots: readonly string[];
  inclusions: string;
  exclusions: string;
  itinerary: readonly unknown[];
}

/** A tour package as the source plugin keeps it. */
export interface TourRecord {
  agencyId: string;
  name: string;
  /** Its name in the languages the booking system translates it into (`?locale=`). */
  translations?: readonly { language: string; name: string }[] | null;
  pricePerPerson: number;
  durationDays: number;
  rating?: number | null;
}

/** The marketers' words for a trip: when to go, region and themes (destinations); a tour's places and lists (tours). */
export interface TripContent {
  bestTime?: { months: string } | null;
  themes?: { region: string; themes: readonly string[] } | null;
  tourWords?: { places: readonly string[]; included: readonly string[]; excluded: readonly string[] } | null;
}

const priceOf = (
  amount: number,
  included: readonly string[],
  excluded: readonly string[],
  shown?: Parameters<typeof gstNote>[2],
): TripPrice => ({
  amount,
  currency: "INR",
  basis: PRICE_BASIS,
  taxes: gstNote(included, excluded, shown),
});

/**
 * A destination's trip in an edition: its words in the page's language (src/lib/trip-words.ts; English where it has
 * no translation into it) and how the edition words the GST note.
 */
export interface TripEdition {
  words: DestinationWords;
  gst: GstWords;
}

/** A destination of the booking system as a trip; its inclusions and exclusions are bullet texts. */
export function destinationTrip(record: DestinationRecord, content: TripContent = {}, edition?: TripEdition): Trip {
  const included = splitBullets(record.inclusions);
  const excluded = splitBullets(record.exclusions);
  const hasDays = record.itinerary.length > 0;
  const words = edition?.words.language === "en" ? undefined : edition?.words;
  const shown = words && { included: splitBullets(words.inclusions), excluded: splitBullets(words.exclusions) };
  return {
    kind: "destination",
    id: record.agencyId,
    language: words?.language ?? "en",
    name: words?.name ?? record.name,
    nameLanguage: words?.language ?? "en",
    destinationType: record.type,
    price: priceOf(record.pricePerPerson, included, excluded, shown && { lists: shown, words: edition!.gst }),
    durationDays: record.durationDays,
    nights: Math.max(record.durationDays - 1, 0),
    rating: record.rating ?? null,
    // An edition's months or none: never the English months in a translated trip.
    bestTime: words ? (words.bestTime?.months ?? null) : (content.bestTime?.months ?? null),
    region: content.themes?.region ?? null,
    themes: [...(content.themes?.themes ?? [])],
    places: words ? [...words.places] : [...record.touristSpots],
    included: shown?.included ?? included,
    excluded: shown?.excluded ?? excluded,
    links: {
      page: destinationDetailsPath(record.agencyId),
      itinerary: hasDays ? itineraryPath(record.agencyId) : null,
      // The brochure in the trip's language: a translated trip has one in its edition's.
      brochure: hasDays ? itineraryPdfPath(record.agencyId, words?.language ?? "en") : null,
    },
  };
}

/** A tour package of the booking system as a trip, with the places and lists of its entry in content/tours.json. */
export function tourTrip(record: TourRecord, content: TripContent = {}, code: EditionCode = "en"): Trip {
  const words = content.tourWords;
  const included = [...(words?.included ?? [])];
  const excluded = [...(words?.excluded ?? [])];
  // The booking system's name in the page's language where it gives one; the marketers' words stay English.
  const named = code === "en" ? undefined : record.translations?.find((entry) => entry.language === code);
  return {
    kind: "tour",
    id: record.agencyId,
    language: "en",
    name: named?.name ?? record.name,
    nameLanguage: named ? code : "en",
    destinationType: null,
    price: priceOf(record.pricePerPerson, included, excluded),
    durationDays: record.durationDays,
    nights: Math.max(record.durationDays - 1, 0),
    rating: record.rating ?? null,
    bestTime: null,
    region: null,
    themes: [],
    places: [...(words?.places ?? [])],
    included,
    excluded,
    links: { page: tourDetailsPath(record.agencyId), itinerary: null, brochure: null },
  };
}
