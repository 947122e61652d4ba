import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CardPicture } from "../common/CardPicture";
import { blogListHref } from "../../lib/blog-list";
import { formatDate } from "../../lib/dates";
import { blogPostPath } from "../../lib/routes";
import { minutesReadLabel } from "../../lib/reading-time";
import * as styles from "./BlogCard.module.css";
import * as cards from "../../styles/cards.module.css";

/** What a card shows of a post. `readingMinutes` comes from the build (AgencyBlog.readingMinutes). */
export interface BlogCardPost {
  id: string;
  title: string;
  excerpt: string;
  author: string;
  createdAt: string;
  readingMinutes: number;
  categories: readonly string[];
  image?: IGatsbyImageData;
}

export interface BlogCardProps {
  post: BlogCardPost;
  /** h2 in a list that is the page's main content, h3 inside a titled section (e.g. the home teaser). */
  headingLevel?: 2 | 3;
  /** The first card visible on load: its image loads eagerly with high priority. */
  eager?: boolean;
}

/** One post in a list: picture, categories, title, author, date, reading time and excerpt. */
export function BlogCard({ post, headingLevel = 2, eager = false }: BlogCardProps) {
  const Heading = `h${headingLevel}` as const;
  const href = blogPostPath(post.id);
  return (
    // A card stands for a record found on its own page: site search skips it here (gatsby/search/).
    <article className={styles.card} data-pagefind-ignore="all">
      <CardPicture image={post.image} alt="" eager={eager} />
      <div className={cards.cardBody}>
        {post.categories.length > 0 && (
          <ul className={styles.categories} aria-label="Categories">
            {post.categories.map((category) => (
              <li key={category}>
                <Link to={blogListHref({ category })}>{category}</Link>
              </li>
            ))}
          </ul>
        )}
        <Heading className={cards.cardTitle}>
          <Link to={href} className={styles.titleLink}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          <span>By {post.author}</span>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          <span>{minutesReadLabel(post.readingMinutes)}</span>
        </p>
        <p className={styles.excerpt}>{post.excerpt}</p>
      </div>
    </article>
  );
}
