import React from "react";
import { Section } from "../components/common/Section";
import * as styles from "./blocks.module.css";

/**
 * What a block that shows the agency's backend data looks like in the CMS preview until the build's records have
 * loaded, or when they cannot (`problem` says why): its own title, and a clearly labelled frame saying which
 * records the published page will show.
 */
export function BackendStandIn({
  title,
  eyebrow,
  shows,
  tone,
  problem,
}: {
  title: string;
  eyebrow?: string | null;
  shows: string;
  tone?: "plain" | "tinted";
  problem?: string;
}) {
  return (
    <Section title={title} eyebrow={eyebrow ?? undefined} tone={tone}>
      <p className={styles.standIn} role="note">
        Preview: the published page shows {shows} from the booking system here.
        {problem && <> The booking system&apos;s records could not be loaded for the preview: {problem}.</>}
      </p>
    </Section>
  );
}
