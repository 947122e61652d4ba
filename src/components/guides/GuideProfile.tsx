import React from "react";
import { Link } from "gatsby";
import { type IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import type { GuideCardContent, TourGuideContent } from "../../content-model/samples";
import { Carousel } from "../carousel/Carousel";
import * as styles from "./GuideProfile.module.css";
import { ROUTES } from "../../lib/routes";

export type GuideWithImage = GuideCardContent & { imageData?: IGatsbyImageData };

interface GuideProfileProps {
  guide: TourGuideContent["guide"] & { imageData?: IGatsbyImageData };
  guides: readonly GuideWithImage[];
}

/** A guide's profile (portrait, story, languages, specialities) and a slider of the whole guide team. */
export function GuideProfile({ guide, guides }: GuideProfileProps) {
  return (
    <>
      <div className={`container section ${styles.profile}`}>
        <div className={styles.portrait}>
          {guide.imageData && (
            <Picture image={guide.imageData} alt={guide.image.alt} loading="eager" {...{ fetchpriority: "high" }} />
          )}
        </div>
        <div>
          <p className={styles.designation}>{guide.designation}</p>
          <h2 className={styles.name}>{guide.name}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>Experience</dt>
              <dd>{guide.experienceYears} years</dd>
            </div>
            <div>
              <dt>Tours led</dt>
              <dd>{guide.toursLed}+</dd>
            </div>
            <div>
              <dt>Languages</dt>
              <dd>{guide.languages.join(", ")}</dd>
            </div>
          </dl>
          {guide.bio.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {guide.specialities.length > 0 && (
            <>
              <h3>Specialities</h3>
              <ul className={styles.specialities}>
                {guide.specialities.map((speciality) => (
                  <li key={speciality}>{speciality}</li>
                ))}
              </ul>
            </>
          )}
          <Link to={ROUTES.contact} className="button button--brand">
            Plan a trip with {guide.name.split(" ")[0]}
          </Link>
        </div>
      </div>

      <section className={styles.team} aria-labelledby="guide-team">
        <div className="container">
          <h2 id="guide-team">Meet our guides</h2>
          <Carousel label="Our guides" slidesPerView={{ base: 1.25, sm: 2, md: 3, lg: 4 }}>
            {guides.map((member) => (
              <figure key={member.name} className={styles.card}>
                {member.imageData && (
                  <Picture image={member.imageData} alt={member.image.alt} className={styles.cardImage} />
                )}
                <figcaption>
                  <strong>{member.name}</strong>
                  <span>{member.designation}</span>
                </figcaption>
              </figure>
            ))}
          </Carousel>
        </div>
      </section>
    </>
  );
}
