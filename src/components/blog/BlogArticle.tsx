import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { blogListHref } from "../../lib/blog-list";
import { formatDate } from "../../lib/dates";
import { splitParagraphs } from "../../lib/paragraphs";
import { readingTimeMinutes } from "../../lib/reading-time";
// BlogSidebar before PageHeader, as on /blog, so the shared CSS chunks keep one order.
import type { RecentPost } from "../sidebar/Sidebar";
import { BlogSidebar } from "./BlogSidebar";
import { PageHeader } from "../layout/PageHeader";
import { PhoneActionBar } from "../layout/PhoneActionBar";
import { ROUTES } from "../../lib/routes";
import * as styles from "./BlogArticle.module.css";
import { HydrationBoundary } from "../common/HydrationBoundary";
import { useEdition } from "../../i18n/EditionContext";
import { useBlogText } from "../../i18n/blog-text";
import { englishFact, richText } from "../../i18n/rich-text";
import { localLink } from "../../i18n/translated-pages";

export interface BlogArticlePost {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  createdAt: string;
  /** The date in the page's words, as the data layer wrote it (AgencyBlog.publishedIn); else formatDate's. */
  publishedText?: string;
  categories: readonly string[];
  tags: readonly string[];
  image?: IGatsbyImageData;
}

/**
 * One article. The backend's text is shown as text, paragraph by paragraph: anything that looks like
 * HTML in it (even a <script>) is displayed, never run.
 */
export function BlogArticle({ post, recent }: { post: BlogArticlePost; recent: readonly RecentPost[] }) {
  const text = useBlogText();
  // The author, categories and tags are the booking system's English: marked so on a translated post's page.
  const { code } = useEdition();
  const english = englishFact(code);
  // A post saved without its text still shows its excerpt rather than an empty page.
  const paragraphs = splitParagraphs(post.content);
  const body = paragraphs.length > 0 ? paragraphs : [post.excerpt];
  return (
    <>
      <PageHeader title={post.title} crumbs={[{ label: text("nav.blog"), to: ROUTES.blog }]} />
      <div className={`container section ${styles.layout}`}>
        <article className={styles.article}>
          <p className={styles.meta}>
            <span>{richText(text("blog.by"), { author: <bdi {...english}>{post.author}</bdi> })}</span>
            <time dateTime={post.createdAt}>{post.publishedText ?? formatDate(post.createdAt)}</time>
            <span>{text("blog.readingTime", { count: readingTimeMinutes(post.content) })}</span>
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
                  <span className={styles.filedLabel}>{text("blog.filed")}</span>
                  {post.categories.map((category) => (
                    <Link
                      key={category}
                      to={localLink(code, blogListHref({ category }))}
                      className={styles.chip}
                      {...english}
                      hrefLang={english.lang}
                    >
                      {category}
                    </Link>
                  ))}
                </p>
              )}
              {post.tags.length > 0 && (
                <p>
                  <span className={styles.filedLabel}>{text("blog.tags")}</span>
                  {post.tags.map((tag) => (
                    <Link
                      key={tag}
                      to={localLink(code, blogListHref({ tag }))}
                      className={styles.chip}
                      {...english}
                      hrefLang={english.lang}
                    >
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
