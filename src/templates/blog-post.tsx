import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { getImage, getSrc } from "gatsby-plugin-image";
import { BlogArticle } from "../components/blog/BlogArticle";
import { Seo } from "../components/seo/Seo";

/** /blog-details/{id}: one static page per post (created in gatsby-node). */
export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostQuery>) {
  const post = data.agencyBlog;
  if (!post) return null;
  return (
    <BlogArticle
      post={{ ...post, image: getImage(post.featuredImageFile?.childImageSharp ?? null) }}
      recent={data.recent.nodes.map((node) => ({
        id: node.agencyId,
        title: node.title,
        createdAt: node.createdAt,
        thumbnail: getImage(node.featuredImageFile?.childImageSharp ?? null),
      }))}
    />
  );
}

export const query = graphql`
  query BlogPost($agencyId: String!) {
    agencyBlog(agencyId: { eq: $agencyId }) {
      title
      excerpt
      content
      author
      createdAt
      categories
      tags
      featuredImageFile {
        childImageSharp {
          gatsbyImageData(width: 860, aspectRatio: 1.6)
        }
      }
    }
    recent: allAgencyBlog(sort: { createdAt: DESC }, limit: 3, filter: { agencyId: { ne: $agencyId } }) {
      nodes {
        agencyId
        title
        createdAt
        featuredImageFile {
          childImageSharp {
            gatsbyImageData(width: 80, height: 60)
          }
        }
      }
    }
  }
`;

export const Head = ({ location, data }: HeadProps<Queries.BlogPostQuery>) => {
  const post = data.agencyBlog;
  const image = post?.featuredImageFile?.childImageSharp;
  return <Seo title={post?.title ?? "Blog"} description={post?.excerpt} pathname={location.pathname} image={image ? getSrc(image) : undefined} />;
};
