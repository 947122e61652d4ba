import React from "react";
import { graphql } from "gatsby";
import { Section } from "../components/common/Section";
import { TeamCarousel } from "../components/team/TeamCarousel";
import { toTeamMember } from "../queries/team";
import { block, heading, tinted } from "../content-model/block-fields";
import { blockRecords } from "../lib/block-records";
import { defineBlock, type BlockProps } from "./define";

export const content = block("team", "Team", "The team carousel (people from the Team collection)", {
  ...heading,
  tinted,
});

export const records = blockRecords<typeof content>({
  fields: { members: { type: "[TeamJson!]!", from: "team", choose: (members) => members } },
  standIn: (block) => ({ shows: "the team (Team)", tinted: Boolean(block.tinted) }),
});

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

export function TeamBlock({
  content: block,
  records,
}: BlockProps<typeof content, Pick<Queries.TeamBlockFieldsFragment, "members">>) {
  const tone = block.tinted ? "tinted" : "plain";
  return (
    <Section title={block.title} eyebrow={block.eyebrow ?? undefined} tone={tone}>
      <TeamCarousel members={records.members.map(toTeamMember)} />
    </Section>
  );
}

export const definition = defineBlock(content, TeamBlock);
