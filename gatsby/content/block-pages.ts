import type { BlockType } from "../../src/content-model/blocks";
import {
  linkedFromProblems,
  unknownServiceCard,
  type LinkedFrom,
  type ServiceCardRef,
} from "../../src/lib/landing-links";
import { addressTaken, normaliseAddress as normalise, pathConflict } from "../../src/lib/page-addresses";
import { noticeDateProblems } from "../../src/lib/notice-dates";
import { BLOCK_PAGE_ROUTES } from "../../src/lib/routes";
import { EDITIONS, isEditionCode, type EditionCode } from "../../src/i18n/editions";
import { TRANSLATED_PAGES } from "../../src/i18n/translated-pages";

export { pathConflict };

/*
 * The build's checks of the pages made of blocks (content/pages/*.json) once the backend data is in: each
 * path is free (not a page the code makes, not another content page's), the pages the site needs exist, and
 * every FAQ a block names is one of the active FAQs, and a page's "Linked from" names a service card there is,
 * which no other page took, and keeps the menu within its room. A translation (content/pages/ml/x.json) translates an
 * English page, one per language, and every page TRANSLATED_PAGES puts in an edition has its translation. A landing
 * page (any address that is not one of the site's own, BLOCK_PAGE_ROUTES) is in every edition it has a translation
 * in: what a marketer translates is published without an engineer's list. Errors name the file, block and field.
 */

/** One of the site's own pages made of blocks (/, /about, …): its editions are TRANSLATED_PAGES', which the menus follow. */
const isSiteRoute = (address: string) => (BLOCK_PAGE_ROUTES as readonly string[]).includes(normalise(address));

export interface BlockPageNode {
  id: string;
  path: string;
  /** en for content/pages/x.json; an edition's code for its translation, content/pages/ml/x.json. */
  language: string;
  parent: { relativePath?: string } | null;
  blocks: readonly { faqIds?: readonly string[] | null }[];
  /** The page's block types (the template that renders it imports just these). */
  blockTypes: BlockType[];
  phoneActionBar: boolean | null;
  lastUpdated?: string | null;
  linkedFrom?: LinkedFrom | null;
}

export class BlockPageError extends Error {
  constructor(problems: string[]) {
    super(`content pages are not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "BlockPageError";
  }
}

/** A page to make: its content file's node and the English page it is (itself) or translates. */
export interface CheckedPage {
  page: BlockPageNode;
  english: BlockPageNode;
}

/**
 * Checks the content pages; returns each with its English page when all is well, throws naming every problem
 * otherwise. `activeFaqIds` and `serviceCards` are null when their collection could not be loaded (a partial build
 * shows its error instead). A translation of one of the site's own pages that its edition does not list yet is left
 * out with a warning (`warn`).
 */
export function checkBlockPages(
  pages: readonly BlockPageNode[],
  activeFaqIds: readonly string[] | null,
  serviceCards: readonly ServiceCardRef[] | null,
  { translatedPages = TRANSLATED_PAGES, warn = () => {} }: CheckOptions = {},
): CheckedPage[] {
  const problems: string[] = [];
  const fileOf = (page: BlockPageNode) => `content/${page.parent?.relativePath ?? page.id}`;
  const seen = new Map<string, BlockPageNode>();
  const english = pages.filter((page) => page.language === "en");
  for (const page of english) {
    const conflict = pathConflict(page.path);
    if (conflict) problems.push(`${fileOf(page)}: path: ${conflict}`);
    const twin = seen.get(normalise(page.path));
    if (twin)
      problems.push(`${fileOf(page)}: path: ${addressTaken(page.path, { file: fileOf(twin), path: twin.path })}`);
    // Against the pages before it, so a conflict is reported once, on the later file.
    const earlier = [...seen.values()].map((other) => ({ file: fileOf(other), linkedFrom: other.linkedFrom }));
    for (const problem of linkedFromProblems(page.linkedFrom, earlier)) problems.push(`${fileOf(page)}: ${problem}`);
    const card = page.linkedFrom?.serviceCard;
    const unknown = card && serviceCards ? unknownServiceCard(card, serviceCards) : null;
    if (unknown) problems.push(`${fileOf(page)}: linkedFrom.serviceCard: ${unknown}`);
    seen.set(normalise(page.path), page);
    // The notice's date is its version: every enquiry records which notice the visitor was shown.
    for (const problem of noticeDateProblems(page)) problems.push(`${fileOf(page)}: ${problem}`);
  }
  const checked: CheckedPage[] = english.map((page) => ({ page, english: page }));
  const translated = new Map<string, BlockPageNode>();
  for (const page of pages.filter((candidate) => candidate.language !== "en")) {
    if (!isEditionCode(page.language)) {
      problems.push(
        `${fileOf(page)}: "${page.language}" is not an edition: a translation is in its edition's folder, ` +
          "content/pages/ml/ or content/pages/ar/",
      );
      continue;
    }
    const original = seen.get(normalise(page.path));
    const language = EDITIONS[page.language].name;
    const twin = translated.get(`${page.language} ${normalise(page.path)}`);
    if (!original) {
      const addresses = [...seen.values()].map((other) => other.path).join(", ");
      problems.push(
        `${fileOf(page)}: path: no English page has the address ${page.path}; a translation names the page it ` +
          `translates (the English pages: ${addresses})`,
      );
    } else if (twin) {
      problems.push(`${fileOf(page)}: path: ${page.path} is already translated into ${language} by ${fileOf(twin)}`);
    } else if (
      isSiteRoute(page.path) &&
      !translatedPages[normalise(page.path)]?.includes(page.language as EditionCode)
    ) {
      translated.set(`${page.language} ${normalise(page.path)}`, page);
      warn(
        `${fileOf(page)} translates ${page.path} into ${language}, which has no ${language} edition yet ` +
          "(src/i18n/translated-pages.ts): not published",
      );
    } else {
      translated.set(`${page.language} ${normalise(page.path)}`, page);
      checked.push({ page, english: original });
    }
  }
  for (const [route, editions] of Object.entries(translatedPages)) {
    const original = seen.get(normalise(route));
    if (!original) continue;
    for (const code of editions.filter((edition) => edition !== "en"))
      if (!checked.some(({ page }) => page.language === code && normalise(page.path) === normalise(route)))
        problems.push(
          `content/pages/${code}: no translation of ${route} (${fileOf(original)}), which the ${EDITIONS[code].name} ` +
            "edition has (src/i18n/translated-pages.ts)",
        );
  }
  if (activeFaqIds) {
    for (const { page } of checked)
      page.blocks.forEach((block, index) =>
        (block.faqIds ?? []).forEach((id, position) => {
          if (!activeFaqIds.includes(id)) {
            problems.push(
              `${fileOf(page)}: blocks[${index}] (faqList).faqIds[${position}]: no active FAQ has the id "${id}"`,
            );
          }
        }),
      );
  }
  for (const route of BLOCK_PAGE_ROUTES) {
    if (!seen.has(normalise(route)))
      problems.push(`content/pages: no page has the path ${route}, which the site needs`);
  }
  if (problems.length > 0) throw new BlockPageError(problems);
  return checked;
}

interface CheckOptions {
  /** The pages each edition has (src/i18n/translated-pages.ts). */
  translatedPages?: Readonly<Record<string, readonly EditionCode[]>>;
  warn?: (message: string) => void;
}
