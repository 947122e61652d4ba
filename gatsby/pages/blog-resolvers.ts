import { distinctTags, recentPosts, SIDEBAR_RECENT_LIMIT, SIDEBAR_TAG_LIMIT } from "../../src/lib/blog-list";
import { readingTimeMinutes } from "../../src/lib/reading-time";

/** Reading time is worked out at build time, so lists can show it without shipping every post's text. */
export function blogResolvers(): Record<string, unknown> {
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
const allBlogPosts = async ({ nodeModel }: NodeModelContext) => [
  ...(await nodeModel.findAll({ type: "AgencyBlog" })).entries,
];
