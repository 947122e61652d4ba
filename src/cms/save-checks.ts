/**
 * What the CMS checks before it writes a file, so it never saves what the build would refuse, in the build's
 * words: the entry against its content-model schema (src/content-model/problems.ts), a page's address
 * against the site's routes and the other pages (src/lib/page-addresses.ts), and its "Linked from" against
 * the other pages' (src/lib/landing-links.ts). Empty optional groups and
 * cleared optional fields are dropped first (Decap keeps `{ label: "", to: "" }` for a second button left
 * empty), and a Markdown document is written as Prettier writes it. Browser-safe; no Decap imports.
 */
import type { z } from "zod";
import type { ContentModelEntry } from "../content-model";
import { problemMessage } from "../content-model/fields";
import { schemaProblems } from "../content-model/problems";
import { linkedFromProblems, type LinkedFrom } from "../lib/landing-links";
import { noticeDateProblems, type NoticePage } from "../lib/notice-dates";
import { addressProblem, type PageAddress } from "../lib/page-addresses";
import { labelFromName, unwrap } from "./zod-to-decap";

type Schema = z.core.$ZodType;
type AnyDef = { type: string } & Record<string, unknown>;
const defOf = (schema: Schema) => schema._zod.def as unknown as AnyDef;

/** Nothing a marketer typed: undefined, "", or a group or list of nothing. */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.every(isBlank)) ||
  (typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every(isBlank));

/**
 * `value` without the optional keys the marketer left blank that the schema would refuse as they are (an
 * empty "Second button", a cleared "Eyebrow"); everything else as it was, in the same key order.
 */
export function withoutBlankOptionals(schema: Schema, value: unknown): unknown {
  const { inner } = unwrap(schema);
  const def = defOf(inner);
  if (def.type === "pipe") return withoutBlankOptionals(def.in as Schema, value);
  if (Array.isArray(value) && def.type === "array")
    return value.map((item) => withoutBlankOptionals(def.element as Schema, item));
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  if (def.type === "union" && typeof def.discriminator === "string") {
    const option = (def.options as z.ZodObject[]).find(
      (candidate) =>
        (candidate.shape[def.discriminator as string] as z.ZodType).safeParse(record[def.discriminator as string])
          .success,
    );
    return option ? withoutBlankOptionals(option, value) : value;
  }
  if (def.type !== "object") return value;
  const shape = (inner as z.ZodObject).shape as Record<string, Schema>;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    const field = shape[key];
    if (field && unwrap(field).optional && isBlank(item) && !(field as z.ZodType).safeParse(item).success) continue;
    kept[key] = field ? withoutBlankOptionals(field, item) : item;
  }
  return kept;
}

/** The content pages other than the one being saved, as the address and "Linked from" checks need them. */
export type OtherPages = readonly (PageAddress & { linkedFrom?: LinkedFrom | null })[];

/**
 * What the build refuses of a page beyond its schema: an address taken, a "Linked from" another page has, the privacy
 * notice without its date; and, against the page as it was read (`before`), a notice changed under its old date.
 */
function pageProblems(
  entry: ContentModelEntry,
  data: unknown,
  otherPages: OtherPages,
  before?: NoticePage | null,
): string[] {
  if (!("folder" in entry) || entry.folder !== "content/pages") return [];
  const problems: string[] = noticeDateProblems(data as NoticePage, before);
  const path = (data as { path?: unknown }).path;
  const problem = typeof path === "string" && path ? addressProblem(path, otherPages) : null;
  if (problem) problems.push(`path: ${problem}`);
  // Whether the service card names a card at all needs the backend's list: the build checks that.
  problems.push(...linkedFromProblems((data as { linkedFrom?: LinkedFrom }).linkedFrom, otherPages));
  return problems;
}

/** Every reason the build would refuse `data` as the content of `entry`, in the build's words; empty when none. */
export function saveProblems(
  entry: ContentModelEntry,
  data: unknown,
  otherPages: OtherPages = [],
  before?: NoticePage | null,
): string[] {
  return [...schemaProblems(entry.schema, data), ...pageProblems(entry, data, otherPages, before)];
}

/**
 * The schema of the field at `path` in `data` (a block's by its type), and the field's place in the CMS's words:
 * `blocks.2.button.to` of a page is "Blocks › 3 Rich text › Button › Goes to" (labels from the content model,
 * items counted from 1, a block by its type's label).
 */
function fieldAt(schema: Schema, path: readonly PropertyKey[], data: unknown) {
  const words: string[] = [];
  let current: Schema | undefined = schema;
  let node: unknown = data;
  for (const key of path) {
    node = node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    let inner: Schema | undefined = current && unwrap(current).inner;
    if (inner && defOf(inner).type === "pipe") inner = unwrap(defOf(inner).in as Schema).inner;
    const def: AnyDef | undefined = inner && defOf(inner);
    if (typeof key === "number") {
      let element: Schema | undefined = def?.type === "array" ? unwrap(def.element as Schema).inner : undefined;
      const elementDef: AnyDef | undefined = element && defOf(element);
      let label = "";
      if (elementDef?.type === "union" && typeof elementDef.discriminator === "string") {
        const tag = (node as Record<string, unknown> | undefined)?.[elementDef.discriminator];
        element = (elementDef.options as z.ZodObject[]).find(
          (option) => (option.shape[elementDef.discriminator as string] as z.ZodType).safeParse(tag).success,
        );
        label = element ? (unwrap(element).meta.title ?? labelFromName(String(tag))) : "";
      }
      words.push(label ? `${key + 1} ${label}` : String(key + 1));
      current = element;
    } else {
      current =
        def?.type === "object" ? ((inner as z.ZodObject).shape as Record<string, Schema>)[String(key)] : undefined;
      words.push((current && unwrap(current).meta.title) ?? labelFromName(String(key)));
    }
  }
  return { schema: current, words };
}

/** Where a field is, in the CMS's own words ("Blocks › 3 Rich text › Button › Goes to"). */
export const fieldInWords = (schema: Schema, path: readonly PropertyKey[], data: unknown): string =>
  fieldAt(schema, path, data).words.join(" › ") || "The entry";

/** Whether the field at `path` in `data` is Markdown (`widget: "markdown"` in the content model). */
export function isMarkdownField(schema: Schema, path: readonly PropertyKey[], data: unknown): boolean {
  const field = fieldAt(schema, path, data).schema;
  return field !== undefined && unwrap(field).meta.widget === "markdown";
}

/**
 * What keeps `data` from being saved, for the marketer: each problem led by the field in the CMS's words
 * ("Blocks › 3 Rich text › Button › Goes to: must be a path on this site…"), as saveProblems finds them.
 */
export function problemsInWords(
  entry: ContentModelEntry,
  data: unknown,
  otherPages: OtherPages = [],
  before?: NoticePage | null,
): string[] {
  const result = (entry.schema as z.ZodType).safeParse(data);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${fieldInWords(entry.schema, issue.path, data)}: ${problemMessage(issue)}`);
  // The page checks name their field first ("path: …", "linkedFrom.serviceCard: …").
  for (const problem of pageProblems(entry, data, otherPages, before)) {
    const [, field = "", message = problem] = /^([\w.]+): (.*)$/s.exec(problem) ?? [];
    problems.push(field ? `${fieldInWords(entry.schema, field.split("."), data)}: ${message}` : message);
  }
  return problems;
}

/** Thrown by the save check: Decap shows its message ("Not saved: …") and writes nothing. */
export class SaveRefused extends Error {
  constructor(problems: readonly string[]) {
    super(
      `the site's build would refuse it. ${problems.length === 1 ? "Fix this" : "Fix these"}, then save again: ` +
        problems.join("; "),
    );
    this.name = "SaveRefused";
  }

  /** Decap puts the error itself into its message: the words only, not "SaveRefused: …". */
  override toString(): string {
    return this.message;
  }
}
