import seed from "../../server/seed/destinations.json";
import fixed from "../../content/destination-details.json";
import translations from "../../content/trip-translations.json";
import { destinationTrip } from "../../src/lib/trip";
import { destinationPageWords, destinationWords } from "../../src/lib/trip-words";
import { textOf } from "../../src/i18n/text";
import { readCatalogue } from "../../src/i18n/catalogue-files";
import tripEnglish from "../../src/i18n/messages/trip/en.json";
import type { EditionCode } from "../../src/i18n/editions";
import type { TripTranslation } from "../../src/content-model/record-translations";

/*
 * A seed destination's trip and page words as the data layer gives them to its pages (gatsby/pages/resolvers.ts:
 * `trip(language)` and `words(language)`), in English or an edition, from the same modules.
 */

type BestTime = { months: string; why: string } | null;

const recordOf = (id: string) => {
  const record = seed.find((entry) => entry._id === id);
  if (!record) throw new Error(`no seed destination ${id}`);
  return { ...record, agencyId: record._id };
};

const translationOf = (id: string, code: EditionCode) =>
  code === "en"
    ? null
    : ((translations as TripTranslation[]).find((entry) => entry.destinationId === id && entry.language === code) ??
      null);

const textIn = (code: EditionCode) =>
  textOf(code, code === "en" ? undefined : readCatalogue(process.cwd(), code, ["trip"]), tripEnglish);

/** The destination's words in `code` (English where it has no translation into it). */
export const destinationWordsOf = (id: string, bestTime: BestTime = null, code: EditionCode = "en") =>
  destinationWords(recordOf(id), bestTime, translationOf(id, code));

/** The destination's trip, as its pages in `code` read it. */
export const destinationTripOf = (id: string, code: EditionCode = "en") => {
  const text = textIn(code);
  return destinationTrip(
    recordOf(id),
    {},
    {
      words: destinationWordsOf(id, null, code),
      gst: { plus: text("trip.taxes.plus"), includes: text("trip.taxes.includes") },
    },
  );
};

/** The destination's page words (`words`): its words, cancellation line, facts box and highlights. */
export const destinationPageWordsOf = (id: string, bestTime: BestTime = null, code: EditionCode = "en") =>
  destinationPageWords(recordOf(id), destinationWordsOf(id, bestTime, code), fixed, textIn(code));
