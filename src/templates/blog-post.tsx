import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { BlogArticle } from "../components/blog/BlogArticle";
import { Seo, sharingImage } from "../components/seo/Seo";
import { ROUTES } from "../lib/routes";
import { editionOfPath, type EditionCode } from "../i18n/editions";
import { textOf } from "../i18n/text";
import type { Catalogue } from "../i18n/messages";
import { canonicalUrl, siteUrl } from "../lib/site";
import { blogPosting } from "../lib/structured-data";
import { pictureOf } from "../queries/pictures";

/** A translated post's edition (gatsby/pages/edition-pages.ts, createBlogPostPages). */
interface BlogPostContext {
  language?: string;
  messages?: Catalogue;
  /** The editions the post is in: English, and each language it is translated into. */
  editions?: readonly EditionCode[];
}

/** The post in the page's edition: its translation's title, excerpt and text where it has one. */
const postOf = (data: Queries.BlogPostQuery) =>
  data.agencyBlog && {
    ...data.agencyBlog,
    ...(data.translation && {
      title: data.translation.title,
      excerpt: data.translation.excerpt,
      content: data.translation.content,
    }),
  };

/** /blog-details/{id}: one static page per post, and one per translation under /ml and /ar (created in gatsby-node). */
export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostQuery, BlogPostContext>) {
  const post = postOf(data);
  if (!post) return null;
  const recentTitles = new Map(data.recentTranslations.nodes.map(({ blogId, title }) => [blogId, title]));
  return (
    <BlogArticle
      post={{ ...post, image: pictureOf(post.featuredImageFile) ?? undefined }}
      recent={data.recent.map(({ agencyId, featuredImageFile, ...recent }) => ({
        ...recent,
        id: agencyId,
        // A post translated into this page's edition is listed by its translation's title, and leads there.
        ...(recentTitles.has(agencyId) && { title: recentTitles.get(agencyId)!, translated: true }),
        thumbnail: pictureOf(featuredImageFile) ?? undefined,
      }))}
    />
  );
}

// The English page has no `language` in its context: "en", which no translation has.
export const query = graphql`
  query BlogPost($agencyId: String!, $language: String = "en") {
    translation: blogTranslation(blogId: { eq: $agencyId }, language: { eq: $language }) {
      title
      excerpt
      content
    }
    recentTranslations: allBlogTranslation(filter: { language: { eq: $language } }) {
      nodes {
        blogId
        title
      }
    }
    agencyBlog(agencyId: { eq: $agencyId }) {
      title
      excerpt
      content
      author
      createdAt
      publishedText: publishedIn(language: $language)
      categories
      tags
      featuredImageFile {
        childImageSharp {
          gatsbyImageData(width: 860, aspectRatio: 1.6)
        }
      }
      share: featuredImageFile {
        childImageSharp {
          ...SharingImage
        }
      }
    }
    recent: recentBlogPosts(exceptId: $agencyId) {
      agencyId
      title
      createdAt
      publishedText: publishedIn(language: $language)
      featuredImageFile {
        childImageSharp {
          gatsbyImageData(width: 80, height: 60)
        }
      }
    }
  }
`;

export const Head = ({ location, data, pageContext }: HeadProps<Queries.BlogPostQuery, BlogPostContext>) => {
  const post = postOf(data);
  const text = textOf(editionOfPath(location.pathname).code, pageContext.messages);
  if (!post) return <Seo title={text("nav.blog")} pathname={location.pathname} />;
  const image = sharingImage(post.share?.childImageSharp?.resize, post.title);
  const posting = blogPosting(
    {
      title: post.title,
      description: post.excerpt,
      url: canonicalUrl(location.pathname),
      image: image ? canonicalUrl(image.src) : undefined,
      datePublished: post.createdAt,
      author: post.author,
    },
    siteUrl(),
  );
  return (
    <Seo
      title={post.title}
      description={post.excerpt}
      pathname={location.pathname}
      image={image}
      type="article"
      editions={pageContext.editions}
      breadcrumb={{
        title: post.title,
        crumbs: [{ label: text("nav.blog"), to: ROUTES.blog }],
        home: { label: text("nav.home"), to: "/" },
      }}
      structuredData={[posting]}
    >
      <meta property="article:published_time" content={post.createdAt} />
    </Seo>
  );
};
