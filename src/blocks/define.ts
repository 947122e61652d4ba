import type { ComponentType } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { z } from "zod";
import type { MarkdownText, PicturePath } from "../content-model/fields";

/*
 * What a block component is given: plain props, the same on the site and in the CMS preview.
 * - `content`: the block's content as the content file holds it (z.infer of its schema, without `type`), each picture
 *   path as the picture made of it and each Markdown text as HTML. On the site the page template maps its query
 *   result into it (./page-props.ts); in the CMS preview it is the entry being edited, its pictures the CMS's copies
 *   of the files and its Markdown rendered there (./preview.tsx).
 * - `records`: the backend records the block shows (those its file's `records` declare), as its fragment selects
 *   them; from the page's query on the site, from the build's snapshot in the preview.
 */

/** A content picture as a block shows it: what the build made of the file, or null when it could make nothing. */
export type ShownPicture = IGatsbyImageData | null;

/** A Markdown text as a block shows it: HTML (raw HTML in the Markdown escaped, src/lib/markdown-html.ts). */
export interface ShownMarkdown {
  readonly html: string;
}

/** Content as a block shows it; an optional field may be null as well as absent (GraphQL gives null). */
export type Shown<T> = T extends PicturePath
  ? ShownPicture
  : T extends MarkdownText
    ? ShownMarkdown
    : T extends readonly (infer Item)[]
      ? readonly Shown<Item>[]
      : T extends object
        ? { readonly [K in keyof T]: Shown<T[K]> | (undefined extends T[K] ? null : never) }
        : T;

/** A block component's props: its content schema's content, shown, and the records it shows (none by default). */
export interface BlockProps<Content extends z.ZodObject, Records = Record<never, never>> {
  content: Shown<Omit<z.infer<Content>, "type">>;
  records: Records;
}

/** A block type, as its file (src/blocks/<Type>.tsx) declares it: its content schema and its component. */
export interface BlockDefinition<Content extends z.ZodObject, Records> {
  content: Content;
  component: ComponentType<BlockProps<Content, Records>>;
}

export const defineBlock = <Content extends z.ZodObject, Records>(
  content: Content,
  component: ComponentType<BlockProps<Content, Records>>,
): BlockDefinition<Content, Records> => ({ content, component });
