import seed from "../server/seed/blogs.json";
import { ROUTES } from "./routes";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const newestFirst = [...seed].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
const postTitles = (page: import("@playwright/test").Page) =>
  page.getByRole("list", { name: "Blog posts" }).getByRole("heading", { level: 2 });
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

test.describe("/blog", () => {
  test("page 1 is in the static HTML: 4 newest posts with image, author, date and reading time", async ({ page }) => {
    const response = await page.request.get(ROUTES.blog);
    const html = await response.text();
    for (const post of newestFirst.slice(0, 4)) expect(html).toContain(post.title.replace(/'/g, "&#x27;"));
    expect(html).not.toContain(newestFirst[4]!.title.replace(/'/g, "&#x27;"));

    await page.goto(ROUTES.blog);
    await expect(postTitles(page)).toHaveText(newestFirst.slice(0, 4).map((post) => post.title));
    const first = page.getByRole("list", { name: "Blog posts" }).getByRole("article").first();
    // The picture is decorative (the title beside it says what the post is): alt="".
    await expect(first.locator("img[alt='']").last()).toBeVisible();
    await expect(first).toContainText(`By ${newestFirst[0]!.author}`);
    await expect(first).toContainText("May 4, 2026");
    await expect(first).toContainText("2 min read");
    await expectNoAxeViolations(page, "main");
  });

  test("pagination: 4 per page, Next disabled on the last page, the URL carries the page", async ({ page }) => {
    await page.goto(ROUTES.blog);
    const pager = page.getByRole("navigation", { name: "Blog pages" });
    await pager.getByRole("link", { name: "Page 3" }).click();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expect(postTitles(page)).toHaveText(newestFirst.slice(8, 12).map((post) => post.title));
    await expect(pager.getByText("Next")).toHaveAttribute("aria-disabled", "true");
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(postTitles(page)).toHaveText(newestFirst.slice(4, 8).map((post) => post.title));

    await page.goto(`${ROUTES.blog}?page=2`);
    await expect(postTitles(page)).toHaveText(newestFirst.slice(4, 8).map((post) => post.title));
  });

  test("search, category and tag combine with pagination and the URL", async ({ page }) => {
    await page.goto(ROUTES.blog);
    const sidebar = page.getByRole("complementary", { name: "More from the blog" });
    await sidebar.getByRole("link", { name: /^Kerala \d+ posts?$/ }).click();
    await expect(page).toHaveURL(/\/blog\?category=Kerala$/);
    const kerala = newestFirst.filter((post) => post.categories.includes("Kerala"));
    await expect(postTitles(page)).toHaveText(kerala.slice(0, 4).map((post) => post.title));
    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Kerala&page=2$/);
    await expect(postTitles(page)).toHaveText(kerala.slice(4).map((post) => post.title));

    await page.getByRole("searchbox", { name: "Search the blog" }).fill("monsoon");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?search=monsoon&category=Kerala$/);
    const both = kerala.filter((post) =>
      `${post.title} ${post.excerpt} ${post.tags.join(" ")}`.toLowerCase().includes("monsoon"),
    );
    expect(both.length).toBeGreaterThan(0);
    await expect(postTitles(page)).toHaveText(both.map((post) => post.title));

    await page.goto(`${ROUTES.blog}?tag=Budget`);
    const budget = newestFirst.filter((post) => post.tags.includes("Budget"));
    await expect(postTitles(page)).toHaveText(budget.slice(0, 4).map((post) => post.title));
    await expect(page.getByRole("status")).toContainText(`${budget.length} posts tagged Budget`);
  });

  test("a nonsense search shows the empty state", async ({ page }) => {
    await page.goto(`${ROUTES.blog}?search=zxqvjk`);
    await expect(page.getByRole("heading", { name: "No blogs found" })).toBeVisible();
    await expect(page.getByText("No results for the search term", { exact: false })).toBeVisible();
    await expect(page.getByRole("list", { name: "Blog posts" })).toHaveCount(0);
    await expect(page.getByRole("searchbox", { name: "Search the blog" })).toHaveValue("zxqvjk");
  });

  test("sidebar: at most 8 distinct tags, 3 recent posts, category counts from the posts", async ({ page }) => {
    await page.goto(ROUTES.blog);
    const sidebar = page.getByRole("complementary", { name: "More from the blog" });
    const tags = sidebar.getByRole("region", { name: "Tags" }).getByRole("link");
    await expect(tags).toHaveCount(8);
    expect(new Set(await tags.allTextContents()).size).toBe(8);
    await expect(sidebar.getByRole("region", { name: "Recent posts" }).getByRole("link")).toHaveText(
      newestFirst.slice(0, 3).map((post) => post.title),
    );
    const counts = new Map<string, number>();
    for (const post of seed)
      for (const category of post.categories) counts.set(category, (counts.get(category) ?? 0) + 1);
    const categoryLinks = sidebar.getByRole("region", { name: "Categories" }).getByRole("link");
    await expect(categoryLinks).toHaveCount(counts.size);
    for (const [name, count] of counts) {
      await expect(
        sidebar.getByRole("link", { name: `${name} ${count} ${count === 1 ? "post" : "posts"}`, exact: true }),
      ).toHaveAttribute("href", `/blog?category=${encodeURIComponent(name).replace(/%20/g, "+")}`);
    }
  });
});

test.describe("blog details", () => {
  test("every post has a static page", async ({ page }) => {
    for (const post of seed) {
      const response = await page.request.get(`/blog-details/${post._id}`);
      expect(response.status(), post._id).toBe(200);
    }
  });

  test("an article shows its paragraphs, reading time by the formula and 3 recent posts", async ({ page }) => {
    const post = seed.find((p) => p._id === "blog-best-time-to-visit-kerala")!;
    await page.goto(ROUTES.blogPost);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const article = page.getByRole("article");
    await expect(article.getByText(`${Math.ceil(words(post.content) / 200)} min read`)).toBeVisible();
    await expect(article.getByText("3 min read")).toBeVisible();
    await expect(article.getByText("Jan 14, 2025")).toBeVisible();
    await expect(article.locator("p", { hasText: post.content.split("\n\n")[1]!.slice(0, 40) })).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Recent posts" }).getByRole("link")).toHaveCount(3);
    await expectNoAxeViolations(page, "main");
  });

  test("a post whose content contains <script> shows it as text", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs += 1;
      await dialog.dismiss();
    });
    await page.goto("/blog-details/blog-booking-safely-online");
    await expect(page.getByText('<script>alert("x")</script>', { exact: false })).toBeVisible();
    await expect(page.locator("main script", { hasText: "alert" })).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test("the post without content reads '2 min read'", async ({ page }) => {
    await page.goto("/blog-details/blog-travel-insurance-explained");
    await expect(page.getByRole("article").getByText("2 min read")).toBeVisible();
  });
});

test.describe("legacy /blog-details?id=", () => {
  test("a real id lands on the post's page", async ({ page }) => {
    await page.goto(ROUTES.blogLegacy);
    await expect(page).toHaveURL(/\/blog-details\/blog-best-time-to-visit-kerala$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Best Time to Visit Kerala, Month by Month");
  });

  test("the static HTML shows neither the article nor an error before the address is read", async ({ page }) => {
    const html = await (await page.request.get("/blog-details")).text();
    expect(html).toContain("Opening the article");
    expect(html).not.toContain("Blog ID not found");
    expect(html).not.toContain("Blog not found");
  });

  test("/blog-details alone says 'Blog ID not found'; Back to Blogs goes to /blog", async ({ page }) => {
    await page.goto("/blog-details");
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(/Blog ID not found/);
    await expect(page).toHaveTitle(/^Error \| /);
    await page.getByRole("link", { name: "Back to Blogs" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(postTitles(page)).toHaveCount(4);
  });

  test("an unknown id says 'Blog not found'", async ({ page }) => {
    await page.goto("/blog-details?id=no-such-post");
    await expect(page.getByRole("heading", { level: 1, name: "Error" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(/Blog not found/);
    await expect(page).toHaveURL(/\/blog-details\?id=no-such-post$/);
    await expectNoAxeViolations(page, "main");
  });

  test("a failed load of the post says 'Failed to load blog details'", async ({ page, watch }) => {
    const target = "**/page-data/blog-details/blog-dubai-with-kids/page-data.json";
    await page.route(target, (route) => route.abort());
    await page.goto("/blog-details?id=blog-dubai-with-kids");
    await expect(page.getByRole("alert")).toHaveText(/Failed to load blog details/);
    await expect(page).toHaveURL(/\/blog-details\?id=blog-dubai-with-kids$/);
    await expect(page).toHaveTitle(/^Error \| /);
    await expect(page.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute("href", "/blog");
    // The aborted request itself is reported by the browser; that, and only that, is expected here.
    const expected = watch.consoleErrors.filter((message) => message.includes("Failed to load resource"));
    expect(expected.length).toBeGreaterThan(0);
    watch.consoleErrors.splice(
      0,
      watch.consoleErrors.length,
      ...watch.consoleErrors.filter((message) => !expected.includes(message)),
    );
  });
});
