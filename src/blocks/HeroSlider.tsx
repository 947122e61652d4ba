import React from "react";
import { graphql } from "gatsby";
import { HeroSlider } from "../components/home/HeroSlider";
import { z } from "zod";
import { block } from "../content-model/block-fields";
import { image, imageAlt, link, longText, text } from "../content-model/fields";
import { defineBlock, type BlockProps } from "./define";

export const content = block(
  "heroSlider",
  "Hero slider",
  "Full-width slides, each with an eyebrow line, a title, a text and one or two buttons; the page's heading",
  {
    heading: text("Page heading", "The page's main heading, read by screen readers and search engines"),
    slides: z
      .array(
        z
          .object({
            eyebrow: text("Eyebrow"),
            title: text("Title"),
            text: longText("Text"),
            image: image("Picture", "Wide landscape picture; phones show a portrait crop of its centre"),
            imageAlt: imageAlt(),
            primary: link("First button"),
            secondary: link("Second button").optional(),
          })
          .meta({ title: "Slide" }),
      )
      .min(1, "needs at least one slide")
      .max(5, "can have at most 5 slides")
      .meta({ title: "Slides" }),
  },
);

export const fragment = graphql`
  fragment HeroSliderBlockFields on HeroSliderBlock {
    heading
    slides {
      eyebrow
      title
      text
      imageAlt
      primary {
        label
        to
      }
      secondary {
        label
        to
      }
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [768, 1080, 1440, 1600], quality: 60)
          # Phones get this portrait crop instead (PHONE_MEDIA, src/lib/media.ts), so the LCP image is small and sharp.
          tall: gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 0.62, breakpoints: [480, 768], quality: 60)
        }
      }
    }
  }
`;

export function HeroSliderBlock({ content: block }: BlockProps<typeof content>) {
  return (
    <HeroSlider
      heading={block.heading}
      slides={block.slides.map(({ image, ...slide }) => ({ ...slide, image: image ?? undefined }))}
    />
  );
}

export const definition = defineBlock(content, HeroSliderBlock);
