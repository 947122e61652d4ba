import { graphql } from "gatsby";
import type { TeamMember } from "../components/team/TeamCarousel";
import { pictureOf } from "./pictures";

/** A member of the team carousel (content/team.json), on the home and about pages. */
export const teamFragments = graphql`
  fragment TeamMemberFields on TeamJson {
    name
    designation
    detailsLink
    image {
      childImageSharp {
        gatsbyImageData(
          width: 360
          aspectRatio: 0.857
          sizes: "(min-width: 1200px) 285px, (min-width: 1024px) 33vw, 50vw"
        )
      }
    }
  }
`;

export const toTeamMember = ({ image, ...member }: Queries.TeamMemberFieldsFragment): TeamMember => ({
  ...member,
  image: pictureOf(image) ?? undefined,
});
