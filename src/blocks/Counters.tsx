import React from "react";
import { graphql } from "gatsby";
import { Counters } from "../components/home/Counters";
import { z } from "zod";
import { block } from "../content-model/block-fields";
import { number, text, wholeNumber } from "../content-model/fields";
import { defineBlock, type BlockProps } from "./define";

export const content = block(
  "counters",
  "Counters",
  "Numbers that count up when scrolled into view (clients, years, rating)",
  {
    title: text("Title", "Read by screen readers only"),
    counters: z
      .array(
        z
          .object({
            value: number("Number").positive("must be above 0"),
            decimals: wholeNumber("Decimals").min(0).max(2, "can have at most 2 decimals"),
            suffix: z.string().meta({ title: "After the number", description: "e.g. + or k" }),
            label: text("Label"),
          })
          .meta({ title: "Counter" }),
      )
      .min(1, "needs at least one counter")
      .meta({ title: "Counters" }),
  },
);

export const fragment = graphql`
  fragment CountersBlockFields on CountersBlock {
    title
    counters {
      value
      decimals
      suffix
      label
    }
  }
`;

export function CountersBlock({ content: block }: BlockProps<typeof content>) {
  return <Counters title={block.title} counters={block.counters} />;
}

export const definition = defineBlock(content, CountersBlock);
