/**
 * What a CMS save writes: the content file's text as Prettier writes it with the repository's settings
 * (.prettierrc.json), Prettier's own standalone build doing the formatting, and a file read and saved with one
 * change differing from the file read by that change only.
 *
 * - JSON: the text read is edited where the content changed and nowhere else (jsonc-parser's `modify`: a changed
 *   value, an added or removed key, list items added or removed where they were), then Prettier formats it.
 *   Prettier keeps what the author wrote where it is free to (an object on one line or expanded, `5.0`, key order),
 *   so an untouched part of the file stays byte for byte. A new file is the content as JSON, then Prettier.
 * - Markdown (content/pdf/*.md): the body through Prettier ("- " bullets, "_emphasis_", as `npm test` checks).
 *
 * Decap's formats are synchronous and Prettier is not: the save (src/cms/cms.tsx, its preSave listener, which Decap
 * awaits) prepares the text with `prepareFileText`, and the format's `toFile` writes the prepared text of the same
 * content (`preparedFileText`). Without one (Decap's own backup of unsaved changes in the browser, which it reads
 * back with the same format), the content is written as plain JSON.
 */
import { applyEdits, modify, type JSONPath } from "jsonc-parser";
import prettierSettings from "../../.prettierrc.json";

export type FileKind = "json" | "md";

/**
 * Prettier's text of a content file, with the repository's settings. Prettier and its parsers (230 KB gzip) are
 * loaded by the first save, not with the admin.
 */
export async function prettierText(text: string, kind: FileKind): Promise<string> {
  const [{ format }, plugins] = await Promise.all([
    import("prettier/standalone"),
    kind === "md"
      ? Promise.all([import("prettier/plugins/markdown")])
      : Promise.all([import("prettier/plugins/babel"), import("prettier/plugins/estree")]),
  ]);
  return format(text, { ...prettierSettings, parser: kind === "md" ? "markdown" : "json", plugins });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The same JSON value, whatever the order of keys. */
export const sameJson = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);

/** A JSON value's text with every object's keys sorted: equal for equal content. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    isObject(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );
}

const FORMATTING = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: "\n" } } as const;

/** `text` (JSON whose value is `before`) edited so that its value is `after`, changing only what differs. */
export function editedJson(text: string, before: unknown, after: unknown): string {
  let edited = text;
  const set = (path: JSONPath, value: unknown, isArrayInsertion = false) => {
    edited = applyEdits(edited, modify(edited, path, value, { ...FORMATTING, isArrayInsertion }));
  };
  const walk = (path: JSONPath, a: unknown, b: unknown): void => {
    if (sameJson(a, b)) return;
    if (isObject(a) && isObject(b)) {
      for (const key of Object.keys(a)) if (!(key in b)) set([...path, key], undefined);
      for (const [key, value] of Object.entries(b))
        if (key in a) walk([...path, key], a[key], value);
        else set([...path, key], value);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      // What is the same at both ends stays; between them, items are changed in place, then the rest removed or
      // inserted there (a block added or removed in the middle of a page's list touches that block only).
      let start = 0;
      while (start < a.length && start < b.length && sameJson(a[start], b[start])) start += 1;
      let end = 0;
      while (end < a.length - start && end < b.length - start && sameJson(a[a.length - 1 - end], b[b.length - 1 - end]))
        end += 1;
      const removed = a.length - start - end;
      const added = b.length - start - end;
      const paired = Math.min(removed, added);
      for (let index = start; index < start + paired; index += 1) walk([...path, index], a[index], b[index]);
      for (let count = removed - paired; count > 0; count -= 1) set([...path, start + paired], undefined);
      for (let index = start + paired; index < start + added; index += 1) set([...path, index], b[index], true);
      return;
    }
    // A value of another kind; at the top level, a file of another shape.
    if (path.length === 0) edited = JSON.stringify(b, null, 2);
    else set(path, b);
  };
  walk([], before, after);
  return edited;
}

/** Prepared texts by their content (canonicalJson), for the formats' `toFile`. */
const prepared = new Map<string, string>();

/**
 * The text a save writes for `content` (a JSON file's value, or a Markdown file's body as a string), given the text
 * the entry was read from (none for a new entry); remembered for `preparedFileText`.
 */
export async function prepareFileText(kind: FileKind, content: unknown, readText?: string): Promise<string> {
  let text: string;
  if (kind === "md") text = await prettierText(String(content ?? ""), "md");
  else {
    let before: unknown;
    try {
      before = readText ? JSON.parse(readText) : undefined;
    } catch {
      before = undefined;
    }
    const source = before === undefined ? JSON.stringify(content, null, 2) : editedJson(readText!, before, content);
    text = await prettierText(source, "json");
  }
  prepared.set(canonicalJson(content), text);
  return text;
}

/** The text prepared for `content`, if a save prepared one, else undefined. */
export const preparedFileText = (content: unknown): string | undefined => prepared.get(canonicalJson(content));

/**
 * `value` with every Markdown field (the content model's `widget: "markdown"`) as Prettier writes Markdown: Decap's
 * editor writes "* " bullets and "*emphasis*", so one word changed in a list rewrote every marker of the block.
 * The other values are returned as they are.
 */
export async function withPrettierMarkdown(
  value: unknown,
  isMarkdown: (path: readonly (string | number)[]) => boolean,
  path: readonly (string | number)[] = [],
): Promise<unknown> {
  if (typeof value === "string")
    return isMarkdown(path) ? (await prettierText(value, "md")).replace(/\n+$/, "") : value;
  if (Array.isArray(value))
    return Promise.all(value.map((item, index) => withPrettierMarkdown(item, isMarkdown, [...path, index])));
  if (isObject(value))
    return Object.fromEntries(
      await Promise.all(
        Object.entries(value).map(async ([key, item]) => [
          key,
          await withPrettierMarkdown(item, isMarkdown, [...path, key]),
        ]),
      ),
    );
  return value;
}
