import React, { useEffect, useState, type ComponentType } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { z } from "zod";
import { pageBlock, type BlockType } from "../content-model/blocks";
import { problemMessage } from "../content-model/fields";
import { markdownToHtml } from "../lib/markdown-html";
import { BLOCK_COMPONENTS, type BlockData } from ".";
import { CarouselAutoplayContext } from "../components/carousel/Carousel";
import { BackendStandIn } from "./BackendStandIn";
import {
  loadPreviewRecords,
  recordsOf,
  withRecords,
  type LoadPreviewRecords,
  type PreviewRecords,
} from "./preview-records";
import * as styles from "./blocks.module.css";

/*
 * The CMS preview of a page: the entry being edited, block by block, rendered by the same components as the
 * site. The entry holds picture paths and Markdown; here they become what the site's query gives the blocks
 * (a picture from the CMS's own copy of the file, HTML from the Markdown). Blocks that show backend data get the
 * records the published page would show, from the build's snapshot (./preview-records.ts); until it has loaded,
 * or if it cannot, a labelled stand-in says which (the block file's `records.standIn`). A block the marketer has not finished says what
 * is missing.
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
 * The names under which block fragments select a content picture's processed image (`childImageSharp { gatsbyImageData }`,
 * or the hero's art-directed `wide` and `tall`); a test holds this list to the block files' fragments.
 */
export const PREVIEW_PICTURE_SELECTIONS = ["gatsbyImageData", "wide", "tall"] as const;

/** A picture path as the site's query returns it: a File whose every picture selection is the CMS's copy of it. */
const previewFile = (src: string) => {
  const image = previewImage(src);
  return {
    relativePath: src,
    childImageSharp: Object.fromEntries(PREVIEW_PICTURE_SELECTIONS.map((name) => [name, image])),
  };
};

function toQueryShape(schema: JsonSchema | undefined, value: unknown, assetUrl: (path: string) => string): unknown {
  if (value === undefined || value === null || !schema) return value ?? null;
  if (schema.widget === "image") return typeof value === "string" && value ? previewFile(assetUrl(value)) : null;
  if (Array.isArray(value)) return value.map((item) => toQueryShape(schema.items, item, assetUrl));
  if (typeof value !== "object" || !schema.properties) return value;
  const record = value as Record<string, unknown>;
  const shaped: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    shaped[key] = toQueryShape(property, record[key], assetUrl);
    if (property.widget === "markdown")
      shaped[`${key}Html`] = typeof record[key] === "string" ? markdownToHtml(record[key]) : "";
  }
  return shaped;
}

export type PreviewBlock = { block: BlockData } | { type: string; problems: string[] };

/** Each raw block of an entry, ready for its component, or the problems that keep it from rendering. */
export function previewBlocks(blocks: readonly unknown[], assetUrl: (path: string) => string): PreviewBlock[] {
  return blocks.map((raw) => {
    const type = String((raw as { type?: unknown } | null)?.type ?? "");
    const result = pageBlock.safeParse(raw);
    if (!result.success) {
      return {
        type,
        problems: result.error.issues.map((issue) => `${issue.path.join(".") || "block"}: ${problemMessage(issue)}`),
      };
    }
    return { block: toQueryShape(blockSchemas.get(type), raw, assetUrl) as BlockData };
  });
}

/** Whether a block shows backend records: those whose block file declares them. */
const showsRecords = (type: BlockType) => recordsOf(type) !== undefined;

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
 * their slides.
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
  const records = useRecords(
    loadRecords,
    items.some((item) => "block" in item && showsRecords(item.block.type)),
  );
  return (
    <CarouselAutoplayContext.Provider value={false}>
      <div>
        {items.map((item, index) => {
          if ("problems" in item) {
            return (
              <div key={index} className={`container ${styles.standIn}`} role="note">
                Block {index + 1} ({item.type || "no type"}) is not finished: {item.problems.join("; ")}
              </div>
            );
          }
          let block = item.block;
          const declared = recordsOf(block.type);
          if (declared) {
            if ("records" in records) block = withRecords(block, records.records);
            else {
              const { shows, tinted } = declared.standIn(block as never);
              const { title, eyebrow } = block as { title: string; eyebrow?: string | null };
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
          }
          const Component = BLOCK_COMPONENTS[block.type] as ComponentType<{ block: BlockData }>;
          return <Component key={index} block={block} />;
        })}
      </div>
    </CarouselAutoplayContext.Provider>
  );
}
