import React from "react";
import { graphql } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";

export const fragment = graphql`
  fragment PageHeaderBlockFields on PageHeaderBlock {
    title
    intro
  }
`;

export function PageHeaderBlock({ block }: { block: Queries.PageHeaderBlockFieldsFragment }) {
  return <PageHeader title={block.title} intro={block.intro ?? undefined} />;
}
