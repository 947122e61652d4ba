import React from "react";
import { useBlocksText } from "../../i18n/blocks-text";
import { useEdition } from "../../i18n/EditionContext";
import { englishFact } from "../../i18n/rich-text";
import { localLink } from "../../i18n/translated-pages";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { Carousel } from "../carousel/Carousel";
import { Section } from "../common/Section";
import { CAROUSEL_AUTOPLAY_MS } from "../../lib/carousels";
import { formatDate } from "../../lib/dates";
import { blogPostPath } from "../../lib/routes";
import * as styles from "./BlogTeaser.module.css";
import { ROUTES } from "../../lib/routes";

export interface BlogTeaserPost {
  id: string;
  title: string;
  excerpt: string;
  createdAt: string;
  image: IGatsbyImageData | undefined;
}

/** The newest posts, three per view from 1200 px. */
export function BlogTeaser({ posts, title, eyebrow }: { posts: BlogTeaserPost[]; title: string; eyebrow?: string }) {
  const text = useBlocksText();
  const { code } = useEdition();
  if (posts.length === 0) return null;
  return (
    <Section title={title} eyebrow={eyebrow} tone="tinted">
      <Carousel
        label={text("blocks.blog.label")}
        slidesPerView={{ base: 1, md: 2, xl: 3 }}
        autoplayMs={CAROUSEL_AUTOPLAY_MS}
      >
        {posts.map((post) => (
          // Each post is a search result of its own: the teaser is left out of the index (a post's words on the home
          // page made it a result for every post).
          <article key={post.id} className={styles.post} data-pagefind-ignore="all" {...englishFact(code)}>
            {post.image && <Picture image={post.image} alt="" className={styles.image} />}
            <div className={styles.body}>
              <time dateTime={post.createdAt} className={styles.date}>
                {formatDate(post.createdAt)}
              </time>
              <h3 className={styles.title}>
                <Link to={blogPostPath(post.id)}>{post.title}</Link>
              </h3>
              <p className={styles.excerpt}>{post.excerpt}</p>
            </div>
          </article>
        ))}
      </Carousel>
      <p className={styles.more}>
        <Link to={localLink(code, ROUTES.blog)} className="button button--ghost">
          {text("blocks.blog.all")}
        </Link>
      </p>
    </Section>
  );
}
