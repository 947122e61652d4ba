import path from "node:path";
import type { CreatePagesArgs } from "gatsby";
import { BlockPageError, checkBlockPages, type BlockPageNode } from "../content/block-pages";
import { writeBlockTemplate } from "../content/block-templates";
import {
  BEST_TIME_FILE,
  DEAL_TERMS_FILE,
  recordsWithout,
  THEMES_FILE,
  unknownRecords,
  type PerRecordFile,
} from "../content/per-record-content";
import { checkTourContent } from "../content/tour-content";
import {
  blockPageTranslationReport,
  blogPostEditions,
  blockPageEditions,
  createBlockPageEdition,
  createBlogPostPages,
  createEditionPages,
  createTourPages,
  createTripPages,
  DESTINATION_LISTS,
  reportFaqTranslations,
  themeTranslationReport,
  tripEditions,
} from "./edition-pages";
import type { FaqTranslation } from "../../src/components/faq/faq-items";
import type { TripTranslation } from "../../src/content-model/record-translations";
import type { EditionCode } from "../../src/i18n/editions";
import {
  refusesDisagreement,
  tripDisagreements,
  type DestinationTexts,
  type TourTexts,
} from "../content/trip-agreement";
import { CMS_PREVIEW_RECORDS_PATH, ROUTES, tourDetailsPath } from "../../src/lib/routes";

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

export interface PagesQuery {
  blockPages: { nodes: BlockPageNode[] };
  faqs: { nodes: { agencyId: string }[] };
  faqStatus: { ok: boolean } | null;
  faqTranslations: { nodes: (FaqTranslation & { language: string })[] };
  tripTranslations: { nodes: TripTranslation[] };
  serviceCards: { nodes: { agencyId: string; title: string }[] };
  serviceCardStatus: { ok: boolean } | null;
  destinations: {
    nodes: (DestinationTexts & {
      touristSpots: string[];
      termsAndConditions: string;
      cancellationPolicy: string;
      itinerary: { dayNumber: number; title: string; hotel: string; meals: string[] }[];
    })[];
  };
  blogs: { nodes: { agencyId: string }[] };
  blogTranslations: { nodes: { blogId: string; language: string }[] };
  tourPackages: { nodes: { agencyId: string; name: string; durationDays: number }[] };
  tourPackageStatus: { ok: boolean } | null;
  tourWords: { nodes: (TourTexts & { plan: { title: string; meals: string }[] })[] };
  tourCatalogue: { featuredTourId: string } | null;
  bestTimes: { nodes: { destinationId: string }[] };
  destinationThemes: { nodes: { destinationId: string; region: string; themes: string[] }[] };
  themeTranslations: { nodes: { label: string; language: string }[] };
  deals: { nodes: { agencyId: string; title: string }[] };
  dealTerms: { nodes: { dealId: string }[] };
}

export async function createSitePages(
  { graphql, actions, reporter }: Pick<CreatePagesArgs, "graphql" | "actions" | "reporter">,
  directory: string,
): Promise<void> {
  const { createPage } = actions;
  const result = await graphql<PagesQuery>(`
    query CreatePages {
      blockPages: allBlockPage {
        nodes {
          id
          path
          language
          parent {
            ... on File {
              relativePath
            }
          }
          blocks {
            ... on FaqListBlock {
              faqIds
            }
          }
          blockTypes
          phoneActionBar
          lastUpdated
          linkedFrom {
            menuLabel
            serviceCard
          }
        }
      }
      serviceCards: allAgencyServiceCard {
        nodes {
          agencyId
          title
        }
      }
      serviceCardStatus: agencySourceStatus(collection: { eq: "service-cards" }) {
        ok
      }
      faqs: allAgencyFaq(filter: { isActive: { eq: true } }) {
        nodes {
          agencyId
        }
      }
      faqStatus: agencySourceStatus(collection: { eq: "faqs" }) {
        ok
      }
      faqTranslations: allFaqTranslation {
        nodes {
          faqId
          language
          question
          answer
        }
      }
      destinations: allAgencyDestination {
        nodes {
          agencyId
          name
          durationDays
          overview
          description
          touristSpots
          inclusions
          exclusions
          termsAndConditions
          cancellationPolicy
          itinerary {
            dayNumber
            title
            hotel
            meals
          }
        }
      }
      tripTranslations: allTripTranslation {
        nodes {
          destinationId
          language
          name
          description
          overview
          places
          days {
            dayNumber
            title
            description
            hotel
          }
          inclusions
          exclusions
          termsAndConditions
          cancellationPolicy
        }
      }
      blogs: allAgencyBlog {
        nodes {
          agencyId
        }
      }
      blogTranslations: allBlogTranslation {
        nodes {
          blogId
          language
        }
      }
      tourPackages: allAgencyTourPackage(sort: { sourceOrder: ASC }) {
        nodes {
          agencyId
          name
          durationDays
        }
      }
      tourPackageStatus: agencySourceStatus(collection: { eq: "tour-packages" }) {
        ok
      }
      tourWords: allTourDescription {
        nodes {
          tourId
          summary
          overview
          included
          excluded
          plan {
            title
            meals
          }
        }
      }
      tourCatalogue: tourCatalogueJson {
        featuredTourId
      }
      bestTimes: allBestTimeToVisit {
        nodes {
          destinationId
        }
      }
      destinationThemes: allDestinationTheme {
        nodes {
          destinationId
          region
          themes
        }
      }
      themeTranslations: allThemeTranslation {
        nodes {
          label
          language
        }
      }
      deals: allAgencyDeal {
        nodes {
          agencyId
          title
        }
      }
      dealTerms: allDealTerm {
        nodes {
          dealId
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("[pages] could not query the sourced content", result.errors);
    return;
  }

  // Pages made of blocks: a path taken by another page, an unknown FAQ id or service card stops the build, naming the file.
  try {
    const faqIds = result.data.faqStatus?.ok === false ? null : result.data.faqs.nodes.map((faq) => faq.agencyId);
    const serviceCards =
      result.data.serviceCardStatus?.ok === false
        ? null
        : result.data.serviceCards.nodes.map((card) => ({ id: card.agencyId, title: card.title }));
    const checked = checkBlockPages(result.data.blockPages.nodes, faqIds, serviceCards, {
      warn: (message) => reporter.warn(`[content] ${message}`),
    });
    const editionsOf = blockPageEditions(checked);
    for (const { page, english } of checked) {
      // A translation is its English page's in the edition, with the English page's phone action bar.
      const component = writeBlockTemplate(directory, page.blockTypes, Boolean(english.phoneActionBar));
      const editions = editionsOf.get(english.id) ?? ["en"];
      if (page.language === "en") createPage({ path: page.path, component, context: { id: page.id, editions } });
      else {
        const listed = new Set(page.blocks.flatMap((block) => block.faqIds ?? []));
        const faqTranslations = result.data.faqTranslations.nodes
          .filter((entry) => entry.language === page.language && listed.has(entry.faqId))
          .map(({ faqId, question, answer }) => ({ faqId, question, answer }));
        createBlockPageEdition(
          createPage,
          page.language as EditionCode,
          { ...english, editions },
          { ...page, faqTranslations },
          component,
        );
      }
    }
    reporter.info(`[editions] ${blockPageTranslationReport(result.data.blockPages.nodes)}`);
  } catch (error) {
    if (!(error instanceof BlockPageError)) throw error;
    reporter.panicOnBuild(`[content] ${error.message}`);
    return;
  }

  for (const [listPath, context] of Object.entries(DESTINATION_LISTS))
    createPage({ path: listPath, component: template("destination-list"), context: { ...context, language: "en" } });
  const deals = result.data.deals.nodes.map((deal) => ({ agencyId: deal.agencyId, name: deal.title }));
  const perRecord: [PerRecordFile, { agencyId: string; name: string }[], Record<string, unknown>[]][] = [
    [BEST_TIME_FILE, result.data.destinations.nodes, result.data.bestTimes.nodes],
    [THEMES_FILE, result.data.destinations.nodes, result.data.destinationThemes.nodes],
    [DEAL_TERMS_FILE, deals, result.data.dealTerms.nodes],
  ];
  for (const [file, records, entries] of perRecord)
    for (const warning of [
      ...unknownRecords(
        file,
        records.map((record) => record.agencyId),
        entries,
      ),
      ...recordsWithout(file, records, entries),
    ])
      reporter.warn(`[content] ${warning}`);
  // A destination's pages in each edition its translation matches (the rest stay English, and the build says why).
  const trips = tripEditions(result.data.destinations.nodes, result.data.tripTranslations.nodes);
  for (const warning of trips.warnings) reporter.warn(`[content] ${warning}`);
  reporter.info(`[editions] ${trips.coverage}`);
  const themes = themeTranslationReport(result.data.destinationThemes.nodes, result.data.themeTranslations.nodes);
  for (const warning of themes.warnings) reporter.warn(`[content] ${warning}`);
  reporter.info(`[editions] ${themes.coverage}`);
  for (const destination of result.data.destinations.nodes)
    createTripPages(createPage, destination, trips.editions.get(destination.agencyId) ?? ["en"]);
  // Tours: a day plan that disagrees with the booking system's days, or a featured tour it lacks, stops the build.
  const { tourPackages, tourPackageStatus, tourWords, tourCatalogue } = result.data;
  if (!tourCatalogue) {
    reporter.panicOnBuild("[content] content/tour-catalogue.json is missing");
    return;
  }
  const tours = checkTourContent(
    tourPackageStatus?.ok === false ? null : tourPackages.nodes,
    tourWords.nodes,
    tourCatalogue.featuredTourId,
  );
  for (const warning of tours.warnings) reporter.warn(`[content] ${warning}`);
  if (tours.problems.length > 0) {
    reporter.panicOnBuild(
      `[content] the tours do not agree with the booking system:\n  - ${tours.problems.join("\n  - ")}`,
    );
    return;
  }
  // Trips that contradict themselves (nights against days, a meal given and excluded): refused where visitors see them.
  const disagreements = tripDisagreements(result.data.destinations.nodes, tourPackages.nodes, tourWords.nodes);
  if (disagreements.length > 0) {
    const message = `[content] ${disagreements.length} trips say one thing and its opposite:\n  - ${disagreements.join("\n  - ")}`;
    if (refusesDisagreement(process.env)) {
      reporter.panicOnBuild(message);
      return;
    }
    reporter.warn(message);
  }
  // Each tour's page, and /tour-details for the featured one, in every edition.
  createTourPages(createPage, ROUTES.tourDetails, tourCatalogue.featuredTourId);
  for (const { agencyId } of tourPackages.nodes) createTourPages(createPage, tourDetailsPath(agencyId), agencyId);

  // A post's pages in each edition it has a translation in.
  const posts = blogPostEditions(result.data.blogs.nodes, result.data.blogTranslations.nodes);
  for (const warning of posts.warnings) reporter.warn(`[content] ${warning}`);
  reporter.info(`[editions] ${posts.coverage}`);
  for (const post of result.data.blogs.nodes)
    createBlogPostPages(createPage, post.agencyId, posts.editions.get(post.agencyId) ?? ["en"]);

  // The pages of the other editions; what the FAQs' translations cover (not while the FAQs failed to load).
  createEditionPages(
    createPage,
    result.data.blockPages.nodes.filter((page) => page.language === "en").map((page) => page.path),
  );
  if (result.data.faqStatus?.ok !== false)
    reportFaqTranslations(
      reporter,
      result.data.faqs.nodes.map((faq) => faq.agencyId),
      result.data.faqTranslations.nodes,
    );

  // The records the CMS preview shows in blocks: its page data (gatsby/cms/preview-records.ts); its HTML is an empty page.
  createPage({ path: CMS_PREVIEW_RECORDS_PATH, component: template("preview-records"), context: {} });
}
