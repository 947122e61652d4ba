import React from "react";
import { graphql } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { block } from "../content-model/block-fields";
import { longText, text } from "../content-model/fields";
import { defineBlock, type BlockProps } from "./define";

export const content = block(
  "pageHeader",
  "Page header",
  "The page's title band with breadcrumbs, and an optional introduction",
  {
    title: text("Title", "The page's main heading"),
    intro: longText("Introduction").optional(),
  },
);

export const fragment = graphql`
  fragment PageHeaderBlockFields on PageHeaderBlock {
    title
    intro
  }
`;

export function PageHeaderBlock({ content: block }: BlockProps<typeof content>) {
  return <PageHeader title={block.title} intro={block.intro ?? undefined} />;
}

export const definition = defineBlock(content, PageHeaderBlock);
