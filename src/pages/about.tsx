import React from "react";
import { graphql, type PageProps } from "gatsby";
import { AboutPage } from "../components/about/AboutPage";
import { titledPageHead } from "../components/seo/Seo";
import { siteFacts } from "../lib/site";
import { pictureOf } from "../queries/pictures";
import { toTeamMember } from "../queries/team";

export default function About({ data }: PageProps<Queries.AboutPageQuery>) {
  const about = data.aboutJson;
  if (!about) throw new Error("content/about.json is missing");
  return (
    <AboutPage
      story={{ ...about.story, image: pictureOf(about.story.image) ?? undefined }}
      vision={about.vision}
      mission={about.mission}
      whyChooseUs={about.whyChooseUs.map((reason) => ({ ...reason, image: pictureOf(reason.image) ?? undefined }))}
      offices={siteFacts.offices}
      team={data.team.nodes.map(toTeamMember)}
    />
  );
}

export const Head = titledPageHead(
  "About Us",
  "15 years of holidays from Kerala, with offices in Changanassery, Kochi, Trivandrum and Bangalore.",
);

export const query = graphql`
  query AboutPage {
    aboutJson {
      story {
        title
        paragraphs
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 600
              aspectRatio: 1.333
              sizes: "(min-width: 1200px) 570px, (min-width: 900px) 50vw, 100vw"
            )
          }
        }
      }
      vision {
        title
        text
      }
      mission {
        title
        text
      }
      whyChooseUs {
        title
        text
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 600
              aspectRatio: 1.5
              sizes: "(min-width: 1200px) 585px, (min-width: 768px) 50vw, 100vw"
            )
          }
        }
      }
    }
    team: allTeamJson {
      nodes {
        ...TeamMemberFields
      }
    }
  }
`;
