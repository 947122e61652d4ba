import type { EditionCode } from "../i18n/editions";
import type { TripTranslation } from "../content-model/record-translations";
import { splitBullets } from "./bullets";
import { tripFacts, type FactRow } from "./trip-facts";
import { cancellationSummary } from "./trip-terms";

/*
 * A destination's words in the language of a page (design decision 37): the booking system's English, or the
 * marketers' translation of it (content/trip-translations.json). A translation matches its record entry by entry
 * (places, days, the bullets of each list), so what the site reads from the English (which entry names GST or a
 * flight, the cancellation's first term) is shown as the same entry in the edition's words. One that does not match
 * is not shown: the page stays English until it is updated, and the build says why.
 */

export const TRIP_TRANSLATIONS_FILE = "content/trip-translations.json";

export interface DayWords {
  dayNumber: number;
  title: string;
  description: string;
  hotel: string;
}

/** What a destination's pages say of it, in one language. */
export interface DestinationWords {
  /** The language the words are in: the edition's, or "en" where the destination has no translation into it. */
  language: EditionCode;
  name: string;
  description: string;
  overview: string;
  places: string[];
  days: DayWords[];
  inclusions: string;
  exclusions: string;
  termsAndConditions: string;
  cancellationPolicy: string;
  bestTime: { months: string; why: string } | null;
}

/** A destination as the source plugin keeps it, its words in English. */
export interface EnglishDestination {
  agencyId: string;
  name: string;
  description?: string | null;
  overview?: string | null;
  touristSpots: readonly string[];
  itinerary: readonly { dayNumber: number; title: string; description?: string | null; hotel?: string | null }[];
  durationDays: number;
  inclusions?: string | null;
  exclusions?: string | null;
  termsAndConditions?: string | null;
  cancellationPolicy?: string | null;
}

const BULLET_TEXTS = ["inclusions", "exclusions", "termsAndConditions", "cancellationPolicy"] as const;

/**
 * Why `translation` cannot stand for `record` (a list of another length, a day the record does not have), as the
 * build reports it; null when it matches entry by entry.
 */
export function translationProblem(record: EnglishDestination, translation: TripTranslation): string | null {
  const problems: string[] = [];
  const count = (what: string, own: number, english: number) => {
    if (own !== english) problems.push(`${own} ${what}, the booking system's record has ${english}`);
  };
  count("places", translation.places.length, record.touristSpots.length);
  count("days", translation.days.length, record.itinerary.length);
  const days = translation.days.map((day) => day.dayNumber).join();
  if (translation.days.length === record.itinerary.length && days !== record.itinerary.map((d) => d.dayNumber).join())
    problems.push(`days numbered ${days}, the record's are ${record.itinerary.map((day) => day.dayNumber).join()}`);
  const hotels = (own: boolean[]) =>
    own
      .map((has, at) => (has ? at + 1 : 0))
      .filter(Boolean)
      .join();
  const english = hotels(record.itinerary.map((day) => Boolean(day.hotel?.trim())));
  const translated = hotels(translation.days.map((day) => Boolean(day.hotel?.trim())));
  if (translation.days.length === record.itinerary.length && english !== translated)
    problems.push(`a hotel on days ${translated || "none"}, the record names one on days ${english || "none"}`);
  for (const field of BULLET_TEXTS)
    count(`bullets in ${field}`, splitBullets(translation[field]).length, splitBullets(record[field]).length);
  return problems.length === 0
    ? null
    : `${TRIP_TRANSLATIONS_FILE}: the ${translation.language} translation of ${record.agencyId} has ${problems.join("; ")}: ` +
        "its pages stay in English until the translation matches the record";
}

/** The destination's words: the translation's where it has one that matches, else the English (language "en"). */
export function destinationWords(
  record: EnglishDestination,
  bestTime: { months: string; why: string } | null,
  translation: TripTranslation | null,
): DestinationWords {
  if (translation && translationProblem(record, translation) === null) {
    return {
      language: translation.language,
      name: translation.name,
      description: translation.description,
      overview: translation.overview,
      places: [...translation.places],
      days: translation.days.map((day) => ({ ...day, hotel: day.hotel ?? "" })),
      inclusions: translation.inclusions,
      exclusions: translation.exclusions,
      termsAndConditions: translation.termsAndConditions,
      cancellationPolicy: translation.cancellationPolicy,
      bestTime: translation.bestTime ?? null,
    };
  }
  return {
    language: "en",
    name: record.name,
    description: record.description ?? "",
    overview: record.overview ?? "",
    places: [...record.touristSpots],
    days: record.itinerary.map(({ dayNumber, title, description, hotel }) => ({
      dayNumber,
      title,
      description: description ?? "",
      hotel: hotel ?? "",
    })),
    inclusions: record.inclusions ?? "",
    exclusions: record.exclusions ?? "",
    termsAndConditions: record.termsAndConditions ?? "",
    cancellationPolicy: record.cancellationPolicy ?? "",
    bestTime,
  };
}

/** content/destination-details.json: the rows and highlights of every destination, and their translations. */
export interface FixedContent {
  basicInformation: readonly FactRow[];
  highlights: readonly string[];
  translations?:
    readonly { language: string; basicInformation: readonly FactRow[]; highlights: readonly string[] }[] | null;
}

/** The interface words the page's facts need from its edition (the catalogue part `trip`). */
type FactWords = (key: "trip.facts.flights" | "trip.facts.dayTrip") => string;

/**
 * What a destination's page says of it (the data layer's `words`): its words, its cancellation in a line and its
 * facts box (content's rows told by the trip), each read from the English and shown in the words' language.
 */
export function destinationPageWords(
  record: EnglishDestination,
  words: DestinationWords,
  fixed: FixedContent,
  text: FactWords,
) {
  const edition = words.language !== "en";
  const own = edition ? fixed.translations?.find((entry) => entry.language === words.language) : undefined;
  const english = { durationDays: record.durationDays, included: splitBullets(record.inclusions) };
  const facts = tripFacts(
    english,
    fixed.basicInformation,
    edition
      ? {
          rows: own?.basicInformation ?? fixed.basicInformation,
          included: splitBullets(words.inclusions),
          words: { flights: text("trip.facts.flights"), dayTrip: text("trip.facts.dayTrip") },
        }
      : undefined,
  );
  return {
    ...words,
    cancellationSummary: cancellationSummary(
      record.cancellationPolicy ?? "",
      edition ? words.cancellationPolicy : undefined,
    ),
    facts,
    highlights: [...(own?.highlights ?? fixed.highlights)],
  };
}
