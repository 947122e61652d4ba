import { readFile, stat } from "node:fs/promises";
import path from "node:path";

/**
 * The catalogue collections, keyed by the name used in URLs and in fault settings.
 * `searchFields` are the text fields matched by `?search=`. `textFields` are a record's words that a
 * translation replaces (`?locale=`), all of them or none, so a record is never half translated. Destinations
 * have none: their itinerary and tourist spots are lists, which a translation file of texts cannot hold.
 * @type {Record<string, { file: string, searchFields?: string[], textFields?: string[] }>}
 */
export const COLLECTIONS = {
  deals: { file: "deals.json", textFields: ["title"] },
  blogs: {
    file: "blogs.json",
    searchFields: ["title", "excerpt", "content"],
    textFields: ["title", "excerpt", "content"],
  },
  destinations: { file: "destinations.json", searchFields: ["name", "description", "overview"] },
  reviews: { file: "reviews.json", textFields: ["text"] },
  "service-cards": { file: "service-cards.json", textFields: ["title", "subheading"] },
  faqs: { file: "faqs.json", textFields: ["question", "answer"] },
  "tour-packages": { file: "tour-packages.json", textFields: ["name"] },
};

/** The languages a seed may translate records into, besides the seed's own English. */
export const TRANSLATED_LOCALES = ["ml", "ar"];
/** Where, under the seed folder, each language's translations are: translations/ml.json, translations/ar.json. */
export const TRANSLATIONS_DIR = "translations";

/**
 * @typedef {Record<string, any>} SeedRecord  Records are served as found: the build's sourcing
 *   plugin is the validator, so a broken record must reach it unchanged.
 * @typedef {Record<string, string>} RecordWords  a record's text fields in one language
 * @typedef {{
 *   records: SeedRecord[],
 *   byId: Map<string, number>,
 *   searchText?: string[],
 *   translations: Record<string, Map<string, RecordWords>>,
 * }} Collection  `byId` maps _id to the record's index; `searchText` is parallel to `records`;
 *   `translations` holds, per translated locale, each translated record's words by _id.
 * @typedef {Record<string, Collection>} Seed
 */

export class SeedError extends Error {
  /** @param {string} file @param {string} problem */
  constructor(file, problem) {
    super(`Seed ${file}: ${problem}`);
    this.name = "SeedError";
    this.file = file;
  }
}

/**
 * Reads and parses every seed file, and the translations when the seed has them. Any unreadable or non-JSON
 * file, or a translation that does not fit its record, throws a SeedError naming it, so a bad seed stops the
 * server at startup instead of surfacing as odd responses later.
 * @param {string} seedDir
 * @returns {Promise<Seed>}
 */
export async function loadSeed(seedDir) {
  const isDir = await stat(seedDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) throw new SeedError(seedDir, "seed directory does not exist (set SEED_DIR)");
  /** @type {Seed} */
  const seed = {};
  for (const [key, { file, searchFields }] of Object.entries(COLLECTIONS)) {
    const records = await readRecords(path.join(seedDir, file));
    if (key === "blogs") sortNewestFirst(records);
    seed[key] = {
      records,
      byId: indexById(records),
      searchText: searchFields && records.map((record) => searchableText(record, searchFields)),
      translations: {},
    };
  }
  for (const locale of TRANSLATED_LOCALES) {
    await loadTranslations(seed, path.join(seedDir, TRANSLATIONS_DIR, `${locale}.json`), locale);
  }
  return seed;
}

/**
 * @param {string} file
 * @param {{ optional?: boolean }} [options]  optional: a missing file gives undefined instead of an error
 * @returns {Promise<unknown>}
 */
async function readJson(file, { optional = false } = {}) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    const missing = /** @type {NodeJS.ErrnoException} */ (err).code === "ENOENT";
    if (missing && optional) return undefined;
    throw new SeedError(file, missing ? "file is missing" : String(err));
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new SeedError(file, `not valid JSON (${/** @type {Error} */ (err).message})`);
  }
}

/** @param {string} file @returns {Promise<SeedRecord[]>} */
async function readRecords(file) {
  const data = await readJson(file);
  if (!Array.isArray(data)) throw new SeedError(file, "expected a JSON array of records");
  return data;
}

/**
 * Reads one language's translations into the seed. A missing file means no record is translated into that
 * language; any problem stops startup, naming each collection, _id and field, so a mistyped id or field never
 * reaches the site as a half-translated record.
 * @param {Seed} seed @param {string} file @param {string} locale
 */
async function loadTranslations(seed, file, locale) {
  const data = await readJson(file, { optional: true });
  if (data === undefined) return;
  const records = Object.fromEntries(Object.entries(seed).map(([key, collection]) => [key, collection.records]));
  const problems = translationProblems(data, records);
  if (problems.length) throw new SeedError(file, problems.join("; "));
  for (const [key, byId] of Object.entries(/** @type {Record<string, Record<string, RecordWords>>} */ (data))) {
    seed[key].translations[locale] = new Map(Object.entries(byId));
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * What is wrong with one language's translation file (`{ "<collection>": { "<record _id>": { "<field>": "<text>" } } }`),
 * each problem naming its collection, record _id and field. Shared by seed loading and check-seed.mjs.
 * @param {unknown} data  the parsed file
 * @param {Record<string, SeedRecord[]>} collections  the seed's records by collection key
 * @returns {string[]}
 */
export function translationProblems(data, collections) {
  if (!isObject(data)) return ['expected an object { "<collection>": { "<record _id>": { "<field>": "<text>" } } }'];
  /** @type {string[]} */
  const problems = [];
  for (const [key, byId] of Object.entries(data)) {
    if (!Object.hasOwn(COLLECTIONS, key)) {
      problems.push(`unknown collection "${key}" (known: ${Object.keys(COLLECTIONS).join(", ")})`);
      continue;
    }
    const { file, textFields } = COLLECTIONS[key];
    if (!textFields) {
      problems.push(`collection "${key}" cannot be translated: it has no text fields a translation may replace`);
      continue;
    }
    if (!isObject(byId)) {
      problems.push(`collection "${key}": expected an object keyed by record _id`);
      continue;
    }
    const records = collections[key] ?? [];
    const indexOf = indexById(records);
    for (const [id, words] of Object.entries(byId)) {
      const where = `${key} "${id}"`;
      const index = indexOf.get(id);
      const record = index === undefined ? undefined : records[index];
      if (!isObject(record)) {
        problems.push(`${where}: no record with this _id in ${file}`);
        continue;
      }
      if (!isObject(words)) {
        problems.push(`${where}: expected an object of translated fields`);
        continue;
      }
      for (const [field, text] of Object.entries(words)) {
        const at = `${where} field "${field}"`;
        if (!textFields.includes(field))
          problems.push(`${at}: not a field ${key} translates (${textFields.join(", ")})`);
        else if (typeof record[field] !== "string") problems.push(`${at}: the record has no text in this field`);
        else if (typeof text !== "string") problems.push(`${at}: the translation must be a string`);
        else if (text.trim() === "" && record[field].trim() !== "") problems.push(`${at}: the translation is empty`);
      }
      const untranslated = textFields.filter(
        (field) => typeof record[field] === "string" && !Object.hasOwn(words, field),
      );
      if (untranslated.length) {
        problems.push(
          `${where}: ${untranslated.join(", ")} not translated (a record is translated whole or not at all)`,
        );
      }
    }
  }
  return problems;
}

/** Newest first; records without a parsable createdAt go last instead of breaking the sort. */
function sortNewestFirst(/** @type {SeedRecord[]} */ records) {
  const time = (/** @type {SeedRecord} */ r) => {
    const t = Date.parse(r?.createdAt);
    return Number.isNaN(t) ? -Infinity : t;
  };
  records.sort((a, b) => time(b) - time(a));
}

/** The index of the first record with each _id, as the by-id route serves it. */
function indexById(/** @type {SeedRecord[]} */ records) {
  /** @type {Map<string, number>} */
  const byId = new Map();
  records.forEach((record, index) => {
    const id = record?._id;
    if ((typeof id === "string" || typeof id === "number") && !byId.has(String(id))) byId.set(String(id), index);
  });
  return byId;
}

/** Lower-cased once at load so a search over thousands of records is a plain substring test. */
function searchableText(/** @type {SeedRecord} */ record, /** @type {string[]} */ fields) {
  return fields
    .map((field) => (typeof record?.[field] === "string" ? record[field] : ""))
    .join("\n")
    .toLowerCase();
}

// A seed image reference: a relative path under the seed's images/ directory.
const IMAGE_PATH = /^images\/[\w\-./]+$/;

/**
 * Returns a copy of `value` in which every seed image path ("images/…") becomes an absolute URL.
 * Done generically (not per field) so new image fields in the seed need no server change.
 * @param {unknown} value
 * @param {string} baseUrl  origin the images are served from, without trailing slash
 * @returns {any}
 */
export function withImageUrls(value, baseUrl) {
  if (typeof value === "string") return IMAGE_PATH.test(value) ? `${baseUrl}/${value}` : value;
  if (Array.isArray(value)) return value.map((item) => withImageUrls(item, baseUrl));
  if (value && typeof value === "object") {
    /** @type {Record<string, unknown>} */
    const copy = {};
    for (const [key, item] of Object.entries(value)) copy[key] = withImageUrls(item, baseUrl);
    return copy;
  }
  return value;
}

/**
 * A served record in `locale`: its words replaced by the seed's translation, and `locale` naming the language
 * they are in — "en", its English words unchanged, when the seed has no translation of the record. Only fields
 * the served record still has are replaced (the `invalid` fault strips records to their _id).
 * @param {unknown} record  as served, after faults
 * @param {RecordWords | undefined} words  the record's translation, if any
 * @param {string} locale  a translated locale
 * @returns {unknown}
 */
export function inLocale(record, words, locale) {
  // A broken record that is not an object cannot carry a field; it is served unchanged, as in English.
  if (!isObject(record)) return record;
  if (!words) return { ...record, locale: "en" };
  const translated = Object.entries(words).filter(([field]) => Object.hasOwn(record, field));
  return { ...record, ...Object.fromEntries(translated), locale };
}
