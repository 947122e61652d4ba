import { newestPosts } from "../src/lib/block-records";
import {
  BLOG_PAGE_SIZE,
  blogListHref,
  categoryCounts,
  distinctTags,
  filterPosts,
  parseBlogQuery,
  recentPosts,
  type BlogSummary,
} from "../src/lib/blog-list";
import { paginate } from "../src/lib/pagination";
import { legacyBlogRedirectRules, resolveLegacyBlogRequest } from "../src/lib/legacy-blog-url";
import { blogPostPath } from "../src/lib/routes";
import { splitParagraphs } from "../src/lib/paragraphs";
import { readingTimeMinutes } from "../src/lib/reading-time";
import blogEnglish from "../src/i18n/messages/blog/en.json";
import { textOf } from "../src/i18n/text";

/** "3 min read": the reading time in the English words of the blog's catalogue. */
const readingTimeLabel = (content: string | null | undefined) =>
  textOf("en", undefined, blogEnglish)("blog.readingTime", { count: readingTimeMinutes(content) });
import seed from "../server/seed/blogs.json";

const post = (
  id: string,
  createdAt: string,
  categories: string[],
  tags: string[],
  title = `Post ${id}`,
): BlogSummary => ({
  id,
  title,
  excerpt: `Excerpt of ${id}`,
  author: "Meera",
  createdAt,
  categories,
  tags,
});

const posts = [
  post("a", "2025-01-01T00:00:00Z", ["Kerala"], ["Monsoon", "Beaches"], "Monsoon in Munnar"),
  post("b", "2025-03-01T00:00:00Z", ["Kerala", "Food"], ["Food", "Beaches"]),
  post("c", "2025-02-01T00:00:00Z", ["Visa"], ["Visa", "Schengen", "Packing"]),
  post("d", "2025-05-01T00:00:00Z", ["Kerala"], ["Kids", "Budget", "Festivals"]),
  post("e", "2025-04-01T00:00:00Z", ["Food"], ["Ayurveda", "Honeymoon", "Houseboat"]),
];

describe("parseBlogQuery and blogListHref", () => {
  it("reads page, search, category and tag, falling back to the defaults", () => {
    expect(parseBlogQuery("?page=2&search=%20goa%20&category=Kerala&tag=Food")).toEqual({
      page: 2,
      search: "goa",
      category: "Kerala",
      tag: "Food",
    });
    expect(parseBlogQuery("")).toEqual({ page: 1, search: "", category: "", tag: "" });
    for (const bad of ["?page=0", "?page=-3", "?page=2.5", "?page=abc"]) expect(parseBlogQuery(bad).page).toBe(1);
  });
  it("writes only what differs from the default, and round-trips", () => {
    expect(blogListHref()).toBe("/blog");
    expect(blogListHref({ page: 1, tag: "" })).toBe("/blog");
    const href = blogListHref({ page: 3, search: "visa & co", category: "Food & Culture", tag: "Kids" });
    expect(href).toBe("/blog?search=visa+%26+co&category=Food+%26+Culture&tag=Kids&page=3");
    expect(parseBlogQuery(href.slice("/blog".length))).toEqual({
      page: 3,
      search: "visa & co",
      category: "Food & Culture",
      tag: "Kids",
    });
  });
});

describe("filterPosts", () => {
  const query = { page: 1, search: "", category: "", tag: "" };
  it("keeps everything without filters", () => expect(filterPosts(posts, query)).toHaveLength(5));
  it("searches title, excerpt, tags and categories, ignoring case", () => {
    expect(filterPosts(posts, { ...query, search: "MUNNAR" }).map((p) => p.id)).toEqual(["a"]);
    expect(filterPosts(posts, { ...query, search: "excerpt of c" }).map((p) => p.id)).toEqual(["c"]);
    expect(filterPosts(posts, { ...query, search: "schengen" }).map((p) => p.id)).toEqual(["c"]);
    expect(filterPosts(posts, { ...query, search: "zzzz-nothing" })).toEqual([]);
  });
  it("combines category, tag and search", () => {
    expect(filterPosts(posts, { ...query, category: "Kerala" }).map((p) => p.id)).toEqual(["a", "b", "d"]);
    expect(filterPosts(posts, { ...query, category: "Kerala", tag: "Beaches" }).map((p) => p.id)).toEqual(["a", "b"]);
    expect(
      filterPosts(posts, { ...query, category: "Kerala", tag: "Beaches", search: "monsoon" }).map((p) => p.id),
    ).toEqual(["a"]);
    expect(filterPosts(posts, { ...query, category: "kerala" })).toEqual([]);
  });
});

// The blog pages with the shared pagination rule (src/lib/pagination.ts) at its own page size.
describe("paginate", () => {
  const items = Array.from({ length: 11 }, (_, i) => i);
  it("cuts pages of 4", () => {
    expect(BLOG_PAGE_SIZE).toBe(4);
    expect(paginate(items, 1, BLOG_PAGE_SIZE)).toMatchObject({ items: [0, 1, 2, 3], page: 1, pages: 3 });
    expect(paginate(items, 3, BLOG_PAGE_SIZE)).toMatchObject({ items: [8, 9, 10], page: 3, pages: 3 });
  });
  it("clamps a page past the end to the last page, and an empty list has one empty page", () => {
    expect(paginate(items, 9, BLOG_PAGE_SIZE).page).toBe(3);
    expect(paginate([], 2, BLOG_PAGE_SIZE)).toMatchObject({ items: [], page: 1, pages: 1 });
  });
});

describe("sidebar", () => {
  it("lists the 3 newest posts, newest first", () => {
    expect(recentPosts(posts).map((p) => p.id)).toEqual(["d", "e", "b"]);
  });
  it("orders by the instant (a date's offset counts), posts of the same instant in their given order", () => {
    const dated = [
      post("early", "2026-03-01T10:00:00+05:30", [], []),
      post("same-1", "2026-03-01T06:00:00Z", [], []),
      post("late", "2026-03-01T05:00:00-02:00", [], []),
      post("same-2", "2026-03-01T11:30:00+05:30", [], []),
    ];
    expect(recentPosts(dated, 4).map((p) => p.id)).toEqual(["late", "same-1", "same-2", "early"]);
    // The blog teaser block and the CMS preview choose their posts by the same rule.
    expect(newestPosts(dated, 2).map((p) => p.id)).toEqual(["late", "same-1"]);
  });
  it("lists at most 8 distinct tags, newest posts' first", () => {
    const tags = distinctTags(posts);
    expect(tags).toEqual(["Kids", "Budget", "Festivals", "Ayurveda", "Honeymoon", "Houseboat", "Food", "Beaches"]);
    expect(new Set(tags).size).toBe(tags.length);
    expect(distinctTags(posts, 100)).toHaveLength(12);
  });
  it("counts posts per category, most first, a post counted once per category", () => {
    expect(categoryCounts([...posts, post("f", "2025-06-01T00:00:00Z", ["Visa", "Visa"], [])])).toEqual([
      { name: "Kerala", count: 3 },
      { name: "Food", count: 2 },
      { name: "Visa", count: 2 },
    ]);
  });
});

describe("splitParagraphs", () => {
  it("splits on blank lines, trims, drops empty paragraphs", () => {
    expect(splitParagraphs("One\nstill one\n\n  Two  \n \n\n\nThree\r\n\r\nFour")).toEqual([
      "One\nstill one",
      "Two",
      "Three",
      "Four",
    ]);
    expect(splitParagraphs("")).toEqual([]);
    expect(splitParagraphs(null)).toEqual([]);
  });
});

describe("legacy /blog-details?id=", () => {
  const ids = ["blog-a", "blog-b"];
  it("tells a missing, an unknown and a known id apart", () => {
    expect(resolveLegacyBlogRequest("", ids)).toEqual({ kind: "missing-id" });
    expect(resolveLegacyBlogRequest("?id=%20", ids)).toEqual({ kind: "missing-id" });
    expect(resolveLegacyBlogRequest("?id=nope", ids)).toEqual({ kind: "unknown-id", id: "nope" });
    expect(resolveLegacyBlogRequest("?id=blog-b&x=1", ids)).toEqual({
      kind: "known",
      id: "blog-b",
      path: "/blog-details/blog-b",
    });
  });
  it("writes one Netlify rule per built post", () => {
    expect(legacyBlogRedirectRules(ids)).toBe(
      "/blog-details id=blog-a /blog-details/blog-a 301!\n/blog-details id=blog-b /blog-details/blog-b 301!",
    );
    expect(blogPostPath("a b")).toBe("/blog-details/a%20b");
  });
});

describe("reading time of the seed posts", () => {
  // Word counts checked by hand (wc -w): 423 words is 3 minutes; 200 to 400 words is 2; the empty post is 2.
  const expected: Record<string, string> = {
    "blog-best-time-to-visit-kerala": "3 min read",
    "blog-houseboat-guide-alleppey": "2 min read",
    "blog-booking-safely-online": "2 min read",
    "blog-travel-insurance-explained": "2 min read",
  };
  it("matches words / 200 rounded up, and 2 minutes for the post without content", () => {
    for (const [id, label] of Object.entries(expected))
      expect(readingTimeLabel(seed.find((p) => p._id === id)?.content)).toBe(label);
  });
});
