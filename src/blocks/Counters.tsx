import React from "react";
import { graphql } from "gatsby";
import { Counters } from "../components/home/Counters";

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

export function CountersBlock({ block }: { block: Queries.CountersBlockFieldsFragment }) {
  return <Counters title={block.title} counters={block.counters} />;
}
