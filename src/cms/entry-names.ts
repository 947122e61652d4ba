/**
 * What the CMS's entry lists call a page or a document. Decap names a folder's entries with one `summary`
 * template over the entry's data, which cannot say "the page at / is Home". So the formats of those folders
 * add the name to the data they read (under ENTRY_NAME, which no content file has), the summary shows it, the
 * save check writes it afresh from what is saved, and the formats leave it out of the file. Browser-safe.
 */
import type { ContentModelEntry } from "../content-model";
import { normaliseAddress } from "../lib/page-addresses";
import { ROUTES } from "../lib/routes";

/** The data key holding an entry's name in the CMS (never written to a file). */
export const ENTRY_NAME = "entryName";

/** The pages the site needs, by the names marketers know them by. */
export const SITE_PAGE_NAMES: Readonly<Record<string, string>> = {
  [ROUTES.home]: "Home",
  [ROUTES.about]: "About",
  [ROUTES.service]: "Services",
};

const textOf = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** A content page's name: Home, About or Services for the site's own pages, a landing page's title. */
export function pageName(page: { path?: unknown; title?: unknown }): string {
  const path = textOf(page.path);
  return (path && SITE_PAGE_NAMES[normaliseAddress(path)]) || textOf(page.title) || path || "New page";
}

/** A Markdown document's title: its first heading ("# Visa checklist" → "Visa checklist"), else its first line. */
export function documentTitle(body: unknown): string {
  const text = textOf(body);
  const heading = /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(text)?.[1];
  return heading ?? (text.split("\n")[0] || "New document");
}

/** The name of an entry of a folder (a page, a document) with this content; files are named by their label. */
export function entryNameOf(entry: ContentModelEntry, content: unknown): string | undefined {
  if (!("folder" in entry) || content === null || typeof content !== "object") return undefined;
  return entry.extension === "md" ? documentTitle((content as { body?: unknown }).body) : pageName(content);
}

/** `data` without its CMS name (what the file holds and the build checks). */
export function withoutEntryName<T>(data: T): T {
  if (data === null || typeof data !== "object" || Array.isArray(data) || !(ENTRY_NAME in data)) return data;
  const { [ENTRY_NAME]: _name, ...rest } = data as Record<string, unknown>;
  return rest as T;
}

/** A Decap format whose entries are named by `nameOf`: the name is added on reading and left out on writing. */
export function namedFormat<Data extends object>(
  format: { fromFile: (content: string) => Data; toFile: (data: Data) => string },
  nameOf: (data: Data) => string,
) {
  return {
    fromFile: (content: string): Data & { [ENTRY_NAME]: string } => {
      const data = format.fromFile(content);
      return { ...data, [ENTRY_NAME]: nameOf(data) };
    },
    toFile: (data: Data) => format.toFile(withoutEntryName(data)),
  };
}
