import React from "react";
import { graphql } from "gatsby";
import { Carousel } from "../components/carousel/Carousel";
import { Picture } from "../components/common/Picture";
import { Section } from "../components/common/Section";
import { WHY_CHOOSE_US_AUTOPLAY_MS } from "../lib/carousels";
import * as styles from "./about.module.css";
import { z } from "zod";
import { block, heading } from "../content-model/block-fields";
import { image, imageAlt, longText, text } from "../content-model/fields";
import { defineBlock, type BlockProps } from "./define";

export const content = block("whyChooseUs", "Why choose us", "Fading slides of reasons with pictures", {
  ...heading,
  reasons: z
    .array(z.object({ title: text("Title"), text: longText("Text"), image: image(), imageAlt: imageAlt() }))
    .min(1, "needs at least one reason")
    .meta({ title: "Reasons" }),
});

export const fragment = graphql`
  fragment WhyChooseUsBlockFields on WhyChooseUsBlock {
    title
    eyebrow
    reasons {
      title
      text
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(
            width: 600
            aspectRatio: 1.5
            sizes: "(min-width: 1200px) 585px, (min-width: 768px) 50vw, 100vw"
          )
        }
      }
    }
  }
`;

/** Fading slides, one reason each, with its picture. */
export function WhyChooseUsBlock({ content: block }: BlockProps<typeof content>) {
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined}>
      <Carousel label={block.title} effect="fade" autoplayMs={WHY_CHOOSE_US_AUTOPLAY_MS} loop>
        {block.reasons.map((reason) => {
          const image = reason.image;
          return (
            <article key={reason.title} className={styles.reason}>
              {image && <Picture image={image} alt={reason.imageAlt} className={styles.reasonImage} />}
              <div className={styles.reasonText}>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </div>
            </article>
          );
        })}
      </Carousel>
    </Section>
  );
}

export const definition = defineBlock(content, WhyChooseUsBlock);
