import React from "react";
import { graphql } from "gatsby";
import { Gallery } from "../components/home/Gallery";
import { z } from "zod";
import { block } from "../content-model/block-fields";
import { image, imageAlt, text } from "../content-model/fields";
import { defineBlock, type BlockProps } from "./define";

export const content = block("gallery", "Gallery", "Square pictures in a grid", {
  title: text("Title"),
  images: z
    .array(z.object({ image: image(), alt: imageAlt() }).meta({ title: "Picture" }))
    .min(1, "needs at least one picture")
    .meta({ title: "Pictures" }),
});

export const fragment = graphql`
  fragment GalleryBlockFields on GalleryBlock {
    title
    images {
      alt
      image {
        childImageSharp {
          gatsbyImageData(width: 400, aspectRatio: 1, sizes: "(min-width: 1200px) 390px, (min-width: 768px) 33vw, 50vw")
        }
      }
    }
  }
`;

export function GalleryBlock({ content: block }: BlockProps<typeof content>) {
  return (
    <Gallery title={block.title} images={block.images.map(({ alt, image }) => ({ alt, image: image ?? undefined }))} />
  );
}

export const definition = defineBlock(content, GalleryBlock);
