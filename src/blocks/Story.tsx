import React, { useId } from "react";
import { useBlocksText } from "../i18n/blocks-text";
import { graphql } from "gatsby";
import { Picture } from "../components/common/Picture";
import * as styles from "./about.module.css";
import { z } from "zod";
import { block } from "../content-model/block-fields";
import { image, imageAlt, longText, paragraphs, text } from "../content-model/fields";
import { defineBlock, type BlockProps } from "./define";

const statement = (title: string) => z.object({ title: text("Title"), text: longText("Text") }).meta({ title });

export const content = block("story", "Story, vision and mission", "Our story with a picture, then two statements", {
  story: z
    .object({ title: text("Title"), paragraphs: paragraphs("Text"), image: image(), imageAlt: imageAlt() })
    .meta({ title: "Story" }),
  vision: statement("Vision"),
  mission: statement("Mission"),
});

export const fragment = graphql`
  fragment StoryBlockFields on StoryBlock {
    story {
      title
      paragraphs
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(
            width: 600
            aspectRatio: 1.333
            sizes: "(min-width: 1200px) 570px, (min-width: 900px) 50vw, 100vw"
          )
        }
      }
    }
    vision {
      title
      text
    }
    mission {
      title
      text
    }
  }
`;

/**
 * Our story beside its picture, then the vision and mission side by side: one element, as every block is (a block
 * after the first hydrates on its own turn, on the one element Preact keeps for it: HydrationBoundary).
 */
export function StoryBlock({ content: block }: BlockProps<typeof content>) {
  const { story, vision, mission } = block;
  const headingId = useId();
  const text = useBlocksText();
  const image = story.image;
  return (
    <div>
      <section aria-labelledby={headingId} className="section">
        <div className={`container ${styles.story}`}>
          {image && (
            // The story picture is /about's largest paint: eager and first in line.
            <Picture
              image={image}
              alt={story.imageAlt}
              className={styles.storyImage}
              loading="eager"
              fetchpriority="high"
            />
          )}
          <div>
            <h2 id={headingId}>{story.title}</h2>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <section
        aria-label={text("blocks.story.statements", { vision: vision.title, mission: mission.title })}
        className={`section ${styles.statements}`}
      >
        <div className={`container ${styles.statementGrid}`}>
          {[vision, mission].map((statement) => (
            <article key={statement.title} className={styles.statement}>
              <h2>{statement.title}</h2>
              <p>{statement.text}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}

export const definition = defineBlock(content, StoryBlock);
