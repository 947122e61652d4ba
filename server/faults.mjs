import { STATUS_CODES } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { COLLECTIONS } from "./seed.mjs";

/**
 * Deliberate failures, so the site's error paths (build retries, hidden sections, failed
 * contact toasts) can be tested against this server.
 *
 * @typedef {object} Fault
 * @property {number | 'drop'} [status]  answer with this HTTP status, or destroy the socket unanswered
 * @property {number} [delayMs]          wait this long before handling the request
 * @property {boolean} [empty]           serve the collection as if it had no records
 * @property {number} [truncate]         serve only the first N records
 * @property {number} [invalid]          serve N records (spread evenly) stripped to their _id (and type), so a client must reject them
 * @property {Record<string, string>} [relabel]  serve the record with _id key under the _id value (e.g. two records sharing one _id)
 * @property {boolean} [dropReply]       handle the request (store an enquiry), then destroy the socket instead of answering
 * @property {number} [times]            the fault applies to the next N requests only, then the endpoint behaves
 * @typedef {Record<string, Fault>} FaultSet  keyed by endpoint key (see ENDPOINT_KEYS)
 */

export const ENDPOINT_KEYS = [...Object.keys(COLLECTIONS), "contacts"];
const MAX_DELAY_MS = 120_000;

export class FaultConfigError extends Error {}

/** @param {string} key @param {string} where */
function checkKey(key, where) {
  if (!ENDPOINT_KEYS.includes(key)) {
    throw new FaultConfigError(`${where}: unknown endpoint "${key}" (known: ${ENDPOINT_KEYS.join(", ")})`);
  }
}

/**
 * Checks one fault and returns a clean copy; throws FaultConfigError describing the first problem.
 * @param {unknown} spec @param {string} where
 * @returns {Fault}
 */
export function checkFault(spec, where) {
  if (!spec || typeof spec !== "object" || Array.isArray(spec))
    throw new FaultConfigError(`${where}: expected an object`);
  /** @type {Fault} */
  const fault = {};
  for (const [field, value] of Object.entries(spec)) {
    const bad = (/** @type {string} */ expected) =>
      new FaultConfigError(`${where}.${field}: expected ${expected}, got ${JSON.stringify(value)}`);
    switch (field) {
      case "status":
        if (value !== "drop" && !(Number.isInteger(value) && value >= 400 && value <= 599))
          throw bad('an HTTP status 400-599 or "drop"');
        fault.status = value;
        break;
      case "delayMs":
        if (!(Number.isInteger(value) && value >= 0 && value <= MAX_DELAY_MS))
          throw bad(`an integer 0-${MAX_DELAY_MS}`);
        fault.delayMs = value;
        break;
      case "empty":
        if (typeof value !== "boolean") throw bad("true or false");
        fault.empty = value;
        break;
      case "truncate":
        if (!(Number.isInteger(value) && value >= 0)) throw bad("a non-negative integer");
        fault.truncate = value;
        break;
      case "invalid":
        if (!(Number.isInteger(value) && value >= 0)) throw bad("a non-negative integer");
        fault.invalid = value;
        break;
      case "relabel":
        if (
          !value ||
          typeof value !== "object" ||
          Array.isArray(value) ||
          !Object.entries(value).every(([from, to]) => from && typeof to === "string" && to)
        )
          throw bad('an object of ids, { "old _id": "new _id" }');
        fault.relabel = { ...value };
        break;
      case "dropReply":
        if (typeof value !== "boolean") throw bad("true or false");
        fault.dropReply = value;
        break;
      case "times":
        if (!(Number.isInteger(value) && value >= 1)) throw bad("a positive integer");
        fault.times = value;
        break;
      default:
        throw new FaultConfigError(
          `${where}: unknown fault "${field}" (known: status, delayMs, empty, truncate, invalid, relabel, dropReply, times)`,
        );
    }
  }
  return fault;
}

/**
 * Checks a whole set, e.g. the body of PUT /__test/faults.
 * @param {unknown} body
 * @returns {FaultSet}
 */
export function checkFaultSet(body) {
  if (!body || typeof body !== "object" || Array.isArray(body))
    throw new FaultConfigError("faults: expected a JSON object keyed by endpoint");
  /** @type {FaultSet} */
  const set = {};
  for (const [key, spec] of Object.entries(body)) {
    checkKey(key, "faults");
    set[key] = checkFault(spec, key);
  }
  return set;
}

/**
 * Parses the fault environment variables:
 *   API_FAULTS="contacts:500,deals:drop"  API_SLOW="blogs:3000"
 *   API_EMPTY="deals,faqs"                API_TRUNCATE="reviews:3"
 * @param {Record<string, string | undefined>} env
 * @returns {FaultSet}
 */
export function faultsFromEnv(env) {
  /** @type {FaultSet} */
  const set = {};
  /** @param {string} name @param {(key: string, value: string | undefined) => Record<string, unknown>} toFault */
  const parse = (name, toFault) => {
    for (const entry of (env[name] ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [key, value] = entry.split(":").map((s) => s.trim());
      checkKey(key, name);
      set[key] = { ...set[key], ...checkFault(toFault(key, value), `${name} ${entry}`) };
    }
  };
  const int = (/** @type {string | undefined} */ v) => (v !== undefined && /^\d+$/.test(v) ? Number(v) : v);
  parse("API_FAULTS", (_, v) => ({ status: v === "drop" ? "drop" : int(v) }));
  parse("API_SLOW", (_, v) => ({ delayMs: int(v) }));
  parse("API_EMPTY", () => ({ empty: true }));
  parse("API_TRUNCATE", (_, v) => ({ truncate: int(v) }));
  return set;
}

/**
 * Holds the faults in force: those from the environment, overlaid per endpoint and per field by
 * the runtime set (PUT /__test/faults), so a test can change one behaviour without losing others.
 */
export class Faults {
  /** @param {FaultSet} fromEnv */
  constructor(fromEnv = {}) {
    this.fromEnv = fromEnv;
    /** @type {FaultSet} */
    this.runtime = {};
    /** @type {Map<string, number>} requests left for each fault with `times` */
    this.remaining = new Map();
    /** @type {WeakSet<object>} requests whose reply is to be dropped after handling */
    this.droppingReply = new WeakSet();
    /** Image paths ("/images/…") served cut off halfway, as a broken upload would be. */
    this.truncatedImages = new Set();
  }

  /** @param {FaultSet} set */
  replaceRuntime(set) {
    this.runtime = set;
    this.remaining = new Map(
      Object.entries({ ...this.fromEnv, ...set }).flatMap(([key]) => {
        const { times } = this.for(key);
        return times === undefined ? [] : [[key, times]];
      }),
    );
  }

  /** @param {import('fastify').FastifyRequest} request */
  dropsReply(request) {
    return this.droppingReply.has(request);
  }

  /** @param {string} key @returns {Fault} */
  for(key) {
    return { ...this.fromEnv[key], ...this.runtime[key] };
  }

  /**
   * How many records of a collection are visible under the empty/truncate faults.
   * @param {string} key @param {number} total
   */
  visibleCount(key, total) {
    const { empty, truncate } = this.for(key);
    if (empty) return 0;
    return truncate === undefined ? total : Math.min(truncate, total);
  }

  /**
   * The records a list serves under the invalid and relabel faults (same length and order as `records`).
   * An invalid record keeps its _id, so a client's warning can name it, and a destination its type, so it stays
   * in its type's list.
   * @param {string} key @param {import('./seed.mjs').SeedRecord[]} records
   */
  alteredRecords(key, records) {
    const { invalid = 0, relabel = {} } = this.for(key);
    const count = Math.min(invalid, records.length);
    const broken = new Set(Array.from({ length: count }, (_, k) => Math.floor((k * records.length) / count)));
    return records.map((record, index) => {
      const served = broken.has(index)
        ? { _id: record?._id, ...(record?.type !== undefined && { type: record.type }) }
        : record;
      const id = relabel[served?._id];
      return id === undefined ? served : { ...served, _id: id };
    });
  }

  /**
   * onRequest hook: applies delay, status and drop faults to routes tagged with
   * `config: { faultKey }`, before body parsing so even a malformed POST sees the fault.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   */
  async onRequest(request, reply) {
    const key = /** @type {{ faultKey?: string }} */ (request.routeOptions.config).faultKey;
    if (!key) return;
    const { delayMs, status, dropReply, times } = this.for(key);
    if (times !== undefined) {
      const left = this.remaining.get(key) ?? 0;
      if (left <= 0) return;
      this.remaining.set(key, left - 1);
    }
    if (dropReply) this.droppingReply.add(request);
    if (delayMs) await sleep(delayMs);
    if (status === "drop") {
      // Simulates a backend that dies mid-request: the client sees a reset, not an HTTP answer.
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (status) {
      return reply.code(status).send({
        error: STATUS_CODES[status] ?? "Error",
        message: `Injected fault: ${key} answers ${status}`,
      });
    }
  }
}
