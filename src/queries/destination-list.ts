import { graphql } from "gatsby";
import type { DestinationSummary } from "../components/destinations/DestinationCard";
import type { RecentPost } from "../components/sidebar/Sidebar";
import { themeValue } from "../lib/trip-finder";

/**
 * The fields of a destination card and its search, shared by /destination/{type} and /destinations and their editions,
 * in the page's language where the trip is translated into it (`$language`; English otherwise, `trip.language` says).
 * Only these go into the page's data: no itinerary, no policies.
 */
export const fragments = graphql`
  fragment DestinationSummaryFields on AgencyDestination {
    trip(language: $language) {
      ...TripCardFields
      language
      region
      themes
    }
    words(language: $language) {
      description
      overview
    }
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

/**
 * A card's destination from the page's data; in an edition, `tags` (the region and theme translations, by value)
 * gives its region and themes in the page's words for the search.
 */
export const toDestinationSummary = (
  node: Queries.DestinationSummaryFieldsFragment,
  tags?: ReadonlyMap<string, string>,
): DestinationSummary => ({
  id: node.trip.id,
  language: node.trip.language,
  name: node.trip.name,
  description: node.words.description,
  overview: node.words.overview,
  touristSpots: node.trip.places,
  region: node.trip.region ?? null,
  themes: node.trip.themes,
  ...(tags && {
    tagWords: [node.trip.region ?? "", ...node.trip.themes].flatMap((label) => tags.get(themeValue(label)) ?? []),
  }),
  pricePerPerson: node.trip.price.amount,
  durationDays: node.trip.durationDays,
  rating: node.trip.rating ?? null,
  image: node.bannerImageFile?.childImageSharp?.gatsbyImageData ?? null,
});

/** The region and theme translations of a page's edition, by the value of their English label (themeValue). */
export const themeTranslationsOf = (nodes: readonly { label: string; translation: string }[]): Map<string, string> =>
  new Map(nodes.map(({ label, translation }) => [themeValue(label), translation]));

export const toSidebar = (
  data: Queries.DestinationSidebarFieldsFragment,
): { recentPosts: RecentPost[]; tags: readonly string[] } => ({
  recentPosts: data.recentPosts.map(({ agencyId, ...post }) => ({ ...post, id: agencyId })),
  tags: data.blogTags,
});
