import { z } from "zod";
import { DESTINATION_TYPES } from "../../plugins/gatsby-source-agency-api/destination-types";
import { image, imageAlt, link, longText, markdown, number, paragraphs, text, wholeNumber } from "./fields";

/*
 * The block types a page is made of (content/pages/*.json `blocks`), one schema each. A block that shows the
 * agency's backend data (deals, destinations, tours, reviews, posts, service cards, FAQs) only says *which*
 * records; the data layer finds them at build time (gatsby/content/block-data.ts). Each type has one component in
 * src/blocks/ (the registry there is checked against BLOCK_TYPES by a test).
 */

const heading = {
  title: text("Title"),
  eyebrow: text("Eyebrow", "The short line above the title; leave empty for none").optional(),
};
const tinted = z.boolean().optional().meta({ title: "Tinted background", description: "Sets the section apart" });

const block = <T extends string, S extends z.ZodRawShape>(type: T, title: string, description: string, shape: S) =>
  z.object({ type: z.literal(type), ...shape }).meta({ title, description });

export const heroSliderBlock = block("heroSlider", "Hero slider", "Full-width slides with a title and two buttons", {
  heading: text("Page heading", "The page's main heading, read by screen readers and search engines"),
  slides: z
    .array(
      z
        .object({
          eyebrow: text("Eyebrow"),
          title: text("Title"),
          text: longText("Text"),
          image: image("Picture", "Wide landscape picture; phones show a portrait crop of its centre"),
          imageAlt: imageAlt(),
          primary: link("First button"),
          secondary: link("Second button").optional(),
        })
        .meta({ title: "Slide" }),
    )
    .min(1, "needs at least one slide")
    .max(5, "can have at most 5 slides")
    .meta({ title: "Slides" }),
});

export const dealsBlock = block("deals", "Deals", "The current deals from the booking system, newest first", heading);

export const OFFER_SOURCES = ["destinations", "tourPackages"] as const;
/** The most cards an offer carousel with a limit shows, and the most posts a blog teaser shows. */
export const OFFER_CAROUSEL_MAX = 24;
export const BLOG_TEASER_MAX = 12;
export const OFFER_ORDERS = ["rating", "recommended", "priceLow", "name"] as const;

export const offerCarouselBlock = block(
  "offerCarousel",
  "Offer carousel",
  "A carousel of destinations or tour packages from the booking system",
  {
    ...heading,
    source: z.enum(OFFER_SOURCES).meta({
      title: "Show",
      optionLabels: { destinations: "Destinations", tourPackages: "Tour packages" },
    }),
    destinationType: z
      .enum(DESTINATION_TYPES)
      .optional()
      .meta({ title: "Only this type", description: "Destinations only; leave empty for every type" }),
    order: z.enum(OFFER_ORDERS).meta({
      title: "Order",
      optionLabels: {
        rating: "Highest rated first",
        recommended: "The booking system's order",
        priceLow: "Lowest price first",
        name: "By name",
      },
    }),
    limit: wholeNumber("How many", "Leave empty for all")
      .min(1)
      .max(OFFER_CAROUSEL_MAX, `can show at most ${OFFER_CAROUSEL_MAX}`)
      .optional(),
    autoplay: z.boolean().optional().meta({ title: "Moves by itself", description: "Pauses when hovered or focused" }),
  },
);

export const aboutTeaserBlock = block("aboutTeaser", "About teaser", "Picture beside a short text and a link", {
  ...heading,
  paragraphs: paragraphs("Text"),
  image: image(),
  imageAlt: imageAlt(),
  link: link("Link"),
});

export const galleryBlock = block("gallery", "Gallery", "Square pictures in a grid", {
  title: text("Title"),
  images: z
    .array(z.object({ image: image(), alt: imageAlt() }).meta({ title: "Picture" }))
    .min(1, "needs at least one picture")
    .meta({ title: "Pictures" }),
});

export const countersBlock = block("counters", "Counters", "Numbers that count up when scrolled into view", {
  title: text("Title", "Read by screen readers only"),
  counters: z
    .array(
      z
        .object({
          value: number("Number").positive("must be above 0"),
          decimals: wholeNumber("Decimals").min(0).max(2, "can have at most 2 decimals"),
          suffix: z.string().meta({ title: "After the number", description: "e.g. + or k" }),
          label: text("Label"),
        })
        .meta({ title: "Counter" }),
    )
    .min(1, "needs at least one counter")
    .meta({ title: "Counters" }),
});

export const teamBlock = block("team", "Team", "The team carousel (people from content/team.json)", {
  ...heading,
  tinted,
});

export const spaceGalleryBlock = block("spaceGallery", "Space gallery", "Captioned pictures of the offices", {
  title: text("Title"),
  text: longText("Text"),
  images: z
    .array(z.object({ image: image(), alt: imageAlt(), caption: text("Caption") }).meta({ title: "Picture" }))
    .min(1, "needs at least one picture")
    .meta({ title: "Pictures" }),
});

export const testimonialsBlock = block(
  "testimonials",
  "Testimonials",
  "Travellers' reviews from the booking system",
  heading,
);

export const blogTeaserBlock = block("blogTeaser", "Blog teaser", "The newest blog posts", {
  ...heading,
  count: wholeNumber("How many").min(1).max(BLOG_TEASER_MAX, `can show at most ${BLOG_TEASER_MAX}`),
});

export const pageHeaderBlock = block("pageHeader", "Page header", "The page's title band with breadcrumbs", {
  title: text("Title", "The page's main heading"),
  intro: longText("Introduction").optional(),
});

const statement = (title: string) => z.object({ title: text("Title"), text: longText("Text") }).meta({ title });

export const storyBlock = block("story", "Story, vision and mission", "Our story with a picture, then two statements", {
  story: z
    .object({ title: text("Title"), paragraphs: paragraphs("Text"), image: image(), imageAlt: imageAlt() })
    .meta({ title: "Story" }),
  vision: statement("Vision"),
  mission: statement("Mission"),
});

export const whyChooseUsBlock = block("whyChooseUs", "Why choose us", "Fading slides of reasons with pictures", {
  ...heading,
  reasons: z
    .array(z.object({ title: text("Title"), text: longText("Text"), image: image(), imageAlt: imageAlt() }))
    .min(1, "needs at least one reason")
    .meta({ title: "Reasons" }),
});

export const serviceCardsBlock = block(
  "serviceCards",
  "Service cards",
  "The services from the booking system",
  heading,
);

export const travelTabsBlock = block(
  "travelTabs",
  "Travel tabs",
  "Tabs of tour packages (booking system), hotels and transport (content files)",
  heading,
);

export const destinationTypesBlock = block(
  "destinationTypes",
  "Destinations by type",
  "One tile per destination type with its count and top-rated picture",
  heading,
);

export const richTextBlock = block("richText", "Rich text", "A title, formatted text and an optional picture", {
  ...heading,
  text: markdown("Text", "Paragraphs, **bold**, lists and links"),
  picture: image().optional(),
  pictureAlt: imageAlt().optional(),
  action: link("Button").optional(),
  tinted,
});

export const callToActionBlock = block("callToAction", "Call to action", "A banner with a button and WhatsApp", {
  title: text("Title"),
  text: longText("Text"),
  button: link("Button"),
  whatsappText: text(
    "WhatsApp message",
    "Adds a WhatsApp button that opens a chat with this message; leave empty for none",
  ).optional(),
});

export const faqListBlock = block("faqList", "FAQ list", "Chosen questions from the booking system's FAQs", {
  ...heading,
  faqIds: z
    .array(text("FAQ id"))
    .min(1, "needs at least one question")
    .meta({ title: "Questions", description: "The ids of the FAQs to show, in this order (see /faq)" }),
});

export const privacyContactBlock = block(
  "privacyContact",
  "Privacy contact",
  "Who we are and who answers privacy requests: the legal name, address and privacy contact from Site facts",
  {
    ...heading,
    text: markdown("Text", "Shown above the contact details, e.g. what to write to them about"),
  },
);

export const deviceStorageBlock = block(
  "deviceStorage",
  "What stays on your device",
  "What the enquiry forms keep in the visitor's browser and for how long (the periods come from the site's code)",
  {
    ...heading,
    text: markdown("Text", "Shown above the list, e.g. why drafts are kept"),
  },
);

export const BLOCK_SCHEMAS = [
  heroSliderBlock,
  dealsBlock,
  offerCarouselBlock,
  aboutTeaserBlock,
  galleryBlock,
  countersBlock,
  teamBlock,
  spaceGalleryBlock,
  testimonialsBlock,
  blogTeaserBlock,
  pageHeaderBlock,
  storyBlock,
  whyChooseUsBlock,
  serviceCardsBlock,
  travelTabsBlock,
  destinationTypesBlock,
  richTextBlock,
  callToActionBlock,
  faqListBlock,
  privacyContactBlock,
  deviceStorageBlock,
] as const;

export type BlockType = (typeof BLOCK_SCHEMAS)[number]["shape"]["type"]["value"];
export const BLOCK_TYPES: readonly BlockType[] = BLOCK_SCHEMAS.map((schema) => schema.shape.type.value);

const unknownBlock = (issue: { code?: string; input?: unknown }): string | undefined =>
  issue.code === "invalid_union"
    ? `unknown block type ${JSON.stringify((issue.input as { type?: unknown } | undefined)?.type)}; known types: ${BLOCK_TYPES.join(", ")}`
    : undefined;

/** One block of a page; an unknown `type` is named in the error with the known ones. */
export const pageBlock = z
  .discriminatedUnion("type", BLOCK_SCHEMAS, { error: unknownBlock })
  .meta({ typeName: "PageBlock" });

export type PageBlockContent = z.infer<typeof pageBlock>;
export type BlockContent<T extends BlockType> = Extract<PageBlockContent, { type: T }>;
