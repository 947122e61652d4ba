import { invalidQuery, notFound } from "./errors.mjs";
import { localeParam, pageParams, paginate, textParam } from "./query.mjs";
import { inLocale, withImageUrls } from "./seed.mjs";

/**
 * How each collection is served. `envelope` is the list's key in the response (the backend's
 * names); `plain` answers a bare array instead; `item` names the by-id route's record in 404s.
 * @type {Array<{ key: string, envelope: string, plain?: boolean, defaultLimit: number, item?: string }>}
 */
const ENDPOINTS = [
  { key: "deals", envelope: "deals", defaultLimit: 100 },
  { key: "blogs", envelope: "blogs", defaultLimit: 10, item: "blog" },
  { key: "destinations", envelope: "destinations", defaultLimit: 10, item: "destination" },
  { key: "reviews", envelope: "reviews", plain: true, defaultLimit: 100 },
  { key: "service-cards", envelope: "serviceCards", defaultLimit: 100 },
  { key: "faqs", envelope: "faqs", defaultLimit: 100 },
  { key: "tour-packages", envelope: "tourPackages", defaultLimit: 100 },
];

const DESTINATION_TYPES = ["international", "domestic"];

/** @typedef {import('./seed.mjs').SeedRecord} SeedRecord */

/**
 * @param {unknown} list @param {string} wanted lower-case
 */
const hasMember = (list, wanted) =>
  Array.isArray(list) && list.some((item) => typeof item === "string" && item.toLowerCase() === wanted);

/**
 * Builds the record filter for a collection's extra query parameters (search, type, category, tag).
 * @param {string} key
 * @param {Record<string, unknown>} query
 * @returns {((record: SeedRecord, searchText: string) => boolean) | undefined}
 */
function filterFor(key, query) {
  /** @type {Array<(record: SeedRecord, searchText: string) => boolean>} */
  const tests = [];
  if (key === "blogs" || key === "destinations") {
    const search = textParam(query, "search");
    if (search) tests.push((_, text) => text.includes(search));
  }
  if (key === "blogs") {
    const category = textParam(query, "category");
    const tag = textParam(query, "tag");
    if (category) tests.push((r) => hasMember(r?.categories, category));
    if (tag) tests.push((r) => hasMember(r?.tags, tag));
  }
  if (key === "destinations") {
    const type = textParam(query, "type");
    if (type && !DESTINATION_TYPES.includes(type)) {
      throw invalidQuery("type", "type must be International or Domestic");
    }
    if (type) tests.push((r) => typeof r?.type === "string" && r.type.toLowerCase() === type);
  }
  return tests.length ? (record, text) => tests.every((test) => test(record, text)) : undefined;
}

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{
 *   seed: import('./seed.mjs').Seed,
 *   faults: import('./faults.mjs').Faults,
 *   publicUrl: (request: import('fastify').FastifyRequest) => string,
 * }} options
 */
export function registerCatalogueRoutes(app, { seed, faults, publicUrl }) {
  for (const { key, envelope, plain, defaultLimit, item } of ENDPOINTS) {
    const collection = seed[key];
    const config = { faultKey: key };

    app.get(`/api/${key}`, { config }, async (request, reply) => {
      const query = /** @type {Record<string, unknown>} */ (request.query);
      const params = pageParams(query, defaultLimit);
      const filter = filterFor(key, query);
      const locale = localeParam(query);
      const visible = faults.visibleCount(key, collection.records.length);

      const seedRecords = collection.records.slice(0, visible);
      let records = faults.alteredRecords(key, seedRecords);
      if (locale !== "en") {
        // Looked up by the seed record's own _id: a relabel fault must not give a record another's words.
        const translations = collection.translations[locale];
        records = records.map((served, i) => inLocale(served, translations?.get(String(seedRecords[i]?._id)), locale));
      }
      // Search matches the English words (searchText, indexed at load), whatever the answer's locale.
      if (filter) {
        const text = collection.searchText ?? [];
        records = records.filter((record, i) => filter(record, text[i] ?? ""));
      }
      const { items, pagination } = paginate(records, params);
      const body = withImageUrls(items, publicUrl(request));

      if (plain) {
        // A bare array cannot carry pagination, so the total travels in a header.
        reply.header("x-total-count", String(pagination.total));
        return body;
      }
      return key === "destinations"
        ? { [envelope]: body, pagination, totalCount: pagination.total }
        : { [envelope]: body, pagination };
    });

    if (item) {
      app.get(`/api/${key}/:id`, { config }, async (request) => {
        const { id } = /** @type {{ id: string }} */ (request.params);
        const locale = localeParam(/** @type {Record<string, unknown>} */ (request.query));
        const index = collection.byId.get(id);
        if (index === undefined || index >= faults.visibleCount(key, collection.records.length)) {
          throw notFound(`No ${item} with id ${id}`);
        }
        const record = collection.records[index];
        const served = locale === "en" ? record : inLocale(record, collection.translations[locale]?.get(id), locale);
        return withImageUrls(served, publicUrl(request));
      });
    }
  }
}
