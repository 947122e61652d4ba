import { readFileSync } from "node:fs";
import path from "node:path";
import { EDITION_CODES, type EditionCode } from "./editions";
import { catalogueProblems, type Catalogue } from "./messages";

/**
 * The interface catalogues come in parts: the site's frame (header, menus, breadcrumb: every page, so English's is in
 * the app script) and one per page type that has words of its own (its English in that page's script only, so no other
 * page carries them): the enquiry form's (every page with the form) and the contact page's besides the FAQ's; the
 * destination lists' (their search, trip finder and cards), and every list's (`browse`: the pager and the sidebar of
 * the destination lists, the blog and the tours); a blog post's (`blog`: byline, reading time, categories and tags);
 * the tour list's and a tour's page (`tours`: its search, sort and cards; a tour's headings); the shortlist's
 * (`shortlist`: its lists, sharing, enquiry and comparison).
 */
export const CATALOGUE_PARTS = [
  "frame",
  "faq",
  "search",
  "enquiry",
  "contact",
  "trip",
  "lists",
  "browse",
  "blocks",
  "privacy",
  "blog",
  "tours",
  "shortlist",
] as const;
export type CataloguePart = (typeof CATALOGUE_PARTS)[number];

/** Where a part of an edition's interface catalogue is, relative to the repository. */
export const catalogueFile = (code: EditionCode, part: CataloguePart = "frame"): string =>
  part === "frame" ? `src/i18n/messages/${code}.json` : `src/i18n/messages/${part}/${code}.json`;

function readPart(root: string, code: EditionCode, part: CataloguePart): Catalogue {
  const value: unknown = JSON.parse(readFileSync(path.join(root, catalogueFile(code, part)), "utf8"));
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error("must be an object of messages");
  return value as Catalogue;
}

/**
 * An edition's interface catalogue for a page, as the files hold it (checked by catalogueFileProblems before the
 * build): the frame's and the page's parts in one.
 */
export function readCatalogue(root: string, code: EditionCode, parts: readonly CataloguePart[] = ["frame"]): Catalogue {
  return Object.assign({}, ...parts.map((part) => readPart(root, code, part))) as Catalogue;
}

/**
 * Every edition's catalogue, part by part, against the English one: each file with a problem, as the content check
 * words it ("src/i18n/messages/ml.json is not valid: …", naming language and key). The build stops on any.
 */
export function catalogueFileProblems(root = process.cwd()): string[] {
  return CATALOGUE_PARTS.flatMap((part) => {
    const english = readPart(root, "en", part);
    return EDITION_CODES.filter((code) => code !== "en").flatMap((code) => {
      let problems: string[];
      try {
        problems = catalogueProblems(code, readPart(root, code, part), english);
      } catch (error) {
        problems = [error instanceof Error ? error.message : String(error)];
      }
      return problems.length > 0
        ? [`${catalogueFile(code, part)} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`]
        : [];
    });
  });
}
