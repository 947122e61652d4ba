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
import { schemaProblems } from "../content-model/problems";
import { linkedFromProblems, type LinkedFrom } from "../lib/landing-links";
import { addressProblem, type PageAddress } from "../lib/page-addresses";
import { unwrap } from "./zod-to-decap";

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

/** The file an entry is saved to, for messages: "content/pages/about.json". */
export const fileOfEntry = (entry: ContentModelEntry, slug: string | undefined) =>
  "folder" in entry ? `${entry.folder}/${slug ?? "(new)"}.${entry.extension}` : entry.file;

/** Every reason the build would refuse `data` as the content of `entry`; empty when it would not. */
export function saveProblems(entry: ContentModelEntry, data: unknown, otherPages: OtherPages = []): string[] {
  const problems = schemaProblems(entry.schema, data);
  if ("folder" in entry && entry.folder === "content/pages") {
    const path = (data as { path?: unknown }).path;
    const problem = typeof path === "string" && path ? addressProblem(path, otherPages) : null;
    if (problem) problems.push(`path: ${problem}`);
    // Whether the service card names a card at all needs the backend's list: the build checks that.
    problems.push(...linkedFromProblems((data as { linkedFrom?: LinkedFrom }).linkedFrom, otherPages));
  }
  return problems;
}

/** Thrown by the save check: Decap shows its message and writes nothing. */
export class SaveRefused extends Error {
  constructor(file: string, problems: readonly string[]) {
    super(`${file} would break the site, so it was not saved: ${problems.join("; ")}`);
    this.name = "SaveRefused";
  }
}
