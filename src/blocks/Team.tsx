import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { TeamCarousel } from "../components/team/TeamCarousel";
import { toTeamMember } from "../queries/team";
import { BackendStandIn } from "./BackendStandIn";

export const fragment = graphql`
  fragment TeamBlockFields on TeamBlock {
    title
    eyebrow
    tinted
    members {
      ...TeamMemberFields
    }
  }
`;

export function TeamBlock({ block }: { block: Queries.TeamBlockFieldsFragment }) {
  const tone = block.tinted ? "tinted" : "plain";
  if (!block.members) {
    return (
      <BackendStandIn title={block.title} eyebrow={block.eyebrow ?? undefined} tone={tone} shows="the team (Team)" />
    );
  }
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined} tone={tone}>
      <TeamCarousel members={block.members.map(toTeamMember)} />
    </Section>
  );
}
