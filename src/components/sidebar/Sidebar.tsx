import React, { type ReactNode } from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { LinkList } from "../common/LinkList";
import { Picture } from "../common/Picture";
import { blogListHref } from "../../lib/blog-list";
import { formatDate } from "../../lib/dates";
import { blogPostPath } from "../../lib/routes";
import * as styles from "./Sidebar.module.css";
import { useEdition } from "../../i18n/EditionContext";
import { useBrowseText } from "../../i18n/browse-text";
import { localLink } from "../../i18n/translated-pages";

/**
 * The side column of the blog and destination lists: a labelled landmark of blocks. The site search leaves it out
 * (the same recent posts and tags on every list would make each list a result for them).
 */
export function Sidebar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <aside className={styles.sidebar} aria-label={label} data-pagefind-ignore="all">
      {children}
    </aside>
  );
}

/** One titled block of a sidebar. */
export function SidebarBlock({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={[styles.block, className].filter(Boolean).join(" ")} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export interface RecentPost {
  id: string;
  title: string;
  createdAt: string;
  thumbnail?: IGatsbyImageData;
}

/** The newest posts (blogList's recentPosts rule), with their thumbnails where the page has them. */
export function RecentPosts({ posts }: { posts: readonly RecentPost[] }) {
  const text = useBrowseText();
  const { code } = useEdition();
  if (posts.length === 0) return null;
  return (
    <SidebarBlock id="blog-recent" title={text("sidebar.recent")}>
      {/* The blog is English: in another edition its posts are listed as written, marked so. */}
      <ul className={styles.recent} {...(code !== "en" && { lang: "en", dir: "ltr" })}>
        {posts.map((post) => (
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
    </SidebarBlock>
  );
}

/** The tags of the newest posts (blog-list's distinctTags rule), each a link to the blog filtered by it. */
export function TagLinks({ tags, activeTag }: { tags: readonly string[]; activeTag?: string }) {
  const text = useBrowseText();
  const { code } = useEdition();
  if (tags.length === 0) return null;
  return (
    <SidebarBlock id="blog-tags" title={text("sidebar.tags")}>
      <LinkList
        className={styles.tags}
        lang={code !== "en" ? "en" : undefined}
        items={tags.map((tag) => ({
          to: localLink(code, blogListHref({ tag })),
          label: tag,
          current: tag === activeTag,
        }))}
      />
    </SidebarBlock>
  );
}
