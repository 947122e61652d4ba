import { z } from "zod";
import type { BlockRecords } from "../lib/block-records";
import { BLOCK_RECORDS, BLOCK_SCHEMAS } from "./generated";

/*
 * The block types a page is made of (content/pages/*.json `blocks`). Each type is declared in one file,
 * src/blocks/<Type>.tsx: its content schema, GraphQL fragment and component. `npm run blocks` copies the schemas
 * into ./generated/ (checked by `npm test`), from which come this union, the GraphQL types, the CMS fields, the
 * registry (src/blocks/registry.ts) and the content guide's table. A block that shows the agency's backend data
 * (deals, destinations, tours, reviews, posts, service cards, FAQs) only says *which* records; its file's `records`
 * declare how they are chosen, which the data layer (gatsby/content/block-data.ts) and the CMS preview both follow.
 */

export { BLOCK_SCHEMAS };
export type BlockType = (typeof BLOCK_SCHEMAS)[number]["shape"]["type"]["value"];
export const BLOCK_TYPES: readonly BlockType[] = BLOCK_SCHEMAS.map((schema) => schema.shape.type.value);

const unknownBlock = (issue: { code?: string; input?: unknown }): string | undefined =>
  issue.code === "invalid_union"
    ? `unknown block type ${JSON.stringify((issue.input as { type?: unknown } | undefined)?.type)}; known types: ${BLOCK_TYPES.join(", ")}`
    : undefined;

/** One block of a page; an unknown `type` is named in the error with the known ones. */
export const pageBlock = z
  .discriminatedUnion("type", BLOCK_SCHEMAS, { error: unknownBlock })
  .meta({ typeName: "PageBlock" });

export type PageBlockContent = z.infer<typeof pageBlock>;
export type BlockContent<T extends BlockType> = Extract<PageBlockContent, { type: T }>;

/** The records a block type's file declares (src/lib/block-records.ts); undefined for a block that shows none. */
export const recordsOf = (type: BlockType): BlockRecords<never> | undefined =>
  Object.hasOwn(BLOCK_RECORDS, type)
    ? (BLOCK_RECORDS[type as keyof typeof BLOCK_RECORDS] as BlockRecords<never>)
    : undefined;
