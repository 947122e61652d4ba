import type { ExtraFields, FieldConfig } from "./content-graphql";
import type { OrderableOffer } from "../../src/lib/offer-order";
import {
  byAgencyId,
  carouselOffers,
  destinationTypeTiles,
  faqsByIds,
  newestPosts,
  serviceCardLandingPages,
  tabTours,
} from "../../src/blocks/records";

/*
 * The data layer of content blocks: a block's content says *which* backend records it shows (its source,
 * order, limit, FAQ ids); these GraphQL fields find them at build time, so a page carries only what it shows.
 * The choosing itself is src/blocks/records.ts, shared with the CMS preview.
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

/** Every node of a type, typed as the fields the choosing reads (the schema guarantees them). */
const all = async <T = Node>(context: Context, type: string) =>
  [...(await context.nodeModel.findAll({ type })).entries] as unknown as (T & Node)[];
const field = (type: string, resolve: (source: Record<string, unknown>, context: Context) => unknown): FieldConfig => ({
  type,
  resolve: (source, _args, context) => resolve(source, context as Context),
});
type WithId = { agencyId: string };

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
    deals: field("[AgencyDeal!]!", async (_source, context) => byAgencyId(await all<WithId>(context, "AgencyDeal"))),
  },
  OfferCarouselBlock: {
    offers: field("[AgencyOffer!]!", async (source, context) =>
      carouselOffers(
        await all<OrderableOffer>(context, OFFER_TYPES[source.source as keyof typeof OFFER_TYPES]),
        source as { order: string; destinationType?: string; limit?: number },
      ),
    ),
  },
  TeamBlock: { members: field("[TeamJson!]!", (_source, context) => all(context, "TeamJson")) },
  TestimonialsBlock: {
    reviews: field("[AgencyReview!]!", async (_source, context) =>
      byAgencyId(await all<WithId>(context, "AgencyReview")),
    ),
  },
  BlogTeaserBlock: {
    posts: field("[AgencyBlog!]!", async (source, context) =>
      newestPosts(await all<{ createdAt: string }>(context, "AgencyBlog"), source.count as number),
    ),
  },
  ServiceCardsBlock: {
    cards: field("[AgencyServiceCard!]!", async (_source, context) =>
      byAgencyId(await all<WithId>(context, "AgencyServiceCard")),
    ),
    failed: field("Boolean!", (_source, context) => sourceFailed(context, "service-cards")),
    // The landing pages a card's button opens instead of WhatsApp (their "Linked from" names the card).
    landingPages: field("[BlockPage!]!", async (_source, context) =>
      serviceCardLandingPages(await all<{ linkedFrom?: { serviceCard?: string } | null }>(context, "BlockPage")),
    ),
  },
  TravelTabsBlock: {
    tours: field("[AgencyTourPackage!]!", async (_source, context) =>
      tabTours(await all<OrderableOffer>(context, "AgencyTourPackage")),
    ),
    hotels: field("[HotelsJson!]!", (_source, context) => all(context, "HotelsJson")),
    transport: field("[TransportJson!]!", (_source, context) => all(context, "TransportJson")),
  },
  DestinationTypesBlock: {
    types: field("[DestinationTypeSummary!]!", async (_source, context) =>
      destinationTypeTiles(await all<OrderableOffer>(context, "AgencyDestination")),
    ),
  },
  FaqListBlock: {
    faqs: field("[AgencyFaq!]!", async (source, context) =>
      faqsByIds(await all<WithId>(context, "AgencyFaq"), source.faqIds as string[]),
    ),
    failed: field("Boolean!", (_source, context) => sourceFailed(context, "faqs")),
  },
};
