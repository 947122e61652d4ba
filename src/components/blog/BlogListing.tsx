import React, { type FormEvent } from "react";
import { Link } from "gatsby";
import {
  BLOG_PAGE_SIZE,
  blogListHref,
  categoryCounts,
  distinctTags,
  filterPosts,
  recentPosts,
  type BlogQuery,
} from "../../lib/blog-list";
import { paginate } from "../../lib/pagination";
import { Pagination } from "../common/Pagination";
import { BlogCard, type BlogCardPost } from "./BlogCard";
import type { RecentPost } from "../sidebar/Sidebar";
import { BlogSidebar } from "./BlogSidebar";
import * as styles from "./BlogListing.module.css";
import { useEdition } from "../../i18n/EditionContext";
import { useBlogText, type BlogText } from "../../i18n/blog-text";
import { englishFact, richText } from "../../i18n/rich-text";
import { localLink } from "../../i18n/translated-pages";
import { HydrationBoundary, ListItemsInTurns } from "../common/HydrationBoundary";

export type BlogListPost = BlogCardPost & { tags: readonly string[]; thumbnail?: RecentPost["thumbnail"] };

interface BlogListingProps {
  /** Every post of the build, newest first. */
  posts: readonly BlogListPost[];
  query: BlogQuery;
  /** Shows another state of the list (search, page) and records it in the URL. */
  onChange: (next: BlogQuery) => void;
}

/** Why the list is empty: the search found nothing, the filter matches nothing, or there are no posts yet. */
function emptyNote(text: BlogText, { search, category, tag }: BlogQuery): string {
  if (search) return text("blog.none.search", { search });
  if (category || tag) return text("blog.none.filter");
  return text("blog.none.yet");
}

/** The blog list: search, active filters, 4 posts per page, pagination and the sidebar. */
export function BlogListing({ posts, query, onChange }: BlogListingProps) {
  const { code } = useEdition();
  const text = useBlogText();
  const english = englishFact(code);
  // The list's own address in the page's edition, with a query ("/ml/blog?page=2").
  const listHref = (next: Partial<BlogQuery>) => localLink(code, blogListHref(next));
  const matching = filterPosts(posts, query);
  const { items, page, pages } = paginate(matching, query.page, BLOG_PAGE_SIZE);
  const filtered = Boolean(query.search || query.category || query.tag);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = String(new FormData(event.currentTarget).get("search") ?? "").trim();
    onChange({ ...query, search, page: 1 });
  };

  return (
    <div className={`container section ${styles.layout}`}>
      <div className={styles.main}>
        {/* Without JavaScript the form still works: the browser sends it to /blog?search=… */}
        <form role="search" action={listHref({})} method="get" className={styles.search} onSubmit={onSearch}>
          <label htmlFor="blog-search" className="visually-hidden">
            {text("blog.search.label")}
          </label>
          <input
            id="blog-search"
            key={query.search}
            type="search"
            name="search"
            defaultValue={query.search}
            placeholder={text("blog.search.placeholder")}
          />
          {query.category && <input type="hidden" name="category" value={query.category} />}
          {query.tag && <input type="hidden" name="tag" value={query.tag} />}
          <button type="submit" className="button button--brand">
            {text("blog.search.button")}
          </button>
        </form>

        <div className={styles.status} role="status">
          {filtered && (
            <p>
              {text("blog.found", { count: matching.length })}
              {query.search && text("blog.found.matching", { search: query.search })}
              {query.category &&
                richText(text("blog.found.in"), { category: <bdi {...english}>{query.category}</bdi> })}
              {query.tag && richText(text("blog.found.tagged"), { tag: <bdi {...english}>{query.tag}</bdi> })}.{" "}
              <Link to={listHref({})}>{text("blog.showAll")}</Link>
            </p>
          )}
        </div>

        {items.length > 0 ? (
          // Keyed by what picks the posts: another choice is a new list, not the old cards moved (layout shifts).
          <ul key={blogListHref(query)} className={styles.grid} aria-label={text("blog.list")}>
            <ListItemsInTurns items={items} render={(post, first) => <BlogCard post={post} eager={first} />} />
          </ul>
        ) : (
          <div className={styles.empty}>
            <h2>{text("blog.none")}</h2>
            <p>{emptyNote(text, query)}</p>
          </div>
        )}

        <Pagination
          page={page}
          pages={pages}
          hrefFor={(n) => listHref({ ...query, page: n })}
          onSelect={(n) => onChange({ ...query, page: n })}
          label={text("blog.pages")}
        />
      </div>

      <HydrationBoundary>
        <BlogSidebar
          recent={recentPosts(posts).map(({ id, title, createdAt, translated, publishedText, thumbnail }) => ({
            id,
            title,
            createdAt,
            translated,
            publishedText,
            thumbnail,
          }))}
          categories={categoryCounts(posts)}
          tags={distinctTags(posts)}
          activeCategory={query.category}
          activeTag={query.tag}
        />
      </HydrationBoundary>
    </div>
  );
}
