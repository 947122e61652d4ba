import React from "react";
import { Link } from "gatsby";
import { type IGatsbyImageData } from "gatsby-plugin-image";
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
export function TeamMemberCard({ member, linked = true }: { member: TeamMember; linked?: boolean }) {
  return (
    <article className={styles.member}>
      {member.image && <Picture image={member.image} alt={`Portrait of ${member.name}`} className={styles.portrait} />}
      <h3 className={styles.name}>{linked ? <Link to={member.detailsLink}>{member.name}</Link> : member.name}</h3>
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
