import { graphql } from "gatsby";

/*
 * Not a page for visitors: the backend records the CMS preview shows in blocks (deals, destinations, tour packages,
 * reviews, posts, service cards, FAQs, and the team, hotels and transport from content/), each selected by the
 * same fragment the block's own query uses, so the preview's records have exactly the shape its component reads.
 * The build writes the result into the file the preview loads (CMS_PREVIEW_RECORDS_DATA, gatsby/cms/preview-records.ts);
 * this page's HTML is an empty page under /admin/. Only what the blocks
 * show is here, all of it already on the public pages. Which of them a block shows: its block file's `records` (src/lib/block-records.ts).
 */

export default function PreviewRecords() {
  return null;
}

export const query = graphql`
  query PreviewRecords {
    deals: allAgencyDeal {
      nodes {
        ...DealRecord
      }
    }
    # Every destination and post, with its picture only where a block can show it (gatsby/cms/preview-records.ts).
    destinations: cmsPreviewDestinations {
      nodes {
        type
        ...BackendOffer
      }
    }
    # The destination type tiles show another crop of the same banner.
    destinationTiles: cmsPreviewDestinationTiles {
      nodes {
        type
        name
        rating
        pricePerPerson
        ...DestinationTypeTop
      }
    }
    tourPackages: allAgencyTourPackage {
      nodes {
        ...BackendOffer
      }
    }
    team: allTeamJson {
      nodes {
        ...TeamMemberFields
      }
    }
    reviews: allAgencyReview {
      nodes {
        ...ReviewRecord
      }
    }
    posts: cmsPreviewPosts {
      nodes {
        ...BlogTeaserPost
      }
    }
    serviceCards: allAgencyServiceCard {
      nodes {
        ...ServiceCardFields
      }
    }
    landingPages: allBlockPage(filter: { language: { eq: "en" } }) {
      nodes {
        ...ServiceCardLandingPage
      }
    }
    hotels: allHotelsJson {
      nodes {
        ...ContentOfferFields
      }
    }
    transport: allTransportJson {
      nodes {
        ...ContentOfferFields
      }
    }
    faqs: allAgencyFaq {
      nodes {
        ...FaqRecord
      }
    }
  }
`;
