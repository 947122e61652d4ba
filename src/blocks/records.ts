import { chooseOffers, type OfferOrder, type OrderableOffer } from "../lib/offer-order";
import { DESTINATION_TYPES } from "../lib/routes";

/*
 * Which backend records a block shows, chosen from all of them: one rule per kind of block, used by the build's
 * data layer (gatsby/content/block-data.ts, records from Gatsby's node store) and by the CMS preview
 * (src/blocks/preview-records.ts, records from the snapshot the build writes for the admin), so a page being
 * composed shows what the published page will.
 */

/** Deals, reviews and service cards: in the booking system's id order (letter by letter, any machine alike). */
export const byAgencyId = <T extends { agencyId: string }>(records: readonly T[]): T[] =>
  [...records].sort((a, b) => a.agencyId.localeCompare(b.agencyId, "en"));

/** A blog teaser's posts: the newest `count`. */
export const newestPosts = <T extends { createdAt: string }>(posts: readonly T[], count: number): T[] =>
  [...posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, count);

/** A FAQ list's questions, in the order the block names them (an id the backend lacks shows nothing). */
export function faqsByIds<T extends { agencyId: string }>(faqs: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(faqs.map((faq) => [faq.agencyId, faq]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** An offer carousel's destinations or tour packages: its type, order and limit. */
export const carouselOffers = <T extends OrderableOffer>(
  records: readonly T[],
  block: { order: string; destinationType?: string | null; limit?: number | null },
): T[] => chooseOffers(records, { order: block.order as OfferOrder, type: block.destinationType, limit: block.limit });

/** The travel tabs' tour packages: by name. */
export const tabTours = <T extends OrderableOffer>(tours: readonly T[]): T[] => chooseOffers(tours, { order: "name" });

/** One tile per destination type: how many destinations it has and its highest rated one (for the picture). */
export const destinationTypeTiles = <T extends OrderableOffer>(destinations: readonly T[]) =>
  DESTINATION_TYPES.map((type) => {
    const ofType = chooseOffers(destinations, { order: "rating", type });
    return { type, count: ofType.length, top: ofType[0] ?? null };
  });

/** The landing pages a service card's button opens instead of WhatsApp (their "Linked from" names the card). */
export const serviceCardLandingPages = <T extends { linkedFrom?: { serviceCard?: string | null } | null }>(
  pages: readonly T[],
): T[] => pages.filter((page) => page.linkedFrom?.serviceCard);
