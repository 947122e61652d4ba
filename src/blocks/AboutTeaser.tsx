import React from "react";
import { graphql } from "gatsby";
import { AboutTeaser } from "../components/home/AboutTeaser";
import { block, heading } from "../content-model/block-fields";
import { image, imageAlt, link, paragraphs } from "../content-model/fields";
import { defineBlock, type BlockProps } from "./define";

export const content = block("aboutTeaser", "About teaser", "Picture beside a short text and a link", {
  ...heading,
  paragraphs: paragraphs("Text"),
  image: image(),
  imageAlt: imageAlt(),
  link: link("Link"),
});

export const fragment = graphql`
  fragment AboutTeaserBlockFields on AboutTeaserBlock {
    eyebrow
    title
    paragraphs
    imageAlt
    link {
      label
      to
    }
    image {
      childImageSharp {
        gatsbyImageData(width: 600, aspectRatio: 1.333)
      }
    }
  }
`;

export function AboutTeaserBlock({ content: block }: BlockProps<typeof content>) {
  return <AboutTeaser {...block} image={block.image ?? undefined} />;
}

export const definition = defineBlock(content, AboutTeaserBlock);
