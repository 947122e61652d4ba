import { graphql } from "gatsby";
import type { DestinationSummary } from "../components/destinations/DestinationCard";
import type { RecentPost } from "../components/sidebar/Sidebar";

/**
 * The fields of a destination card and its search, shared by /destination/{type} and /destinations.
 * Only these go into the page's data: no itinerary, no policies.
 */
export const fragments = graphql`
  fragment DestinationSummaryFields on AgencyDestination {
    trip {
      ...TripCardFields
      region
      themes
    }
    description
    overview
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
  id: node.trip.id,
  name: node.trip.name,
  description: node.description,
  overview: node.overview,
  touristSpots: node.trip.places,
  region: node.trip.region ?? null,
  themes: node.trip.themes,
  pricePerPerson: node.trip.price.amount,
  durationDays: node.trip.durationDays,
  rating: node.trip.rating ?? null,
  image: node.bannerImageFile?.childImageSharp?.gatsbyImageData ?? null,
});

export const toSidebar = (
  data: Queries.DestinationSidebarFieldsFragment,
): { recentPosts: RecentPost[]; tags: readonly string[] } => ({
  recentPosts: data.recentPosts.map(({ agencyId, ...post }) => ({ ...post, id: agencyId })),
  tags: data.blogTags,
});
