import React from "react";
import { graphql } from "gatsby";
import { BlogTeaser } from "../components/home/BlogTeaser";
import { pictureOf } from "../queries/pictures";
import { BackendStandIn } from "./BackendStandIn";

export const fragment = graphql`
  fragment BlogTeaserBlockFields on BlogTeaserBlock {
    title
    eyebrow
    count
    posts {
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
  }
`;

export function BlogTeaserBlock({ block }: { block: Queries.BlogTeaserBlockFieldsFragment }) {
  if (!block.posts) {
    return (
      <BackendStandIn
        title={block.title}
        eyebrow={block.eyebrow ?? undefined}
        tone="tinted"
        shows={`the ${block.count} newest posts`}
      />
    );
  }
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
