import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import { navigate } from "gatsby";
import userEvent from "@testing-library/user-event";
import { BlogArticle } from "../src/components/blog/BlogArticle";
import { BlogListing, type BlogListPost } from "../src/components/blog/BlogListing";
import BlogDetailsLegacyPage from "../src/pages/blog-details";
import { parseBlogQuery } from "../src/lib/blog-list";
import seed from "../server/seed/blogs.json";
import { RecentPosts } from "../src/components/sidebar/Sidebar";
import { EditionProvider } from "../src/i18n/EditionContext";
import { readCatalogue } from "../src/i18n/catalogue-files";

const posts: BlogListPost[] = [...seed]
  .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
  .map((post) => ({
    id: post._id,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    createdAt: post.createdAt,
    readingMinutes: 2,
    categories: post.categories,
    tags: post.tags,
  }));

const renderList = (search: string) =>
  render(<BlogListing posts={posts} query={parseBlogQuery(search)} onChange={jest.fn()} />);
const cardTitles = () =>
  within(screen.getByRole("list", { name: "Blog posts" }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

describe("BlogListing", () => {
  it("shows 4 posts per page with working page links and Next disabled on the last page", () => {
    renderList("");
    expect(cardTitles()).toEqual(posts.slice(0, 4).map((post) => post.title));
    const pager = screen.getByRole("navigation", { name: "Blog pages" });
    expect(within(pager).getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/blog?page=2");
    expect(within(pager).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(within(pager).queryByRole("link", { name: "Page 4" })).toBeNull();

    renderList("?page=3");
    expect(screen.getAllByRole("list", { name: "Blog posts" })[1]?.querySelectorAll("article")).toHaveLength(3);
    const lastPager = screen.getAllByRole("navigation", { name: "Blog pages" })[1]!;
    expect(within(lastPager).getByRole("link", { name: "Next" })).not.toHaveAttribute("href");
    expect(within(lastPager).getByText("Next")).toHaveAttribute("aria-disabled", "true");
  });

  it("filters by tag and category, keeping the filter in the page links", () => {
    const { unmount } = renderList("?category=Kerala&page=2");
    const kerala = posts.filter((post) => post.categories.includes("Kerala"));
    expect(kerala.length).toBeGreaterThan(4);
    expect(cardTitles()).toEqual(kerala.slice(4, 8).map((post) => post.title));
    expect(screen.getByRole("link", { name: "Page 1" })).toHaveAttribute("href", "/blog?category=Kerala");
    expect(screen.getByRole("status")).toHaveTextContent(`${kerala.length} posts in Kerala`);
    unmount();

    renderList("?category=Kerala&tag=Monsoon");
    const both = kerala.filter((post) => post.tags.includes("Monsoon"));
    expect(both.length).toBeGreaterThan(0);
    expect(cardTitles()).toEqual(both.map((post) => post.title));
    expect(screen.getByRole("status")).toHaveTextContent(`${both.length} posts in Kerala tagged Monsoon`);
  });

  it("shows the empty state for a search with no results", () => {
    renderList("?search=qwertyuiop");
    expect(screen.getByRole("heading", { name: "No blogs found" })).toBeInTheDocument();
    expect(screen.getByText(/No results for the search term/)).toHaveTextContent("“qwertyuiop”");
    expect(screen.queryByRole("navigation", { name: "Blog pages" })).toBeNull();
  });

  it("sends a search, and a page chosen in the pager, to onChange (which keeps them in the URL)", async () => {
    const onChange = jest.fn();
    render(<BlogListing posts={posts} query={parseBlogQuery("?tag=Visa")} onChange={onChange} />);
    await userEvent.type(screen.getByRole("searchbox", { name: "Search the blog" }), "kerala{Enter}");
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, search: "kerala", category: "", tag: "Visa" });
  });

  it("shows an empty list when the build had no posts", () => {
    render(<BlogListing posts={[]} query={parseBlogQuery("")} onChange={jest.fn()} />);
    expect(screen.getByRole("heading", { name: "No blogs found" })).toBeInTheDocument();
  });

  it("has a sidebar with at most 8 distinct tags, 3 recent posts and category counts", () => {
    renderList("");
    const sidebar = screen.getByRole("complementary", { name: "More from the blog" });
    const tags = within(within(sidebar).getByRole("heading", { name: "Tags" }).parentElement!).getAllByRole("link");
    expect(tags).toHaveLength(8);
    expect(new Set(tags.map((tag) => tag.textContent)).size).toBe(8);
    expect(tags[0]).toHaveAttribute("href", `/blog?tag=${encodeURIComponent(posts[0]!.tags[0]!).replace(/%20/g, "+")}`);
    const recent = within(within(sidebar).getByRole("heading", { name: "Recent posts" }).parentElement!).getAllByRole(
      "link",
    );
    expect(recent.map((link) => link.textContent)).toEqual(posts.slice(0, 3).map((post) => post.title));
    const kerala = within(sidebar).getByRole("link", { name: /^Kerala \d+ posts$/ });
    expect(kerala).toHaveTextContent(String(posts.filter((post) => post.categories.includes("Kerala")).length));
    expect(kerala).toHaveAttribute("href", "/blog?category=Kerala");
  });
});

describe("the recent posts in an edition", () => {
  it("lead a translated post to its page there by its translation's title, and the others to their English page, marked so", () => {
    const [translated, english] = posts;
    render(
      <EditionProvider code="ml" catalogue={readCatalogue(process.cwd(), "ml", ["frame", "blog", "browse"])}>
        <RecentPosts
          posts={[
            { ...translated!, title: "ആലപ്പുഴ ഹൗസ്ബോട്ട്", translated: true, publishedText: "2026 ജനുവരി 5" },
            { ...english!, publishedText: "2026 ജനുവരി 2" },
          ]}
        />
      </EditionProvider>,
    );
    const links = screen.getAllByRole("link");
    expect(links[0]).toHaveAttribute("href", `/ml/blog-details/${translated!.id}`);
    expect(links[0]).toHaveTextContent("ആലപ്പുഴ ഹൗസ്ബോട്ട്");
    expect(links[0]).not.toHaveAttribute("lang");
    expect(links[1]).toHaveAttribute("href", `/blog-details/${english!.id}`);
    expect(links[1]).toHaveAttribute("lang", "en");
    expect(links[1]).toHaveAttribute("hreflang", "en");
    // The dates are the edition's, written by the build.
    expect(screen.getByText("2026 ജനുവരി 2")).toBeInTheDocument();
  });
});

describe("BlogArticle", () => {
  const booking = seed.find((post) => post._id === "blog-booking-safely-online")!;
  const article = (content: string) =>
    render(
      <BlogArticle
        post={{
          title: booking.title,
          excerpt: booking.excerpt,
          content,
          author: booking.author,
          createdAt: booking.createdAt,
          categories: booking.categories,
          tags: booking.tags,
        }}
        recent={[]}
      />,
    );

  it("shows the text as paragraphs, with a <script> in it as plain text", () => {
    const { container } = article(booking.content);
    expect(container.querySelectorAll("article p")).toHaveLength(1 + booking.content.split("\n\n").length + 2);
    expect(screen.getByText(/<script>alert\("x"\)<\/script>/)).toBeInTheDocument();
    expect(container.querySelector("script")).toBeNull();
    expect(screen.getByText("2 min read")).toBeInTheDocument();
    expect(screen.getByText("Jun 9, 2025")).toBeInTheDocument();
  });

  it("reads '2 min read' and shows the excerpt when the content is missing", () => {
    article("");
    expect(screen.getByText("2 min read")).toBeInTheDocument();
    expect(screen.getByText(booking.excerpt)).toBeInTheDocument();
  });
});

describe("legacy /blog-details?id=", () => {
  const data = { allAgencyBlog: { nodes: posts.map((post) => ({ agencyId: post.id })) } };
  const open = (search: string) =>
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Gatsby's PageProps carry far more than the page reads
    render(<BlogDetailsLegacyPage {...({ data, location: { pathname: "/blog-details", search } } as any)} />);
  const loader = (window as unknown as { ___loader: { loadPage?: jest.Mock } }).___loader;

  afterEach(() => {
    delete loader.loadPage;
    jest.mocked(navigate).mockClear();
  });

  it("says 'Blog ID not found' without an id, with Back to Blogs", () => {
    open("");
    expect(screen.getByRole("heading", { level: 1, name: "Error" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Blog ID not found");
    expect(screen.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute("href", "/blog");
    expect(document.title).toMatch(/^Error \| /);
  });

  it("says 'Blog not found' for an unknown id", () => {
    open("?id=no-such-post");
    expect(screen.getByRole("alert")).toHaveTextContent("Blog not found");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("opens the post's page in place of the old address once it has loaded", async () => {
    loader.loadPage = jest.fn().mockResolvedValue({ status: "success" });
    open("?id=blog-dubai-with-kids");
    expect(screen.getByRole("status")).toHaveTextContent("Opening the article");
    await act(async () => undefined);
    expect(loader.loadPage).toHaveBeenCalledWith("/blog-details/blog-dubai-with-kids");
    expect(navigate).toHaveBeenCalledWith("/blog-details/blog-dubai-with-kids", { replace: true });
  });

  it("says 'Failed to load blog details' when the post's page cannot be loaded", async () => {
    loader.loadPage = jest.fn().mockResolvedValue({ status: "error" });
    open("?id=blog-dubai-with-kids");
    await act(async () => undefined);
    expect(screen.getByRole("alert")).toHaveTextContent("Failed to load blog details");
    expect(navigate).not.toHaveBeenCalled();
  });
});
