/** Rules of the blog list (/blog): query parameters, filters, page size 4 and the sidebar. */
import { parsePage, type ListUrlCodec } from "./pagination";
import { blogListPath, blogPostPath } from "./routes";
import { pathInEdition, type EditionCode } from "../i18n/editions";
import { byText } from "./text-order";

export const BLOG_PAGE_SIZE = 4;
export const SIDEBAR_TAG_LIMIT = 8;
export const SIDEBAR_RECENT_LIMIT = 3;

/** The fields the list needs from a post; searched, filtered and sorted in the browser. */
export interface BlogSummary {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  createdAt: string;
  categories: readonly string[];
  tags: readonly string[];
}

/** The list's state, as carried by /blog?page=&search=&category=&tag= */
export interface BlogQuery {
  page: number;
  search: string;
  category: string;
  tag: string;
}

export const DEFAULT_BLOG_QUERY: BlogQuery = { page: 1, search: "", category: "", tag: "" };

/** Reads /blog's query string; anything missing or malformed falls back to the default. */
export function parseBlogQuery(search: string): BlogQuery {
  const params = new URLSearchParams(search);
  return {
    page: parsePage(params.get("page")),
    search: (params.get("search") ?? "").trim(),
    category: (params.get("category") ?? "").trim(),
    tag: (params.get("tag") ?? "").trim(),
  };
}

/** "?category=Kerala&page=2": only the parameters that differ from the default, in a stable order. */
export function blogQueryString(query: Partial<BlogQuery> = {}): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.category) params.set("category", query.category);
  if (query.tag) params.set("tag", query.tag);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const text = params.toString();
  return text && `?${text}`;
}

/** "/blog?category=Kerala&page=2" */
export const blogListHref = (query: Partial<BlogQuery> = {}): string => blogListPath(blogQueryString(query));

/** How the blog list keeps its state in the URL. */
/** Where a link to a post leads from a page of edition `code`: its page there if it is translated into it, else English. */
export const postPathIn = (code: EditionCode, id: string, translated = false): string =>
  translated ? pathInEdition(code, blogPostPath(id)) : blogPostPath(id);

export const BLOG_LIST_URL: ListUrlCodec<BlogQuery> = { parse: parseBlogQuery, format: blogQueryString };

const searchableText = (post: BlogSummary) =>
  [post.title, post.excerpt, post.author, ...post.categories, ...post.tags].join("\n").toLocaleLowerCase("en");

/** Posts matching every filter that is set: the search text (case-insensitive), the category and the tag. */
export function filterPosts<T extends BlogSummary>(posts: readonly T[], query: BlogQuery): T[] {
  const needle = query.search.toLocaleLowerCase("en");
  return posts.filter(
    (post) =>
      (!needle || searchableText(post).includes(needle)) &&
      (!query.category || post.categories.includes(query.category)) &&
      (!query.tag || post.tags.includes(query.tag)),
  );
}

type Dated = Pick<BlogSummary, "createdAt">;

/**
 * The posts newest first; posts of the same time keep their order. Each date is read once: the build asks on each of
 * a thousand post pages for the newest of a thousand posts, where a comparison that parsed both dates cost 2 s.
 */
function newestFirst<T extends Dated>(posts: readonly T[]): T[] {
  const times = new Map(posts.map((post) => [post, Date.parse(post.createdAt)]));
  return [...posts].sort((a, b) => times.get(b)! - times.get(a)!);
}

/** The newest posts, newest first. */
export function recentPosts<T extends Dated>(posts: readonly T[], limit = SIDEBAR_RECENT_LIMIT): T[] {
  return newestFirst(posts).slice(0, limit);
}

/** The sidebars' "recent tags": up to `limit` distinct tags, those of the newest posts first. */
export function distinctTags(
  posts: readonly Pick<BlogSummary, "createdAt" | "tags">[],
  limit = SIDEBAR_TAG_LIMIT,
): string[] {
  const tags = new Set<string>();
  for (const post of newestFirst(posts)) for (const tag of post.tags) tags.add(tag);
  return [...tags].slice(0, limit);
}

export interface CategoryCount {
  name: string;
  count: number;
}

/** How many posts each category has, most posts first, then by name. */
export function categoryCounts(posts: readonly BlogSummary[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const name of new Set(post.categories)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || byText(a.name, b.name));
}
