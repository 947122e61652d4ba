import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Reporter } from "gatsby";
import { htmlFiles } from "../deploy/inline-scripts";
import { EDITION_CODES, editionOfPath, englishPathOf, type EditionCode } from "../../src/i18n/editions";
import { PDF_DOCUMENTS } from "../pdf/pdf-documents";
import { isGatsbyOwnFile } from "../upstream/gatsby-public-files";
import { searchWordsSchema } from "../../src/content-model/search";
import {
  CMS_PREVIEW_RECORDS_PATH,
  CODE_ROUTE_PREFIXES,
  ROUTES,
  SEARCH_INDEX_DIR,
  blogPostPath,
  destinationDetailsPath,
  tourDetailsPath,
} from "../../src/lib/routes";
import { searchWordsFile, wordsOf, type SearchPageType, type SearchWordsFile } from "../../src/lib/site-search";

/*
 * The site search's index, written after the pages are built (gatsby-node onPostBuild): Pagefind reads each page
 * worth finding (its <main>, without what is marked data-pagefind-ignore: cards of other records, which are found
 * on their own pages) and writes a chunked index to public/pagefind/, which a visitor's browser loads piece by
 * piece only once they search. Beside it, the site's words and the marketers' groups of words (src/lib/site-search.ts).
 */

export const SEARCH_CONTENT_FILE = "content/search.json";

/** Parts of a page's <main> that are not its own words: its navigation, forms and buttons. */
const NOT_THE_PAGE = ["nav", "form", "button", "[role=status]", "[data-pagefind-ignore]"];

/** Pagefind's ready-made interfaces, which this site does not use (src/components/search/ is its own). */
const UNUSED_PAGEFIND_FILES = /^pagefind-(ui|component-ui|modular-ui|highlight)\.(js|css)$/;

/** At most this many words go into the words file (the most frequent): enough to correct any name on the site. */
const MAX_WORDS = 30_000;

/**
 * The kind of page at a path, or null for a page search should not list: lists and the itinerary (their trips
 * are found on their own pages), the shortlist and the search (different for every visitor), the 404, and
 * /tour-details without an id (the featured tour, found at its own address).
 */
export function searchPageType(pagePath: string): SearchPageType | null {
  // Another edition's page is the same kind as its English page: Pagefind puts it in its language's index (by its
  // <html lang>), and its words go to that edition's words file (startSiteSearchIndex).
  const route = englishPathOf(pagePath.replace(/\/index\.html$|\.html$/, "").replace(/\/+$/, "") || ROUTES.home);
  const under = (prefix: string) => route.startsWith(prefix) && route.length > prefix.length;
  if (under(destinationDetailsPath(""))) return "Destination";
  if (under(tourDetailsPath(""))) return "Tour";
  if (under(blogPostPath(""))) return "Blog post";
  if (route === ROUTES.faq) return "FAQ";
  const notListed: string[] = [
    ROUTES.destinations,
    ROUTES.blog,
    ROUTES.tour,
    ROUTES.tourDetails,
    ROUTES.shortlist,
    ROUTES.search,
    ROUTES.notFound,
    ROUTES.legacyBlogPost,
    // The CMS preview's records: an empty page made for its page data.
    CMS_PREVIEW_RECORDS_PATH,
  ];
  if (notListed.some((listed) => route === listed || route.startsWith(`${listed}/`))) return null;
  if (CODE_ROUTE_PREFIXES.some((prefix) => route.startsWith(prefix.replace(/\/$/, "")))) return null;
  return "Page";
}

/**
 * The page's markup with a space after every tag, for the index only: Pagefind joins the text of neighbouring
 * elements, so a name and its days ("Munnar", "3 days") read "Munnar3 days" in an excerpt. Served pages are untouched.
 */
export const spacedElements = (html: string): string => html.replace(/>(?=<)/g, "> ");

/**
 * The site's PDF documents as pages for the index, from their Markdown (gatsby/pdf/pdf-documents.ts): headings stay
 * headings (Pagefind weighs them, so "visa" finds the visa checklist first), items and paragraphs their text. The
 * first heading is the title ("Visa checklist for Indian passport holders").
 */
export function pdfDocuments(root: string): { url: string; content: string }[] {
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const plain = (text: string) => escape(text.replace(/[*_`]/g, "").trim());
  return PDF_DOCUMENTS.map(({ source, path: url }) => {
    const lines = readFileSync(path.join(root, source), "utf8").split("\n");
    const body = lines
      .map((line) => {
        const heading = /^(#{1,3})\s+(.+)$/.exec(line);
        if (heading) return `<h${heading[1]!.length}>${plain(heading[2]!)}</h${heading[1]!.length}>`;
        const item = /^\s*[-*]\s+(.+)$/.exec(line);
        if (item) return `<p>${plain(item[1]!)}</p>`;
        return line.trim() ? `<p>${plain(line)}</p>` : "";
      })
      .join("");
    const content = `<!DOCTYPE html> <html lang="en-IN"> <body> <main data-pagefind-body data-pagefind-meta="type:PDF"> ${body} </main> </body> </html>`;
    return { url, content: spacedElements(content) };
  });
}

/** The page as Pagefind should read it: its <main> marked as the body, with the page's type as a meta field. */
export function markedForSearch(html: string, type: SearchPageType): string | null {
  const marked = html.replace(/<main(?=[\s>])/, `<main data-pagefind-body data-pagefind-meta="type:${type}"`);
  return marked === html ? null : marked;
}

/**
 * What Pagefind is given of a marked page: its <html> tag (the language) and its <main>, which is all it indexes
 * (data-pagefind-body), when the page's first <h1>, its title in the results, is in <main>; otherwise the whole
 * page. The head (about half a page: inline CSS), header and footer are left out, so Pagefind parses a third of
 * the bytes; its index is the same (every file of public/pagefind/ compared at 1,000 destinations + 1,000 posts).
 */
export function searchDocument(marked: string): string {
  const htmlTag = /<html[\s>][^>]*>|<html>/.exec(marked)?.[0];
  const main = /<main[\s>][\s\S]*?<\/main>/.exec(marked);
  const firstH1 = marked.search(/<h1[\s>]/);
  if (!htmlTag || !main || firstH1 < main.index || firstH1 > main.index + main[0].length) return marked;
  return `<!DOCTYPE html>${htmlTag}<body>${main[0]}</body></html>`;
}

/** Pages sent to Pagefind before waiting for its answers: it parses one while the next is read and sent. */
const PAGES_IN_FLIGHT = 16;

/** The words of a page's <main> as text (tags, scripts, styles and SVG dropped), for the words file. */
export function mainText(html: string): string {
  const main = /<main[\s>][\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return main
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");
}

/** Counts the words of four or more letters; `wordsFile` lists them most frequent first. */
export function countWords(text: string, counts: Map<string, number>): void {
  for (const word of wordsOf(text))
    if (word.length >= 4 && !/\d/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
}

export function wordsFile(counts: Map<string, number>, sameMeaning: string[][]): SearchWordsFile {
  const groupWords = sameMeaning.flat().filter((word) => !counts.has(word));
  const words = [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([word]) => word)
    .slice(0, MAX_WORDS);
  return { words: [...words, ...groupWords], sameMeaning };
}

/**
 * Pagefind's Node API. It ships as an ES module only (its package exports no `require` entry), and Gatsby compiles
 * gatsby-node to CommonJS, turning import() into require(); so its entry file is required by path, which Node
 * 20.19+ loads as an ES module (it has no top-level await).
 */
function loadPagefind(root: string): typeof import("pagefind") {
  return createRequire(path.join(root, "package.json"))(path.join(root, "node_modules/pagefind/lib/index.js"));
}

export interface SearchIndexReport {
  pages: number;
  byType: Record<string, number>;
  /** The words each edition's file lists for typo correction. */
  words: Partial<Record<EditionCode, number>>;
}

/** Pagefind's Node API, as far as it is used here. */
export type PagefindApi = Pick<typeof import("pagefind"), "createIndex" | "close">;

/** A site search index being written: the built pages are added one by one, then it is written (or closed unwritten). */
export interface SiteSearchIndex {
  /**
   * Adds a built page, by its file under public/ ("destination-details/dst-munnar/index.html") and its HTML, if
   * search lists its kind of page (searchPageType); throws when such a page has no <main>. Resolves once Pagefind
   * can take another page: await it, so Pagefind parses while the caller reads the next.
   */
  add(file: string, html: string): Promise<void>;
  /** Whether the page at a file under public/ is indexed (add ignores the others). */
  indexes(file: string): boolean;
  /** Writes public/pagefind/ and the words file, then closes Pagefind; throws on any problem Pagefind reported. */
  write(): Promise<SearchIndexReport>;
  /** Closes Pagefind (after write, or without writing when the build failed); safe to call again. */
  close(): Promise<void>;
}

/** The path a page is served at, from its file under public/ ("/destination-details/dst-munnar/index.html"). */
const pagePathOf = (file: string) => `/${file.split(path.sep).join("/")}`;

/**
 * Starts the site search's index of `publicDir`: `root` holds content/search.json and node_modules; `pagefind` is
 * Pagefind's API (a test gives its own).
 */
export async function startSiteSearchIndex(
  publicDir: string,
  root: string,
  pagefind: PagefindApi = loadPagefind(root),
): Promise<SiteSearchIndex> {
  const content = searchWordsSchema.safeParse(JSON.parse(readFileSync(path.join(root, SEARCH_CONTENT_FILE), "utf8")));
  // content/search.json was checked before the build (check-before-build); this is the same schema, for its types.
  if (!content.success) throw new Error(`${SEARCH_CONTENT_FILE}: ${content.error.message}`);
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_THE_PAGE });
  if (!index) {
    await pagefind.close();
    throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  }
  const report: SearchIndexReport = { pages: 0, byType: {}, words: {} };
  /** Each edition's words, by how often its pages use them. */
  const counts = new Map<EditionCode, Map<string, number>>(EDITION_CODES.map((code) => [code, new Map()]));
  // Pagefind keeps pages in the order they are sent (one stream), so its index does not depend on the answers' order.
  const inFlight = new Set<Promise<void>>();
  // Pagefind's answers never reject here: the first problem fails the step once the pages in flight are answered.
  const problems: string[] = [];
  const failIfAny = () => {
    if (problems.length > 0) throw new Error(problems[0]);
  };
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await Promise.all(inFlight);
    await pagefind.close();
  };
  const typeOf = (file: string) => (isGatsbyOwnFile(file) ? null : searchPageType(pagePathOf(file)));

  return {
    indexes: (file) => typeOf(file) !== null,
    async add(file, html) {
      const type = typeOf(file);
      if (!type) return;
      const pagePath = pagePathOf(file);
      const marked = markedForSearch(html, type);
      if (!marked) throw new Error(`${pagePath}: the page has no <main>, so search cannot read it`);
      const url = pagePath.replace(/index\.html$/, "");
      const adding: Promise<void> = index.addHTMLFile({ url, content: spacedElements(searchDocument(marked)) }).then(
        (added) => {
          inFlight.delete(adding);
          if (added.errors.length > 0) problems.push(`${pagePath}: ${added.errors.join("; ")}`);
        },
        (error: unknown) => {
          inFlight.delete(adding);
          problems.push(`${pagePath}: ${error instanceof Error ? error.message : String(error)}`);
        },
      );
      inFlight.add(adding);
      countWords(mainText(html), counts.get(editionOfPath(pagePath).code)!);
      report.pages++;
      report.byType[type] = (report.byType[type] ?? 0) + 1;
      if (inFlight.size >= PAGES_IN_FLIGHT) await Promise.race(inFlight);
      failIfAny();
    },
    async write() {
      await Promise.all(inFlight);
      failIfAny();
      // The documents (the visa checklist, the travel tips) are PDFs, which Pagefind cannot read: their Markdown can.
      for (const document of pdfDocuments(root)) {
        const added = await index.addHTMLFile(document);
        if (added.errors.length > 0) throw new Error(`${document.url}: ${added.errors.join("; ")}`);
        report.pages++;
        report.byType.PDF = (report.byType.PDF ?? 0) + 1;
      }
      const outputPath = path.join(publicDir, SEARCH_INDEX_DIR);
      // public/ outlives builds (on Netlify too): an earlier index's chunks and fragments would pile up beside these.
      rmSync(outputPath, { recursive: true, force: true });
      const written = await index.writeFiles({ outputPath });
      if (written.errors.length > 0)
        throw new Error(`Pagefind could not write the index: ${written.errors.join("; ")}`);
      for (const name of readdirSync(outputPath).filter((file) => UNUSED_PAGEFIND_FILES.test(file)))
        rmSync(path.join(outputPath, name));
      // The marketers' groups are English words: another edition corrects its own words only.
      for (const [code, editionCounts] of counts) {
        const sameMeaning = code === "en" ? content.data.sameMeaning.map((group) => group.words) : [];
        const words = wordsFile(editionCounts, sameMeaning);
        writeFileSync(path.join(outputPath, searchWordsFile(code)), JSON.stringify(words));
        report.words[code] = words.words.length;
      }
      await close();
      return report;
    },
    close,
  };
}

/**
 * Indexes the built pages of `publicDir`, read from disk, and writes public/pagefind/ with the words file; throws on
 * any error. The build gives the index each page as its one pass over the pages rewrites it (indexedPass, below).
 */
export async function writeSiteSearchIndex(
  publicDir: string,
  root: string,
  pagefind: PagefindApi = loadPagefind(root),
): Promise<SearchIndexReport> {
  const search = await startSiteSearchIndex(publicDir, root, pagefind);
  try {
    for (const file of htmlFiles(publicDir)) {
      const name = path.relative(publicDir, file);
      if (search.indexes(name)) await search.add(name, readFileSync(file, "utf8"));
    }
    return await search.write();
  } finally {
    await search.close();
  }
}

/** The build's site search: fed the pages by the one pass over them (gatsby-node onPostBuild), then written. */
export interface BuildSiteSearch {
  /** Adds a page as the pass rewrites it; never throws: a failure is kept for finish (no page is added after it). */
  add(file: string, html: string): Promise<void>;
  /** Writes the index and reports it; a failure, here or while pages were added, fails the build. */
  finish(): Promise<void>;
  /** Closes Pagefind without writing (the pass found problems: the build fails on those). */
  abandon(): Promise<void>;
}

const failureText = (error: unknown) => `[search] ${error instanceof Error ? error.message : String(error)}`;

/**
 * The build step: the index, reported; a failure fails the build (a site whose search finds nothing is broken).
 * Null when Pagefind could not start (the build is failed already).
 */
export async function startBuildSiteSearch(
  publicDir: string,
  root: string,
  reporter: Pick<Reporter, "info" | "panicOnBuild">,
  pagefind?: PagefindApi,
): Promise<BuildSiteSearch | null> {
  let search: SiteSearchIndex;
  try {
    search = await startSiteSearchIndex(publicDir, root, pagefind);
  } catch (error) {
    reporter.panicOnBuild(failureText(error));
    return null;
  }
  let failure: { error: unknown } | null = null;
  return {
    async add(file, html) {
      if (failure) return;
      try {
        await search.add(file, html);
      } catch (error) {
        failure = { error };
      }
    },
    async finish() {
      try {
        if (failure) throw failure.error;
        const report = await search.write();
        const types = Object.entries(report.byType)
          .map(([type, count]) => `${count} ${type}`)
          .join(", ");
        const words = Object.entries(report.words)
          .map(([code, count]) => `${count} ${code}`)
          .join(", ");
        reporter.info(`[search] indexed ${report.pages} pages (${types}); words for typo correction: ${words}`);
      } catch (error) {
        await search.close();
        reporter.panicOnBuild(failureText(error));
      }
    },
    abandon: () => search.close(),
  };
}
