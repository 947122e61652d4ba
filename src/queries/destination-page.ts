import { graphql } from "gatsby";

/** What a destination's details and itinerary pages both show and share: the trip, its banner. */
export const destinationPageFragments = graphql`
  fragment DestinationPageFields on AgencyDestination {
    trip(language: $language) {
      ...TripSummaryFields
      destinationType
      links {
        itinerary
        brochure
      }
    }
    bannerImageFile {
      childImageSharp {
        ...DestinationBanner
      }
    }
    share: bannerImageFile {
      childImageSharp {
        ...SharingImage
      }
    }
  }
`;
