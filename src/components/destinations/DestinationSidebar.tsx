import React from "react";
import { Link } from "gatsby";
import { formatDate } from "../../lib/dates";
import { blogPostPath } from "../../lib/routes";
import { blogListHref } from "../../lib/blog-list";
import { siteFacts } from "../../lib/site";
import { Icon } from "../layout/Icon";
import * as styles from "./DestinationSidebar.module.css";
import { ROUTES } from "../../lib/routes";

export interface RecentPost {
  id: string;
  title: string;
  createdAt: string;
}

/** Beside the destination list: the latest blog posts, blog tags and a call for help planning. */
export function DestinationSidebar({
  recentPosts,
  tags,
}: {
  recentPosts: readonly RecentPost[];
  tags: readonly string[];
}) {
  const phone = siteFacts.phones[0];
  return (
    <aside className={styles.sidebar} aria-label="More from our blog and help">
      {recentPosts.length > 0 && (
        <section className={styles.block} aria-labelledby="recent-posts">
          <h2 id="recent-posts" className={styles.heading}>
            Recent posts
          </h2>
          <ul className={styles.posts}>
            {recentPosts.map((post) => (
              <li key={post.id}>
                <Link to={blogPostPath(post.id)}>{post.title}</Link>
                <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
              </li>
            ))}
          </ul>
        </section>
      )}
      {tags.length > 0 && (
        <section className={styles.block} aria-labelledby="blog-tags">
          <h2 id="blog-tags" className={styles.heading}>
            Tags
          </h2>
          <ul className={styles.tags}>
            {tags.map((tag) => (
              <li key={tag}>
                <Link to={blogListHref({ tag })}>{tag}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={`${styles.block} ${styles.help}`} aria-labelledby="help-planning">
        <h2 id="help-planning" className={styles.heading}>
          Need help planning?
        </h2>
        <p>
          Tell us your dates and budget; a travel expert from our {siteFacts.offices.length} offices plans the trip with
          you.
        </p>
        {phone && (
          <p className={styles.phone}>
            <Icon name="phone" size={18} />
            <a href={`tel:${phone.tel}`}>{phone.display}</a>
          </p>
        )}
        <Link to={ROUTES.contact} className="button">
          Contact us
        </Link>
      </section>
    </aside>
  );
}
