import React from "react";
import { graphql } from "gatsby";
import { withArtDirection } from "gatsby-plugin-image";
import { HeroSlider } from "../components/home/HeroSlider";

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
          wide: gatsbyImageData(layout: FULL_WIDTH, breakpoints: [768, 1080, 1440, 1600], quality: 60)
          tall: gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 0.62, breakpoints: [480, 768], quality: 60)
        }
      }
    }
  }
`;

/** Phones get a portrait crop of each hero picture, so the LCP image is small and sharp. */
const HERO_MOBILE_MEDIA = "(max-width: 768px)";

export function HeroSliderBlock({ block }: { block: Queries.HeroSliderBlockFieldsFragment }) {
  return (
    <HeroSlider
      heading={block.heading}
      slides={block.slides.map(({ image, ...slide }) => {
        const wide = image.childImageSharp?.wide;
        const tall = image.childImageSharp?.tall;
        return {
          ...slide,
          image: wide && tall ? withArtDirection(wide, [{ media: HERO_MOBILE_MEDIA, image: tall }]) : wide,
        };
      })}
    />
  );
}
