import type { ExtraFields, FieldConfig } from "./content-graphql";
import { DESTINATION_TYPES } from "../../src/lib/routes";
import { chooseOffers, type OfferOrder, type OrderableOffer } from "../../src/lib/offer-order";

/*
 * The data layer of content blocks: a block's content says *which* backend records it shows (its source,
 * order, limit, FAQ ids); these GraphQL fields find them at build time, so a page carries only what it shows.
 */

interface Node {
  id: string;
  [field: string]: unknown;
}
interface NodeModel {
  findAll(args: { type: string; query?: unknown }): Promise<{ entries: Iterable<Node> }>;
}
interface Context {
  nodeModel: NodeModel;
}

const all = async (context: Context, type: string) => [...(await context.nodeModel.findAll({ type })).entries];
const field = (type: string, resolve: (source: Record<string, unknown>, context: Context) => unknown): FieldConfig => ({
  type,
  resolve: (source, _args, context) => resolve(source, context as Context),
});
const byAgencyId = (a: Node, b: Node) => String(a.agencyId).localeCompare(String(b.agencyId), "en");

/** Whether a collection came from the backend in this build (a partial build shows its error state). */
export const sourceFailed = async (context: Context, collection: string): Promise<boolean> =>
  (await all(context, "AgencySourceStatus")).some((status) => status.collection === collection && status.ok === false);

const OFFER_TYPES = { destinations: "AgencyDestination", tourPackages: "AgencyTourPackage" } as const;

export const blockDataTypeDefs = `
  """A destination type with how many destinations it has and the highest rated one (for its picture)."""
  type DestinationTypeSummary @dontInfer {
    type: String!
    count: Int!
    top: AgencyDestination
  }
`;

export const blockDataFields: ExtraFields = {
  BlockPage: {
    blockTypes: field("[String!]!", (source) => (source.blocks as { type: string }[]).map((block) => block.type)),
  },
  DealsBlock: {
    deals: field("[AgencyDeal!]!", async (_source, context) => (await all(context, "AgencyDeal")).sort(byAgencyId)),
  },
  OfferCarouselBlock: {
    offers: field("[AgencyOffer!]!", async (source, context) =>
      chooseOffers(
        (await all(context, OFFER_TYPES[source.source as keyof typeof OFFER_TYPES])) as (Node & OrderableOffer)[],
        {
          order: source.order as OfferOrder,
          type: source.destinationType as string | undefined,
          limit: source.limit as number | undefined,
        },
      ),
    ),
  },
  TeamBlock: { members: field("[TeamJson!]!", (_source, context) => all(context, "TeamJson")) },
  TestimonialsBlock: {
    reviews: field("[AgencyReview!]!", async (_source, context) =>
      (await all(context, "AgencyReview")).sort(byAgencyId),
    ),
  },
  BlogTeaserBlock: {
    posts: field("[AgencyBlog!]!", async (source, context) =>
      (await all(context, "AgencyBlog"))
        .sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)))
        .slice(0, source.count as number),
    ),
  },
  ServiceCardsBlock: {
    cards: field("[AgencyServiceCard!]!", async (_source, context) =>
      (await all(context, "AgencyServiceCard")).sort(byAgencyId),
    ),
    failed: field("Boolean!", (_source, context) => sourceFailed(context, "service-cards")),
    // The landing pages a card's button opens instead of WhatsApp (their "Linked from" names the card).
    landingPages: field("[BlockPage!]!", async (_source, context) =>
      (await all(context, "BlockPage")).filter(
        (page) => (page.linkedFrom as { serviceCard?: string } | null | undefined)?.serviceCard,
      ),
    ),
  },
  TravelTabsBlock: {
    tours: field("[AgencyTourPackage!]!", async (_source, context) =>
      chooseOffers((await all(context, "AgencyTourPackage")) as (Node & OrderableOffer)[], { order: "name" }),
    ),
    hotels: field("[HotelsJson!]!", (_source, context) => all(context, "HotelsJson")),
    transport: field("[TransportJson!]!", (_source, context) => all(context, "TransportJson")),
  },
  DestinationTypesBlock: {
    types: field("[DestinationTypeSummary!]!", async (_source, context) => {
      const destinations = (await all(context, "AgencyDestination")) as (Node & OrderableOffer)[];
      return DESTINATION_TYPES.map((type) => {
        const ofType = chooseOffers(destinations, { order: "rating", type });
        return { type, count: ofType.length, top: ofType[0] ?? null };
      });
    }),
  },
  FaqListBlock: {
    faqs: field("[AgencyFaq!]!", async (source, context) => {
      const byId = new Map((await all(context, "AgencyFaq")).map((faq) => [faq.agencyId, faq]));
      return (source.faqIds as string[]).flatMap((id) => byId.get(id) ?? []);
    }),
    failed: field("Boolean!", (_source, context) => sourceFailed(context, "faqs")),
  },
};
