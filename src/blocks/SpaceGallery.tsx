import React from "react";
import { graphql } from "gatsby";
import { SpaceGallery } from "../components/home/SpaceGallery";
import { z } from "zod";
import { block } from "../content-model/block-fields";
import { image, imageAlt, longText, text } from "../content-model/fields";
import { defineBlock, type BlockProps } from "./define";

export const content = block("spaceGallery", "Space gallery", "Captioned pictures of the offices", {
  title: text("Title"),
  text: longText("Text"),
  images: z
    .array(z.object({ image: image(), alt: imageAlt(), caption: text("Caption") }).meta({ title: "Picture" }))
    .min(1, "needs at least one picture")
    .meta({ title: "Pictures" }),
});

export const fragment = graphql`
  fragment SpaceGalleryBlockFields on SpaceGalleryBlock {
    title
    text
    images {
      alt
      caption
      image {
        childImageSharp {
          gatsbyImageData(
            width: 600
            aspectRatio: 1.5
            sizes: "(min-width: 1200px) 390px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          )
        }
      }
    }
  }
`;

export function SpaceGalleryBlock({ content: block }: BlockProps<typeof content>) {
  return (
    <SpaceGallery
      title={block.title}
      text={block.text}
      images={block.images.map(({ image, ...picture }) => ({ ...picture, image: image ?? undefined }))}
    />
  );
}

export const definition = defineBlock(content, SpaceGalleryBlock);
