import tripEnglish from "./messages/trip/en.json";
import { editionOfPath, type EditionCode } from "./editions";
import type { Catalogue } from "./messages";
import { textOf, type MessageKey, type Text } from "./text";

/*
 * The words of a trip's pages (destination details, itinerary): the catalogue part `trip`, its English here so that
 * only the pages showing a trip carry it; another edition's comes with its page (gatsby/pages/edition-pages.ts).
 */

export type TripKey = keyof typeof tripEnglish;
export type TripText = Text<MessageKey | TripKey>;

/** A trip page's context: its record, its editions (the language switch, the alternates) and its edition's words. */
export interface TripPageContext {
  agencyId: string;
  editions?: readonly EditionCode[];
  language?: EditionCode;
  messages?: Catalogue;
}

/** The trip pages' words where no component is rendered (a page's Head). */
export const tripPageText = (pathname: string, context: { messages?: Catalogue }): TripText =>
  textOf(editionOfPath(pathname).code, context.messages, tripEnglish);

const MEALS: Readonly<Record<string, "trip.meal.breakfast" | "trip.meal.lunch" | "trip.meal.dinner">> = {
  breakfast: "trip.meal.breakfast",
  lunch: "trip.meal.lunch",
  dinner: "trip.meal.dinner",
};

/** A meal as the backend names it ("Breakfast"), in the page's words where the trip part has it, else as written. */
export const mealName = (text: TripText, meal: string): string => {
  const key = MEALS[meal.trim().toLowerCase()];
  return key ? text(key) : meal;
};
