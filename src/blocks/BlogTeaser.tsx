import React from "react";
import { graphql } from "gatsby";
import { BlogTeaser } from "../components/home/BlogTeaser";
import { pictureOf } from "../queries/pictures";

export const fragment = graphql`
  fragment BlogTeaserBlockFields on BlogTeaserBlock {
    title
    eyebrow
    count
    posts {
      ...BlogTeaserPost
    }
  }
  fragment BlogTeaserPost on AgencyBlog {
    agencyId
    title
    excerpt
    createdAt
    featuredImageFile {
      childImageSharp {
        gatsbyImageData(
          width: 480
          aspectRatio: 1.6
          sizes: "(min-width: 1200px) 380px, (min-width: 768px) 50vw, 100vw"
        )
      }
    }
  }
`;

export function BlogTeaserBlock({ block }: { block: Queries.BlogTeaserBlockFieldsFragment }) {
  return (
    <BlogTeaser
      title={block.title}
      eyebrow={block.eyebrow ?? undefined}
      posts={block.posts.map(({ agencyId, featuredImageFile, ...post }) => ({
        ...post,
        id: agencyId,
        image: pictureOf(featuredImageFile) ?? undefined,
      }))}
    />
  );
}
