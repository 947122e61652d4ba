import React from "react";
import { LinkList } from "../common/LinkList";
import { RecentPosts, Sidebar, SidebarBlock, TagLinks, type RecentPost } from "../sidebar/Sidebar";
import { blogListHref, type CategoryCount } from "../../lib/blog-list";
import * as styles from "../sidebar/Sidebar.module.css";
import { useEdition } from "../../i18n/EditionContext";
import { useBlogText } from "../../i18n/blog-text";
import { englishFact } from "../../i18n/rich-text";
import { localLink } from "../../i18n/translated-pages";

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
export function BlogSidebar({ recent, categories = [], tags = [], activeCategory, activeTag }: BlogSidebarProps) {
  const { code } = useEdition();
  const text = useBlogText();
  return (
    <Sidebar label={text("blog.sidebar")}>
      {categories.length > 0 && (
        <SidebarBlock id="blog-categories" title={text("blog.categories")}>
          <LinkList
            className={styles.categories}
            items={categories.map(({ name, count }) => ({
              to: localLink(code, blogListHref({ category: name })),
              current: name === activeCategory,
              label: (
                <>
                  <span {...englishFact(code)}>{name}</span>
                  <span className={styles.count}>
                    <span aria-hidden="true">{count}</span>
                    <span className="visually-hidden"> {text("blog.found", { count })}</span>
                  </span>
                </>
              ),
            }))}
          />
        </SidebarBlock>
      )}
      <RecentPosts posts={recent} />
      <TagLinks tags={tags} activeTag={activeTag} />
    </Sidebar>
  );
}
