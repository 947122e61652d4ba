import React from "react";
import { LinkList } from "../common/LinkList";
import { RecentPosts, Sidebar, SidebarBlock, TagLinks, type RecentPost } from "../sidebar/Sidebar";
import { blogListHref, type CategoryCount } from "../../lib/blog-list";
import * as styles from "../sidebar/Sidebar.module.css";

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
  return (
    <Sidebar label="More from the blog">
      {categories.length > 0 && (
        <SidebarBlock id="blog-categories" title="Categories">
          <LinkList
            className={styles.categories}
            items={categories.map(({ name, count }) => ({
              to: blogListHref({ category: name }),
              current: name === activeCategory,
              label: (
                <>
                  <span>{name}</span>
                  <span className={styles.count}>
                    {count}
                    <span className="visually-hidden">{count === 1 ? " post" : " posts"}</span>
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
