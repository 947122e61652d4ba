import path from "node:path";
import { fileURLToPath } from "node:url";
import { faultsFromEnv } from "./faults.mjs";

const SERVER_DIR = path.dirname(fileURLToPath(import.meta.url));

export const DEFAULT_SITE_ORIGINS = [
  "http://localhost:9000",
  "http://127.0.0.1:9000",
  "http://localhost:8000",
  "http://127.0.0.1:8000",
];

/**
 * @typedef {object} AppOptions
 * @property {string} seedDir               directory holding the seed JSON files and images/
 * @property {string} contactsFile          JSON Lines file for contact enquiries
 * @property {import('./contacts-store.mjs').StoreFs} [contactsFs]  the file operations the contacts store uses
 *                                          (node:fs/promises; tests pass their own to count fsyncs or stage a crash)
 * @property {string} [publicUrl]           origin put in front of image paths; unset: each request's own origin
 * @property {string[]} siteOrigins         origins allowed by CORS
 * @property {number} contactRateLimit      POST /api/contacts per client IP per window
 * @property {number} contactRateWindowMs
 * @property {boolean | string[]} trustProxy  whose X-Forwarded-For gives the client address (Fastify's trustProxy)
 * @property {boolean} enableTestControl    register the /__test/* endpoints
 * @property {import('./faults.mjs').FaultSet} faults  faults in force from the start
 * @property {import('fastify').FastifyServerOptions['logger']} logger
 */

/** @param {string | undefined} value @param {number} fallback @param {string} name */
function positiveInt(value, fallback, name) {
  if (value === undefined || value === "") return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`${name} must be a positive integer (got "${value}")`);
  return Number(value);
}

/**
 * TRUST_PROXY: unset, "0" or "false" trusts no proxy (the socket's address is the client's); "true" trusts
 * every hop; otherwise a comma-separated list of the proxies' addresses, CIDRs or "loopback"/"uniquelocal"
 * (no hop counts: Fastify cannot check the immediate peer with them, so it ignores them).
 * @param {string | undefined} value @returns {boolean | string[]}
 */
function trustProxyFrom(value) {
  const text = (value ?? "").trim();
  if (text === "" || text === "0" || text === "false") return false;
  if (text === "true") return true;
  return text
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}

/**
 * Turns environment variables into app options; throws a readable Error on a bad value.
 * @param {Record<string, string | undefined>} env
 * @returns {AppOptions & { host: string, port: number }}
 */
export function configFromEnv(env) {
  const port = env.PORT === undefined || env.PORT === "" ? 4000 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be 0-65535 (got "${env.PORT}")`);
  return {
    host: env.HOST || "127.0.0.1",
    port,
    seedDir: path.resolve(env.SEED_DIR || path.join(SERVER_DIR, "seed")),
    contactsFile: path.resolve(env.CONTACTS_FILE || path.join(SERVER_DIR, "data", "contacts.jsonl")),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, "") : undefined,
    siteOrigins: (env.SITE_ORIGIN ? env.SITE_ORIGIN.split(",") : DEFAULT_SITE_ORIGINS)
      .map((o) => o.trim())
      .filter(Boolean),
    contactRateLimit: positiveInt(env.CONTACT_RATE_LIMIT, 10, "CONTACT_RATE_LIMIT"),
    contactRateWindowMs: positiveInt(env.CONTACT_RATE_WINDOW_MS, 600_000, "CONTACT_RATE_WINDOW_MS"),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    enableTestControl: env.ENABLE_TEST_CONTROL === "1",
    faults: faultsFromEnv(env),
    logger: { level: env.LOG_LEVEL || "warn" },
  };
}
