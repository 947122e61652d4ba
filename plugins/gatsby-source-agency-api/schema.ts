/** Explicit GraphQL types, so an empty or partial backend never breaks a page query. */
export const typeDefs = `
  """A record shown as an offer card: destinations and tour packages."""
  interface AgencyOffer {
    agencyId: String!
    name: String!
    bannerImageFile: File
    pricePerPerson: Float!
    durationDays: Int!
    rating: Float
  }
  type AgencyDestination implements Node & AgencyOffer @dontInfer {
    agencyId: String!
    type: String!
    name: String!
    bannerImage: String!
    bannerImageFile: File @link(from: "bannerImageFileId")
    description: String!
    overview: String!
    pricePerPerson: Float!
    durationDays: Int!
    touristSpots: [String!]!
    itinerary: [AgencyItineraryDay!]!
    inclusions: String!
    exclusions: String!
    termsAndConditions: String!
    cancellationPolicy: String!
    rating: Float
    """Position in the backend's lists (International, then Domestic): the list pages' "Recommended" order."""
    sourceOrder: Int!
  }
  type AgencyItineraryDay @dontInfer {
    dayNumber: Int!
    title: String!
    description: String!
    hotel: String!
    meals: [String!]!
    image: String
    imageFile: File @link(from: "imageFileId")
  }
  type AgencyBlog implements Node @dontInfer {
    agencyId: String!
    title: String!
    content: String!
    excerpt: String!
    featuredImage: String!
    featuredImageFile: File @link(from: "featuredImageFileId")
    author: String!
    createdAt: Date! @dateformat
    categories: [String!]!
    tags: [String!]!
  }
  type AgencyDeal implements Node @dontInfer {
    agencyId: String!
    title: String!
    mobileBanner: String!
    mobileBannerFile: File @link(from: "mobileBannerFileId")
    webBanner: String!
    webBannerFile: File @link(from: "webBannerFileId")
  }
  type AgencyReview implements Node @dontInfer {
    agencyId: String!
    profile: String!
    profileFile: File @link(from: "profileFileId")
    author: String!
    rating: Float!
    text: String!
  }
  type AgencyServiceCard implements Node @dontInfer {
    agencyId: String!
    title: String!
    subheading: String!
    banner: String!
    bannerFile: File @link(from: "bannerFileId")
  }
  type AgencyFaq implements Node @dontInfer {
    agencyId: String!
    question: String!
    answer: String!
    isActive: Boolean!
  }
  type AgencyTourPackage implements Node & AgencyOffer @dontInfer {
    agencyId: String!
    name: String!
    bannerImage: String!
    bannerImageFile: File @link(from: "bannerImageFileId")
    rating: Float
    pricePerPerson: Float!
    durationDays: Int!
    """Position in the backend's list: the tour list's "Popularity" order."""
    sourceOrder: Int!
    """Its name in each language the booking system translates it into (?locale=ml|ar)."""
    translations: [AgencyNameTranslation!]!
  }
  type AgencyNameTranslation @dontInfer {
    language: String!
    name: String!
  }
  """Whether a collection was sourced; pages show an error state when it was not (partial builds)."""
  type AgencySourceStatus implements Node @dontInfer {
    collection: String!
    ok: Boolean!
    url: String!
    message: String
    skipped: Int!
  }
`;
