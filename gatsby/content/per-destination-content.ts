/*
 * The content kept per destination (content/best-time-to-visit.json, content/destination-themes.json) against the
 * booking system's destinations, once both are loaded (createPages). An entry for a destination the booking system
 * does not have (a typo, or a destination taken down) is shown nowhere, and a destination without an entry shows no
 * best time or is in no region of the trip finder: the build says which, and publishes the rest.
 */

/** A file of entries keyed by destination id, and what its entries give a destination's page. */
export interface PerDestinationFile {
  file: string;
  /** "advice on when to go": what an entry gives, and a destination without one lacks. */
  gives: string;
}

export const BEST_TIME_FILE: PerDestinationFile = {
  file: "content/best-time-to-visit.json",
  gives: "advice on when to go",
};
export const THEMES_FILE: PerDestinationFile = {
  file: "content/destination-themes.json",
  gives: "a region and themes in the trip finder",
};

/** One warning per entry whose destination id names no destination, with the entry's place in the file. */
export function unknownDestinations(
  { file, gives }: PerDestinationFile,
  destinationIds: readonly string[],
  entries: readonly { destinationId: string }[],
): string[] {
  const known = new Set(destinationIds);
  return entries.flatMap(({ destinationId }, index) =>
    known.has(destinationId)
      ? []
      : [
          `${file}: entry [${index}] (destinationId "${destinationId}"): no destination of the booking system has ` +
            `this id, so its ${gives} is shown nowhere; correct the id or remove the entry`,
        ],
  );
}

/** One warning naming every destination without an entry (none when all have one). */
export function destinationsWithout(
  { file, gives }: PerDestinationFile,
  destinations: readonly { agencyId: string; name: string }[],
  entries: readonly { destinationId: string }[],
): string[] {
  const covered = new Set(entries.map((entry) => entry.destinationId));
  const missing = destinations.filter((destination) => !covered.has(destination.agencyId));
  if (missing.length === 0) return [];
  const names = missing.map((destination) => `${destination.name} (${destination.agencyId})`).join(", ");
  return [
    `${file}: ${missing.length} of ${destinations.length} destinations have no entry, so their pages lack ${gives}: ` +
      `${names}`,
  ];
}
