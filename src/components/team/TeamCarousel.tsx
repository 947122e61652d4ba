import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { Carousel } from "../carousel/Carousel";
import { CAROUSEL_AUTOPLAY_MS } from "../../lib/carousels";
import * as styles from "./TeamCarousel.module.css";

export interface TeamMember {
  name: string;
  designation: string;
  image: IGatsbyImageData | undefined;
  detailsLink: string;
}

/** One person of the team: portrait, name (linked to their page unless `linked` is false) and role. */
export function TeamMemberCard({
  member,
  linked = true,
  headingLevel = 3,
}: {
  member: TeamMember;
  linked?: boolean;
  /** 3 in a section's carousel; 2 on the team page, where the names come right under its title. */
  headingLevel?: 2 | 3;
}) {
  const Name = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={styles.member}>
      {member.image && <Picture image={member.image} alt={`Portrait of ${member.name}`} className={styles.portrait} />}
      <Name className={styles.name}>{linked ? <Link to={member.detailsLink}>{member.name}</Link> : member.name}</Name>
      <p className={styles.role}>{member.designation}</p>
    </article>
  );
}

/** The team (content/team.json), up to four per view, on the home and about pages. */
export function TeamCarousel({ members }: { members: TeamMember[] }) {
  return (
    <Carousel label="Our team" slidesPerView={{ base: 2, lg: 3, xl: 4 }} autoplayMs={CAROUSEL_AUTOPLAY_MS} loop>
      {members.map((member) => (
        <TeamMemberCard key={member.name} member={member} />
      ))}
    </Carousel>
  );
}
