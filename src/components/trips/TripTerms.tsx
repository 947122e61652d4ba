import { HydrationBoundary } from "../common/HydrationBoundary";
import React from "react";
import { splitBullets } from "../../lib/bullets";
import { TERMS_ANCHORS } from "../../lib/trip-terms";
import * as styles from "./TripTerms.module.css";
import { useTripText } from "../../i18n/trip-page";

export interface TripTermsProps {
  /** The trip's lists (src/lib/trip.ts). */
  included: readonly string[];
  excluded: readonly string[];
  /** Bullet-separated texts from the backend ("• a • b"); a section without items is left out. */
  termsAndConditions?: string;
  cancellationPolicy: string;
}

/** What a trip includes and excludes, its terms and its cancellation policy: one section each, as the backend lists them. */
export function TripTerms({ included, excluded, termsAndConditions = "", cancellationPolicy }: TripTermsProps) {
  const text = useTripText();
  const sections = [
    { id: TERMS_ANCHORS.inclusions, title: text("trip.terms.inclusions"), items: included },
    { id: "exclusions", title: text("trip.terms.exclusions"), items: excluded },
    { id: "terms", title: text("trip.terms.terms"), items: splitBullets(termsAndConditions) },
    {
      id: TERMS_ANCHORS.cancellation,
      title: text("trip.terms.cancellation"),
      items: splitBullets(cancellationPolicy),
    },
  ].filter((section) => section.items.length > 0);
  // Below the first screen: it hydrates on a turn of its own.
  return (
    <HydrationBoundary>
      <div className={`${styles.terms} below-fold`}>
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={section.id} className={styles.block}>
            <h2 id={section.id}>{section.title}</h2>
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </HydrationBoundary>
  );
}
