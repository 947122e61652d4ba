/**
 * The Decap formats src/cms/cms.tsx registers, by the names the configuration gives collections
 * (src/cms/config.ts, formatOf): a JSON file, a bare list of records, a content page (named in the CMS's list by
 * pageName), a Markdown document (named by its first heading). What they write is the text the save prepared with
 * Prettier (src/cms/file-text.ts).
 */
import { JSON_FORMAT, MARKDOWN_FORMAT, PAGE_FORMAT, RECORD_LIST_FIELD, RECORD_LIST_FORMAT } from "./config";
import { documentTitle, namedFormat, pageName } from "./entry-names";
import { preparedFileText } from "./file-text";

export interface CmsFormat {
  extension: "json" | "md";
  fromFile: (content: string) => object;
  toFile: (data: never) => string;
}

/** A file's text for `value`: as the save prepared it, else plain JSON (Decap's backup of unsaved changes). */
const jsonText = (value: unknown): string => preparedFileText(value) ?? `${JSON.stringify(value, null, 2)}\n`;

/** JSON content files (an object at the top level). */
export const jsonFormat = {
  fromFile: (content: string) => JSON.parse(content) as Record<string, unknown>,
  toFile: (data: Record<string, unknown>) => jsonText(data),
};

/**
 * Decap edits an entry as an object; a file that is a list of records (team.json) is shown as an object holding
 * that list under `field`, and written back as the bare list.
 */
export const recordListFormat = (field: string) => ({
  fromFile: (content: string) => ({ [field]: JSON.parse(content) as unknown }),
  toFile: (data: Record<string, unknown>) => jsonText(data[field] ?? []),
});

/** A Markdown document edited as `{ body }`: the file is the text and nothing else (no front matter). */
export const markdownDocumentFormat = {
  fromFile: (content: string) => ({ body: content }),
  toFile: (data: { body?: unknown }) => `${String(data.body ?? "").trimEnd()}\n`,
};

export const CMS_FORMATS: Readonly<Record<string, CmsFormat>> = {
  [JSON_FORMAT]: { extension: "json", ...jsonFormat },
  [RECORD_LIST_FORMAT]: { extension: "json", ...recordListFormat(RECORD_LIST_FIELD) },
  [PAGE_FORMAT]: { extension: "json", ...namedFormat(jsonFormat, pageName) },
  [MARKDOWN_FORMAT]: { extension: "md", ...namedFormat(markdownDocumentFormat, (data) => documentTitle(data.body)) },
};
