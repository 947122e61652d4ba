import React from "react";
import { Link } from "gatsby";
import { type IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { Carousel } from "../carousel/Carousel";
import { Section } from "../common/Section";
import { PageHeader } from "../layout/PageHeader";
import { TeamCarousel, type TeamMember } from "../team/TeamCarousel";
import { WHY_CHOOSE_US_AUTOPLAY_MS } from "../../lib/carousels";
import * as styles from "./AboutPage.module.css";
import { ROUTES } from "../../lib/routes";

interface Statement {
  title: string;
  text: string;
}

export interface AboutPageProps {
  story: { title: string; paragraphs: readonly string[]; image: IGatsbyImageData | undefined; imageAlt: string };
  vision: Statement;
  mission: Statement;
  whyChooseUs: (Statement & { image: IGatsbyImageData | undefined; imageAlt: string })[];
  offices: string[];
  team: TeamMember[];
}

const listFormat = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/** /about: story, vision and mission, the fading 'why choose us' slides, the team and a way to get in touch. */
export function AboutPage({ story, vision, mission, whyChooseUs, offices, team }: AboutPageProps) {
  return (
    <>
      <PageHeader
        title="About Us"
        intro={`15 years of holidays from Kerala, with offices in ${listFormat.format(offices)}.`}
      />
      <section aria-labelledby="our-story" className="section">
        <div className={`container ${styles.story}`}>
          {story.image && (
            <Picture image={story.image} alt={story.imageAlt} className={styles.storyImage} loading="eager" />
          )}
          <div>
            <h2 id="our-story">{story.title}</h2>
            {story.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>
      <section aria-label="Vision and mission" className={`section ${styles.statements}`}>
        <div className={`container ${styles.statementGrid}`}>
          {[vision, mission].map((statement) => (
            <article key={statement.title} className={styles.statement}>
              <h2>{statement.title}</h2>
              <p>{statement.text}</p>
            </article>
          ))}
        </div>
      </section>
      <Section title="Why choose us" eyebrow="Four reasons">
        <Carousel label="Why choose us" effect="fade" autoplayMs={WHY_CHOOSE_US_AUTOPLAY_MS} loop>
          {whyChooseUs.map((reason) => (
            <article key={reason.title} className={styles.reason}>
              {reason.image && <Picture image={reason.image} alt={reason.imageAlt} className={styles.reasonImage} />}
              <div className={styles.reasonText}>
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </div>
            </article>
          ))}
        </Carousel>
      </Section>
      <Section title="Meet our team" eyebrow="Your planners" tone="tinted">
        <TeamCarousel members={team} />
      </Section>
      <section aria-labelledby="plan-with-us" className="section">
        <div className={`container ${styles.contact}`}>
          <h2 id="plan-with-us">Plan your next trip with us</h2>
          <p>Tell us where and when; a planner from the nearest office will call you back within a working day.</p>
          <Link to={ROUTES.contact} className="button button--brand">
            Contact us
          </Link>
        </div>
      </section>
    </>
  );
}
