import { documentTitle, shownDescription } from "../components/seo/Seo";
import { canonicalUrl, siteFacts } from "./site";

/*
 * How a page's title and description show in a search result and a shared link: what the CMS's SEO panel shows a
 * marketer while they type (src/cms/SeoPanel.tsx). The lengths are the characters a result shows before it cuts
 * the text: Google cuts by width (about 600 px of title), which is 55 to 65 characters of ordinary English.
 */

/** A search result shows about this many characters of a title before "…". */
export const RESULT_TITLE_CHARACTERS = 60;
/** A search result shows about this many characters of a description on a phone before "…". */
export const RESULT_DESCRIPTION_CHARACTERS = 155;
/** Shorter than this, a description says too little and search engines often write their own from the page. */
export const DESCRIPTION_MIN_CHARACTERS = 70;

export type LengthVerdict = "empty" | "short" | "fits" | "cut";

export interface FieldLength {
  /** Characters as the visitor sees them (the title with the site's name the page adds to it). */
  characters: number;
  limit: number;
  verdict: LengthVerdict;
  /** One line for the marketer, e.g. "58 of about 60 characters: shown whole". */
  message: string;
}

const length = (text: string) => [...text].length;

/** The title as search results show it (the site's name added, as every page's <title> has it), judged. */
export function titleLength(title: string): FieldLength {
  const trimmed = title.trim();
  if (!trimmed) return { characters: 0, limit: RESULT_TITLE_CHARACTERS, verdict: "empty", message: "No title yet." };
  const shown = documentTitle(trimmed);
  const characters = length(shown);
  const added = shown === trimmed ? "" : ` (with “| ${siteFacts.name}”, which every page adds)`;
  return characters > RESULT_TITLE_CHARACTERS
    ? {
        characters,
        limit: RESULT_TITLE_CHARACTERS,
        verdict: "cut",
        message: `${characters} characters${added}: search results show about ${RESULT_TITLE_CHARACTERS}, so the end is cut. Put the words that matter first, or shorten it.`,
      }
    : {
        characters,
        limit: RESULT_TITLE_CHARACTERS,
        verdict: "fits",
        message: `${characters} of about ${RESULT_TITLE_CHARACTERS} characters${added}: shown whole.`,
      };
}

/** The description as search results show it, judged; an empty one is replaced by the site's own. */
export function descriptionLength(description: string): FieldLength {
  const characters = length(description.trim());
  const limit = RESULT_DESCRIPTION_CHARACTERS;
  if (characters === 0)
    return { characters, limit, verdict: "empty", message: "No description yet: the site's own description is used." };
  if (characters < DESCRIPTION_MIN_CHARACTERS)
    return {
      characters,
      limit,
      verdict: "short",
      message: `${characters} characters: under ${DESCRIPTION_MIN_CHARACTERS}, search engines often show words of their own choosing from the page instead. Say what the page offers in one or two sentences.`,
    };
  if (characters > limit)
    return {
      characters,
      limit,
      verdict: "cut",
      message: `${characters} characters: a phone's search result shows about ${limit}, so the end is cut.`,
    };
  return { characters, limit, verdict: "fits", message: `${characters} of about ${limit} characters: shown whole.` };
}

/** Text cut as a result cuts it: at the last word that fits within `limit` characters, with "…". */
export function cutForResult(text: string, limit: number): string {
  const characters = [...text.trim()];
  if (characters.length <= limit) return characters.join("");
  const head = characters.slice(0, limit).join("");
  const lastSpace = head.lastIndexOf(" ");
  return `${(lastSpace > limit / 2 ? head.slice(0, lastSpace) : head).replace(/[\s,.;:–—-]+$/u, "")} …`;
}

/**
 * What a search result and a shared card show of a page: its host and address as a trail, its title as its
 * <title> has it and its description (the site's where it has none), whole and cut where a result cuts them.
 */
export function searchResult(page: { path: string; title: string; description: string }) {
  const url = new URL(canonicalUrl(page.path || "/"));
  const fullTitle = documentTitle(page.title.trim() || siteFacts.name);
  const fullDescription = shownDescription(page.description);
  return {
    host: url.host,
    trail: [url.host, ...url.pathname.split("/").filter(Boolean).map(decodeURIComponent)].join(" › "),
    fullTitle,
    title: cutForResult(fullTitle, RESULT_TITLE_CHARACTERS),
    fullDescription,
    description: cutForResult(fullDescription, RESULT_DESCRIPTION_CHARACTERS),
  };
}
