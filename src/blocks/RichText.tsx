import React from "react";
import { graphql } from "gatsby";
import { Picture } from "../components/common/Picture";
import { Section } from "../components/common/Section";
import * as styles from "./blocks.module.css";
import { ContentLink } from "../components/common/ContentLink";
import { block, heading, tinted } from "../content-model/block-fields";
import { image, imageAlt, link, markdown } from "../content-model/fields";
import { defineBlock, type BlockProps } from "./define";

export const content = block(
  "richText",
  "Rich text",
  "A title, formatted text (paragraphs, bold, lists, links), an optional picture and button",
  {
    ...heading,
    text: markdown("Text", "Paragraphs, **bold**, lists and links"),
    picture: image().optional(),
    pictureAlt: imageAlt().optional(),
    action: link("Button").optional(),
    tinted,
  },
);

export const fragment = graphql`
  fragment RichTextBlockFields on RichTextBlock {
    title
    eyebrow
    textHtml
    pictureAlt
    tinted
    action {
      label
      to
    }
    picture {
      childImageSharp {
        gatsbyImageData(
          width: 600
          aspectRatio: 1.333
          sizes: "(min-width: 1200px) 570px, (min-width: 900px) 50vw, 100vw"
        )
      }
    }
  }
`;

/** A titled section of formatted text (Markdown, made HTML at build), an optional picture and button. */
export function RichTextBlock({ content: block }: BlockProps<typeof content>) {
  const image = block.picture;
  const button = block.action && (
    <ContentLink to={block.action.to} className="button button--brand">
      {block.action.label}
    </ContentLink>
  );
  // The HTML is the marketer's Markdown rendered by the build (raw HTML in it is escaped: src/lib/markdown-html).
  const prose = <div className={styles.prose} dangerouslySetInnerHTML={{ __html: block.text.html }} />;
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined} tone={block.tinted ? "tinted" : "plain"}>
      {image ? (
        <div className={styles.richTextWithPicture}>
          <Picture image={image} alt={block.pictureAlt ?? ""} className={styles.richTextPicture} />
          <div>
            {prose}
            {button && <p>{button}</p>}
          </div>
        </div>
      ) : (
        <div className={styles.richText}>
          {prose}
          {button}
        </div>
      )}
    </Section>
  );
}

export const definition = defineBlock(content, RichTextBlock);
