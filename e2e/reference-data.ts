import seed from "../server/seed/destinations.json";
import repriced from "./repriced-trip.json";

/**
 * The destinations the full build is made from: the reference API's seed with one price changed (repriced-trip.json;
 * scripts/e2e.mjs serves the seed so for that build), so e2e/one-trip.spec.ts can find a figure no other data holds.
 * Specs that compare the site with the reference data read the destinations from here.
 */
export const REPRICED = repriced;
export const destinations = seed.map((destination) =>
  destination._id === repriced.id ? { ...destination, pricePerPerson: repriced.pricePerPerson } : destination,
);
