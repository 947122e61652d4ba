import { graphql } from "gatsby";
import type { DestinationSummary } from "../components/destinations/DestinationCard";
import type { RecentPost } from "../components/sidebar/Sidebar";

/**
 * The fields of a destination card and its search, shared by /destination/{type} and /destinations.
 * Only these go into the page's data: no itinerary, no policies.
 */
export const fragments = graphql`
  fragment DestinationSummaryFields on AgencyDestination {
    agencyId
    name
    description
    overview
    touristSpots
    pricePerPerson
    durationDays
    rating
    bannerImageFile {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.5, layout: CONSTRAINED, sizes: "(max-width: 640px) 100vw, 400px")
      }
    }
  }
  fragment DestinationSidebarFields on Query {
    recentPosts: recentBlogPosts {
      agencyId
      title
      createdAt
    }
    blogTags: recentBlogTags
  }
`;

export const toDestinationSummary = (node: Queries.DestinationSummaryFieldsFragment): DestinationSummary => ({
  id: node.agencyId,
  name: node.name,
  description: node.description,
  overview: node.overview,
  touristSpots: node.touristSpots,
  pricePerPerson: node.pricePerPerson,
  durationDays: node.durationDays,
  rating: node.rating ?? null,
  image: node.bannerImageFile?.childImageSharp?.gatsbyImageData ?? null,
});

export const toSidebar = (
  data: Queries.DestinationSidebarFieldsFragment,
): { recentPosts: RecentPost[]; tags: readonly string[] } => ({
  recentPosts: data.recentPosts.map(({ agencyId, ...post }) => ({ ...post, id: agencyId })),
  tags: data.blogTags,
});
