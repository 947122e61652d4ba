import { CMS_PREVIEW_RECORDS_DATA } from "../lib/routes";
import { collectionOf, isSourceFailed, type RecordField } from "../lib/block-records";
import { recordsOf, type PageBlockContent } from "../content-model/blocks";

/*
 * The CMS preview's backend records: the file the build writes for the admin (gatsby/cms/preview-records.ts),
 * each block given the records the published page would give it, by the block file's own `records` declaration,
 * which the build's data layer resolves too (src/lib/block-records.ts).
 */

export type PreviewRecords = Queries.PreviewRecordsQuery;
export type LoadPreviewRecords = () => Promise<PreviewRecords>;

let loading: Promise<PreviewRecords> | null = null;

/** The build's records, fetched once per visit to the admin (again after a failure). */
export const loadPreviewRecords: LoadPreviewRecords = () => {
  loading ??= Promise.resolve()
    .then(() => fetch(CMS_PREVIEW_RECORDS_DATA))
    .then(async (response) => {
      if (!response.ok) throw new Error(`${CMS_PREVIEW_RECORDS_DATA} answered HTTP ${response.status}`);
      const records = (await response.json()) as PreviewRecords | null;
      if (!records?.destinations) throw new Error(`${CMS_PREVIEW_RECORDS_DATA} holds no records`);
      return records;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
};

/** The records the published page gives a block (none for a block that shows no backend data). */
export function recordsFor(block: PageBlockContent, records: PreviewRecords): Record<string, unknown> {
  const declared = recordsOf(block.type);
  if (!declared) return {};
  const content = block as never;
  return Object.fromEntries(
    Object.entries(declared.fields).map(([name, field]: [string, RecordField<never>]) => {
      // The preview shows a build's records, which loaded: no source failed.
      if (isSourceFailed(field)) return [name, false];
      // The snapshot's records of the collection, selected by the block's own fragment.
      return [name, field.choose(records[collectionOf(field, content)].nodes as never[], content)];
    }),
  );
}
