import React, { type ReactNode } from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { LinkList } from "../common/LinkList";
import { Picture } from "../common/Picture";
import { blogListHref, postPathIn } from "../../lib/blog-list";
import { formatDate } from "../../lib/dates";
import * as styles from "./Sidebar.module.css";
import { useEdition } from "../../i18n/EditionContext";
import { englishFact } from "../../i18n/rich-text";
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
  /** The post's title: its translation's where it is translated into the page's edition. */
  title: string;
  createdAt: string;
  /** Whether the post is translated into the page's edition (it then leads to its page there). */
  translated?: boolean;
  /** Its date in the edition's words, as the build wrote it (AgencyBlog.publishedIn); else formatDate's English. */
  publishedText?: string;
  thumbnail?: IGatsbyImageData;
}

/** The newest posts (blogList's recentPosts rule), with their thumbnails where the page has them. */
export function RecentPosts({ posts }: { posts: readonly RecentPost[] }) {
  const text = useBrowseText();
  const { code } = useEdition();
  if (posts.length === 0) return null;
  return (
    <SidebarBlock id="blog-recent" title={text("sidebar.recent")}>
      <ul className={styles.recent}>
        {posts.map((post) => {
          // In another edition a translated post leads to its page there; the others are the booking system's
          // English, their titles marked so, and lead to their English page (the date is the edition's, as on a card).
          const words = post.translated ? {} : englishFact(code);
          return (
            <li key={post.id}>
              {post.thumbnail && <Picture image={post.thumbnail} alt="" className={styles.thumbnail} />}
              <div>
                <Link
                  to={postPathIn(code, post.id, post.translated)}
                  hrefLang={words.lang}
                  className={styles.recentTitle}
                  {...words}
                >
                  {post.title}
                </Link>
                <time dateTime={post.createdAt} className={styles.date}>
                  {post.publishedText ?? formatDate(post.createdAt)}
                </time>
              </div>
            </li>
          );
        })}
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
