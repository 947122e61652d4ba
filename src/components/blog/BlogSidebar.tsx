import React from "react";
import { Link } from "gatsby";
import { type IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { blogListHref, type CategoryCount } from "../../lib/blog-list";
import { formatDate } from "../../lib/dates";
import { blogPostPath } from "../../lib/routes";
import * as styles from "./BlogSidebar.module.css";

export interface RecentPost {
  id: string;
  title: string;
  createdAt: string;
  thumbnail?: IGatsbyImageData;
}

interface BlogSidebarProps {
  recent: readonly RecentPost[];
  /** Shown on the list page; the article page shows only the recent posts. */
  categories?: readonly CategoryCount[];
  tags?: readonly string[];
  /** The category or tag being filtered on, marked as current. */
  activeCategory?: string;
  activeTag?: string;
}

/** The blog's side column: categories with post counts, recent posts and tags. */
export function BlogSidebar({ recent, categories, tags, activeCategory, activeTag }: BlogSidebarProps) {
  return (
    <aside className={styles.sidebar} aria-label="More from the blog">
      {categories && categories.length > 0 && (
        <section className={styles.block} aria-labelledby="blog-categories">
          <h2 id="blog-categories" className={styles.heading}>
            Categories
          </h2>
          <ul className={styles.categories}>
            {categories.map(({ name, count }) => (
              <li key={name}>
                <Link to={blogListHref({ category: name })} aria-current={name === activeCategory ? "page" : undefined}>
                  <span>{name}</span>
                  <span className={styles.count}>
                    {count}
                    <span className="visually-hidden">{count === 1 ? " post" : " posts"}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {recent.length > 0 && (
        <section className={styles.block} aria-labelledby="blog-recent">
          <h2 id="blog-recent" className={styles.heading}>
            Recent posts
          </h2>
          <ul className={styles.recent}>
            {recent.map((post) => (
              <li key={post.id}>
                {post.thumbnail && <Picture image={post.thumbnail} alt="" className={styles.thumbnail} />}
                <div>
                  <Link to={blogPostPath(post.id)} className={styles.recentTitle}>
                    {post.title}
                  </Link>
                  <time dateTime={post.createdAt} className={styles.date}>
                    {formatDate(post.createdAt)}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {tags && tags.length > 0 && (
        <section className={styles.block} aria-labelledby="blog-tags">
          <h2 id="blog-tags" className={styles.heading}>
            Tags
          </h2>
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag}>
                <Link to={blogListHref({ tag })} aria-current={tag === activeTag ? "page" : undefined}>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}
