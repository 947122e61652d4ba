/**
 * Checks JSON-LD against the schema.org vocabulary itself: the N-Quads dump of schema.org that
 * @vocabulary/schema (Zazuko's rdf-vocabularies, built from schemaorg-current-http.nt) ships. Every
 * @type must be a schema.org class, every property must be defined for that class or a superclass,
 * a nested node's type must be in the property's range, and an enumeration value must be a member.
 * Used by the Jest test of the builders and by the e2e test of the built pages.
 */
import { readFileSync } from "node:fs";

const SCHEMA = "http://schema.org/";
const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
const RDFS_CLASS = "http://www.w3.org/2000/01/rdf-schema#Class";
const RDF_PROPERTY = "http://www.w3.org/1999/02/22-rdf-syntax-ns#Property";
const SUBCLASS_OF = "http://www.w3.org/2000/01/rdf-schema#subClassOf";

export interface Vocabulary {
  /** class → its direct superclasses */
  classes: Map<string, Set<string>>;
  properties: Map<string, { domains: Set<string>; ranges: Set<string> }>;
  /** enumeration member (e.g. Monday) → the enumerations it belongs to (DayOfWeek) */
  members: Map<string, Set<string>>;
}

const add = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => map.set(key, (map.get(key) ?? new Set<V>()).add(value));

let cached: Vocabulary | null = null;

export function loadVocabulary(): Vocabulary {
  if (cached) return cached;
  const file = require.resolve("@vocabulary/schema/schema.nq");
  const classes = new Map<string, Set<string>>();
  const domains = new Map<string, Set<string>>();
  const ranges = new Map<string, Set<string>>();
  const propertyNames = new Set<string>();
  const typed = new Map<string, Set<string>>();
  const quad = /^<([^>]+)> <([^>]+)> <([^>]+)> <http:\/\/schema\.org\/> \.$/;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const match = quad.exec(line);
    if (!match || !match[1]!.startsWith(SCHEMA)) continue;
    const [, subjectIri, predicate, object] = match as unknown as [string, string, string, string];
    const subject = subjectIri.slice(SCHEMA.length);
    const term = object.startsWith(SCHEMA) ? object.slice(SCHEMA.length) : null;
    if (predicate === RDF_TYPE && object === RDFS_CLASS) classes.set(subject, classes.get(subject) ?? new Set());
    else if (predicate === RDF_TYPE && object === RDF_PROPERTY) propertyNames.add(subject);
    else if (predicate === RDF_TYPE && term) add(typed, subject, term);
    else if (predicate === SUBCLASS_OF && term) add(classes, subject, term);
    else if (predicate === `${SCHEMA}domainIncludes` && term) add(domains, subject, term);
    else if (predicate === `${SCHEMA}rangeIncludes` && term) add(ranges, subject, term);
  }
  const properties = new Map(
    [...propertyNames].map((name) => [
      name,
      { domains: domains.get(name) ?? new Set<string>(), ranges: ranges.get(name) ?? new Set<string>() },
    ]),
  );
  const members = new Map([...typed].filter(([name]) => !classes.has(name)));
  cached = { classes, properties, members };
  return cached;
}

/** The class and all its superclasses. */
export function ancestors(vocabulary: Vocabulary, type: string): Set<string> {
  const seen = new Set<string>();
  const stack = [type];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(vocabulary.classes.get(next) ?? []));
  }
  return seen;
}

const typesOf = (node: Record<string, unknown>): string[] => {
  const type = node["@type"];
  return (Array.isArray(type) ? type : [type]).map((value) => String(value).replace(/^https?:\/\/schema\.org\//, ""));
};

/** Every problem found, as "path: message"; empty when the document is valid. */
export function validateJsonLd(document: unknown, vocabulary: Vocabulary = loadVocabulary()): string[] {
  const problems: string[] = [];
  const isEnumeration = (type: string) => ancestors(vocabulary, type).has("Enumeration");

  const visit = (value: unknown, path: string, range: Set<string> | null) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`, range));
      return;
    }
    if (value === null || typeof value !== "object") {
      if (typeof value === "string" && range && range.size > 0 && [...range].every(isEnumeration)) {
        const member = value.replace(/^https?:\/\/schema\.org\//, "");
        const memberOf = vocabulary.members.get(member);
        if (
          !memberOf ||
          ![...memberOf].some((type) => [...range].some((allowed) => ancestors(vocabulary, type).has(allowed)))
        ) {
          problems.push(`${path}: "${value}" is not a member of ${[...range].join(" or ")}`);
        }
      }
      return;
    }
    const node = value as Record<string, unknown>;
    const keys = Object.keys(node).filter((key) => !key.startsWith("@"));
    if (!("@type" in node)) {
      if (keys.length > 0) problems.push(`${path}: a node with properties needs an @type`);
      else if (typeof node["@id"] !== "string") problems.push(`${path}: a reference needs an @id`);
      return;
    }
    const types = typesOf(node);
    const unknown = types.filter((type) => !vocabulary.classes.has(type));
    unknown.forEach((type) => problems.push(`${path}: ${type} is not a schema.org type`));
    if (unknown.length > 0) return;
    const lineage = new Set(types.flatMap((type) => [...ancestors(vocabulary, type)]));
    if (range && range.size > 0 && ![...range].some((allowed) => lineage.has(allowed))) {
      problems.push(`${path}: ${types.join(", ")} is not in the property's range (${[...range].join(", ")})`);
    }
    for (const key of keys) {
      const property = vocabulary.properties.get(key);
      if (!property) {
        problems.push(`${path}.${key}: not a schema.org property`);
        continue;
      }
      if (![...property.domains].some((domain) => lineage.has(domain))) {
        problems.push(`${path}.${key}: not a property of ${types.join(", ")}`);
        continue;
      }
      visit(node[key], `${path}.${key}`, property.ranges);
    }
  };

  const root = document as Record<string, unknown> | null;
  if (!root || typeof root !== "object" || Array.isArray(root)) return ["$: a JSON-LD document is an object"];
  if (root["@context"] !== "https://schema.org") problems.push('$: @context must be "https://schema.org"');
  visit(root, "$", null);
  return problems;
}
