import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { pageQueryResult } from "../upstream/page-query-result";
import { BLOG_TEASER_MAX, OFFER_CAROUSEL_MAX, OFFER_ORDERS } from "../../src/content-model/block-fields";
import { destinationTypeTiles, newestPosts } from "../../src/lib/block-records";
import { chooseOffers, type OrderableOffer } from "../../src/lib/offer-order";
import { CMS_PREVIEW_RECORDS_DATA, CMS_PREVIEW_RECORDS_PATH, DESTINATION_TYPES } from "../../src/lib/routes";

/*
 * The CMS preview's snapshot (src/templates/preview-records.tsx) selects destinations and posts through the root
 * fields below instead of allAgencyDestination and allAgencyBlog: every record, but the picture only where a block
 * can show it. The build makes a picture's files (sharp jobs, three formats at four widths) for every record a query
 * gives a picture, so pictures the preview never shows cost the build as much as the ones it shows; at scale
 * (thousands of destinations, each with its own banner) most of them. Here they are never asked for.
 */

/** The destinations a carousel with a limit can show: the first OFFER_CAROUSEL_MAX of each type in each order. */
function carouselCandidates<T extends OrderableOffer>(records: readonly T[]): Set<T> {
  const shown = new Set<T>();
  for (const type of [undefined, ...DESTINATION_TYPES])
    for (const order of OFFER_ORDERS)
      for (const record of chooseOffers(records, { order, type, limit: OFFER_CAROUSEL_MAX })) shown.add(record);
  return shown;
}

type Post = { createdAt: string };

/**
 * The records a block can show with their picture: a destination in some carousel's first OFFER_CAROUSEL_MAX, the
 * top destination of each destination type tile, the newest BLOG_TEASER_MAX posts. Every other record is in the
 * snapshot without its picture (names, prices, ratings and the tiles' counts stay exact). Tour packages keep
 * theirs: the travel tabs show them all.
 */
export function picturesShown<D extends OrderableOffer, P extends Post>(
  destinations: readonly D[],
  posts: readonly P[],
): { carousels: Set<D>; tiles: Set<D>; posts: Set<P> } {
  return {
    carousels: carouselCandidates(destinations),
    tiles: new Set(destinationTypeTiles(destinations).flatMap((tile) => (tile.top ? [tile.top] : []))),
    posts: new Set(newestPosts(posts, BLOG_TEASER_MAX)),
  };
}

/** The snapshot's collections without every picture: `{ nodes }`, as the all* fields they stand in for. */
export const previewRecordsTypeDefs = `
  """The CMS preview's destinations: each has its picture only where a block can show it (gatsby/cms/preview-records.ts)."""
  type CmsPreviewDestinations @dontInfer {
    nodes: [AgencyDestination!]!
  }
  """The CMS preview's posts: the newest have their picture (gatsby/cms/preview-records.ts)."""
  type CmsPreviewPosts @dontInfer {
    nodes: [AgencyBlog!]!
  }
`;

interface RecordNode {
  [field: string]: unknown;
}
interface NodeModelContext {
  nodeModel: { findAll: (args: { type: string }) => Promise<{ entries: Iterable<RecordNode> }> };
}
const all = async <T>({ nodeModel }: NodeModelContext, type: string) =>
  [...(await nodeModel.findAll({ type })).entries] as unknown as (T & RecordNode)[];

/** A record as it is, or without the id its picture field links to (the field resolves to null). */
const keepPicture = <T extends RecordNode>(record: T, shown: Set<T>, link: string): T =>
  shown.has(record) ? record : { ...record, [link]: null };

/**
 * The snapshot's root fields: every destination (twice: the carousels' card crop and the tiles' own crop) and every
 * post, in the node store's order (the all* fields' order), each as its node, or a copy without its picture link.
 */
export function previewRecordsResolvers(): Record<string, unknown> {
  const shownOf = async (context: NodeModelContext) => {
    const destinations = await all<OrderableOffer>(context, "AgencyDestination");
    const posts = await all<Post>(context, "AgencyBlog");
    return { destinations, posts, shown: picturesShown(destinations, posts) };
  };
  return {
    Query: {
      cmsPreviewDestinations: {
        type: "CmsPreviewDestinations!",
        resolve: async (_source: unknown, _args: unknown, context: NodeModelContext) => {
          const { destinations, shown } = await shownOf(context);
          return { nodes: destinations.map((node) => keepPicture(node, shown.carousels, "bannerImageFileId")) };
        },
      },
      cmsPreviewDestinationTiles: {
        type: "CmsPreviewDestinations!",
        resolve: async (_source: unknown, _args: unknown, context: NodeModelContext) => {
          const { destinations, shown } = await shownOf(context);
          return { nodes: destinations.map((node) => keepPicture(node, shown.tiles, "bannerImageFileId")) };
        },
      },
      cmsPreviewPosts: {
        type: "CmsPreviewPosts!",
        resolve: async (_source: unknown, _args: unknown, context: NodeModelContext) => {
          const { posts, shown } = await shownOf(context);
          return { nodes: posts.map((node) => keepPicture(node, shown.posts, "featuredImageFileId")) };
        },
      },
    },
  };
}

/** The collections of the preview's records: the root fields of src/templates/preview-records.tsx. */
export const PREVIEW_COLLECTIONS = [
  "deals",
  "destinations",
  "destinationTiles",
  "tourPackages",
  "team",
  "reviews",
  "posts",
  "serviceCards",
  "landingPages",
  "hotels",
  "transport",
  "faqs",
] as const;

/** The file the preview loads (CMS_PREVIEW_RECORDS_DATA): each collection's records, as the blocks' fragments select them. */
export const previewRecordsSchema = z.strictObject(
  Object.fromEntries(
    PREVIEW_COLLECTIONS.map((collection) => [
      collection,
      z.strictObject({ nodes: z.array(z.record(z.string(), z.unknown())) }),
    ]),
  ) as Record<
    (typeof PREVIEW_COLLECTIONS)[number],
    z.ZodObject<{ nodes: z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>> }>
  >,
);

/**
 * Writes the CMS preview's records (CMS_PREVIEW_RECORDS_DATA) from the query result of CMS_PREVIEW_RECORDS_PATH,
 * checked against the schema, so the preview never silently loses its records. The page's HTML, an empty page under
 * /admin/ (noindex, the admin's policy, outside the sitemap and the search), stays: Gatsby's next build, with public/
 * kept, reads it again. Returns the file's size.
 */
export function writePreviewRecords(publicDir: string): { bytes: number } {
  const parsed = previewRecordsSchema.safeParse(pageQueryResult(publicDir, CMS_PREVIEW_RECORDS_PATH));
  if (!parsed.success)
    throw new Error(
      `the CMS preview's records do not fit their schema: ${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("; ")}`,
    );
  const text = JSON.stringify(parsed.data);
  const file = path.join(publicDir, CMS_PREVIEW_RECORDS_DATA);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return { bytes: Buffer.byteLength(text) };
}
