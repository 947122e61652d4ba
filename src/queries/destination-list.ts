import { graphql } from "gatsby";
import type { DestinationSummary } from "../components/destinations/DestinationCard";
import type { RecentPost } from "../components/destinations/DestinationSidebar";

/** Blog tags shown beside a destination list (the spec's sidebar limit). */
const SIDEBAR_TAGS = 8;

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
    bannerImageFile {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.5, layout: CONSTRAINED, sizes: "(max-width: 640px) 100vw, 400px")
      }
    }
  }
  fragment DestinationSidebarFields on Query {
    recentPosts: allAgencyBlog(sort: { createdAt: DESC }, limit: 3) {
      nodes {
        agencyId
        title
        createdAt
      }
    }
    blogTags: allAgencyBlog {
      distinct(field: { tags: SELECT })
    }
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
  image: node.bannerImageFile?.childImageSharp?.gatsbyImageData ?? null,
});

export const toSidebar = (
  data: Queries.DestinationSidebarFieldsFragment,
): { recentPosts: RecentPost[]; tags: string[] } => ({
  recentPosts: data.recentPosts.nodes.map((post) => ({
    id: post.agencyId,
    title: post.title,
    createdAt: post.createdAt,
  })),
  tags: data.blogTags.distinct.slice(0, SIDEBAR_TAGS),
});
