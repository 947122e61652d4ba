import { z } from "zod";
import { markdown } from "./fields";
import { blockPageSchema, blockPageTranslationSchema } from "./pages";
import { destinationDetailsSchema, hotelsSchema, teamSchema, transportSchema } from "./offers";
import { tourCatalogueSchema, toursSchema } from "./tours";
import { bestTimesToVisitSchema } from "./best-time";
import { destinationThemesSchema } from "./destination-themes";
import { dealTermsSchema } from "./deal-terms";
import { siteSchema } from "./site";
import { searchWordsSchema } from "./search";
import {
  blogTranslationsSchema,
  faqTranslationsSchema,
  themeTranslationsSchema,
  TRANSLATION_LANGUAGES,
  tripTranslationsSchema,
} from "./record-translations";
import { currencyRatesSchema } from "./currency-rates";

/*
 * The content model: every file in content/ and the one schema that defines it. From this list come the
 * build's validation (gatsby/content/content-validation.ts), the GraphQL types (gatsby/content/content-graphql.ts), the
 * TypeScript types (z.infer) and the CMS's collections and fields (src/cms/).
 */

interface ModelEntry {
  /** The CMS collection or file name. */
  name: string;
  label: string;
  description?: string;
  schema: z.ZodType;
  /** The GraphQL node type its records become (gatsby-transformer-json); none for files read otherwise. */
  typeName?: string;
  /** GraphQL interfaces the node type implements. */
  interfaces?: string[];
}

/** One JSON file (an object, or an array of records). */
export interface ContentFileModel extends ModelEntry {
  file: string;
}

/** A folder of files of one kind; `create`: marketers may add new ones (landing pages). */
export interface ContentFolderModel extends ModelEntry {
  folder: string;
  extension: "json" | "md";
  create: boolean;
}

export type ContentModelEntry = ContentFileModel | ContentFolderModel;

/** Markdown documents are validated as `{ body }`: the whole file. */
export const markdownDocumentSchema = z.object({
  body: markdown("Text", "Headings (#, ##, ###), paragraphs, **bold** and - lists"),
});

/** The folder of the pages made of blocks; their translations are in a folder per edition inside it. */
export const PAGES_FOLDER = "content/pages";
const PAGE_LANGUAGE_NAMES = { ml: "Malayalam (മലയാളം)", ar: "Arabic (العربية)" } as const;

export const CONTENT_MODEL: readonly ContentModelEntry[] = [
  {
    name: "pages",
    label: "Pages",
    description: "Pages made of blocks: the home page, About, Services and landing pages",
    folder: PAGES_FOLDER,
    extension: "json",
    create: true,
    schema: blockPageSchema,
    typeName: "BlockPage",
  },
  // A folder per edition beside them (content/pages/ml/home.json translates content/pages/home.json): BlockPage nodes
  // too (contentNodeType finds the pages' folder first), each language's pages a collection of their own in the CMS.
  ...TRANSLATION_LANGUAGES.map((code) => ({
    name: `pages-${code}`,
    label: `Pages in ${PAGE_LANGUAGE_NAMES[code]}`,
    description: `Translations of the pages made of blocks into ${PAGE_LANGUAGE_NAMES[code]}: each translates the English page at its address`,
    folder: `${PAGES_FOLDER}/${code}`,
    extension: "json" as const,
    create: true,
    schema: blockPageTranslationSchema,
  })),
  { name: "site", label: "Site facts", file: "content/site.json", schema: siteSchema },
  { name: "team", label: "Team", file: "content/team.json", schema: teamSchema, typeName: "TeamJson" },
  {
    name: "hotels",
    label: "Hotels",
    file: "content/hotels.json",
    schema: hotelsSchema,
    typeName: "HotelsJson",
    interfaces: ["ContentOffer"],
  },
  {
    name: "transport",
    label: "Transport",
    file: "content/transport.json",
    schema: transportSchema,
    typeName: "TransportJson",
    interfaces: ["ContentOffer"],
  },
  {
    name: "destinationDetails",
    label: "Destination details (every destination)",
    file: "content/destination-details.json",
    schema: destinationDetailsSchema,
    typeName: "DestinationDetailsJson",
  },
  {
    name: "bestTimeToVisit",
    label: "Best time to visit",
    description: "When to go to a destination, shown on its page: the months and why, one entry per destination id",
    file: "content/best-time-to-visit.json",
    schema: bestTimesToVisitSchema,
    typeName: "BestTimeToVisit",
  },
  {
    name: "currencyRates",
    label: "Currency rates",
    description:
      "Rupees for one dirham, riyal, dinar, dollar or pound: trip pages show an indicative price in the visitor's choice beside the ₹ price, while the rates are recent",
    file: "content/currency-rates.json",
    schema: currencyRatesSchema,
  },
  {
    name: "faqTranslations",
    label: "FAQ translations",
    description:
      "The booking system's questions and answers in Malayalam and Arabic, for the /ml and /ar FAQ pages: one entry per question and language",
    file: "content/faq-translations.json",
    schema: faqTranslationsSchema,
    typeName: "FaqTranslation",
  },
  {
    name: "tripTranslations",
    label: "Trip translations",
    description:
      "The booking system's destinations in Malayalam and Arabic, for their /ml and /ar pages: one entry per destination and language, every place, day and bullet of the English",
    file: "content/trip-translations.json",
    schema: tripTranslationsSchema,
    typeName: "TripTranslation",
  },
  {
    name: "blogTranslations",
    label: "Blog translations",
    description:
      "The booking system's blog posts in Malayalam and Arabic: a translated post has its /ml or /ar page, listed on that edition's blog",
    file: "content/blog-translations.json",
    schema: blogTranslationsSchema,
    typeName: "BlogTranslation",
  },
  {
    name: "destinationThemes",
    label: "Regions and themes",
    description:
      "Where each destination is and what kind of trip it is: the trip finder's choices and words its search finds",
    file: "content/destination-themes.json",
    schema: destinationThemesSchema,
    typeName: "DestinationTheme",
  },
  {
    name: "themeTranslations",
    label: "Region and theme translations",
    description:
      "The regions and themes of the trip finder in Malayalam and Arabic, for the /ml and /ar destination lists: one entry per English label and language",
    file: "content/theme-translations.json",
    schema: themeTranslationsSchema,
    typeName: "ThemeTranslation",
  },
  {
    name: "dealTerms",
    label: "Deal terms",
    description: "For each deal of the booking system: what its price is for and its last day (it disappears after)",
    file: "content/deal-terms.json",
    schema: dealTermsSchema,
    typeName: "DealTerm",
  },
  {
    name: "tours",
    label: "Tours",
    description: "The words for each tour package of the booking system: summary, places, overview, day plan",
    file: "content/tours.json",
    schema: toursSchema,
    typeName: "TourDescription",
  },
  {
    name: "tourCatalogue",
    label: "Tour list",
    description: "The /tour page's title and introduction, and the tour /tour-details shows",
    file: "content/tour-catalogue.json",
    schema: tourCatalogueSchema,
    typeName: "TourCatalogueJson",
  },
  {
    name: "search",
    label: "Site search",
    description: "Words that mean the same trip, so a search for one also finds pages with the others",
    file: "content/search.json",
    schema: searchWordsSchema,
  },
  {
    name: "pdfs",
    label: "PDF documents",
    description: "The downloadable travel tips and visa checklist",
    folder: "content/pdf",
    extension: "md",
    create: false,
    schema: markdownDocumentSchema,
  },
];

export const isFolder = (entry: ContentModelEntry): entry is ContentFolderModel => "folder" in entry;

/**
 * The GraphQL node type of a content file (path relative to content/, e.g. "pages/home.json"): its model
 * entry's, or, for a file the model does not type (site.json), the file's name + "Json".
 */
export function contentNodeType(relativePath: string): string {
  const file = `content/${relativePath}`;
  const entry = CONTENT_MODEL.find((candidate) =>
    isFolder(candidate) ? file.startsWith(`${candidate.folder}/`) : candidate.file === file,
  );
  if (entry?.typeName) return entry.typeName;
  const name = relativePath.replace(/^.*\//, "").replace(/\.json$/, "");
  return `${name.replace(/(^|[-_ ])(\w)/g, (_, _separator: string, letter: string) => letter.toUpperCase())}Json`;
}

/**
 * The language of a page made of blocks, from its file's path relative to content/ ("pages/home.json" → en,
 * "pages/ml/home.json" → ml): the folder's name, whether or not it is an edition's (the build refuses one that is
 * not); null for a file that is not a page.
 */
export function pageFileLanguage(relativePath: string): string | null {
  const match = /^pages\/(?:([^/]+)\/)?[^/]+\.json$/.exec(relativePath);
  if (!match) return null;
  return match[1] ?? "en";
}
