/*
 * content/best-time-to-visit.json against the booking system's destinations, once both are loaded (createPages):
 * an entry for a destination the booking system does not have (a typo, or a destination taken down) is shown
 * nowhere, so the build says which entry and why, and publishes the rest.
 */

export const BEST_TIME_FILE = "content/best-time-to-visit.json";

/** One warning per entry whose destination id names no destination, with the entry's place in the file. */
export function unknownBestTimeDestinations(
  destinationIds: readonly string[],
  entries: readonly { destinationId: string }[],
): string[] {
  const known = new Set(destinationIds);
  return entries.flatMap(({ destinationId }, index) =>
    known.has(destinationId)
      ? []
      : [
          `${BEST_TIME_FILE}: entry [${index}] (destinationId "${destinationId}"): no destination of the booking ` +
            "system has this id, so this advice is not shown; correct the id or remove the entry",
        ],
  );
}
