import { distinctTags, recentPosts, SIDEBAR_RECENT_LIMIT, SIDEBAR_TAG_LIMIT } from "../../src/lib/blog-list";
import { readingTimeMinutes } from "../../src/lib/reading-time";
import { formatDate } from "../../src/lib/dates";
import { editionDate } from "./edition-pages";
import { ROUTES } from "../../src/lib/routes";
import { similarTrips } from "../../src/lib/similar-trips";
import {
  destinationTrip,
  tourTrip,
  type DestinationRecord,
  type TourRecord,
  type TripEdition,
} from "../../src/lib/trip";
import {
  destinationPageWords,
  destinationWords,
  type DestinationWords,
  type EnglishDestination,
  type FixedContent,
} from "../../src/lib/trip-words";
import type { TripTranslation } from "../../src/content-model/record-translations";
import { readCatalogue } from "../../src/i18n/catalogue-files";
import { EDITION_CODES, isEditionCode, type EditionCode } from "../../src/i18n/editions";
import { normaliseAddress } from "../../src/lib/page-addresses";
import { textOf } from "../../src/i18n/text";
import tripEnglish from "../../src/i18n/messages/trip/en.json";
import type { TripText } from "../../src/i18n/trip-text";
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
    "The language of its words: the edition's where the trip is translated into it, else en."
    language: String!
    name: String!
    "The language of its name: a tour's is the edition's where the booking system names it in it (?locale=), else en."
    nameLanguage: String!
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
  type DestinationDayWords @dontInfer {
    dayNumber: Int!
    title: String!
    description: String!
    hotel: String!
  }
  type DestinationBestTime @dontInfer {
    months: String!
    why: String!
  }
  type DestinationFact @dontInfer {
    label: String!
    value: String!
  }
  """
  A destination's words in one language (src/lib/trip-words.ts): the marketers' translation where it has one that
  matches its record, else the booking system's English (language "en").
  """
  type DestinationWords @dontInfer {
    language: String!
    name: String!
    description: String!
    overview: String!
    places: [String!]!
    days: [DestinationDayWords!]!
    termsAndConditions: String!
    cancellationPolicy: String!
    "The policy's first term about cancelling, for the first screen (src/lib/trip-terms.ts)."
    cancellationSummary: String
    bestTime: DestinationBestTime
    "The facts box: content/destination-details.json's rows told by the trip (src/lib/trip-facts.ts)."
    facts: [DestinationFact!]!
    highlights: [String!]!
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

type EnglishNode = DestinationNode & EnglishDestination;

/** The edition's interface words the data layer needs (the trip part: GST notes, the facts box), read once each. */
const editionText = (() => {
  const texts = new Map<EditionCode, TripText>();
  return (code: EditionCode) => {
    if (!texts.has(code))
      texts.set(
        code,
        textOf(code, code === "en" ? undefined : readCatalogue(process.cwd(), code, ["trip"]), tripEnglish),
      );
    return texts.get(code)!;
  };
})();

/** The language a field was asked in: an edition's code, English when none. */
const languageOf = (args: { language?: string | null }): EditionCode => {
  const code = args.language ?? "en";
  if (!isEditionCode(code)) throw new Error(`language "${code}" is not an edition (en, ml, ar)`);
  return code;
};

/** A destination's words in `code` (src/lib/trip-words.ts). */
async function wordsOf(node: EnglishNode, code: EditionCode, context: ContentModelContext): Promise<DestinationWords> {
  const bestTime = await entryOf<{ months: string; why: string }>(
    context,
    "BestTimeToVisit",
    "destinationId",
    node.agencyId,
  );
  const translation =
    code === "en"
      ? null
      : ((await context.nodeModel.findOne({
          type: "TripTranslation",
          query: { filter: { destinationId: { eq: node.agencyId }, language: { eq: code } } },
        })) as TripTranslation | null);
  return destinationWords(node, bestTime && { months: bestTime.months, why: bestTime.why }, translation);
}

/** A destination node's trip in `code`, with its banner's File node id for `picture`. */
const tripOfDestination = async (node: EnglishNode, context: ContentModelContext, code: EditionCode = "en") => {
  const words = await wordsOf(node, code, context);
  const text = editionText(words.language);
  const edition: TripEdition = { words, gst: { plus: text("trip.taxes.plus"), includes: text("trip.taxes.includes") } };
  return {
    ...destinationTrip(
      node,
      {
        // The English best time came with the words (read once); a translated trip takes its own from them.
        bestTime: words.language === "en" ? words.bestTime : null,
        themes: await entryOf<{ region: string; themes: string[] }>(
          context,
          "DestinationTheme",
          "destinationId",
          node.agencyId,
        ),
      },
      edition,
    ),
    pictureFileId: node.bannerImageFileId ?? null,
  };
};

/** What a destination's page says of it in `code`: its words, its cancellation in a line, its facts box. */
async function pageWordsOf(node: EnglishNode, code: EditionCode, context: ContentModelContext) {
  const words = await wordsOf(node, code, context);
  const fixed = (await context.nodeModel.findOne({ type: "DestinationDetailsJson", query: {} })) as FixedContent | null;
  if (!fixed) throw new Error("content/destination-details.json is missing");
  return destinationPageWords(node, words, fixed, editionText(words.language));
}

/**
 * Each destination's and tour package's trip (src/lib/trip.ts); reading time, worked out at build time, so lists can
 * show it without shipping every post's text.
 */
export function buildTimeResolvers(): Record<string, unknown> {
  return {
    AgencyDestination: {
      // `language`: an edition's code; the trip in its words where it is translated into it (`trip.language`).
      trip: {
        type: "Trip!",
        args: { language: "String" },
        resolve: (source: EnglishNode, args: { language?: string | null }, context: ContentModelContext) =>
          tripOfDestination(source, context, languageOf(args)),
      },
      // The trips a visitor of this destination may weigh instead (src/lib/similar-trips.ts), nearest first.
      similarTrips: {
        type: "[Trip!]!",
        args: { language: "String" },
        resolve: async (source: EnglishNode, args: { language?: string | null }, context: ContentModelContext) => {
          const comparable = (node: EnglishNode) => ({ ...node, id: node.agencyId });
          const all = [...(await context.nodeModel.findAll({ type: "AgencyDestination" })).entries] as EnglishNode[];
          const similar = similarTrips(comparable(source), all.map(comparable));
          return Promise.all(similar.map((node) => tripOfDestination(node, context, languageOf(args))));
        },
      },
      words: {
        type: "DestinationWords!",
        args: { language: "String" },
        resolve: (source: EnglishNode, args: { language?: string | null }, context: ContentModelContext) =>
          pageWordsOf(source, languageOf(args), context),
      },
    },
    AgencyTourPackage: {
      // `language`: the page's edition. Its name is the booking system's in it where it gives one (`nameLanguage`);
      // content/tours.json's words are English in every edition (`trip.language` "en"), which the page marks so.
      trip: {
        type: "Trip!",
        args: { language: "String" },
        resolve: async (
          source: TourRecord & { bannerImageFileId?: string },
          args: { language?: string | null },
          context: ContentModelContext,
        ) => ({
          ...tourTrip(
            source,
            {
              tourWords: await entryOf<{ places: string[]; included: string[]; excluded: string[] }>(
                context,
                "TourDescription",
                "tourId",
                source.agencyId,
              ),
            },
            languageOf(args),
          ),
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
      // The post's date in an edition's words, written at build so a list page needs no Intl in the browser.
      publishedIn: {
        type: "String!",
        args: { language: "String" },
        resolve: (source: { createdAt: string }, args: { language?: string | null }) =>
          args.language && isEditionCode(args.language) && args.language !== "en"
            ? editionDate(args.language, source.createdAt.slice(0, 10))
            : formatDate(source.createdAt),
      },
    },
    // The sidebars' rules (src/lib/blog-list), worked out at build time so a page carries only what it shows.
    BlockPage: {
      // The editions an English page made of blocks is in: English and each language of its translations
      // (content/pages/ml/…), in the site's order; a landing page's, which src/i18n/translated-pages.ts does not list.
      editions: {
        type: "[String!]!",
        resolve: async (
          source: { path: string; language: string },
          _args: unknown,
          { nodeModel }: BlockPageContext,
        ) => {
          if (source.language !== "en") return [];
          const pages = [...(await nodeModel.findAll({ type: "BlockPage" })).entries];
          const languages = new Set([
            "en",
            ...pages
              .filter((page) => normaliseAddress(page.path) === normaliseAddress(source.path))
              .map((page) => page.language),
          ]);
          return EDITION_CODES.filter((code) => languages.has(code));
        },
      },
    },
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
            query: { filter: { path: { eq: ROUTES.privacy }, language: { eq: "en" } } },
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
interface BlockPageContext {
  nodeModel: {
    findAll: (args: { type: string }) => Promise<{ entries: Iterable<{ path: string; language: string }> }>;
  };
}
interface PageModelContext {
  nodeModel: {
    findOne: (args: { type: string; query: object }) => Promise<{ lastUpdated?: string | null } | null>;
  };
}
const allBlogPosts = async ({ nodeModel }: NodeModelContext) => [
  ...(await nodeModel.findAll({ type: "AgencyBlog" })).entries,
];
