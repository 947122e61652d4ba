import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { blogListHref } from "../../lib/blog-list";
import { formatDate } from "../../lib/dates";
import { splitParagraphs } from "../../lib/paragraphs";
import { readingTimeLabel } from "../../lib/reading-time";
// BlogSidebar before PageHeader, as on /blog, so the shared CSS chunks keep one order.
import type { RecentPost } from "../sidebar/Sidebar";
import { BlogSidebar } from "./BlogSidebar";
import { PageHeader } from "../layout/PageHeader";
import { PhoneActionBar } from "../layout/PhoneActionBar";
import { blogPostCrumbs } from "../../lib/breadcrumbs";
import * as styles from "./BlogArticle.module.css";
import { HydrationBoundary } from "../common/HydrationBoundary";

export interface BlogArticlePost {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  createdAt: string;
  categories: readonly string[];
  tags: readonly string[];
  image?: IGatsbyImageData;
}

/**
 * One article. The backend's text is shown as text, paragraph by paragraph: anything that looks like
 * HTML in it (even a <script>) is displayed, never run.
 */
export function BlogArticle({ post, recent }: { post: BlogArticlePost; recent: readonly RecentPost[] }) {
  // A post saved without its text still shows its excerpt rather than an empty page.
  const paragraphs = splitParagraphs(post.content);
  const body = paragraphs.length > 0 ? paragraphs : [post.excerpt];
  return (
    <>
      <PageHeader title={post.title} crumbs={blogPostCrumbs} />
      <div className={`container section ${styles.layout}`}>
        <article className={styles.article}>
          <p className={styles.meta}>
            <span>By {post.author}</span>
            <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
            <span>{readingTimeLabel(post.content)}</span>
          </p>
          {post.image && (
            <Picture
              image={post.image}
              alt=""
              className={styles.image}
              loading="eager"
              {...{ fetchpriority: "high" }}
            />
          )}
          <div className={styles.body}>
            {body.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          {(post.categories.length > 0 || post.tags.length > 0) && (
            <footer className={styles.filed}>
              {post.categories.length > 0 && (
                <p>
                  <span className={styles.filedLabel}>Filed under</span>
                  {post.categories.map((category) => (
                    <Link key={category} to={blogListHref({ category })} className={styles.chip}>
                      {category}
                    </Link>
                  ))}
                </p>
              )}
              {post.tags.length > 0 && (
                <p>
                  <span className={styles.filedLabel}>Tags</span>
                  {post.tags.map((tag) => (
                    <Link key={tag} to={blogListHref({ tag })} className={styles.chip}>
                      {tag}
                    </Link>
                  ))}
                </p>
              )}
            </footer>
          )}
        </article>
        <HydrationBoundary>
          <BlogSidebar recent={recent} />
        </HydrationBoundary>
      </div>
      <PhoneActionBar />
    </>
  );
}
