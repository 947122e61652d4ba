import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { after } from "node:test";
import { buildApp } from "../app.mjs";
import { PUBLISHED_NOTICE_VERSIONS } from "../site-rules.mjs";

export const FIXTURE_SEED = fileURLToPath(new URL("./fixtures/seed", import.meta.url));

/** A fresh temp directory, removed when the test file finishes. */
export async function tempDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), "agency-api-test-"));
  after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * Builds an app on the fixture seed with its own temp contacts file; closed after the test file.
 * @param {Partial<import('../config.mjs').AppOptions>} [options]
 */
export async function makeApp(options = {}) {
  const contactsFile = options.contactsFile ?? path.join(await tempDir(), "contacts.jsonl");
  const app = await buildApp({
    seedDir: FIXTURE_SEED,
    contactsFile,
    contactRateLimit: 10_000,
    enableTestControl: true,
    logger: false,
    ...options,
  });
  after(() => app.close());
  return app;
}

/** @param {import('fastify').FastifyInstance} app @param {string} url */
export async function getJson(app, url, headers = {}) {
  const res = await app.inject({ method: "GET", url, headers });
  return { status: res.statusCode, headers: res.headers, body: res.json() };
}

export const validEnquiry = () => ({
  name: "Meera Nair",
  email: "meera@example.in",
  phone: "+91 98470 12345",
  subject: "Munnar in December",
  message: "Two adults, four nights. Hotel near the tea museum please.",
  noticeVersion: PUBLISHED_NOTICE_VERSIONS[0],
});

/** @param {import('fastify').FastifyInstance} app @param {unknown} payload */
export function postContact(app, payload, headers = {}) {
  return app.inject({ method: "POST", url: "/api/contacts", payload: /** @type {any} */ (payload), headers });
}
