import React from "react";
import { graphql } from "gatsby";
import { BlogTeaser } from "../components/home/BlogTeaser";
import { pictureOf } from "../queries/pictures";
import { block, BLOG_TEASER_MAX, heading } from "../content-model/block-fields";
import { wholeNumber } from "../content-model/fields";
import { blockRecords, newestPosts } from "../lib/block-records";
import { defineBlock, type BlockProps } from "./define";

export const content = block("blogTeaser", "Blog teaser", "The newest blog posts (choose how many)", {
  ...heading,
  count: wholeNumber("How many").min(1).max(BLOG_TEASER_MAX, `can show at most ${BLOG_TEASER_MAX}`),
});

export const records = blockRecords<typeof content>({
  fields: {
    posts: { type: "[AgencyBlog!]!", from: "posts", choose: (posts, block) => newestPosts(posts, block.count) },
  },
  standIn: (block) => ({ shows: `the ${block.count} newest posts`, tinted: true }),
});

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

export function BlogTeaserBlock({
  content: block,
  records,
}: BlockProps<typeof content, Pick<Queries.BlogTeaserBlockFieldsFragment, "posts">>) {
  return (
    <BlogTeaser
      title={block.title}
      eyebrow={block.eyebrow ?? undefined}
      posts={records.posts.map(({ agencyId, featuredImageFile, ...post }) => ({
        ...post,
        id: agencyId,
        image: pictureOf(featuredImageFile) ?? undefined,
      }))}
    />
  );
}

export const definition = defineBlock(content, BlogTeaserBlock);
