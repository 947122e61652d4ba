import React from "react";
import { TeamMemberCard, type TeamMember } from "./TeamCarousel";
import * as styles from "./TeamCarousel.module.css";

/** The whole team (content/team.json) as a grid of portraits: the team page, /tour-guider-details. */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className={styles.grid} aria-label="Our team">
      {members.map((member) => (
        <li key={member.name}>
          <TeamMemberCard member={member} linked={false} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
