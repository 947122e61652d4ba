import { splitBullets } from "../../src/lib/bullets";
import { contradictions, type TripTexts } from "../../src/lib/trip-consistency";
import { PUBLISHED_CONTEXTS } from "../deploy/enquiry-endpoint";
import { TOURS_FILE } from "./tour-content";

/*
 * Trips that agree with themselves (src/lib/trip-consistency.ts), checked once the booking system's records and the
 * marketers' tour words are loaded (createPages). Each contradiction is a line naming where it is written (the booking
 * system's record, or content/tours.json) and the field; a published build (Netlify's production and deploy previews)
 * refuses them, any other build warns.
 */

export interface DestinationTexts {
  agencyId: string;
  name: string;
  durationDays: number;
  overview: string;
  description: string;
  inclusions: string;
  exclusions: string;
  itinerary: readonly { meals: readonly string[] }[];
}

export interface TourTexts {
  tourId: string;
  summary: string;
  overview: readonly string[];
  included: readonly string[];
  excluded: readonly string[];
  plan: readonly { meals: string }[];
}

/** Where the reference API keeps the destinations a marketer or developer would correct. */
export const DESTINATIONS_SEED = "server/seed/destinations.json";

const lines = (where: string, trip: TripTexts) =>
  contradictions(trip).map(({ field, problem }) => `${where}, ${field}: ${problem}`);

/** Every contradiction of the destinations and of the tours with words, one line each. */
export function tripDisagreements(
  destinations: readonly DestinationTexts[],
  tours: readonly { agencyId: string; name: string; durationDays: number }[],
  words: readonly TourTexts[],
): string[] {
  const found = destinations.flatMap((destination) =>
    lines(
      `the booking system's destination "${destination.agencyId}" (${destination.name}; ${DESTINATIONS_SEED} in the reference data)`,
      {
        durationDays: destination.durationDays,
        about: { overview: destination.overview, description: destination.description },
        included: splitBullets(destination.inclusions),
        excluded: splitBullets(destination.exclusions),
        days: destination.itinerary.map((day) => ({ meals: day.meals.join(", ") })),
      },
    ),
  );
  const daysOf = new Map(tours.map((tour) => [tour.agencyId, tour]));
  for (const entry of words) {
    const tour = daysOf.get(entry.tourId);
    if (!tour) continue;
    found.push(
      ...lines(`${TOURS_FILE}: the tour with tourId "${entry.tourId}" (${tour.name}, ${tour.durationDays} days)`, {
        durationDays: tour.durationDays,
        about: { summary: entry.summary, overview: entry.overview.join(" ") },
        included: entry.included,
        excluded: entry.excluded,
        days: entry.plan,
      }),
    );
  }
  return found;
}

/** Whether this build is one visitors reach, where a contradiction stops it. */
export const refusesDisagreement = (env: NodeJS.ProcessEnv): boolean =>
  (PUBLISHED_CONTEXTS as readonly string[]).includes(env.CONTEXT ?? "");
