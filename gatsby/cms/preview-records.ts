import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BLOG_TEASER_MAX, OFFER_CAROUSEL_MAX, OFFER_ORDERS } from "../../src/content-model/block-fields";
import { destinationTypeTiles, newestPosts } from "../../src/lib/block-records";
import { chooseOffers, type OrderableOffer } from "../../src/lib/offer-order";
import { CMS_PREVIEW_RECORDS_DATA, DESTINATION_TYPES } from "../../src/lib/routes";

type PreviewRecords = Queries.PreviewRecordsQuery;

/** The destinations a carousel with a limit can show: the first OFFER_CAROUSEL_MAX of each type in each order. */
function carouselCandidates<T extends OrderableOffer>(records: readonly T[]): Set<T> {
  const shown = new Set<T>();
  for (const type of [undefined, ...DESTINATION_TYPES])
    for (const order of OFFER_ORDERS)
      for (const record of chooseOffers(records, { order, type, limit: OFFER_CAROUSEL_MAX })) shown.add(record);
  return shown;
}

/**
 * Picture data only for the records a block can show with their picture: at scale (thousands of destinations)
 * every card picture would make the admin download megabytes. Every record stays (names, prices, ratings and the
 * destination types' counts are exact); a destination outside every carousel's first OFFER_CAROUSEL_MAX, a
 * destination type tile's other destinations and posts past the newest BLOG_TEASER_MAX lose only their picture.
 * Tour packages keep theirs: the travel tabs show them all.
 */
export function picturesWhereShown(data: PreviewRecords): PreviewRecords {
  const carousel = carouselCandidates(data.destinations.nodes);
  const tileTops = new Set(destinationTypeTiles(data.destinationTiles.nodes).map((tile) => tile.top));
  const posts = new Set(newestPosts(data.posts.nodes, BLOG_TEASER_MAX));
  return {
    ...data,
    destinations: {
      nodes: data.destinations.nodes.map((record) =>
        carousel.has(record) ? record : { ...record, bannerImageFile: null },
      ),
    },
    destinationTiles: {
      nodes: data.destinationTiles.nodes.map((record) =>
        tileTops.has(record) ? record : { ...record, bannerImageFile: null },
      ),
    },
    posts: { nodes: data.posts.nodes.map((post) => (posts.has(post) ? post : { ...post, featuredImageFile: null })) },
  };
}

/**
 * The CMS preview's records are the page data of CMS_PREVIEW_RECORDS_PATH (src/templates/preview-records.tsx),
 * with pictures only where shown (picturesWhereShown). Its HTML, an empty page under /admin/ (noindex, the
 * admin's policy, outside the sitemap and the search), stays: Gatsby's next build, with public/ kept, reads it
 * again. Fails when the page data is missing, so the preview never silently loses its records. Returns the
 * data's size before and after.
 */
export function trimPreviewRecords(publicDir: string): { bytes: number; before: number } {
  const file = path.join(publicDir, CMS_PREVIEW_RECORDS_DATA);
  if (!existsSync(file)) throw new Error(`${CMS_PREVIEW_RECORDS_DATA} was not written: the CMS preview needs it`);
  const raw = readFileSync(file, "utf8");
  const pageData = JSON.parse(raw) as { result: { data: PreviewRecords } };
  const trimmed = JSON.stringify({
    ...pageData,
    result: { ...pageData.result, data: picturesWhereShown(pageData.result.data) },
  });
  writeFileSync(file, trimmed);
  return { bytes: Buffer.byteLength(trimmed), before: Buffer.byteLength(raw) };
}
