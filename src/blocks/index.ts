import type { ComponentType } from "react";
import type { BlockType } from "../content-model/blocks";
import { BLOCK_DEFINITIONS } from "./registry";

/**
 * The block registry: each block type and the one component that renders it, on the site and in the CMS preview.
 * Both come from the block files (src/blocks/<Type>.tsx, each declaring its content schema, GraphQL fragment and
 * component) through src/blocks/registry.ts, which `npm run blocks` writes.
 */
type Definitions = typeof BLOCK_DEFINITIONS;

/** What a block type's component shows: its GraphQL fragment's shape (`<Type>BlockFieldsFragment`). */
type BlockFragment<T extends BlockType> =
  Definitions[T]["component"] extends ComponentType<{ block: infer Fragment }> ? Fragment : never;

/** Block types and their components: all of them (the registry), or those one page template imports. */
export type BlockComponents = { [T in BlockType]?: ComponentType<{ block: BlockFragment<T> }> };

export const BLOCK_COMPONENTS = Object.fromEntries(
  Object.entries(BLOCK_DEFINITIONS).map(([type, definition]) => [type, definition.component]),
) as Required<BlockComponents>;

/** One block as a page (or the CMS preview) holds it: its type and what its component shows. */
export type BlockData = { [T in BlockType]: BlockFragment<T> & { readonly type: T } }[BlockType];

export const isBlockType = (type: string): type is BlockType => Object.hasOwn(BLOCK_COMPONENTS, type);
