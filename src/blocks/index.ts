import type { ComponentType } from "react";
import type { BlockType } from "../content-model/blocks";
import { BLOCK_DEFINITIONS } from "./registry";

/**
 * The block registry: each block type and the one component that renders it, on the site and in the CMS preview.
 * Both come from the block files (src/blocks/<Type>.tsx, each declaring its content schema, records, GraphQL
 * fragment and component) through src/blocks/registry.ts, which `npm run blocks` writes.
 */
type Definitions = typeof BLOCK_DEFINITIONS;

/** A block type's component props: its content, shown, and its records (src/blocks/define.ts). */
export type BlockPropsOf<T extends BlockType> =
  Definitions[T]["component"] extends ComponentType<infer Props> ? Props : never;

/** One block ready for its component, on a page or in the CMS preview: its type and its props. */
export type ShownBlock = { [T in BlockType]: { readonly type: T; readonly props: BlockPropsOf<T> } }[BlockType];

/** Block types and their components: those a page template or the CMS preview has. */
export type ComponentsByType = { readonly [T in BlockType]?: ComponentType<BlockPropsOf<T>> };

/**
 * The blocks a generated page template imports (gatsby/content/block-templates.ts): each type's component and the
 * names of the records fields its query gives it (the rest of the block is its content).
 */
export type TemplateBlocks = {
  [T in BlockType]?: { component: ComponentType<BlockPropsOf<T>>; records: readonly string[] };
};

/** Every block type's component (the CMS preview's). */
export const BLOCK_COMPONENTS = Object.fromEntries(
  Object.entries(BLOCK_DEFINITIONS).map(([type, definition]) => [type, definition.component]),
) as Required<ComponentsByType>;
