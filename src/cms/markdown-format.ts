/**
 * How the CMS writes content/pdf/*.md: the file is the document's text and nothing else (no front matter),
 * and the text is the one Prettier writes. Decap's Markdown editor writes "* " bullets and "*emphasis*";
 * Prettier, which `npm test` runs over content/, writes "- " and "_emphasis_". A Decap format is synchronous
 * and Prettier is not, so the save check (src/cms/save-checks.ts) formats the text before the format writes
 * it. Prettier's standalone build is imported here, in the admin bundle only.
 */
import { format } from "prettier/standalone";
import * as markdownPlugin from "prettier/plugins/markdown";
import { PRINT_WIDTH } from "./json-format";

/** The Decap format for a Markdown document edited as `{ body }`. */
export const markdownDocumentFormat = {
  fromFile: (content: string) => ({ body: content }),
  toFile: (data: { body?: unknown }) => `${String(data.body ?? "").trimEnd()}\n`,
};

/** Markdown as Prettier writes it with the repository's settings (.prettierrc.json). */
export const prettierMarkdown = (text: string): Promise<string> =>
  format(text, { parser: "markdown", plugins: [markdownPlugin], printWidth: PRINT_WIDTH });
