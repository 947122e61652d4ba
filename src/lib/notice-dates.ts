/**
 * The privacy notice's dates. Its "Last updated" date is its version: every enquiry records which notice the visitor
 * was shown, and the API accepts the versions the notice has had (src/lib/consent-rules.ts). So the notice always
 * has one, a notice whose words change gets a new one, and the date it had joins its earlier versions. The build
 * checks the first (it sees one version of the file); the CMS, which has the file as it was read, all three.
 * Browser-safe: the admin bundle and the build both use it.
 */
import { normaliseAddress } from "./page-addresses";
import { ROUTES } from "./routes";

/** What these rules read of a page of blocks. */
export interface NoticePage {
  path?: unknown;
  lastUpdated?: unknown;
  earlierVersions?: unknown;
}

const isNotice = (page: NoticePage | null | undefined): page is NoticePage =>
  typeof page?.path === "string" && normaliseAddress(page.path) === ROUTES.privacy;

const dateOf = (page: NoticePage): string | null =>
  typeof page.lastUpdated === "string" && page.lastUpdated !== "" ? page.lastUpdated : null;

const earlierOf = (page: NoticePage): string[] =>
  Array.isArray(page.earlierVersions) ? page.earlierVersions.filter((date) => typeof date === "string") : [];

/** The page's words and settings: everything but its dates, blank values left out, keys in one order. */
function wordsOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(wordsOf);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined && item !== null && item !== "")
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, wordsOf(item)]),
  );
}

const sameWords = (a: NoticePage, b: NoticePage): boolean => {
  const { lastUpdated: _a, earlierVersions: _b, ...words } = a;
  const { lastUpdated: _c, earlierVersions: _d, ...before } = b;
  return JSON.stringify(wordsOf(words)) === JSON.stringify(wordsOf(before));
};

/**
 * The notice as it will be saved: when its date changed, the date it had is added to its earlier versions (kept in
 * order, newest last), so nobody has to remember it. Any other page, or a notice with no earlier date, unchanged.
 */
export function withEarlierVersion<Page extends NoticePage>(page: Page, before: NoticePage | null | undefined): Page {
  if (!isNotice(page) || !isNotice(before)) return page;
  const had = dateOf(before);
  const earlier = earlierOf(page);
  if (!had || dateOf(page) === had || earlier.includes(had)) return page;
  return { ...page, earlierVersions: [...earlier, had] };
}

/**
 * What is wrong with the notice's dates, each problem led by its field ("lastUpdated: …"); empty for any other
 * page. `before` is the notice as it was read (the CMS has it; the build does not).
 */
export function noticeDateProblems(page: NoticePage, before?: NoticePage | null): string[] {
  if (!isNotice(page)) return [];
  const date = dateOf(page);
  if (!date) return ["lastUpdated: is required on the privacy notice (YYYY-MM-DD, its version)"];
  if (!isNotice(before)) return [];
  const had = dateOf(before);
  if (!had) return [];
  if (date === had && !sameWords(page, before))
    return [`lastUpdated: the notice's words changed, so its date must change too (it is still ${had}): today's date`];
  if (date < had) return [`lastUpdated: must be later than the notice's date before this change, ${had}`];
  if (date !== had && !earlierOf(page).includes(had))
    return [`earlierVersions: must keep ${had}, the date the notice had, so enquiries sent with it are still accepted`];
  return [];
}
