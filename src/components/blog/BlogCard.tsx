import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { CardPicture } from "../common/CardPicture";
import { blogListHref, postPathIn } from "../../lib/blog-list";
import { formatDate } from "../../lib/dates";
import { useEdition } from "../../i18n/EditionContext";
import { useBlogText } from "../../i18n/blog-text";
import { englishFact, richText } from "../../i18n/rich-text";
import { localLink } from "../../i18n/translated-pages";
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
  /** The date in the page's words, as the data layer wrote it (AgencyBlog.publishedIn); else formatDate's. */
  publishedText?: string;
  /** Whether the post is translated into the page's edition. */
  translated?: boolean;
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
  const { code } = useEdition();
  const text = useBlogText();
  // The booking system's English (the author, categories, an untranslated post) is marked so in another edition.
  const english = englishFact(code);
  const words = post.translated || code === "en" ? {} : english;
  // A translated post leads to its page in the edition; another to its English page.
  const href = postPathIn(code, post.id, post.translated);
  return (
    // A card stands for a record found on its own page: site search skips it here (gatsby/search/).
    <article className={styles.card} data-pagefind-ignore="all">
      <CardPicture image={post.image} alt="" eager={eager} />
      <div className={cards.cardBody}>
        {post.categories.length > 0 && (
          <ul className={styles.categories} aria-label={text("blog.categories")} {...english}>
            {post.categories.map((category) => (
              <li key={category}>
                <Link to={localLink(code, blogListHref({ category }))}>{category}</Link>
              </li>
            ))}
          </ul>
        )}
        <Heading className={cards.cardTitle} {...words}>
          <Link to={href} className={styles.titleLink} hrefLang={post.translated ? undefined : words.lang}>
            {post.title}
          </Link>
        </Heading>
        <p className={styles.meta}>
          <span>{richText(text("blog.by"), { author: <bdi {...english}>{post.author}</bdi> })}</span>
          <time dateTime={post.createdAt}>{post.publishedText ?? formatDate(post.createdAt)}</time>
          <span>{text("blog.readingTime", { count: post.readingMinutes })}</span>
        </p>
        <p className={styles.excerpt} {...words}>
          {post.excerpt}
        </p>
      </div>
    </article>
  );
}
