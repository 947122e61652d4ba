import { z } from "zod";
import { CONTENT_MODEL, type ContentModelEntry } from "../../src/content-model";
import { markdownToHtml } from "../../src/lib/markdown-html";

/*
 * The GraphQL types of content/ files, generated from the content model (src/content-model), so a shape is
 * written once. Walks each schema's JSON Schema: objects become types, arrays lists, a picture path (widget
 * "image") a File found relative to the content file, a Markdown field also gets `<field>Html`, and a list of
 * blocks (a union discriminated by `type`) the union PageBlock of `<Type>Block` types. Block types that show
 * backend data get their extra fields from `extraFields` (gatsby/content/block-data.ts).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  widget?: string;
  typeName?: string;
  description?: string;
};

export interface FieldConfig {
  type: string;
  description?: string;
  extensions?: Record<string, unknown>;
  resolve?: (source: Record<string, unknown>, args: unknown, context: unknown) => unknown;
  args?: Record<string, string>;
}

export type TypeConfig =
  | {
      kind: "object";
      name: string;
      fields: Record<string, FieldConfig>;
      interfaces?: string[];
      extensions?: Record<string, unknown>;
    }
  | { kind: "interface"; name: string; fields: Record<string, FieldConfig> }
  | { kind: "union"; name: string; types: string[]; resolveType: (value: { type: string }) => string };

const pascal = (name: string) =>
  name.replace(/(^|[-_ ])(\w)/g, (_, _s: string, letter: string) => letter.toUpperCase());

/** The GraphQL type of a block: "heroSlider" → "HeroSliderBlock". */
export const blockTypeName = (type: string): string => `${pascal(type)}Block`;

export const toJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: "input", reused: "inline", unrepresentable: "any" }) as JsonSchema;

/** Extra fields per generated type, resolved from the data layer (block data). */
export type ExtraFields = Record<string, Record<string, FieldConfig>>;

export function contentTypeConfigs(model: readonly ContentModelEntry[] = CONTENT_MODEL, extraFields: ExtraFields = {}) {
  const types = new Map<string, TypeConfig>();

  const define = (config: TypeConfig) => {
    if (!types.has(config.name)) types.set(config.name, config);
  };

  const objectFields = (schema: JsonSchema, typeName: string): Record<string, FieldConfig> => {
    const fields: Record<string, FieldConfig> = {};
    const required = new Set(schema.required ?? []);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const type = graphqlType(property, `${typeName}${pascal(name)}`);
      const nonNull = required.has(name) ? "!" : "";
      fields[name] = {
        type: `${type}${nonNull}`,
        ...(property.description ? { description: property.description } : {}),
        ...(property.widget === "image" ? { extensions: { fileByRelativePath: {} } } : {}),
      };
      if (property.widget === "markdown") {
        fields[`${name}Html`] = {
          type: `String${nonNull}`,
          description: `${name} as HTML`,
          resolve: (source) => (typeof source[name] === "string" ? markdownToHtml(source[name]) : null),
        };
      }
    }
    Object.assign(fields, extraFields[typeName]);
    return fields;
  };

  function graphqlType(schema: JsonSchema, nameHint: string): string {
    if (schema.widget === "image") return "File";
    const variants = schema.oneOf ?? schema.anyOf;
    if (variants) {
      const members = variants.filter((variant) => variant.properties?.type?.const !== undefined);
      if (members.length === variants.length && members.length > 0) {
        const unionName = schema.typeName ?? nameHint;
        const names = members.map((member) => {
          const name = blockTypeName(String(member.properties?.type?.const));
          define({ kind: "object", name, fields: objectFields(member, name) });
          return name;
        });
        define({ kind: "union", name: unionName, types: names, resolveType: (value) => blockTypeName(value.type) });
        return unionName;
      }
      // A union of plain values (e.g. "" or a URL) is a string.
      return "String";
    }
    if (schema.type === "array" && schema.items) return `[${graphqlType(schema.items, nameHint)}!]`;
    if (schema.type === "object") {
      const name = schema.typeName ?? nameHint;
      define({ kind: "object", name, fields: objectFields(schema, name) });
      return name;
    }
    if (schema.type === "integer") return "Int";
    if (schema.type === "number") return "Float";
    if (schema.type === "boolean") return "Boolean";
    return "String";
  }

  for (const entry of model) {
    if (!entry.typeName) continue;
    const root = toJsonSchema(entry.schema);
    const record = root.type === "array" && root.items ? root.items : root;
    const fields = objectFields(record, entry.typeName);
    for (const name of entry.interfaces ?? []) define({ kind: "interface", name, fields });
    types.set(entry.typeName, {
      kind: "object",
      name: entry.typeName,
      fields,
      interfaces: ["Node", ...(entry.interfaces ?? [])],
      extensions: { infer: false },
    });
  }
  return [...types.values()];
}

/** The same types as SDL, for reading and for tests. */
export function contentTypeSdl(configs: TypeConfig[]): string {
  return configs
    .map((config) => {
      if (config.kind === "union") return `union ${config.name} = ${config.types.join(" | ")}`;
      const implementsPart =
        config.kind === "object" && config.interfaces ? ` implements ${config.interfaces.join(" & ")}` : "";
      const body = Object.entries(config.fields)
        .map(
          ([name, field]) =>
            `  ${name}: ${field.type}${field.extensions?.fileByRelativePath ? " @fileByRelativePath" : ""}`,
        )
        .join("\n");
      return `${config.kind === "interface" ? "interface" : "type"} ${config.name}${implementsPart} {\n${body}\n}`;
    })
    .join("\n");
}
