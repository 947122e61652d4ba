import React, { useEffect, useState } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { z } from "zod";
import { pageBlock, recordsOf, type BlockType, type PageBlockContent } from "../content-model/blocks";
import { problemMessage } from "../content-model/fields";
import { fieldInWords } from "../cms/save-checks";
import { markdownToHtml } from "../lib/markdown-html";
import { BLOCK_COMPONENTS, type ShownBlock } from ".";
import { BlockElement } from "./BlockList";
import { CarouselAutoplayContext, CarouselSlideToShowContext, type SlideToShow } from "../components/carousel/Carousel";
import { BackendStandIn } from "./BackendStandIn";
import { loadPreviewRecords, recordsFor, type LoadPreviewRecords, type PreviewRecords } from "./preview-records";
import * as styles from "./blocks.module.css";

/*
 * The CMS preview of a page: the entry being edited, block by block, rendered by the same components as the site
 * with the same props (src/blocks/define.ts): the entry's content, its pictures the CMS's own copies of the files and
 * its Markdown as HTML, and the records the published page would show, chosen from the build's snapshot by the block
 * file's own `records` (./preview-records.ts). Until the records have loaded, or if they cannot, a labelled stand-in
 * says which (`records.standIn`). A block the marketer has not finished says what is missing.
 */

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  const?: unknown;
  widget?: string;
};

const blockSchemas = new Map(
  (
    (z.toJSONSchema(pageBlock, { io: "input", reused: "inline", unrepresentable: "any" }) as JsonSchema).oneOf ?? []
  ).map((schema) => [String(schema.properties?.type?.const), schema]),
);

/** A picture at a URL as gatsby-plugin-image data (one size; the preview needs no responsive variants). */
export function previewImage(src: string, width = 1200, height = 800): IGatsbyImageData {
  return { layout: "constrained", width, height, images: { fallback: { src }, sources: [] } };
}

/**
 * The entry's content as a block shows it (src/blocks/define.ts): each picture path as the CMS's copy of the file,
 * each Markdown text as HTML, an absent optional field as null.
 */
function shownFromEntry(schema: JsonSchema | undefined, value: unknown, assetUrl: (path: string) => string): unknown {
  if (value === undefined || value === null || !schema) return value ?? null;
  if (schema.widget === "image") return typeof value === "string" && value ? previewImage(assetUrl(value)) : null;
  if (schema.widget === "markdown") return { html: typeof value === "string" ? markdownToHtml(value) : "" };
  if (Array.isArray(value)) return value.map((item) => shownFromEntry(schema.items, item, assetUrl));
  if (typeof value !== "object" || !schema.properties) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(schema.properties).map(([key, property]) => [key, shownFromEntry(property, record[key], assetUrl)]),
  );
}

/** A page's list of blocks, as the CMS names what is in it ("1 Offer carousel › Title"). */
const BLOCK_LIST = z.array(pageBlock);

/** Each block type's name in the CMS ("Offer carousel"), from the content model. */
const blockLabels = new Map(
  [...blockSchemas.keys()].map((type) => [type, fieldInWords(BLOCK_LIST, [0], [{ type }]).replace(/^1 /, "")]),
);

/** A field of a block by its labels in the CMS's form ("Button › Goes to"), as a refused save names it. */
const fieldOfBlock = (block: unknown, path: readonly PropertyKey[]): string =>
  fieldInWords(BLOCK_LIST, [0, ...path], [block]).replace(/^1 [^›]*› /, "");

export type PreviewBlock =
  { type: BlockType; block: PageBlockContent; content: Record<string, unknown> } | { type: string; problems: string[] };

/** Each raw block of an entry with its content as its component shows it, or the problems that keep it from rendering. */
export function previewBlocks(blocks: readonly unknown[], assetUrl: (path: string) => string): PreviewBlock[] {
  return blocks.map((raw) => {
    const type = String((raw as { type?: unknown } | null)?.type ?? "");
    const result = pageBlock.safeParse(raw);
    if (!result.success) {
      return {
        type: blockLabels.get(type) ?? type,
        problems: result.error.issues.map((issue) => `${fieldOfBlock(raw, issue.path)}: ${problemMessage(issue)}`),
      };
    }
    // The block as written (the build reads the file as written too, so records are chosen from the same values),
    // now known to be valid; its content shown, without its `type`.
    const block = raw as PageBlockContent;
    const { type: _type, ...content } = shownFromEntry(blockSchemas.get(result.data.type), raw, assetUrl) as Record<
      string,
      unknown
    >;
    return { type: result.data.type, block, content };
  });
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Where an edit happened in a block, as a carousel counts: the index of the changed item in the first list on the
 * way to the change (slides[2].title → 2; a removed item → the one now in its place), or undefined when no list item
 * changed (the block's own title).
 */
export function editedItem(before: unknown, after: unknown): number | undefined {
  if (Array.isArray(after)) {
    const previous: unknown[] = Array.isArray(before) ? before : [];
    const index = after.findIndex((item, position) => !sameValue(previous[position], item));
    if (index !== -1) return index;
    return after.length < previous.length && after.length > 0 ? after.length - 1 : undefined;
  }
  if (after === null || typeof after !== "object") return undefined;
  const previous = before !== null && typeof before === "object" ? (before as Record<string, unknown>) : {};
  for (const [key, value] of Object.entries(after)) {
    if (sameValue(previous[key], value)) continue;
    const index = editedItem(previous[key], value);
    if (index !== undefined) return index;
  }
  return undefined;
}

/**
 * For each block, the slide its carousel shows: the item the marketer last changed, kept until another is changed
 * (Decap renders the preview at every keystroke, with a new copy of the entry each time).
 */
function useSlidesToShow(blocks: readonly unknown[]): readonly (SlideToShow | undefined)[] {
  // React's pattern for what depends on the previous render's props: state set while rendering.
  const [memory, setMemory] = useState<{ blocks: readonly unknown[]; shown: readonly (SlideToShow | undefined)[] }>({
    blocks,
    shown: [],
  });
  if (memory.blocks === blocks) return memory.shown;
  const shown = blocks.map((block, position) => {
    const index = editedItem(memory.blocks[position], block);
    return index === undefined ? memory.shown[position] : { index };
  });
  setMemory({ blocks, shown });
  return shown;
}

type RecordsState = { records: PreviewRecords } | { error: string } | { loading: true };

/** The build's records for the blocks, loaded once the preview shows a block that needs them. */
function useRecords(load: LoadPreviewRecords, needed: boolean): RecordsState {
  const [state, setState] = useState<RecordsState>({ loading: true });
  useEffect(() => {
    if (!needed) return;
    let live = true;
    load().then(
      (records) => live && setState({ records }),
      (error: unknown) => live && setState({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [load, needed]);
  return state;
}

/**
 * The preview pane of a page entry: its blocks through the site's components, with the build's records where
 * they show backend data, or what a block still needs. Carousels hold still (no autoplay) while the marketer edits
 * their slides, and show the slide being edited.
 */
export function BlockPreview({
  blocks,
  assetUrl,
  loadRecords = loadPreviewRecords,
}: {
  blocks: readonly unknown[];
  assetUrl: (path: string) => string;
  loadRecords?: LoadPreviewRecords;
}) {
  const items = previewBlocks(blocks, assetUrl);
  const slidesToShow = useSlidesToShow(blocks);
  const records = useRecords(
    loadRecords,
    items.some((item) => "block" in item && recordsOf(item.type) !== undefined),
  );
  return (
    <CarouselAutoplayContext.Provider value={false}>
      <div>
        {items.map((item, index) => {
          if ("problems" in item) {
            return (
              <div key={index} className={`container ${styles.standIn}`} role="note">
                Block {index + 1} ({item.type || "no type"}) is not finished: {item.problems.join("; ")}.
              </div>
            );
          }
          const declared = recordsOf(item.type);
          if (declared && !("records" in records)) {
            const { shows, tinted } = declared.standIn(item.block as never);
            const { title, eyebrow } = item.block as { title: string; eyebrow?: string | null };
            return (
              <BackendStandIn
                key={index}
                title={title}
                eyebrow={eyebrow}
                tone={tinted ? "tinted" : "plain"}
                shows={shows}
                problem={"error" in records ? records.error : undefined}
              />
            );
          }
          const props = {
            content: item.content,
            records: "records" in records ? recordsFor(item.block, records.records) : {},
          };
          // The entry's content, shown, and its records: the props its block file's component declares.
          return (
            <CarouselSlideToShowContext.Provider key={index} value={slidesToShow[index]}>
              <BlockElement block={{ type: item.type, props } as ShownBlock} components={BLOCK_COMPONENTS} />
            </CarouselSlideToShowContext.Provider>
          );
        })}
      </div>
    </CarouselAutoplayContext.Provider>
  );
}
