/** @jest-environment node */
import { Kind, parse, type FieldDefinitionNode, type TypeNode } from "graphql";
import {
  checkRecords,
  COLLECTIONS,
  itineraryDay,
  type CollectionDefinition,
} from "../../plugins/gatsby-source-agency-api/collections";
import { typeDefs } from "../../plugins/gatsby-source-agency-api/schema";
import { readSeed } from "./reference-api";

/*
 * The backend records have two descriptions: the zod schemas that validate them (collections.ts) and the GraphQL
 * types pages query (schema.ts, explicit so an empty backend never breaks a query). This test holds them to each
 * other: the same fields, a GraphQL non-null field only where every valid record has a value, a nullable one only
 * where the schema lets the value be null, and scalars that fit the parsed values of the seed.
 */

/** Fields the plugin adds to every node besides the record's own (plugins/gatsby-source-agency-api/gatsby-node.ts). */
const ADDED = new Set(["agencyId", "sourceOrder"]);

const document = parse(typeDefs);
const typeFields = (name: string): Map<string, FieldDefinitionNode> => {
  const definition = document.definitions.find(
    (node) => node.kind === Kind.OBJECT_TYPE_DEFINITION && node.name.value === name,
  );
  if (!definition || definition.kind !== Kind.OBJECT_TYPE_DEFINITION) throw new Error(`no GraphQL type ${name}`);
  return new Map((definition.fields ?? []).map((field) => [field.name.value, field]));
};
const named = (type: TypeNode): string => (type.kind === Kind.NAMED_TYPE ? type.name.value : named(type.type));
const isList = (type: TypeNode): boolean =>
  type.kind === Kind.LIST_TYPE || (type.kind === Kind.NON_NULL_TYPE && isList(type.type));

/** The seed's records as the plugin publishes them (destinations carry the type the plugin sets). */
function publishedSeed({ key, variants }: CollectionDefinition): Record<string, unknown>[] {
  const raw = readSeed("server/seed", key);
  const records = variants ? raw.map((record) => ({ [variants.field]: variants.values[0], ...record })) : raw;
  return checkRecords(COLLECTIONS.find((c) => c.key === key) as CollectionDefinition, records).valid;
}

const fits = (scalar: string, value: unknown): boolean =>
  ({
    String: typeof value === "string",
    Date: typeof value === "string",
    Int: Number.isInteger(value),
    Float: typeof value === "number",
    Boolean: typeof value === "boolean",
  })[scalar] ??
  (typeof value === "object" && value !== null);

type Shape = Record<string, { safeParse: (value: unknown) => { success: boolean; data?: unknown } }>;
const shapeOf = (schema: unknown) => (schema as { shape: Shape }).shape;
/** The value a field's schema makes of a missing value: null means the published record can hold null there. */
const canBeNull = (validator: Shape[string]) => {
  const result = validator.safeParse(null);
  return result.success && (result.data === null || result.data === undefined);
};

/**
 * One GraphQL object type against one zod object schema and records it published; `translated`: the fields the
 * booking system translates (`?locale=`), which the node has in `translations`, each entry as the schema says them.
 */
function expectAgreement(
  typeName: string,
  shape: Shape,
  records: Record<string, unknown>[],
  imageFields: Set<string>,
  translated?: Shape,
) {
  const fields = typeFields(typeName);
  expect(fields.has("translations")).toBe(translated !== undefined);
  if (translated) {
    const entry = typeFields(named(fields.get("translations")!.type));
    expect([...entry.keys()].sort()).toEqual(["language", ...Object.keys(translated)].sort());
  }
  const graphqlName = (key: string) => (key === "_id" ? "agencyId" : key);
  const fromSchema = Object.keys(shape).map(graphqlName);
  expect(fromSchema.filter((key) => !fields.has(key))).toEqual([]);
  const unknown = [...fields.keys()].filter(
    (name) =>
      !fromSchema.includes(name) &&
      !ADDED.has(name) &&
      name !== "translations" &&
      !(name.endsWith("File") && shape[name.slice(0, -4)]),
  );
  expect(unknown).toEqual([]);
  for (const field of imageFields) if (shape[field]) expect([field, fields.has(`${field}File`)]).toEqual([field, true]);
  for (const [key, validator] of Object.entries(shape)) {
    const field = fields.get(graphqlName(key))!;
    // Every published record has an _id: the record policy gives one to a review that came without.
    const nullable = key === "_id" ? false : canBeNull(validator);
    expect([key, field.type.kind === Kind.NON_NULL_TYPE]).toEqual([key, !nullable]);
  }
  expect(records.length).toBeGreaterThan(0);
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (value === null || value === undefined || !shape[key]) continue;
      const field = fields.get(graphqlName(key))!;
      expect([key, isList(field.type)]).toEqual([key, Array.isArray(value)]);
      for (const item of Array.isArray(value) ? value : [value])
        expect([key, named(field.type), fits(named(field.type), item)]).toEqual([key, named(field.type), true]);
    }
  }
}

describe("the GraphQL types of backend records agree with their zod schemas", () => {
  it.each(COLLECTIONS.map((definition) => [definition.nodeType, definition] as const))("%s", (nodeType, definition) => {
    const records = publishedSeed(definition);
    const imageFields = new Set(records.flatMap((record) => definition.images(record).map(({ field }) => field)));
    const translated = definition.translation && shapeOf(definition.translation);
    expectAgreement(nodeType, shapeOf(definition.schema), records, imageFields, translated);
  });

  it("AgencyItineraryDay", () => {
    const days = publishedSeed(COLLECTIONS[0]!).flatMap((record) => record.itinerary as Record<string, unknown>[]);
    expectAgreement("AgencyItineraryDay", shapeOf(itineraryDay), days, new Set(["image"]));
  });
});
