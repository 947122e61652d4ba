import { invalidQuery } from "./errors.mjs";
import { TRANSLATED_LOCALES } from "./seed.mjs";

export const MAX_LIMIT = 100;
const MAX_SEARCH_LENGTH = 200;

/**
 * @typedef {{ page: number, pages: number, total: number, limit: number }} Pagination
 */

/**
 * Reads one query parameter as a single string. Repeated parameters (`?page=1&page=2`) arrive
 * as arrays; we refuse them rather than guess which one the caller meant.
 * @param {Record<string, unknown>} query
 * @param {string} field
 * @returns {string | undefined}
 */
function single(query, field) {
  const value = query[field];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidQuery(field, `${field} must be given once`);
  return value;
}

/**
 * @param {Record<string, unknown>} query
 * @param {string} field
 * @param {{ min: number, max: number, fallback: number }} range
 */
function integer(query, field, { min, max, fallback }) {
  const raw = single(query, field);
  if (raw === undefined) return fallback;
  // Only plain digits: Number('1e2'), Number(' 3') and Number('0x10') would otherwise sneak through.
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    const bound = max === Number.MAX_SAFE_INTEGER ? `an integer ≥ ${min}` : `an integer from ${min} to ${max}`;
    throw invalidQuery(field, `${field} must be ${bound} (got "${raw.slice(0, 40)}")`);
  }
  return value;
}

/**
 * Optional free-text parameter, trimmed and lower-cased for case-insensitive matching;
 * empty means "no filter".
 * @param {Record<string, unknown>} query
 * @param {string} field
 * @returns {string | undefined}
 */
export function textParam(query, field) {
  const raw = single(query, field);
  if (raw === undefined) return undefined;
  const text = raw.trim();
  if (text.length > MAX_SEARCH_LENGTH) {
    throw invalidQuery(field, `${field} must be at most ${MAX_SEARCH_LENGTH} characters`);
  }
  return text === "" ? undefined : text.toLowerCase();
}

const LOCALES = ["en", ...TRANSLATED_LOCALES];

/**
 * The language a catalogue answer is asked in: `en` (also when `locale` is absent) or a translated locale.
 * Exact codes only; a repeated one (`?locale=ml&locale=ar`) is refused like an unknown one, naming the choices.
 * @param {Record<string, unknown>} query
 * @returns {string}
 */
export function localeParam(query) {
  const value = query.locale;
  if (value === undefined) return "en";
  if (typeof value !== "string" || !LOCALES.includes(value)) {
    throw invalidQuery("locale", `locale must be ${LOCALES.slice(0, -1).join(", ")} or ${LOCALES.at(-1)}`);
  }
  return value;
}

/**
 * @param {Record<string, unknown>} query
 * @param {number} defaultLimit
 * @returns {{ page: number, limit: number }}
 */
export function pageParams(query, defaultLimit) {
  return {
    page: integer(query, "page", { min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 1 }),
    limit: integer(query, "limit", { min: 1, max: MAX_LIMIT, fallback: defaultLimit }),
  };
}

/**
 * Slices one page out of an already filtered list. A page beyond the last is not an error:
 * it is an empty page, and `pages` still tells the caller where the data ends.
 * An empty collection still has one (empty) page, so "page 1 of 1" holds for every list.
 * @template T
 * @param {T[]} items
 * @param {{ page: number, limit: number }} params
 * @returns {{ items: T[], pagination: Pagination }}
 */
export function paginate(items, { page, limit }) {
  const total = items.length;
  const pages = Math.max(1, Math.ceil(total / limit));
  const start = (page - 1) * limit;
  return { items: items.slice(start, start + limit), pagination: { page, pages, total, limit } };
}
