import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { TeamGrid } from "../components/team/TeamGrid";
import { siteFacts } from "../lib/site";
import { toTeamMember } from "../queries/team";

const TITLE = "Our Team";
const INTRO = `The people who plan your trip, file your visa and answer your call, in our offices in ${siteFacts.offices.join(", ")}.`;

/** /tour-guider-details: the team of content/team.json (the team carousels' "details" link). */
export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery>) {
  return (
    <>
      <PageHeader title={TITLE} intro={INTRO} />
      <div className="container section">
        <TeamGrid members={data.allTeamJson.nodes.map(toTeamMember)} />
      </div>
    </>
  );
}

export const query = graphql`
  query TeamPage {
    allTeamJson {
      nodes {
        ...TeamMemberFields
      }
    }
  }
`;

export const Head = ({ location }: HeadProps) => (
  <Seo title={TITLE} pathname={location.pathname} description={INTRO} breadcrumb={{ title: TITLE }} />
);
