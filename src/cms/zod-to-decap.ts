/**
 * Decap CMS fields from the content model's zod schemas, so the editor asks for exactly what the build
 * accepts: a required field in the schema is a required field in the CMS, an enum is a select with the
 * same options, an array's length limits are the list's min and max, a regex check is the field's pattern,
 * and the labels and hints are the schema's `.meta({ title, description })`. Browser-safe (the admin
 * bundle imports it) and independent of which content file a schema describes.
 */
import { z } from "zod";
import type { LabelSource } from "../content-model/fields";

/** What a schema may say about its CMS field, via `.meta({ … })`. */
export interface FieldMeta {
  /** The field's label in the CMS. */
  title?: string;
  /** The hint under the field. */
  description?: string;
  /** "image": a picture path relative to the content file; "markdown" / "text": long text (a date is a date picker). */
  widget?: "image" | "markdown" | "text";
  /** A select's labels for its values ({ priceLow: "Lowest price first" }); others are made from the value. */
  optionLabels?: Record<string, string>;
  /** A list of record ids chosen by name (src/cms/record-choices.ts fills the options). */
  choices?: "offers" | "faqs";
  /** One of the values of a list of a single file (src/content-model/fields.ts, labelOf). */
  labelOf?: LabelSource;
}

/** A select's option as Decap shows it (label) and writes it (value). */
export interface DecapOption {
  label: string;
  value: string;
}

/** The subset of Decap's field options this converter writes. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [RegExp, string];
  options?: DecapOption[];
  label_singular?: string;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  default?: unknown;
  fields?: DecapField[];
  field?: DecapField;
  types?: DecapField[];
  typeKey?: string;
  collapsed?: boolean;
  summary?: string;
  multiple?: boolean;
  media_library?: { config: { max_file_size: number } };
  /** The records a select of several lists by name; src/cms/record-choices.ts turns it into its options. */
  choices?: "offers" | "faqs";
  /** A date without a time (Decap's datetime widget with the browser's date input). */
  date_format?: string;
  time_format?: false;
  picker_utc?: false;
  /** A relation to a single file's list, which cmsConfig resolves to Decap's relation widget (src/cms/config.ts). */
  labelOf?: LabelSource;
  collection?: string;
  file?: string;
  search_fields?: string[];
  value_field?: string;
  display_fields?: string[];
}

/**
 * The largest picture a marketer may upload: 5 MB takes a phone's photo (2–5 MB) and refuses a camera's 20 MB
 * original, which would sit in the repository for good (the build makes every size a page needs from it).
 */
export const MAX_PICTURE_BYTES = 5_000_000;

type Schema = z.core.$ZodType;
type AnyDef = z.core.$ZodTypeDef & Record<string, unknown>;
type CheckDef = { check: string } & Record<string, unknown>;

const defOf = (schema: Schema): AnyDef => schema._zod.def as AnyDef;
const checksOf = (schema: Schema): CheckDef[] =>
  ((defOf(schema).checks as z.core.$ZodCheck[] | undefined) ?? []).map((check) => check._zod.def as CheckDef);
const metaOf = (schema: Schema): FieldMeta => (z.globalRegistry.get(schema) as FieldMeta | undefined) ?? {};

/** The message a check was given (`.regex(re, "must be …")`), if it was given one. */
function messageOf(check: CheckDef): string | undefined {
  const error = check.error;
  if (typeof error !== "function") return undefined;
  const message = (error as (issue: unknown) => unknown)({ code: "invalid_format", input: "" });
  return typeof message === "string" ? message : undefined;
}

/** "imageAlt" → "Image alt", "whatsappText" → "Whatsapp text". */
export const labelFromName = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
};

/**
 * A schema without its optional / default / nullable wrappers, whether it may be left out, its default,
 * and the metadata of every layer (outer layers win: `.meta()` after `.optional()` describes the field).
 */
export function unwrap(schema: Schema): { inner: Schema; optional: boolean; defaultValue?: unknown; meta: FieldMeta } {
  let current = schema;
  let optional = false;
  let defaultValue: unknown;
  const metas: FieldMeta[] = [metaOf(current)];
  for (;;) {
    const def = defOf(current);
    if (def.type === "optional" || def.type === "nullable") optional = true;
    else if (def.type === "default" || def.type === "prefault") {
      optional = true;
      defaultValue = def.defaultValue;
    } else break;
    current = def.innerType as Schema;
    metas.push(metaOf(current));
  }
  const meta = Object.assign({}, ...metas.reverse()) as FieldMeta;
  return { inner: current, optional, defaultValue, meta };
}

/** Lower and upper bounds of a string or an array (length) from its checks. */
function lengthBounds(schema: Schema): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") bounds.min = check.minimum as number;
    if (check.check === "max_length") bounds.max = check.maximum as number;
    if (check.check === "length_equals") bounds.min = bounds.max = check.length as number;
  }
  return bounds;
}

/** A union that also accepts "" (`z.union([z.literal(""), z.url()])`): an optional string in the CMS. */
function acceptsEmptyString(options: Schema[]): boolean {
  return options.some((option) => {
    const def = defOf(option);
    return def.type === "literal" && (def.values as unknown[]).includes("");
  });
}

/** Thrown for a schema the CMS cannot edit, naming where it is. */
export class UnsupportedSchemaError extends Error {}

/** A select's options: the values, labelled by the schema's `optionLabels` or made from the value. */
const optionsOf = (values: readonly unknown[], meta: FieldMeta): DecapOption[] =>
  values.map(String).map((value) => ({ label: meta.optionLabels?.[value] ?? labelFromName(value), value }));

/** The fields a collapsed list item's bar shows, first found: "{{fields.title}}"; a tour by its package id. */
const SUMMARY_FIELDS = ["title", "heading", "name", "label", "days", "tourId"];
const summaryOf = (fields: readonly DecapField[]): { summary: string } | undefined => {
  const shown = SUMMARY_FIELDS.find((name) => fields.some((field) => field.name === name && field.widget === "string"));
  return shown ? { summary: `{{fields.${shown}}}` } : undefined;
};

/** The fields inside an optional group: none is required while the group is empty (src/cms/save-checks.ts). */
const optionalInside = (fields: DecapField[]): DecapField[] =>
  fields.map((field) => ({
    ...field,
    required: false,
    ...(field.fields && { fields: optionalInside(field.fields) }),
  }));

/**
 * The Decap field for one property. `path` names it in errors ("pages.blocks[hero].slides").
 */
export function fieldFromSchema(name: string, schema: Schema, path = name): DecapField {
  const { inner, optional, defaultValue, meta } = unwrap(schema);
  const def = defOf(inner);
  const base: DecapField = {
    name,
    label: meta.title ?? labelFromName(name),
    widget: "string",
    ...(meta.description && { hint: meta.description }),
    ...(optional && { required: false }),
    ...(defaultValue !== undefined && { default: defaultValue }),
  };

  switch (def.type) {
    case "string": {
      const regex = checksOf(inner).find((check) => check.check === "string_format" && check.format === "regex");
      const pattern = regex?.pattern as RegExp | undefined;
      if (meta.labelOf) return { ...base, widget: "relation", labelOf: meta.labelOf };
      // One record chosen by name (a translation's FAQ): its options are filled in from the records (record-choices.ts).
      if (meta.choices) return { ...base, widget: "select", options: [], choices: meta.choices };
      // A calendar date (z.iso.date(): "2026-11-24"): the browser's date picker, written as the schema reads it.
      if (def.format === "date")
        return { ...base, widget: "datetime", date_format: "YYYY-MM-DD", time_format: false, picker_utc: false };
      return {
        ...base,
        widget: meta.widget ?? "string",
        ...(meta.widget === "image" && { media_library: { config: { max_file_size: MAX_PICTURE_BYTES } } }),
        // A string that may be "" (z.string() without .min(1)) may be left empty; its default keeps the key in
        // a new entry, which the schema needs.
        ...(!optional &&
          (inner as z.ZodType).safeParse("").success && { required: false, default: defaultValue ?? "" }),
        ...(pattern && { pattern: [pattern, messageOf(regex!) ?? `must match ${pattern.source}`] }),
      };
    }
    case "number": {
      const checks = checksOf(inner);
      const isInt = checks.some((check) => check.check === "number_format" && String(check.format).includes("int"));
      // The tightest bound of each side. An exclusive bound (.positive(), .lt(5)) is the next whole number
      // for integers, and one hundredth past it for decimals (Decap's min and max are inclusive).
      const bound = (kind: "greater_than" | "less_than") => {
        const sign = kind === "greater_than" ? 1 : -1;
        const candidates = checks
          .filter((check) => check.check === kind)
          .map((check) => (check.value as number) + (check.inclusive ? 0 : sign * (isInt ? 1 : 0.01)));
        if (candidates.length === 0) return undefined;
        return sign > 0 ? Math.max(...candidates) : Math.min(...candidates);
      };
      const min = bound("greater_than");
      const max = bound("less_than");
      return {
        ...base,
        widget: "number",
        value_type: isInt ? "int" : "float",
        ...(min !== undefined && { min }),
        ...(max !== undefined && { max }),
      };
    }
    case "boolean":
      return { ...base, widget: "boolean", ...(!optional && defaultValue === undefined && { default: false }) };
    case "enum":
      return {
        ...base,
        widget: "select",
        options: optionsOf(Object.values(def.entries as Record<string, string>), meta),
      };
    case "literal": {
      const values = def.values as unknown[];
      if (values.length === 1) return { ...base, widget: "hidden", default: values[0] };
      return { ...base, widget: "select", options: optionsOf(values, meta) };
    }
    case "object": {
      // An optional group (a second button) may be left empty: its fields are required only once one of them
      // is filled, which Decap cannot say; the save check does (src/cms/save-checks.ts).
      const fields = fieldsFromObject(inner as z.ZodObject, path);
      return {
        ...base,
        widget: "object",
        ...(optional && { hint: `${meta.description ? `${meta.description}. ` : ""}Leave every field empty for none` }),
        fields: optional ? optionalInside(fields) : fields,
      };
    }
    case "array": {
      const element = unwrap(defOf(inner).element as Schema).inner;
      const elementDef = defOf(element);
      const { min, max } = lengthBounds(inner);
      const bounds = {
        ...(min !== undefined && min > 0 && { min }),
        ...(max !== undefined && { max }),
        label_singular: unwrap(element).meta.title ?? singular(base.label),
      };
      if (meta.choices)
        return { ...base, widget: "select", multiple: true, ...bounds, options: [], choices: meta.choices };
      if (elementDef.type === "object") {
        const fields = fieldsFromObject(element as z.ZodObject, `${path}[]`);
        return { ...base, widget: "list", ...bounds, ...summaryOf(fields), fields };
      }
      if (elementDef.type === "union" && typeof elementDef.discriminator === "string")
        return {
          ...base,
          widget: "list",
          ...bounds,
          label_singular: singular(base.label),
          typeKey: elementDef.discriminator,
          types: typesFromUnion(element, elementDef.discriminator, path),
        };
      return {
        ...base,
        widget: "list",
        ...bounds,
        field: fieldFromSchema(singular(name), defOf(inner).element as Schema, `${path}[]`),
      };
    }
    case "union": {
      const options = def.options as Schema[];
      const rest = options.filter((option) => !acceptsEmptyString([option]));
      if (acceptsEmptyString(options) && rest.length === 1) {
        const field = fieldFromSchema(name, rest[0]!, path);
        return { ...field, ...base, widget: field.widget, required: false, default: defaultValue ?? "" };
      }
      throw new UnsupportedSchemaError(`${path}: a union of several shapes has no CMS widget`);
    }
    case "pipe":
      return fieldFromSchema(name, def.in as Schema, path);
    default:
      throw new UnsupportedSchemaError(`${path}: zod type "${def.type}" has no CMS widget`);
  }
}

/**
 * One item of a list, for its label ("Add paragraph", "1 paragraph"): "paragraphs" → "paragraph",
 * "Categories" → "Category", "E-mail addresses" → "E-mail address"; a word not in the plural stays.
 */
export const singular = (name: string): string => {
  if (/[^aeiou]ies$/i.test(name)) return `${name.slice(0, -3)}${name.endsWith("IES") ? "Y" : "y"}`;
  if (/(ss|x|ch|sh)es$/i.test(name)) return name.slice(0, -2);
  return /[^su]s$/i.test(name) ? name.slice(0, -1) : name;
};

/** The fields of an object schema, in its key order. */
export function fieldsFromObject(schema: z.ZodObject, path = ""): DecapField[] {
  return Object.entries(schema.shape as Record<string, Schema>).map(([key, value]) =>
    fieldFromSchema(key, value, path ? `${path}.${key}` : key),
  );
}

/**
 * The types of a typed list (Decap's `types` with `typeKey`) from a discriminated union of objects: one
 * type per option, named by its literal discriminator, labelled by the option's meta title; the
 * discriminator itself is not a field (Decap writes it).
 */
function typesFromUnion(union: Schema, discriminator: string, path: string): DecapField[] {
  return (defOf(union).options as z.ZodObject[]).map((option) => {
    const shape = option.shape as Record<string, Schema>;
    const tag = shape[discriminator];
    const tagDef = tag && defOf(unwrap(tag).inner);
    if (!tagDef || tagDef.type !== "literal" || (tagDef.values as unknown[]).length !== 1)
      throw new UnsupportedSchemaError(`${path}: every block type needs a literal "${discriminator}"`);
    const name = String((tagDef.values as unknown[])[0]);
    const meta = unwrap(option).meta;
    const { [discriminator]: _tag, ...rest } = shape;
    const label = meta.title ?? labelFromName(name);
    const fields = fieldsFromObject(z.object(rest as z.ZodRawShape), `${path}[${name}]`);
    // A collapsed block's bar: its type and its title ("Offer carousel · Popular destinations").
    const shown = summaryOf(fields);
    return {
      name,
      label,
      widget: "object",
      ...(meta.description && { hint: meta.description }),
      ...(shown && { summary: `${label} · ${shown.summary}` }),
      fields,
    };
  });
}
