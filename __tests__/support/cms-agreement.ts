/**
 * Checks that a content file's CMS fields and its validation schema agree, by editing the real file's
 * data the way the CMS would and asking the schema: a field the CMS requires must be one the schema
 * rejects when it is missing (and a field the CMS lets go must be one the schema accepts missing, or
 * its default), a select's options are exactly the values the schema accepts, a list's min and max are
 * the array's limits, a number's min and max are the schema's bounds, a pattern rejects what the schema
 * rejects, and a picture uploaded in the CMS is stored as a path the schema accepts. Every key of the
 * data must have a field (or the CMS could not edit it). Returns the
 * disagreements, each naming the field's path.
 */
import type { z } from "zod";
import type { DecapField } from "../../src/cms/zod-to-decap";

type Json = unknown;
type Path = (string | number)[];

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const at = (root: Json, path: Path): Json => path.reduce<Json>((node, key) => (node as never)?.[key], root);
const samePath = (a: readonly PropertyKey[], b: Path) => a.length === b.length && a.every((key, i) => key === b[i]);
const show = (path: Path) =>
  path
    .map((key) => (typeof key === "number" ? `[${key}]` : `.${key}`))
    .join("")
    .slice(1);

/** The schema's issues at exactly `path` for `data`. */
function issuesAt(schema: z.ZodType, data: Json, path: Path): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.filter((issue) => samePath(issue.path, path)).map((issue) => issue.message);
}

/** `data` with `path` changed by `edit` (which gets the parent and the key). */
function edited(root: Json, path: Path, edit: (parent: Record<string | number, Json>, key: string | number) => void) {
  const copy = clone(root);
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, Json>;
  edit(parent, path[path.length - 1]!);
  return copy;
}

export function disagreements(
  schema: z.ZodType,
  root: Json,
  fields: DecapField[],
  { publicFolder }: { publicFolder?: string } = {},
): string[] {
  const problems: string[] = [];
  const base = schema.safeParse(root);
  if (!base.success) return [`the content file itself does not pass its schema: ${base.error.message}`];

  /** Paths of optional groups (required: false objects): their fields are required once the group is there. */
  const optionalGroups: Path[] = [];
  const inOptionalGroup = (path: Path) =>
    optionalGroups.some((group) => group.length < path.length && group.every((key, i) => key === path[i]));

  const checkObject = (objectPath: Path, fieldList: DecapField[], ignoredKeys: string[] = []) => {
    const object = at(root, objectPath) as Record<string, Json>;
    const names = new Set(fieldList.map((field) => field.name));
    for (const key of Object.keys(object))
      if (!names.has(key) && !ignoredKeys.includes(key))
        problems.push(`${show([...objectPath, key])}: in the content file but not a CMS field`);
    for (const field of fieldList) checkField([...objectPath, field.name], field);
  };

  const checkField = (path: Path, field: DecapField) => {
    const value = at(root, path);
    const missing = edited(root, path, (parent, key) => delete parent[key]);
    const rejectsMissing = issuesAt(schema, missing, path).length > 0 || !schema.safeParse(missing).success;
    if (field.required !== false && !rejectsMissing)
      problems.push(`${show(path)}: the CMS requires it, the schema accepts the file without it`);
    if (field.widget === "object" && field.required === false) optionalGroups.push(path);
    // Inside an optional group Decap cannot require a field; the save check does (src/cms/save-checks.ts).
    if (field.required === false && rejectsMissing && !inOptionalGroup(path)) {
      const withDefault = edited(root, path, (parent, key) => (parent[key] = field.default));
      if (field.default === undefined || !schema.safeParse(withDefault).success)
        problems.push(`${show(path)}: the CMS lets it be left out, the schema rejects the file without it`);
    }
    if (value === undefined) return;

    if (field.widget === "select" && field.options) {
      for (const { value: option } of field.options) {
        const withOption = edited(root, path, (parent, key) => (parent[key] = option));
        if (issuesAt(schema, withOption, path).length > 0)
          problems.push(`${show(path)}: the CMS offers "${option}", the schema rejects it`);
      }
      const other = edited(root, path, (parent, key) => (parent[key] = "not-an-option"));
      // A field that chooses records (a translation's question) is offered the records' ids when the CMS opens;
      // the schema cannot know them, and the build names an id no record has (gatsby/pages/create-pages.ts).
      const choosesRecords = "choices" in field;
      if (!choosesRecords && issuesAt(schema, other, path).length === 0)
        problems.push(`${show(path)}: the schema accepts a value the CMS does not offer`);
    }

    if (field.pattern) {
      const [pattern] = field.pattern;
      if (typeof value === "string" && !new RegExp(pattern).test(value))
        problems.push(`${show(path)}: the content's "${value}" does not match the CMS pattern ${pattern}`);
      const wrong = edited(root, path, (parent, key) => (parent[key] = "\u0000 not this"));
      if (issuesAt(schema, wrong, path).length === 0)
        problems.push(`${show(path)}: the CMS pattern rejects a value the schema accepts`);
    }

    if (field.widget === "image" && publicFolder !== undefined) {
      // What Decap stores for an upload: path.join(public_folder, file name), which drops a leading "./".
      const stored = `${publicFolder}/upload.jpg`.replace(/^(\.\/)+/, "");
      const uploaded = edited(root, path, (parent, key) => (parent[key] = stored));
      if (issuesAt(schema, uploaded, path).length > 0)
        problems.push(`${show(path)}: a picture uploaded in the CMS is stored as "${stored}", the schema rejects it`);
    }

    if (field.widget === "number") {
      const step = field.value_type === "int" ? 1 : 0.01;
      if (
        field.value_type === "int" &&
        issuesAt(
          schema,
          edited(root, path, (p, k) => (p[k] = 1.5)),
          path,
        ).length === 0
      )
        problems.push(`${show(path)}: the CMS asks for a whole number, the schema accepts 1.5`);
      for (const [bound, outside] of [
        [field.min, (field.min ?? 0) - step],
        [field.max, (field.max ?? 0) + step],
      ] as const) {
        if (bound === undefined) continue;
        if (
          issuesAt(
            schema,
            edited(root, path, (p, k) => (p[k] = bound)),
            path,
          ).length > 0
        )
          problems.push(`${show(path)}: the CMS accepts ${bound}, the schema rejects it`);
        if (
          issuesAt(
            schema,
            edited(root, path, (p, k) => (p[k] = outside)),
            path,
          ).length === 0
        )
          problems.push(`${show(path)}: the CMS rejects ${outside}, the schema accepts it`);
      }
    }

    if (field.widget === "list" && Array.isArray(value)) {
      if (field.min !== undefined && field.min > 0) {
        const short = edited(root, path, (p, k) => (p[k] = value.slice(0, field.min! - 1)));
        if (issuesAt(schema, short, path).length === 0)
          problems.push(`${show(path)}: the CMS needs ${field.min} items, the schema accepts ${field.min - 1}`);
      } else if (
        issuesAt(
          schema,
          edited(root, path, (p, k) => (p[k] = [])),
          path,
        ).length > 0
      )
        problems.push(`${show(path)}: the CMS accepts an empty list, the schema rejects it`);
      if (field.max !== undefined && value.length > 0) {
        const padded = [...value, ...Array.from({ length: field.max + 1 - value.length }, () => value[0])];
        if (
          issuesAt(
            schema,
            edited(root, path, (p, k) => (p[k] = padded)),
            path,
          ).length === 0
        )
          problems.push(`${show(path)}: the CMS allows at most ${field.max} items, the schema accepts more`);
      }
      value.forEach((item, index) => {
        if (field.fields) checkObject([...path, index], field.fields);
        else if (field.field) checkField([...path, index], { ...field.field, required: true });
        else if (field.types && field.typeKey) {
          const type = field.types.find(
            (candidate) => candidate.name === (item as Record<string, Json>)[field.typeKey!],
          );
          if (!type)
            problems.push(
              `${show([...path, index])}: type "${String((item as never)[field.typeKey!])}" is not a CMS type`,
            );
          else checkObject([...path, index], type.fields ?? [], [field.typeKey]);
          const unknown = edited(root, [...path, index, field.typeKey], (p, k) => (p[k] = "not-a-block-type"));
          if (schema.safeParse(unknown).success)
            problems.push(`${show([...path, index])}: the schema accepts a block type the CMS does not offer`);
        }
      });
    }

    if (field.widget === "object" && field.fields && value && typeof value === "object")
      checkObject(path, field.fields);
  };

  if (root && typeof root === "object" && !Array.isArray(root)) checkObject([], fields);
  else problems.push("the content file's top level is not an object");
  return problems;
}
