import { BLOCK_RECORDS } from "../../src/content-model/generated";
import { blockTypeName, type ExtraFields, type FieldConfig } from "./content-graphql";
import { pageFileLanguage } from "../../src/content-model";
import { collectionOf, isSourceFailed, RECORD_COLLECTIONS, type RecordField } from "../../src/lib/block-records";

/*
 * The data layer of content blocks: a block's content says *which* backend records it shows (its source,
 * order, limit, FAQ ids); the fields its block file declares (`records`, src/lib/block-records.ts) find them at
 * build time, so a page carries only what it shows. The CMS preview chooses them by the same declarations.
 */

interface Node {
  id: string;
  [field: string]: unknown;
}
interface NodeModel {
  findAll(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<Node> }>;
  getNodeById(args: { id: string }): Node | null;
}
interface Context {
  nodeModel: NodeModel;
}

/** Every node of a type, typed as the fields the choosing reads (the schema guarantees them). */
const all = async <T = Node>(context: Context, type: string) =>
  [...(await context.nodeModel.findAll({ type })).entries] as unknown as (T & Node)[];
/** Whether a collection came from the backend in this build (a partial build shows its error state). */
export const sourceFailed = async (context: Context, collection: string): Promise<boolean> =>
  (await all(context, "AgencySourceStatus")).some((status) => status.collection === collection && status.ok === false);

export const blockDataTypeDefs = `
  """A destination type with how many destinations it has and the highest rated one (for its picture)."""
  type DestinationTypeSummary @dontInfer {
    type: String!
    count: Int!
    top: AgencyDestination
  }
`;

/** One declared field as a GraphQL field: its records chosen from the node store, or whether its source failed. */
function resolvedField(declared: RecordField<never>): FieldConfig {
  return {
    type: declared.type,
    resolve: async (source, _args, context) => {
      if (isSourceFailed(declared)) return sourceFailed(context as Context, declared.failedSource);
      const block = source as never;
      // The node store's records of the collection: the schema guarantees the fields the rule reads.
      const records = await all<never>(context as Context, RECORD_COLLECTIONS[collectionOf(declared, block)]);
      return declared.choose(records, block);
    },
  };
}

export const blockDataFields: ExtraFields = {
  BlockPage: {
    // Its file's folder says it: content/pages/home.json is English, content/pages/ml/home.json its Malayalam.
    language: {
      type: "String!",
      resolve: (source, _args, context) => {
        const file = (context as Context).nodeModel.getNodeById({ id: String(source.parent) });
        return pageFileLanguage(String(file?.relativePath ?? "")) ?? "en";
      },
    },
    blockTypes: {
      type: "[String!]!",
      resolve: (source) => (source.blocks as { type: string }[]).map((block) => block.type),
    },
  },
  ...Object.fromEntries(
    Object.entries(BLOCK_RECORDS).map(([type, records]) => [
      blockTypeName(type),
      Object.fromEntries(
        Object.entries(records.fields).map(([name, declared]) => [name, resolvedField(declared as RecordField<never>)]),
      ),
    ]),
  ),
};
