import React from "react";
import { graphql, type PageProps } from "gatsby";
import { BlogListing, type BlogListPost } from "../components/blog/BlogListing";
import { PageHeader } from "../components/layout/PageHeader";
import { titledPageHead } from "../components/seo/Seo";
import { useListUrlState } from "../hooks/useListUrlState";
import { BLOG_LIST_URL } from "../lib/blog-list";

const DESCRIPTION = "Travel advice from our planners: seasons, visas, food and family trips.";

/** /blog: every post is in the build; search, filters and pages run in the browser (page 1 is in the HTML). */
export default function BlogPage({ data, location }: PageProps<Queries.BlogListQuery>) {
  const [query, setQuery] = useListUrlState(location, BLOG_LIST_URL);
  const posts: BlogListPost[] = data.allAgencyBlog.nodes.map((node) => ({
    id: node.agencyId,
    title: node.title,
    excerpt: node.excerpt,
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
      <PageHeader title="Blog" intro={DESCRIPTION} />
      <BlogListing posts={posts} query={query} onChange={setQuery} />
    </>
  );
}

export const query = graphql`
  query BlogList {
    allAgencyBlog(sort: { createdAt: DESC }) {
      nodes {
        agencyId
        title
        excerpt
        author
        createdAt
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

export const Head = titledPageHead("Blog", DESCRIPTION);
