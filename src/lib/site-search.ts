import { distance } from "fastest-levenshtein";
import type { EditionCode } from "../i18n/editions";

/*
 * The site search's rules, shared by the build (gatsby/search/) and the browser. Pagefind finds pages by their
 * words and their stems ("backwaters" finds "backwater") and by the start of the last word as it is typed; it
 * has no typo tolerance and no notion of two words meaning the same trip. Two small additions here do that:
 *
 * - the site's words (every word of the indexed pages, most frequent first), written at build beside the index:
 *   a word of the query that is not one of them, nor the start of one, is replaced by the nearest that is
 *   ("munar" → "munnar"), and the visitor is told;
 * - the marketers' groups of words that mean the same (content/search.json): the query is also searched with
 *   each word of a group in its place, and those results follow the query's own.
 */

/**
 * The file the build writes into the index's folder for an edition: the words of its pages and the groups from
 * content/search.json ("words.json" for English, "words.ml.json" for Malayalam). Pagefind keeps one index per
 * language itself (by the pages' `<html lang>`), so each edition searches and corrects its own words.
 */
export const searchWordsFile = (code: EditionCode): string => (code === "en" ? "words.json" : `words.${code}.json`);

export interface SearchWordsFile {
  /** Every word of four or more letters on the indexed pages, lower case, most frequent first. */
  words: string[];
  /** Groups of words that mean the same (content/search.json `sameMeaning`). */
  sameMeaning: string[][];
}

/** What kind of page a result is, as its label says (the build sets it from the page's address). */
export type SearchPageType = "Destination" | "Tour" | "Blog post" | "FAQ" | "Page" | "PDF";

/**
 * The words of a query or a text, lower case: letters, digits and the marks written on letters (a Malayalam vowel
 * sign or virama, an Arabic vowel mark: without them "കേരളം" would be four words), with the zero-width joiners that
 * Malayalam's chillu letters and conjuncts may carry.
 */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{M}\p{N}\u200c\u200d]+/gu) ?? [];

/**
 * What one query may cost, whatever its link holds: each word searched may be corrected (a pass over the site's
 * words) and may add searches with words of the same meaning, so a link of 1,000 "backwater"s would otherwise
 * freeze the tab. A query past a limit is searched shortened, and the visitor told (`shortenedBy`).
 */
export const SEARCH_LIMITS = {
  /** Words of a query searched: a longer query searches its first ones. */
  words: 10,
  /** Letters of a word searched (the site's longest real words have about 20): a longer word searches its start. */
  wordLength: 50,
  /** Searches with a word of the same meaning in place of one typed, beyond the query's own. */
  sameMeaningSearches: 8,
} as const;

/** The words of a query as searched: its first SEARCH_LIMITS.words, each cut to SEARCH_LIMITS.wordLength letters. */
export const limitedWords = (query: string): string[] =>
  wordsOf(query)
    .slice(0, SEARCH_LIMITS.words)
    .map((word) => word.slice(0, SEARCH_LIMITS.wordLength));

/**
 * How the query searched is shorter than the one typed, which the visitor is told in their edition's words: its first
 * SEARCH_LIMITS.words words, or the first SEARCH_LIMITS.wordLength letters of each; null when it is not shortened.
 */
export type Shortened = "words" | "letters";

export function shortenedBy(query: string): Shortened | null {
  const typed = wordsOf(query);
  if (typed.length > SEARCH_LIMITS.words) return "words";
  if (typed.some((word) => word.length > SEARCH_LIMITS.wordLength)) return "letters";
  return null;
}

/** Words shorter than this are never corrected (too many near neighbours: "goa", "tea"). */
const MIN_CORRECTED_LENGTH = 4;

/** How many edits a word of this length may be away from the site's word it is taken for. */
const editsAllowed = (length: number) => (length <= 5 ? 1 : 2);

/** The site's words in a form that answers "is this a word, or the start of one?" quickly. */
export interface Vocabulary {
  words: readonly string[];
  has(word: string): boolean;
  startsAny(prefix: string): boolean;
}

export function vocabulary(words: readonly string[]): Vocabulary {
  const known = new Set(words);
  const sorted = [...known].sort();
  return {
    words,
    has: (word) => known.has(word),
    startsAny(prefix) {
      let low = 0;
      let high = sorted.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (sorted[middle]! < prefix) low = middle + 1;
        else high = middle;
      }
      return sorted[low]?.startsWith(prefix) ?? false;
    },
  };
}

/**
 * The site's word a typed word is taken for: itself when the site has it (or a word it starts, as it is being
 * typed), else the nearest word within the edits its length allows, the more frequent of equally near ones;
 * null when none is near.
 */
export function correctedWord(word: string, words: Vocabulary): string | null {
  if (word.length < MIN_CORRECTED_LENGTH || /\d/.test(word) || words.has(word) || words.startsAny(word)) return word;
  const allowed = editsAllowed(word.length);
  let best: string | null = null;
  let bestEdits = allowed + 1;
  for (const candidate of words.words) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const edits = distance(word, candidate);
    // words are most frequent first, so the first of equally near candidates is kept
    if (edits < bestEdits) {
      best = candidate;
      bestEdits = edits;
      if (edits === 1) break;
    }
  }
  return best;
}

/** The query with each unknown word replaced by the site's word it is taken for; null when nothing changed. */
export function correctedQuery(query: string, words: Vocabulary): string | null {
  const typed = wordsOf(query);
  const corrected = typed.map((word) => correctedWord(word, words) ?? word);
  return corrected.some((word, index) => word !== typed[index]) ? corrected.join(" ") : null;
}

/**
 * The query with one of its words replaced by another of its group, for every such word and group member: the
 * first SEARCH_LIMITS.sameMeaningSearches of them.
 */
export function sameMeaningQueries(query: string, groups: readonly string[][]): string[] {
  const typed = limitedWords(query);
  const alternatives = typed.flatMap((word, index) =>
    groups
      .filter((group) => group.some((member) => member === word || word.startsWith(member)))
      .flatMap((group) => group.filter((member) => member !== word && !word.startsWith(member)))
      .map((member) => typed.map((other, at) => (at === index ? member : other)).join(" ")),
  );
  return [...new Set(alternatives)].slice(0, SEARCH_LIMITS.sameMeaningSearches);
}

/** A result's excerpt as Pagefind writes it (text with <mark> around the matched words), as plain text parts. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decoded = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name]!);

export function excerptParts(excerpt: string): ExcerptPart[] {
  return excerpt
    .split(/(<mark>.*?<\/mark>)/g)
    .filter(Boolean)
    .map((part) =>
      part.startsWith("<mark>")
        ? { text: decoded(part.slice(6, -7)), marked: true }
        : { text: decoded(part.replace(/<[^>]*>/g, "")), marked: false },
    );
}

/** One result, ready to show. */
export interface SiteSearchResult {
  url: string;
  title: string;
  type: SearchPageType;
  excerpt: ExcerptPart[];
}

/** The answer to a query: what was searched (the corrected query when a word was taken for another), and the results. */
export interface SiteSearchAnswer {
  query: string;
  /**
   * The words searched instead of the visitor's, when a word was not on the site ("munnar" for "munar") or the query
   * was shortened.
   */
  searchedFor: string | null;
  /** Said when the query was too long to search whole (its first 10 words were searched); else null. */
  shortened: Shortened | null;
  /** How many pages match in all (the results hold the first `limit`). */
  total: number;
  results: SiteSearchResult[];
}

/** Pagefind's result handle (the parts we use): a score, and the page's data fetched on demand. */
export interface IndexHit {
  id: string;
  score: number;
  data(): Promise<{ url: string; excerpt: string; meta: Record<string, string | undefined> }>;
}

/** Hits of several searches as one list: each page once, at its best score; `weights` scale each list's scores. */
export function mergedHits(lists: readonly IndexHit[][], weights: readonly number[]): IndexHit[] {
  const best = new Map<string, { hit: IndexHit; score: number }>();
  lists.forEach((hits, list) => {
    for (const hit of hits) {
      const score = hit.score * (weights[list] ?? 1);
      const seen = best.get(hit.id);
      if (!seen || score > seen.score) best.set(hit.id, { hit, score });
    }
  });
  return [...best.values()].sort((a, b) => b.score - a.score).map(({ hit }) => hit);
}

/** Results found through a word of the same meaning rank below those of the word typed. */
export const SAME_MEANING_WEIGHT = 0.8;

const PAGE_TYPES: readonly SearchPageType[] = ["Destination", "Tour", "Blog post", "FAQ", "Page", "PDF"];
const pageType = (type: string | undefined): SearchPageType => PAGE_TYPES.find((known) => known === type) ?? "Page";

/** The searcher the page uses: `search(query)` answers with up to `limit` results. */
export interface SiteSearcher {
  search(query: string, limit: number): Promise<SiteSearchAnswer>;
}

/** What the searcher needs from Pagefind (its module's search) and the words file. */
export interface SearchIndex {
  search(query: string): Promise<{ results: IndexHit[] } | null>;
  words: SearchWordsFile;
}

export function siteSearcher(index: SearchIndex): SiteSearcher {
  const words = vocabulary(index.words.words);
  const hitsFor = async (query: string) => (await index.search(query))?.results ?? [];
  return {
    async search(query, limit) {
      const typed = limitedWords(query).join(" ");
      const shortened = shortenedBy(query);
      if (!typed) return { query, searchedFor: null, shortened, total: 0, results: [] };
      // A shortened query is searched for as shortened, and its link (All N pages found) is the shortened one.
      const searchedFor = correctedQuery(typed, words) ?? (shortened ? typed : null);
      const main = searchedFor ?? typed;
      const alternatives = sameMeaningQueries(main, index.words.sameMeaning);
      const lists = await Promise.all([main, ...alternatives].map(hitsFor));
      const hits = mergedHits(lists, [1, ...alternatives.map(() => SAME_MEANING_WEIGHT)]);
      const results = await Promise.all(
        hits.slice(0, limit).map(async (hit) => {
          const data = await hit.data();
          return {
            url: data.url,
            title: data.meta.title ?? data.url,
            type: pageType(data.meta.type),
            excerpt: excerptParts(data.excerpt),
          };
        }),
      );
      return { query, searchedFor, shortened, total: hits.length, results };
    },
  };
}

/** Pagefind's browser module (public/pagefind/pagefind.js), as far as it is used here. */
interface PagefindModule {
  /** A search of its own, over the index of the language of the page's `<html lang>` when it is made. */
  createInstance(options: Record<string, unknown>): {
    init(): Promise<void>;
    search(query: string): Promise<{ results: IndexHit[] } | null>;
  };
}

const loading = new Map<EditionCode, Promise<SiteSearcher>>();

/**
 * The searcher of an edition, loaded on its first use: Pagefind's module, an instance of it over the edition's index
 * (the page's language, which a visitor who follows a link from /ml/faq to an English page changes), and the
 * edition's words file. Pagefind runs its search in a worker (the folder's CSP allows that worker WebAssembly). A
 * failed load is forgotten, so the next search tries again.
 */
export function loadSiteSearch(indexDir: string, code: EditionCode): Promise<SiteSearcher> {
  const loaded =
    loading.get(code) ??
    (async () => {
      const [pagefind, words] = await Promise.all([
        import(/* webpackIgnore: true */ `${indexDir}pagefind.js`) as Promise<PagefindModule>,
        fetch(`${indexDir}${searchWordsFile(code)}`).then((response) => {
          if (!response.ok) throw new Error(`the search's words file answered ${response.status}`);
          return response.json() as Promise<SearchWordsFile>;
        }),
      ]);
      const instance = pagefind.createInstance({ basePath: indexDir, excerptLength: 18 });
      await instance.init();
      return siteSearcher({ search: (query) => instance.search(query), words });
    })().catch((error: unknown) => {
      loading.delete(code);
      throw error;
    });
  loading.set(code, loaded);
  return loaded;
}
