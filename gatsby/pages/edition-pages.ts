import type { FaqTranslation } from "../../src/components/faq/faq-items";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Actions, Reporter } from "gatsby";
import { EDITION_CODES, EDITIONS, pathInEdition, type EditionCode } from "../../src/i18n/editions";
import { readCatalogue, type CataloguePart } from "../../src/i18n/catalogue-files";
import { TRANSLATED_PAGES } from "../../src/i18n/translated-pages";
import { TRANSLATION_LANGUAGES, type TripTranslation } from "../../src/content-model/record-translations";
import { translationProblem, type EnglishDestination } from "../../src/lib/trip-words";
import { destinationDetailsPath, destinationListPath, DESTINATION_TYPES, itineraryPath } from "../../src/lib/routes";
import { BLOCK_PAGE_ROUTES, blogPostPath, ROUTES } from "../../src/lib/routes";
import { themeValue } from "../../src/lib/trip-finder";
import { THEMES_FILE } from "../content/per-record-content";
import { TOUR_CATALOGUE_FILE } from "../content/tour-content";

interface EditionPage {
  component: string;
  /** The parts of the interface catalogues it needs besides the frame's. */
  parts: readonly CataloguePart[];
  /** What its page context holds besides the edition's (the English page's context, without its `language`). */
  context?: Record<string, unknown>;
  /** What the edition lacks to make the page (a translation of its content file), as the build says it; null: none. */
  missing?: (root: string, code: Exclude<EditionCode, "en">) => string | null;
}

/** /tour's title and introduction in an edition: content/tour-catalogue.json's `translations` (the CMS's Tour list). */
function tourCatalogueMissing(root: string, code: Exclude<EditionCode, "en">): string | null {
  const file = TOUR_CATALOGUE_FILE;
  const catalogue = JSON.parse(readFileSync(path.join(root, file), "utf8")) as {
    translations?: { language?: string }[];
  };
  return catalogue.translations?.some((entry) => entry.language === code)
    ? null
    : `${file} has no ${EDITIONS[code].name} (${code}) translation of its title and introduction, which ` +
        `${pathInEdition(code, ROUTES.tour)} shows: add one under Translations (the CMS's Tour list), or take ` +
        `${ROUTES.tour} out of src/i18n/translated-pages.ts`;
}

const LIST: Omit<EditionPage, "context"> = {
  component: "src/templates/destination-list.tsx",
  parts: ["lists", "browse"],
};

/**
 * The destination lists' page contexts by address: /destinations (every type) and /destination/{type}. The English
 * lists (gatsby/pages/create-pages.ts) and their editions are made from these.
 */
export const DESTINATION_LISTS: Readonly<Record<string, { types: readonly string[]; type: string | null }>> = {
  [ROUTES.destinations]: { types: DESTINATION_TYPES, type: null },
  ...Object.fromEntries(DESTINATION_TYPES.map((type) => [destinationListPath(type), { types: [type], type }])),
};

/**
 * The component of each translated page, the English page's own, which reads its edition from the context, the parts
 * of the interface catalogues it needs besides the frame's, and the rest of its context.
 */
const COMPONENTS: Readonly<Record<string, EditionPage>> = {
  [ROUTES.faq]: { component: "src/pages/faq.tsx", parts: ["faq", "enquiry"] },
  [ROUTES.search]: { component: "src/pages/search.tsx", parts: [] },
  [ROUTES.contact]: { component: "src/pages/contact.tsx", parts: ["enquiry", "contact"] },
  [ROUTES.blog]: { component: "src/pages/blog.tsx", parts: ["blog", "browse"] },
  [ROUTES.tour]: { component: "src/pages/tour.tsx", parts: ["tours"], missing: tourCatalogueMissing },
  // The comparison names the currencies as the trip pages do (the trip part).
  [ROUTES.shortlist]: { component: "src/pages/shortlist.tsx", parts: ["shortlist", "enquiry", "trip"] },
  ...Object.fromEntries(Object.entries(DESTINATION_LISTS).map(([english, context]) => [english, { ...LIST, context }])),
};

/**
 * Parts every page of an edition carries besides the frame: the search's, which the header opens on any page (its
 * dialog's script loads on use, and needs the edition's words then).
 */
const EVERY_PAGE_PARTS: readonly CataloguePart[] = ["search"];

export const FAQ_TRANSLATIONS_FILE = "content/faq-translations.json";

/** What a page of an edition carries in its context: its `language` and the parts of the catalogue it shows. */
const editionContext = (root: string, code: Exclude<EditionCode, "en">, parts: readonly CataloguePart[]) => ({
  language: code,
  messages: readCatalogue(root, code, ["frame", ...EVERY_PAGE_PARTS, ...parts]),
});

/** The blocks that show the privacy notice's own words (the catalogue part `privacy`). */
const PRIVACY_BLOCKS: readonly string[] = ["deviceStorage", "privacyContact"];

/**
 * A page made of blocks in an edition: its translation's content (`id`, content/pages/ml/x.json) at the English page's
 * address in the edition, with the blocks' words of the edition's catalogue.
 */
export function createBlockPageEdition(
  createPage: Actions["createPage"],
  code: EditionCode,
  english: { path: string; lastUpdated?: string | null; editions: readonly EditionCode[] },
  translation: { id: string; blockTypes: readonly string[]; faqTranslations?: readonly FaqTranslation[] },
  component: string,
  root = process.cwd(),
): void {
  const { id, blockTypes, faqTranslations = [] } = translation;
  // The notice's own words only on the page that shows its blocks; the FAQ's on a page that lists questions.
  const parts: CataloguePart[] = [
    "blocks",
    ...(blockTypes.some((type) => PRIVACY_BLOCKS.includes(type)) ? (["privacy"] as const) : []),
    ...(blockTypes.includes("faqList") ? (["faq"] as const) : []),
  ];
  if (code === "en") throw new Error(`${english.path}: an English page is not an edition's`);
  createPage({
    path: pathInEdition(code, english.path),
    component,
    context: {
      id,
      // Its English page's editions, which its translations make (blockPageEditions): the switch and alternates.
      editions: english.editions,
      ...editionContext(root, code, parts),
      // The questions its FAQ lists show, as translated (the rest stay the backend's English, marked so).
      ...(faqTranslations.length > 0 && { faqTranslations }),
      // The English page's date (the privacy notice's version), written in the edition's words here, so the page
      // needs no Intl in the browser.
      ...(english.lastUpdated && {
        lastUpdated: { iso: english.lastUpdated, text: editionDate(code, english.lastUpdated) },
      }),
    },
  });
}

/** "28 നവംബർ 2026": a date in an edition's words and the Gregorian calendar, as its readers write it. */
export const editionDate = (code: EditionCode, iso: string): string =>
  new Intl.DateTimeFormat(EDITIONS[code].locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

/**
 * How many of the English pages made of blocks each edition translates, the line the build prints ("Pages made of
 * blocks translated: മലയാളം (ml) 2 of 5, …").
 */
export function blockPageTranslationReport(pages: readonly { path: string; language: string }[]): string {
  const english = new Set(pages.filter((page) => page.language === "en").map((page) => page.path));
  const coverage = TRANSLATION_LANGUAGES.map((code) => {
    const translated = new Set(
      pages.filter((page) => page.language === code && english.has(page.path)).map((page) => page.path),
    );
    return `${EDITIONS[code].name} (${code}) ${translated.size} of ${english.size}`;
  }).join(", ");
  return `Pages made of blocks translated: ${coverage}`;
}

/**
 * The translated pages' other editions (TRANSLATED_PAGES): the English page's component at /ml/… and /ar/…, with
 * the edition's interface catalogue in its context (so only that edition's visitors load it) and its `language`
 * for the page's query of translated records.
 */
export function createEditionPages(
  createPage: Actions["createPage"],
  blockPagePaths: readonly string[] = BLOCK_PAGE_ROUTES,
  root = process.cwd(),
): void {
  for (const [english, editions] of Object.entries(TRANSLATED_PAGES)) {
    // Pages made of blocks (content/pages) have their editions from their translations (createBlockPageEdition).
    if (blockPagePaths.includes(english)) continue;
    const page = COMPONENTS[english];
    if (!page)
      throw new Error(
        `${english} is in src/i18n/translated-pages.ts but is no page of content/pages nor a page type of ` +
          "gatsby/pages/edition-pages.ts: remove it there, or give the page back its content file",
      );
    for (const code of editions.filter((edition): edition is Exclude<EditionCode, "en"> => edition !== "en")) {
      const missing = page.missing?.(root, code);
      if (missing) throw new Error(missing);
      createPage({
        path: pathInEdition(code, english),
        component: path.resolve(root, page.component),
        context: { ...page.context, ...editionContext(root, code, page.parts) },
      });
    }
  }
}

/**
 * What the marketers' translations of the FAQs cover, and what they name in vain: one warning per translation of a
 * question the backend does not publish (shown nowhere), and the line the build prints per edition
 * ("FAQs in മലയാളം (ml): 8 of 8 translated").
 */
export function faqTranslationReport(
  faqIds: readonly string[],
  translations: readonly { faqId: string; language: string }[],
): { warnings: string[]; coverage: string } {
  const published = new Set(faqIds);
  const warnings = translations.flatMap(({ faqId, language }, index) =>
    published.has(faqId)
      ? []
      : [translationOfNoRecord(FAQ_TRANSLATIONS_FILE, index, language, `faqId "${faqId}"`, "question")],
  );
  const coverage = TRANSLATION_LANGUAGES.map((code) => {
    const translated = new Set(
      translations.filter((entry) => entry.language === code && published.has(entry.faqId)).map((entry) => entry.faqId),
    );
    return `${EDITIONS[code].name} (${code}) ${translated.size} of ${published.size}`;
  }).join(", ");
  return { warnings, coverage: `FAQs translated: ${coverage}` };
}

export function reportFaqTranslations(reporter: Reporter, ...args: Parameters<typeof faqTranslationReport>): void {
  const { warnings, coverage } = faqTranslationReport(...args);
  for (const warning of warnings) reporter.warn(`[content] ${warning}`);
  reporter.info(`[editions] ${coverage}`);
}

/**
 * What the region and theme translations cover: the line the build prints ("Regions and themes translated: മലയാളം
 * (ml) 27 of 27, …") and a warning for a translation of a label no destination has (shown nowhere).
 */
export function themeTranslationReport(
  rows: readonly { region: string; themes: readonly string[] }[],
  translations: readonly { label: string; language: string }[],
): { warnings: string[]; coverage: string } {
  const labels = new Set(rows.flatMap((row) => [row.region, ...row.themes]).map(themeValue));
  const warnings = translations.flatMap(({ label, language }, index) =>
    labels.has(themeValue(label))
      ? []
      : [
          `${THEME_TRANSLATIONS_FILE}: entry [${index}] (${language}, label "${label}"): no destination has this region ` +
            `or theme in ${THEMES_FILE.file}, so this translation is shown nowhere; correct the label or remove the entry`,
        ],
  );
  const coverage = TRANSLATION_LANGUAGES.map((code) => {
    const translated = new Set(
      translations.filter((entry) => entry.language === code).map((entry) => themeValue(entry.label)),
    );
    return `${EDITIONS[code].name} (${code}) ${[...labels].filter((label) => translated.has(label)).length} of ${labels.size}`;
  }).join(", ");
  return { warnings, coverage: `Regions and themes translated: ${coverage}` };
}

export const THEME_TRANSLATIONS_FILE = "content/theme-translations.json";

/** The parts a trip page's edition carries besides the frame's and the search's: its own, and the enquiry form's. */
const TRIP_PAGE_PARTS: readonly CataloguePart[] = ["trip", "enquiry"];

/**
 * The editions of each destination's pages: English, and each language its marketers' translation matches the record
 * in (src/lib/trip-words.ts). A translation that does not match is a warning naming what differs; the coverage line
 * says how many destinations each edition has ("Destinations translated: മലയാളം (ml) 13 of 28, …").
 */
export function tripEditions(
  destinations: readonly EnglishDestination[],
  translations: readonly TripTranslation[],
): { editions: Map<string, EditionCode[]>; warnings: string[]; coverage: string } {
  const warnings: string[] = [];
  const editions = new Map<string, EditionCode[]>(destinations.map((record) => [record.agencyId, ["en"]]));
  const records = new Map(destinations.map((record) => [record.agencyId, record]));
  translations.forEach((translation, index) => {
    const record = records.get(translation.destinationId);
    if (!record) {
      warnings.push(
        translationOfNoRecord(
          "content/trip-translations.json",
          index,
          translation.language,
          `destinationId "${translation.destinationId}"`,
          "destination",
        ),
      );
      return;
    }
    const problem = translationProblem(record, translation);
    if (problem) warnings.push(problem);
    else editions.get(record.agencyId)!.push(translation.language);
  });
  return {
    editions: inSiteOrder(editions),
    warnings,
    coverage: `Destinations translated: ${editionCoverage(editions)}`,
  };
}

const EDITION_ORDER: readonly EditionCode[] = ["en", "ml", "ar"];

/**
 * The editions of each page made of blocks, by its English page's id: English and each language a translation of it
 * is published in (checkBlockPages), in the site's order. A landing page is in these editions whether or not
 * src/i18n/translated-pages.ts lists it; the site's own pages are the same as there (the check refuses a difference).
 */
export function blockPageEditions(
  checked: readonly { page: { language: string }; english: { id: string } }[],
): Map<string, EditionCode[]> {
  const editions = new Map<string, EditionCode[]>();
  for (const { page, english } of checked) {
    const codes = editions.get(english.id) ?? [];
    codes.push(page.language as EditionCode);
    editions.set(english.id, codes);
  }
  return inSiteOrder(editions);
}

/** Each record's editions (a map of record id to editions) in the site's order: English, Malayalam, Arabic. */
function inSiteOrder(editions: Map<string, EditionCode[]>): Map<string, EditionCode[]> {
  for (const codes of editions.values()) codes.sort((a, b) => EDITION_ORDER.indexOf(a) - EDITION_ORDER.indexOf(b));
  return editions;
}

/**
 * How many of the records (`editions`: each record's editions) each language has, as the build prints it: "മലയാളം (ml)
 * 13 of 28, العربية (ar) 13 of 28".
 */
function editionCoverage(editions: ReadonlyMap<string, readonly EditionCode[]>): string {
  return TRANSLATION_LANGUAGES.map((code) => {
    const count = [...editions.values()].filter((codes) => codes.includes(code)).length;
    return `${EDITIONS[code].name} (${code}) ${count} of ${editions.size}`;
  }).join(", ");
}

/** The warning for a translation (entry `index` of `file`) of a record the booking system does not publish. */
const translationOfNoRecord = (file: string, index: number, language: string, id: string, record: string): string =>
  `${file}: entry [${index}] (${language}, ${id}): the booking system publishes no ${record} with this id, so this ` +
  "translation is shown nowhere; correct the id or remove the entry";

/**
 * A destination's pages (details, and itinerary when it has days) in each of its editions: the English at today's
 * addresses, the others under /ml and /ar with their interface words. Every one names its editions (`editions`), for
 * the language switch and the alternates.
 */
export function createTripPages(
  createPage: Actions["createPage"],
  destination: { agencyId: string; itinerary: readonly unknown[] },
  editions: readonly EditionCode[],
  root = process.cwd(),
): void {
  const { agencyId } = destination;
  const kinds = [
    { english: destinationDetailsPath(agencyId), component: "src/templates/destination-details.tsx" },
    ...(destination.itinerary.length > 0
      ? [{ english: itineraryPath(agencyId), component: "src/templates/itinerary.tsx" }]
      : []),
  ];
  for (const { english, component } of kinds)
    for (const code of editions)
      createPage({
        path: pathInEdition(code, english),
        component: path.resolve(root, component),
        context:
          code === "en"
            ? { agencyId, editions }
            : {
                agencyId,
                editions,
                language: code,
                messages: readCatalogue(root, code, ["frame", ...EVERY_PAGE_PARTS, ...TRIP_PAGE_PARTS]),
              },
      });
}

/** The parts a tour's page carries in an edition besides the frame's and the search's: the trip pages' and the tours'. */
const TOUR_PAGE_PARTS: readonly CataloguePart[] = ["trip", "tours"];

/**
 * A tour package's page in every edition: the English at today's address (`english`: /tour-details/{id}, or
 * /tour-details for the featured tour), the others under /ml and /ar with their interface words around the tour's
 * English (marked so). Every one names its editions, for the switch and the alternates.
 */
export function createTourPages(
  createPage: Actions["createPage"],
  english: string,
  agencyId: string,
  root = process.cwd(),
): void {
  const component = path.resolve(root, "src/templates/tour-details.tsx");
  const editions = EDITION_CODES;
  for (const code of editions)
    createPage({
      path: pathInEdition(code, english),
      component,
      context:
        code === "en" ? { agencyId, editions } : { agencyId, editions, ...editionContext(root, code, TOUR_PAGE_PARTS) },
    });
}

export const BLOG_TRANSLATIONS_FILE = "content/blog-translations.json";

/** The parts a translated blog post's page carries besides the frame's and the search's: its own and the sidebar's. */
const BLOG_POST_PARTS: readonly CataloguePart[] = ["blog", "browse"];

/**
 * The editions of each blog post: English, and each language it has a translation in (content/blog-translations.json).
 * A translation of a post the booking system does not publish is a warning; the coverage line says how many posts each
 * edition has ("Blog posts translated: മലയാളം (ml) 2 of 11, …").
 */
export function blogPostEditions(
  posts: readonly { agencyId: string }[],
  translations: readonly { blogId: string; language: string }[],
): { editions: Map<string, EditionCode[]>; warnings: string[]; coverage: string } {
  const editions = new Map<string, EditionCode[]>(posts.map((post) => [post.agencyId, ["en"]]));
  const warnings: string[] = [];
  translations.forEach(({ blogId, language }, index) => {
    const codes = editions.get(blogId);
    if (codes) codes.push(language as EditionCode);
    else warnings.push(translationOfNoRecord(BLOG_TRANSLATIONS_FILE, index, language, `blogId "${blogId}"`, "post"));
  });
  return { editions: inSiteOrder(editions), warnings, coverage: `Blog posts translated: ${editionCoverage(editions)}` };
}

/**
 * A blog post's page in each of its editions: the English at today's address, a translation's under /ml and /ar with
 * its words (its date in them comes from the data layer, AgencyBlog.publishedIn). Every one names its editions, for
 * the switch and alternates.
 */
export function createBlogPostPages(
  createPage: Actions["createPage"],
  agencyId: string,
  editions: readonly EditionCode[],
  root = process.cwd(),
): void {
  const component = path.resolve(root, "src/templates/blog-post.tsx");
  for (const code of editions)
    createPage({
      path: pathInEdition(code, blogPostPath(agencyId)),
      component,
      context:
        code === "en" ? { agencyId, editions } : { agencyId, editions, ...editionContext(root, code, BLOG_POST_PARTS) },
    });
}
