import { CMS_PREVIEW_RECORDS_DATA } from "../lib/routes";
import type { BlockData } from ".";
import {
  byAgencyId,
  carouselOffers,
  destinationTypeTiles,
  faqsByIds,
  newestPosts,
  serviceCardLandingPages,
  tabTours,
} from "./records";

/*
 * The CMS preview's backend records: the page data the build writes for the admin (src/templates/preview-records.tsx),
 * each block given the records the published page would give it, chosen by the same rules (./records.ts).
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
      const body = (await response.json()) as { result?: { data?: PreviewRecords } };
      if (!body.result?.data) throw new Error(`${CMS_PREVIEW_RECORDS_DATA} holds no records`);
      return body.result.data;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
};

/** The block with the records the published page gives it (the build's data layer chooses them the same way). */
export function withRecords(block: BlockData, records: PreviewRecords): BlockData {
  switch (block.type) {
    case "deals":
      return { ...block, deals: byAgencyId(records.deals.nodes) };
    case "offerCarousel":
      return {
        ...block,
        offers: carouselOffers(
          block.source === "destinations" ? records.destinations.nodes : records.tourPackages.nodes,
          block,
        ),
      };
    case "team":
      return { ...block, members: records.team.nodes };
    case "testimonials":
      return { ...block, reviews: byAgencyId(records.reviews.nodes) };
    case "blogTeaser":
      return { ...block, posts: newestPosts(records.posts.nodes, block.count) };
    case "serviceCards":
      return {
        ...block,
        failed: false,
        cards: byAgencyId(records.serviceCards.nodes),
        landingPages: serviceCardLandingPages(records.landingPages.nodes),
      };
    case "travelTabs":
      return {
        ...block,
        tours: tabTours(records.tourPackages.nodes),
        hotels: records.hotels.nodes,
        transport: records.transport.nodes,
      };
    case "destinationTypes":
      return { ...block, types: destinationTypeTiles(records.destinationTiles.nodes) };
    case "faqList":
      return { ...block, failed: false, faqs: faqsByIds(records.faqs.nodes, block.faqIds) };
    default:
      return block;
  }
}
