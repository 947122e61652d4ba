import type { z } from "zod";
import { problemMessage } from "./fields";

/*
 * A content file's problems as the build words them ("blocks[2] (heroSlider).slides[0].title: is required"):
 * gatsby/content/content-validation.ts reports them for files on disk, the CMS's save check
 * (src/cms/save-checks.ts) for the entry being saved. Browser-safe.
 */

/** "blocks.2.slides.0.title" of a page → "blocks[2] (heroSlider).slides[0].title" */
export function fieldName(fieldPath: readonly PropertyKey[], data: unknown): string {
  let node: unknown = data;
  let name = "";
  for (const key of fieldPath) {
    node = node !== null && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    name += typeof key === "number" ? `[${key}]` : `${name ? "." : ""}${String(key)}`;
    const type = (node as { type?: unknown } | undefined)?.type;
    if (typeof key === "number" && typeof type === "string") name += ` (${type})`;
  }
  return name || "(file)";
}

/** Every way `data` breaks `schema`, each as "field: message"; empty when it is valid. */
export function schemaProblems(schema: z.ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${fieldName(issue.path, data)}: ${problemMessage(issue)}`);
}
