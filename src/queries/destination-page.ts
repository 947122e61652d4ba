import { graphql } from "gatsby";

/** What a destination's details and itinerary pages both show and share: names, price, days, banner. */
export const destinationPageFragments = graphql`
  fragment DestinationPageFields on AgencyDestination {
    agencyId
    type
    name
    pricePerPerson
    durationDays
    rating
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
