import { distinctTags, recentPosts, SIDEBAR_RECENT_LIMIT, SIDEBAR_TAG_LIMIT } from "../../src/lib/blog-list";
import { readingTimeMinutes } from "../../src/lib/reading-time";
import { ROUTES } from "../../src/lib/routes";
import { similarTrips } from "../../src/lib/similar-trips";
import { destinationTrip, tourTrip, type DestinationRecord, type TourRecord } from "../../src/lib/trip";
import { dealDay, dealOnSale } from "../../src/lib/deals";

/**
 * The one projection of a trip (src/lib/trip.ts) as GraphQL types: every page query selects `trip` on a destination
 * or tour package (src/queries/trip.ts), with `picture` for the crop it shows.
 */
export const tripTypeDefs = `
  type TripPrice @dontInfer {
    amount: Float!
    currency: String!
    basis: String!
    taxes: String
  }
  type TripLinks @dontInfer {
    page: String!
    itinerary: String
    brochure: String
  }
  type Trip @dontInfer {
    kind: String!
    id: String!
    name: String!
    destinationType: String
    price: TripPrice!
    durationDays: Int!
    nights: Int!
    rating: Float
    bestTime: String
    region: String
    themes: [String!]!
    places: [String!]!
    included: [String!]!
    excluded: [String!]!
    links: TripLinks!
    """The trip's banner, for the page to crop as it shows it."""
    picture: File @link(from: "pictureFileId")
  }
  """An offer card's record (plugins/gatsby-source-agency-api): the card shows its trip, as every page reads it."""
  interface AgencyOffer {
    trip: Trip!
  }
`;

interface ContentModelContext {
  nodeModel: {
    findOne: (args: { type: string; query: object }) => Promise<unknown>;
    findAll: (args: { type: string }) => Promise<{ entries: Iterable<unknown> }>;
  };
}
type DestinationNode = DestinationRecord & { bannerImageFileId?: string };
/** The content entry of `type` whose `field` is `id`, or null. */
const entryOf = async <T>({ nodeModel }: ContentModelContext, type: string, field: string, id: string) =>
  ((await nodeModel.findOne({ type, query: { filter: { [field]: { eq: id } } } })) as T | null) ?? null;

/** A destination node's trip, with its banner's File node id for `picture`. */
const tripOfDestination = async (node: DestinationNode, context: ContentModelContext) => ({
  ...destinationTrip(node, {
    bestTime: await entryOf<{ months: string }>(context, "BestTimeToVisit", "destinationId", node.agencyId),
    themes: await entryOf<{ region: string; themes: string[] }>(
      context,
      "DestinationTheme",
      "destinationId",
      node.agencyId,
    ),
  }),
  pictureFileId: node.bannerImageFileId ?? null,
});

/**
 * Each destination's and tour package's trip (src/lib/trip.ts); reading time, worked out at build time, so lists can
 * show it without shipping every post's text.
 */
export function buildTimeResolvers(): Record<string, unknown> {
  return {
    AgencyDestination: {
      trip: {
        type: "Trip!",
        resolve: (source: DestinationNode, _args: unknown, context: ContentModelContext) =>
          tripOfDestination(source, context),
      },
      // The trips a visitor of this destination may weigh instead (src/lib/similar-trips.ts), nearest first.
      similarTrips: {
        type: "[Trip!]!",
        resolve: async (source: DestinationNode, _args: unknown, context: ContentModelContext) => {
          const comparable = (node: DestinationNode) => ({ ...node, id: node.agencyId });
          const all = [
            ...(await context.nodeModel.findAll({ type: "AgencyDestination" })).entries,
          ] as DestinationNode[];
          const similar = similarTrips(comparable(source), all.map(comparable));
          return Promise.all(similar.map((node) => tripOfDestination(node, context)));
        },
      },
    },
    AgencyTourPackage: {
      trip: {
        type: "Trip!",
        resolve: async (
          source: TourRecord & { bannerImageFileId?: string },
          _args: unknown,
          context: ContentModelContext,
        ) => ({
          ...tourTrip(source, {
            tourWords: await entryOf<{ places: string[]; included: string[]; excluded: string[] }>(
              context,
              "TourDescription",
              "tourId",
              source.agencyId,
            ),
          }),
          pictureFileId: source.bannerImageFileId ?? null,
        }),
      },
    },
    // A deal's terms from content/deal-terms.json (src/lib/deals.ts); `onSale` on the day of the build.
    AgencyDeal: {
      terms: {
        type: "DealTerm",
        resolve: (source: { agencyId: string }, _args: unknown, context: ContentModelContext) =>
          entryOf(context, "DealTerm", "dealId", source.agencyId),
      },
      onSale: {
        type: "Boolean!",
        resolve: async (source: { agencyId: string }, _args: unknown, context: ContentModelContext) => {
          const terms = await entryOf<{ endsOn: string }>(context, "DealTerm", "dealId", source.agencyId);
          return dealOnSale({ endsOn: terms?.endsOn ?? null }, dealDay());
        },
      },
    },
    AgencyBlog: {
      readingMinutes: {
        type: "Int!",
        resolve: (source: { content?: string | null }) => readingTimeMinutes(source.content),
      },
    },
    // The sidebars' rules (src/lib/blog-list), worked out at build time so a page carries only what it shows.
    Query: {
      recentBlogPosts: {
        type: "[AgencyBlog!]!",
        args: { limit: "Int", exceptId: "String" },
        resolve: async (_source: unknown, args: { limit?: number; exceptId?: string }, context: NodeModelContext) => {
          const posts = await allBlogPosts(context);
          return recentPosts(
            posts.filter((post) => post.agencyId !== args.exceptId),
            args.limit ?? SIDEBAR_RECENT_LIMIT,
          );
        },
      },
      // The privacy notice's date, its version: every enquiry form sends it (src/hooks/usePrivacyNotice.ts).
      privacyNoticeVersion: {
        type: "String!",
        resolve: async (_source: unknown, _args: unknown, { nodeModel }: PageModelContext) => {
          const notice = await nodeModel.findOne({
            type: "BlockPage",
            query: { filter: { path: { eq: ROUTES.privacy } } },
          });
          if (!notice?.lastUpdated) throw new Error(`the privacy notice (${ROUTES.privacy}) has no lastUpdated date`);
          return notice.lastUpdated;
        },
      },
      recentBlogTags: {
        type: "[String!]!",
        args: { limit: "Int" },
        resolve: async (_source: unknown, args: { limit?: number }, context: NodeModelContext) =>
          distinctTags(await allBlogPosts(context), args.limit ?? SIDEBAR_TAG_LIMIT),
      },
    },
  };
}

interface BlogPostNode {
  agencyId: string;
  createdAt: string;
  tags: string[];
}
interface NodeModelContext {
  nodeModel: { findAll: (args: { type: string }) => Promise<{ entries: Iterable<BlogPostNode> }> };
}
interface PageModelContext {
  nodeModel: {
    findOne: (args: { type: string; query: object }) => Promise<{ lastUpdated?: string | null } | null>;
  };
}
const allBlogPosts = async ({ nodeModel }: NodeModelContext) => [
  ...(await nodeModel.findAll({ type: "AgencyBlog" })).entries,
];
