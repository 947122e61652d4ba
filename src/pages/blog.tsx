import React from "react";
import { graphql, type PageProps } from "gatsby";
import { BlogListing, type BlogListPost } from "../components/blog/BlogListing";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { useListUrlState } from "../hooks/useListUrlState";
import { BLOG_LIST_URL } from "../lib/blog-list";
import { useBlogText } from "../i18n/blog-text";
import blogEnglish from "../i18n/messages/blog/en.json";
import { editionOfPath } from "../i18n/editions";
import type { Catalogue } from "../i18n/messages";
import { textOf } from "../i18n/text";

/** In /ml/blog and /ar/blog (gatsby/pages/edition-pages.ts): the edition's language and interface catalogue. */
interface EditionContext {
  language?: string;
  messages?: Catalogue;
}

/**
 * /blog and its editions: every post is in the build (in an edition, a translated post by its translation, the rest
 * in English, marked so); search, filters and pages run in the browser (page 1 is in the HTML).
 */
export default function BlogPage({ data, location }: PageProps<Queries.BlogListQuery, EditionContext>) {
  const [query, setQuery] = useListUrlState(location, BLOG_LIST_URL);
  const text = useBlogText();
  const translations = new Map(data.translations.nodes.map((entry) => [entry.blogId, entry]));
  const posts: BlogListPost[] = data.allAgencyBlog.nodes.map((node) => ({
    id: node.agencyId,
    publishedText: node.publishedText,
    translated: translations.has(node.agencyId),
    title: translations.get(node.agencyId)?.title ?? node.title,
    excerpt: translations.get(node.agencyId)?.excerpt ?? node.excerpt,
    author: node.author,
    createdAt: node.createdAt,
    readingMinutes: node.readingMinutes,
    categories: node.categories,
    tags: node.tags,
    image: node.featuredImageFile?.card?.gatsbyImageData,
    thumbnail: node.featuredImageFile?.thumbnail?.gatsbyImageData,
  }));
  return (
    <>
      <PageHeader title={text("blog.title")} intro={text("blog.description")} />
      <BlogListing posts={posts} query={query} onChange={setQuery} />
    </>
  );
}

// The English page has no `language` in its context: "en", which no translation has.
export const query = graphql`
  query BlogList($language: String = "en") {
    translations: allBlogTranslation(filter: { language: { eq: $language } }) {
      nodes {
        blogId
        title
        excerpt
      }
    }
    allAgencyBlog(sort: { createdAt: DESC }) {
      nodes {
        agencyId
        title
        excerpt
        author
        createdAt
        publishedText: publishedIn(language: $language)
        readingMinutes
        categories
        tags
        featuredImageFile {
          card: childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.6)
          }
          thumbnail: childImageSharp {
            gatsbyImageData(width: 80, height: 60)
          }
        }
      }
    }
  }
`;

export function Head({ location, pageContext }: { location: { pathname: string }; pageContext: EditionContext }) {
  const text = textOf(editionOfPath(location.pathname).code, pageContext.messages, blogEnglish);
  const title = text("blog.title");
  return (
    <Seo
      title={title}
      pathname={location.pathname}
      description={text("blog.description")}
      breadcrumb={{ title, home: { label: text("nav.home"), to: "/" } }}
    />
  );
}
