import React from "react";
import { useBlocksText } from "../../i18n/blocks-text";
import { useEdition } from "../../i18n/EditionContext";
import { englishFact } from "../../i18n/rich-text";
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
  const text = useBlocksText();
  const { code } = useEdition();
  // The team's names and roles are in English (content/team.json), and so are their pages.
  const english = englishFact(code);
  return (
    <article className={styles.member}>
      {member.image && (
        <Picture
          image={member.image}
          alt={text("blocks.team.portrait", { name: member.name })}
          className={styles.portrait}
        />
      )}
      <Name className={styles.name} {...english}>
        {linked ? (
          <Link to={member.detailsLink} {...(code !== "en" && { hrefLang: "en" })}>
            {member.name}
          </Link>
        ) : (
          member.name
        )}
      </Name>
      <p className={styles.role} {...english}>
        {member.designation}
      </p>
    </article>
  );
}

/** The team (content/team.json), up to four per view, on the home and about pages. */
export function TeamCarousel({ members }: { members: TeamMember[] }) {
  const text = useBlocksText();
  return (
    <Carousel
      label={text("blocks.team.label")}
      slidesPerView={{ base: 2, lg: 3, xl: 4 }}
      autoplayMs={CAROUSEL_AUTOPLAY_MS}
      loop
    >
      {members.map((member) => (
        <TeamMemberCard key={member.name} member={member} />
      ))}
    </Carousel>
  );
}
