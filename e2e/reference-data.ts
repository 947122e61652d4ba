import seed from "../server/seed/destinations.json";
import themes from "../content/destination-themes.json";
import repriced from "./repriced-trip.json";

/**
 * The destinations the full build is made from: the reference API's seed with one price changed (repriced-trip.json;
 * scripts/e2e.mjs serves the seed so for that build), so e2e/one-trip.spec.ts can find a figure no other data holds.
 * Specs that compare the site with the reference data read the destinations from here, each with its region and
 * themes from content/destination-themes.json (as the list's search and finder have them).
 */
export const REPRICED = repriced;

/** A seed destination with its region and themes (null and none where the content has no entry). */
const themed = (destination: (typeof seed)[number]) => {
  const { region = null, themes: kinds = [] } = themes.find((entry) => entry.destinationId === destination._id) ?? {};
  return { ...destination, region: region as string | null, themes: kinds };
};

/** The seed as the reference API serves it, with regions and themes: for unit tests of the list's rules. */
export const seedDestinations = seed.map(themed);

export const destinations = seedDestinations.map((destination) =>
  destination._id === repriced.id ? { ...destination, pricePerPerson: repriced.pricePerPerson } : destination,
);
