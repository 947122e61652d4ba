/**
 * The previews of Site facts and Team in the CMS: the visitor's own components (the contact page's details, the
 * privacy notice's contact, the footer; the team's portraits) fed the entry as it is being edited, instead of Decap's
 * list of raw fields. Unfinished facts say what is missing, in the CMS's words, as a refused save would.
 */
import React from "react";
import { PrivacyContactBlock } from "../blocks/PrivacyContact";
import { previewImage } from "../blocks/preview";
import { ContactDetails } from "../components/contact/ContactDetails";
import { Footer } from "../components/layout/Footer";
import { TeamGrid } from "../components/team/TeamGrid";
import type { TeamMember } from "../components/team/TeamCarousel";
import { CONTENT_MODEL } from "../content-model";
import { siteFactsFrom, type SiteFacts } from "../lib/site";
import { problemsInWords } from "./save-checks";

const siteModel = CONTENT_MODEL.find((entry) => entry.name === "site")!;

/** What the preview says of facts that are not finished yet (the fields and what they need). */
function Unfinished({ what, problems }: { what: string; problems: readonly string[] }) {
  return (
    <p className="container" role="note">
      {what} are not finished: {problems.join("; ")}.
    </p>
  );
}

/** Site facts as the site shows them: /contact's details, the privacy notice's contact and the footer. */
export function SiteFactsPreview({ data }: { data: unknown }) {
  const problems = problemsInWords(siteModel, data);
  if (problems.length > 0) return <Unfinished what="Site facts" problems={problems} />;
  const facts: SiteFacts = siteFactsFrom(data as Parameters<typeof siteFactsFrom>[0]);
  // The footer after the main content, as on the site (inside <main> it would not be the page's footer).
  return (
    <>
      <main className="cms-preview">
        <div className="container section">
          <ContactDetails facts={facts} />
        </div>
        <PrivacyContactBlock
          content={{ title: "The privacy notice's contact", eyebrow: null, text: { html: "" } }}
          records={{}}
          facts={facts}
        />
      </main>
      <Footer facts={facts} />
    </>
  );
}

const textOf = (value: unknown): string => (typeof value === "string" ? value : "");

/** The team as the team page shows it: each person's portrait (the CMS's copy of the file), name and role. */
export function TeamPreview({ records, assetUrl }: { records: unknown; assetUrl: (path: string) => string }) {
  const members: TeamMember[] = (Array.isArray(records) ? (records as unknown[]) : []).map((record) => {
    const member = (record ?? {}) as Record<string, unknown>;
    const image = textOf(member.image);
    return {
      name: textOf(member.name),
      designation: textOf(member.designation),
      detailsLink: textOf(member.detailsLink),
      image: image ? previewImage(assetUrl(image), 360, 420) : undefined,
    };
  });
  return (
    <main className="cms-preview">
      <div className="container section">
        <TeamGrid members={members} />
      </div>
    </main>
  );
}
