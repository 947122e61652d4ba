/**
 * GraphQL types of the marketer-edited JSON files in content/ (validated first by content-schema.ts), declared
 * so that page queries get non-null, typed fields. Images are paths relative to the file ("./images/…").
 */
/** The fields of a sample offer (content/hotels.json, content/transport.json), written once for the interface and both types. */
const CONTENT_OFFER_FIELDS = `
    slug: String!
    title: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    price: Float!
    days: Int!
    rating: Float!`;

export const contentTypeDefs = `
  type ContentLink @dontInfer {
    label: String!
    to: String!
  }
  type HomeJson implements Node @dontInfer {
    hero: [HomeHeroSlide!]!
    aboutTeaser: HomeAboutTeaser!
    gallery: HomeGallery!
    counters: [HomeCounter!]!
    spaceGallery: HomeSpaceGallery!
  }
  type HomeHeroSlide @dontInfer {
    eyebrow: String!
    title: String!
    text: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    primary: ContentLink!
    secondary: ContentLink!
  }
  type HomeAboutTeaser @dontInfer {
    eyebrow: String!
    title: String!
    paragraphs: [String!]!
    image: File! @fileByRelativePath
    imageAlt: String!
    link: ContentLink!
  }
  type HomeGallery @dontInfer {
    title: String!
    images: [HomeGalleryImage!]!
  }
  type HomeGalleryImage @dontInfer {
    image: File! @fileByRelativePath
    alt: String!
  }
  type HomeCounter @dontInfer {
    value: Float!
    decimals: Int!
    suffix: String!
    label: String!
  }
  type HomeSpaceGallery @dontInfer {
    title: String!
    text: String!
    images: [HomeSpaceImage!]!
  }
  type HomeSpaceImage @dontInfer {
    image: File! @fileByRelativePath
    alt: String!
    caption: String!
  }
  type TeamJson implements Node @dontInfer {
    name: String!
    designation: String!
    image: File! @fileByRelativePath
    detailsLink: String!
  }
  type AboutJson implements Node @dontInfer {
    story: AboutStory!
    vision: AboutStatement!
    mission: AboutStatement!
    whyChooseUs: [AboutReason!]!
  }
  type AboutStory @dontInfer {
    title: String!
    paragraphs: [String!]!
    image: File! @fileByRelativePath
    imageAlt: String!
  }
  type AboutStatement @dontInfer {
    title: String!
    text: String!
  }
  type AboutReason @dontInfer {
    title: String!
    text: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }
  """A sample offer card on /service: hotels and transport."""
  interface ContentOffer {
    ${CONTENT_OFFER_FIELDS}
  }
  type HotelsJson implements Node & ContentOffer @dontInfer {
    ${CONTENT_OFFER_FIELDS}
  }
  type TransportJson implements Node & ContentOffer @dontInfer {
    ${CONTENT_OFFER_FIELDS}
  }`;
