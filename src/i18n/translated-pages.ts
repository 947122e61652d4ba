import { EDITION_CODES, EDITIONS, editionOfPath, englishPathOf, pathInEdition, type EditionCode } from "./editions";
import { destinationListPath, DESTINATION_TYPES, ROUTES } from "../lib/routes";

/**
 * The pages that have editions besides English, by their English address: the build makes them under /ml and /ar
 * (gatsby/pages/edition-pages.ts), each of them names the others as alternates, the language switch offers them,
 * and links inside an edition lead to its own page where there is one. Every other page is English only for now. A
 * page made of blocks here has its translation in each edition (content/pages/ml/…): the build refuses it without.
 * Not here: the pages whose editions their page context names, which the build makes from their translations (a
 * trip's pages, a blog post, a landing page: gatsby/pages/edition-pages.ts). A link from another page to one of those
 * leads to its English page unless the linking code knows its editions (a service card does, from the build's data).
 */
export const TRANSLATED_PAGES: Readonly<Record<string, readonly EditionCode[]>> = {
  [ROUTES.home]: EDITION_CODES,
  [ROUTES.about]: EDITION_CODES,
  [ROUTES.privacy]: EDITION_CODES,
  [ROUTES.service]: EDITION_CODES,
  [ROUTES.faq]: EDITION_CODES,
  [ROUTES.search]: EDITION_CODES,
  [ROUTES.contact]: EDITION_CODES,
  [ROUTES.blog]: EDITION_CODES,
  [ROUTES.tour]: EDITION_CODES,
  [ROUTES.shortlist]: EDITION_CODES,
  [ROUTES.destinations]: EDITION_CODES,
  ...Object.fromEntries(DESTINATION_TYPES.map((type) => [destinationListPath(type), EDITION_CODES])),
};

const normalised = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/**
 * The editions a page is in (its own first when it is in no other): `own`, where its page context names them (a
 * trip's pages, which have the editions their translations have: gatsby/pages/edition-pages.ts), else the table.
 */
export function editionsOfPage(pathname: string, own?: readonly EditionCode[]): readonly EditionCode[] {
  return own ?? TRANSLATED_PAGES[normalised(englishPathOf(pathname))] ?? [editionOfPath(pathname).code];
}

/** The same page in another edition; null when it has no such edition yet. */
export function pageInEdition(pathname: string, code: EditionCode, own?: readonly EditionCode[]): string | null {
  const english = normalised(englishPathOf(pathname));
  return editionsOfPage(pathname, own).includes(code) ? pathInEdition(code, english) : null;
}

/**
 * Where a link to an English page leads from a page of `code`: its page in that edition, or the English one; a query
 * or fragment is kept ("/contact?trip=Munnar" → "/ml/contact?trip=Munnar").
 */
export function localLink(code: EditionCode, englishPath: string): string {
  if (code === "en") return englishPath;
  const at = englishPath.search(/[?#]/);
  const pathname = at < 0 ? englishPath : englishPath.slice(0, at);
  const local = pageInEdition(pathname, code);
  return local === null ? englishPath : `${local}${at < 0 ? "" : englishPath.slice(at)}`;
}

/** A trail's crumbs with each link leading to its page in edition `code` where there is one (localLink). */
export const localCrumbs = <T extends { label: string; to?: string }>(code: EditionCode, crumbs: readonly T[]): T[] =>
  crumbs.map((crumb) => (crumb.to ? { ...crumb, to: localLink(code, crumb.to) } : crumb));

/** The `hreflang` alternates of a page in several editions (with x-default, English); none for an English-only page. */
export function alternatesOf(pathname: string, own?: readonly EditionCode[]): { hreflang: string; path: string }[] {
  const editions = editionsOfPage(pathname, own);
  if (editions.length < 2) return [];
  const english = normalised(englishPathOf(pathname));
  return [
    ...editions.map((code) => ({ hreflang: EDITIONS[code].lang, path: pathInEdition(code, english) })),
    ...(editions.includes("en") ? [{ hreflang: "x-default", path: english }] : []),
  ];
}
