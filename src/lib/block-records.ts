import type { z } from "zod";
import { recentPosts } from "./blog-list";
import { chooseOffers, type OfferOrder, type OrderableOffer } from "./offer-order";
import { DESTINATION_TYPES } from "./routes";

/*
 * Which backend records a block shows. A block file that shows them declares its `records` beside its content
 * schema (blockRecords below): each field the build adds to the block, the collection it is chosen from and the
 * rule that chooses. The build's data layer (gatsby/content/block-data.ts) resolves them from Gatsby's node store;
 * the CMS preview (src/blocks/preview-records.ts) from the snapshot the build writes for the admin
 * (src/templates/preview-records.tsx), so a page being composed shows what the published page will. The rules
 * themselves are the functions below, one per kind of choice.
 */

/**
 * The collections blocks show records of: the name the admin's snapshot gives each (its query's alias) and the
 * GraphQL node type the build finds them as. The destination type tiles read destinations selected with their own
 * picture crop.
 */
export const RECORD_COLLECTIONS = {
  deals: "AgencyDeal",
  destinations: "AgencyDestination",
  destinationTiles: "AgencyDestination",
  tourPackages: "AgencyTourPackage",
  team: "TeamJson",
  reviews: "AgencyReview",
  posts: "AgencyBlog",
  serviceCards: "AgencyServiceCard",
  landingPages: "BlockPage",
  hotels: "HotelsJson",
  transport: "TransportJson",
  faqs: "AgencyFaq",
} as const;
export type RecordCollection = keyof typeof RECORD_COLLECTIONS;

/** A field of records: its GraphQL type, the collection and the rule (given all of the collection and the block). */
export interface ChosenRecords<Block> {
  type: string;
  from: RecordCollection | ((block: Block) => RecordCollection);
  // `never[]`: each rule names the fields it reads (agencyId, createdAt…), which every record of its collection has.
  choose: (records: readonly never[], block: Block) => unknown;
}
/** Whether the backend collection (its source plugin name) failed to load in this build: a partial build. */
export interface SourceFailed {
  type: "Boolean!";
  failedSource: string;
}
export type RecordField<Block> = ChosenRecords<Block> | SourceFailed;

export interface BlockRecords<Block> {
  /** The fields the build adds to the block, by name (what its fragment selects). */
  fields: Record<string, RecordField<Block>>;
  /** What the CMS preview says the published page shows there while the records load, or when they cannot. */
  standIn: (block: Block) => { shows: string; tinted?: boolean };
}

/** A block file's `records`, typed by its content schema: `blockRecords<typeof content>({ … })`. */
export const blockRecords = <Content extends z.ZodObject>(
  records: BlockRecords<z.infer<Content>>,
): BlockRecords<z.infer<Content>> => records;

export const isSourceFailed = <Block>(field: RecordField<Block>): field is SourceFailed => "failedSource" in field;

/** The collection a field's records are chosen from, for this block. */
export const collectionOf = <Block>(field: ChosenRecords<Block>, block: Block): RecordCollection =>
  typeof field.from === "function" ? field.from(block) : field.from;

/** Deals, reviews and service cards: in the booking system's id order (letter by letter, any machine alike). */
export const byAgencyId = <T extends { agencyId: string }>(records: readonly T[]): T[] =>
  [...records].sort((a, b) => a.agencyId.localeCompare(b.agencyId, "en"));

/**
 * A blog teaser's posts: the newest `count`, by the sidebars' rule (recentPosts: by the instant, so "10:00+05:30" is
 * older than "06:00Z"; comparing the texts put it first).
 */
export const newestPosts = <T extends { createdAt: string }>(posts: readonly T[], count: number): T[] =>
  recentPosts(posts, count);

/** A FAQ list's questions, in the order the block names them (an id the backend lacks shows nothing). */
export function faqsByIds<T extends { agencyId: string }>(faqs: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(faqs.map((faq) => [faq.agencyId, faq]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An offer carousel's destinations or tour packages: its type, order and limit. */
export const carouselOffers = <T extends OrderableOffer>(
  records: readonly T[],
  block: { order: string; destinationType?: string | null; limit?: number | null; trips?: readonly string[] | null },
): T[] =>
  chooseOffers(records, {
    order: block.order as OfferOrder,
    type: block.destinationType,
    limit: block.limit,
    ids: block.trips,
  });

/** The travel tabs' tour packages: by name. */
export const tabTours = <T extends OrderableOffer>(tours: readonly T[]): T[] => chooseOffers(tours, { order: "name" });

/** One tile per destination type: how many destinations it has and its highest rated one (for the picture). */
export const destinationTypeTiles = <T extends OrderableOffer>(destinations: readonly T[]) =>
  DESTINATION_TYPES.map((type) => {
    const ofType = chooseOffers(destinations, { order: "rating", type });
    return { type, count: ofType.length, top: ofType[0] ?? null };
  });

/**
 * The landing pages a service card's button opens instead of WhatsApp (their "Linked from" names the card), with their
 * translations (which have the English page's address), so an edition's card can name its own.
 */
export const serviceCardLandingPages = <
  T extends { path: string; linkedFrom?: { serviceCard?: string | null } | null },
>(
  pages: readonly T[],
): T[] => {
  const linked = new Set(pages.filter((page) => page.linkedFrom?.serviceCard).map((page) => page.path));
  return pages.filter((page) => linked.has(page.path));
};
