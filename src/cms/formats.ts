/**
 * The Decap formats src/cms/cms.tsx registers, by the names the configuration gives collections
 * (src/cms/config.ts, formatOf): JSON as Prettier writes it, a bare list of records, a content page (named in
 * the CMS's list by pageName), a Markdown document (named by its first heading).
 */
import { JSON_FORMAT, MARKDOWN_FORMAT, PAGE_FORMAT, RECORD_LIST_FIELD, RECORD_LIST_FORMAT } from "./config";
import { documentTitle, namedFormat, pageName } from "./entry-names";
import { prettierJsonFormat, recordListFormat } from "./json-format";
import { markdownDocumentFormat } from "./markdown-format";

export interface CmsFormat {
  extension: "json" | "md";
  fromFile: (content: string) => object;
  toFile: (data: never) => string;
}

export const CMS_FORMATS: Readonly<Record<string, CmsFormat>> = {
  [JSON_FORMAT]: { extension: "json", ...prettierJsonFormat },
  [RECORD_LIST_FORMAT]: { extension: "json", ...recordListFormat(RECORD_LIST_FIELD) },
  [PAGE_FORMAT]: {
    extension: "json",
    ...namedFormat(prettierJsonFormat, pageName),
  },
  [MARKDOWN_FORMAT]: { extension: "md", ...namedFormat(markdownDocumentFormat, (data) => documentTitle(data.body)) },
};
