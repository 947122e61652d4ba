import tripEnglish from "./messages/trip/en.json";
import { usePageText } from "./EditionContext";
import type { TripText } from "./trip-text";

export * from "./trip-text";

/** The trip pages' words in a component: `useTripText()("trip.price")` (src/i18n/trip-text.ts). */
export const useTripText = (): TripText => usePageText(tripEnglish);
