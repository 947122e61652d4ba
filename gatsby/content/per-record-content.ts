/*
 * The content kept per record of the booking system (content/best-time-to-visit.json and
 * content/destination-themes.json per destination, content/deal-terms.json per deal) against the records, once both
 * are loaded (createPages). An entry for a record the booking system does not have (a typo, or a record taken down)
 * is shown nowhere, and a record without an entry lacks what the entry gives: the build says which, and publishes the
 * rest.
 */

/** A file of entries keyed by a record's id, and what its entries give a record's page. */
export interface PerRecordFile {
  file: string;
  /** The entries' field holding the record's id. */
  key: string;
  /** "destinations": the records, in the plural. */
  records: string;
  /** "advice on when to go": what an entry gives, and a record without one lacks. */
  gives: string;
}

export const BEST_TIME_FILE: PerRecordFile = {
  file: "content/best-time-to-visit.json",
  key: "destinationId",
  records: "destinations",
  gives: "advice on when to go",
};
export const THEMES_FILE: PerRecordFile = {
  file: "content/destination-themes.json",
  key: "destinationId",
  records: "destinations",
  gives: "a region and themes in the trip finder",
};
export const DEAL_TERMS_FILE: PerRecordFile = {
  file: "content/deal-terms.json",
  key: "dealId",
  records: "deals",
  gives: "a price basis and a last day",
};

type Entry = Record<string, unknown>;
const idOf = (entry: Entry, key: string) => String(entry[key]);

/** One warning per entry whose id names no record, with the entry's place in the file. */
export function unknownRecords(
  { file, key, gives }: PerRecordFile,
  recordIds: readonly string[],
  entries: readonly Entry[],
): string[] {
  const known = new Set(recordIds);
  return entries.flatMap((entry, index) =>
    known.has(idOf(entry, key))
      ? []
      : [
          `${file}: entry [${index}] (${key} "${idOf(entry, key)}"): no record of the booking system has this id, ` +
            `so its ${gives} is shown nowhere; correct the id or remove the entry`,
        ],
  );
}

/** One warning naming every record without an entry (none when all have one). */
export function recordsWithout(
  { file, key, records: plural, gives }: PerRecordFile,
  records: readonly { agencyId: string; name: string }[],
  entries: readonly Entry[],
): string[] {
  const covered = new Set(entries.map((entry) => idOf(entry, key)));
  const missing = records.filter((record) => !covered.has(record.agencyId));
  if (missing.length === 0) return [];
  const names = missing.map((record) => `${record.name} (${record.agencyId})`).join(", ");
  return [`${file}: ${missing.length} of ${records.length} ${plural} have no entry, so they lack ${gives}: ${names}`];
}
