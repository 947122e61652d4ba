import { readFile, stat } from "node:fs/promises";
import path from "node:path";

/**
 * The catalogue collections, keyed by the name used in URLs and in fault settings.
 * `searchFields` are the text fields matched by `?search=`.
 * @type {Record<string, { file: string, searchFields?: string[] }>}
 */
export const COLLECTIONS = {
  deals: { file: "deals.json" },
  blogs: { file: "blogs.json", searchFields: ["title", "excerpt", "content"] },
  destinations: { file: "destinations.json", searchFields: ["name", "description", "overview"] },
  reviews: { file: "reviews.json" },
  "service-cards": { file: "service-cards.json" },
  faqs: { file: "faqs.json" },
  "tour-packages": { file: "tour-packages.json" },
};

/**
 * @typedef {Record<string, any>} SeedRecord  Records are served as found: the build's sourcing
 *   plugin is the validator, so a broken record must reach it unchanged.
 * @typedef {{
 *   records: SeedRecord[],
 *   byId: Map<string, number>,
 *   searchText?: string[],
 * }} Collection  `byId` maps _id to the record's index; `searchText` is parallel to `records`.
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
 * Reads and parses every seed file. Any unreadable or non-JSON file throws a SeedError naming
 * it, so a bad seed stops the server at startup instead of surfacing as odd responses later.
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
    };
  }
  return seed;
}

/** @param {string} file */
async function readRecords(file) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    const reason = /** @type {NodeJS.ErrnoException} */ (err).code === "ENOENT" ? "file is missing" : String(err);
    throw new SeedError(file, reason);
  }
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new SeedError(file, `not valid JSON (${/** @type {Error} */ (err).message})`);
  }
  if (!Array.isArray(data)) throw new SeedError(file, "expected a JSON array of records");
  return data;
}

/** Newest first; records without a parsable createdAt go last instead of breaking the sort. */
function sortNewestFirst(/** @type {SeedRecord[]} */ records) {
  const time = (/** @type {SeedRecord} */ r) => {
    const t = Date.parse(r?.createdAt);
    return Number.isNaN(t) ? -Infinity : t;
  };
  records.sort((a, b) => time(b) - time(a));
}

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
