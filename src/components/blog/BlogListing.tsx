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
import { ROUTES } from "../../lib/routes";
import { HydrationBoundary, ListItemsInTurns } from "../common/HydrationBoundary";

export type BlogListPost = BlogCardPost & { tags: readonly string[]; thumbnail?: RecentPost["thumbnail"] };

interface BlogListingProps {
  /** Every post of the build, newest first. */
  posts: readonly BlogListPost[];
  query: BlogQuery;
  /** Shows another state of the list (search, page) and records it in the URL. */
  onChange: (next: BlogQuery) => void;
}

function emptyNote({ search, category, tag }: BlogQuery): string {
  if (search) return `No results for the search term “${search}”.`;
  if (category || tag) return "No posts match this filter yet.";
  return "New articles are on their way.";
}

/** The blog list: search, active filters, 4 posts per page, pagination and the sidebar. */
export function BlogListing({ posts, query, onChange }: BlogListingProps) {
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
        <form role="search" action={ROUTES.blog} method="get" className={styles.search} onSubmit={onSearch}>
          <label htmlFor="blog-search" className="visually-hidden">
            Search the blog
          </label>
          <input
            id="blog-search"
            key={query.search}
            type="search"
            name="search"
            defaultValue={query.search}
            placeholder="Search articles"
          />
          {query.category && <input type="hidden" name="category" value={query.category} />}
          {query.tag && <input type="hidden" name="tag" value={query.tag} />}
          <button type="submit" className="button button--brand">
            Search
          </button>
        </form>

        <div className={styles.status} role="status">
          {filtered && (
            <p>
              {matching.length} {matching.length === 1 ? "post" : "posts"}
              {query.search && <> matching “{query.search}”</>}
              {query.category && <> in {query.category}</>}
              {query.tag && <> tagged {query.tag}</>}. <Link to={ROUTES.blog}>Show all posts</Link>
            </p>
          )}
        </div>

        {items.length > 0 ? (
          // Keyed by what picks the posts: another choice is a new list, not the old cards moved (layout shifts).
          <ul key={blogListHref(query)} className={styles.grid} aria-label="Blog posts">
            <ListItemsInTurns items={items} render={(post, first) => <BlogCard post={post} eager={first} />} />
          </ul>
        ) : (
          <div className={styles.empty}>
            <h2>No blogs found</h2>
            <p>{emptyNote(query)}</p>
          </div>
        )}

        <Pagination
          page={page}
          pages={pages}
          hrefFor={(n) => blogListHref({ ...query, page: n })}
          onSelect={(n) => onChange({ ...query, page: n })}
          label="Blog pages"
        />
      </div>

      <HydrationBoundary>
        <BlogSidebar
          recent={recentPosts(posts).map(({ id, title, createdAt, thumbnail }) => ({
            id,
            title,
            createdAt,
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
