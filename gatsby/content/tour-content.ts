/*
 * The words of content/tours.json against the booking system's tour packages, once both are loaded (createPages):
 * a day plan must have as many days as the package, and the featured tour of content/tour-catalogue.json must be
 * a package with words. Problems stop the build; a package without words, or words for no package, only warn.
 */

export const TOURS_FILE = "content/tours.json";
export const TOUR_CATALOGUE_FILE = "content/tour-catalogue.json";

export interface TourPackageFacts {
  agencyId: string;
  name: string;
  durationDays: number;
}

export interface TourWordsFacts {
  tourId: string;
  plan: readonly unknown[];
}

export interface TourContentReport {
  /** Each a line naming the file, the entry and the field, e.g. `content/tours.json: the tour with tourId "x": plan has 6 days, …`. */
  problems: string[];
  warnings: string[];
}

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/**
 * `packages` null: the booking system's tours were not loaded (a partial build), so nothing can be compared.
 */
export function checkTourContent(
  packages: readonly TourPackageFacts[] | null,
  words: readonly TourWordsFacts[],
  featuredTourId: string,
): TourContentReport {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (packages === null) return { problems, warnings };
  const byId = new Map(packages.map((tour) => [tour.agencyId, tour]));
  const described = new Set(words.map((entry) => entry.tourId));

  for (const { tourId, plan } of words) {
    const entry = `${TOURS_FILE}: the tour with tourId "${tourId}"`;
    const tour = byId.get(tourId);
    if (!tour) {
      warnings.push(`${entry}: no tour package of the booking system has this id, so its words are not shown`);
      continue;
    }
    if (plan.length !== tour.durationDays) {
      problems.push(
        `${entry}: plan has ${days(plan.length)}, but "${tour.name}" lasts ${days(tour.durationDays)} in the booking ` +
          `system: write one day per day of the tour (Day 01 to Day ${String(tour.durationDays).padStart(2, "0")}), ` +
          `or correct the days in the booking system`,
      );
    }
  }
  for (const tour of packages) {
    if (!described.has(tour.agencyId)) {
      warnings.push(
        `${TOURS_FILE}: the tour package "${tour.name}" (${tour.agencyId}) has no entry: its page shows no summary or day plan`,
      );
    }
  }
  if (!byId.has(featuredTourId)) {
    problems.push(
      `${TOUR_CATALOGUE_FILE}: featuredTourId: "${featuredTourId}" is not a tour package of the booking system ` +
        `(its tours: ${packages.map((tour) => tour.agencyId).join(", ") || "none"})`,
    );
  } else if (!described.has(featuredTourId)) {
    problems.push(
      `${TOUR_CATALOGUE_FILE}: featuredTourId: "${featuredTourId}" has no entry in ${TOURS_FILE}: ` +
        `the featured tour needs its words and day plan`,
    );
  }
  return { problems, warnings };
}
