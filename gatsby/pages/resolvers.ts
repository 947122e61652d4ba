import { distinctTags, recentPosts, SIDEBAR_RECENT_LIMIT, SIDEBAR_TAG_LIMIT } from "../../src/lib/blog-list";
import { readingTimeMinutes } from "../../src/lib/reading-time";
import { ROUTES } from "../../src/lib/routes";

/** Reading time is worked out at build time, so lists can show it without shipping every post's text. */
export function buildTimeResolvers(): Record<string, unknown> {
  return {
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
