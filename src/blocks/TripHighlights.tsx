import React, { type CSSProperties } from "react";
import { graphql } from "gatsby";
import { z } from "zod";
import { Section } from "../components/common/Section";
import { block, heading, tinted } from "../content-model/block-fields";
import { text } from "../content-model/fields";
import * as textStyles from "../styles/text.module.css";
import { defineBlock, type BlockProps } from "./define";

export const content = block(
  "tripHighlights",
  "Trip highlights",
  "A strip of 3 to 6 short facts a traveller decides on: a label in small capitals over one line each",
  {
    ...heading,
    highlights: z
      .array(
        z
          .object({
            label: text("Label", "A word or two, shown in small capitals, e.g. Stay"),
            text: text("Highlight", "One line, e.g. Two nights on a private houseboat"),
          })
          .meta({ title: "Highlight" }),
      )
      .min(3, "needs at least 3 highlights")
      .max(6, "can have at most 6 highlights")
      .meta({ title: "Highlights" }),
    tinted,
  },
);

export const fragment = graphql`
  fragment TripHighlightsBlockFields on TripHighlightsBlock {
    title
    eyebrow
    tinted
    highlights {
      label
      text
    }
  }
`;

/** As many tiles a row as fit at 10rem: two on a 390px phone, every tile in one row on a desktop. */
const TILES = { "--fact-tile-min": "10rem" } as CSSProperties;

/** A trip's highlights as labelled tiles: a description list, so each label names its line for screen readers. */
export function TripHighlightsBlock({ content: block }: BlockProps<typeof content>) {
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined} tone={block.tinted ? "tinted" : "plain"}>
      <dl className={textStyles.factTiles} style={TILES}>
        {block.highlights.map((highlight, index) => (
          <div key={index}>
            <dt>{highlight.label}</dt>
            <dd>{highlight.text}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export const definition = defineBlock(content, TripHighlightsBlock);
