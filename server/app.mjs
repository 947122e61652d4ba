/**
 * Reference content API for the travel-agency site: the calls the admin backend answers, served from a
 * seed data set, plus durable contact enquiries.
 *
 *   GET  /api/deals                 { deals, pagination }
 *   GET  /api/blogs                 { blogs, pagination }   ?page&limit&search&category&tag, newest first
 *   GET  /api/blogs/:id             the blog itself
 *   GET  /api/destinations          { destinations, pagination, totalCount }   ?type&page&limit&search
 *   GET  /api/destinations/:id      the destination itself, with itinerary
 *   GET  /api/reviews               a bare array (total in the X-Total-Count header)
 *   GET  /api/service-cards         { serviceCards, pagination }
 *   GET  /api/faqs                  { faqs, pagination }    active and inactive
 *   GET  /api/tour-packages         { tourPackages, pagination }  (a path of our choosing: the backend's is not documented)
 *   POST /api/contacts              201 { id, receivedAt } once the enquiry is on disk; a repeated
 *                                   Idempotency-Key is answered with the first 201 body (422 when its
 *                                   enquiry differs)
 *   GET  /api/health                { ok: true }
 *   GET  /images/...                seed images, cached for a year
 *
 * Every list takes page (≥1) and limit (1-100); lists and by-id routes take locale (en, ml, ar: each record then
 * carries `locale`, the language of its words). With ENABLE_TEST_CONTROL=1 also /__test/contacts
 * and /__test/faults (see README.md).
 */
import { readFile } from "node:fs/promises";
import { STATUS_CODES } from "node:http";
import path from "node:path";
import Fastify from "fastify";
import fastifyCors from "@fastify/cors";
import fastifyStatic from "@fastify/static";
import { registerCatalogueRoutes } from "./catalogue-routes.mjs";
import { configFromEnv } from "./config.mjs";
import { CONTACT_BODY_LIMIT, registerContactRoutes } from "./contacts.mjs";
import { ContactsStore } from "./contacts-store.mjs";
import { RateLimiter } from "./rate-limit.mjs";
import { ApiError } from "./errors.mjs";
import { Faults } from "./faults.mjs";
import { loadSeed } from "./seed.mjs";
import { registerTestControlRoutes } from "./test-control.mjs";

/**
 * Builds the app without listening, so tests can `inject` or listen on port 0.
 * Rejects with a SeedError naming the file when a seed file is missing or not valid JSON.
 * @param {Partial<import('./config.mjs').AppOptions>} [options]  defaults: see config.mjs
 * @returns {Promise<import('fastify').FastifyInstance>}
 */
export async function buildApp(options = {}) {
  const config = { ...configFromEnv({}), ...options };
  const seed = await loadSeed(config.seedDir);

  const app = Fastify({ logger: config.logger, trustProxy: config.trustProxy });
  try {
    const store = new ContactsStore(config.contactsFile, app.log, config.contactsFs);
    await store.open();
    app.addHook("onClose", () => store.drain());

    setErrorHandlers(app);
    await app.register(fastifyCors, {
      origin: config.siteOrigins,
      methods: ["GET", "HEAD", "POST"],
      exposedHeaders: ["X-Total-Count", "Retry-After"],
    });
    // After CORS, so an injected failure reaches the browser as that failure, not as a CORS block.
    const faults = new Faults(config.faults);
    app.addHook("onRequest", (request, reply) => faults.onRequest(request, reply));
    await registerImages(app, path.join(config.seedDir, "images"), faults);

    /** @param {import('fastify').FastifyRequest} request */
    const publicUrl = (request) => config.publicUrl ?? `${request.protocol}://${request.host}`;

    app.get("/api/health", async () => ({ ok: true }));
    registerCatalogueRoutes(app, { seed, faults, publicUrl });
    /** @type {import("./test-control.mjs").SpamCounts} */
    const spam = { honeypot: 0, tooFast: 0, noTiming: 0 };
    const limiter = new RateLimiter({ max: config.contactRateLimit, windowMs: config.contactRateWindowMs });
    registerContactRoutes(app, { store, limiter, spam, faults });
    if (config.enableTestControl) registerTestControlRoutes(app, { store, faults, spam });
    return app;
  } catch (err) {
    await app.close();
    throw err;
  }
}

/**
 * @param {import('fastify').FastifyInstance} app @param {string} imagesDir
 * @param {import('./faults.mjs').Faults} faults
 */
async function registerImages(app, imagesDir, faults) {
  // A truncated-image fault (PUT /__test/truncated-images) answers with the first half of the file.
  app.addHook("onRequest", async (request, reply) => {
    const urlPath = request.url.split("?")[0] ?? "";
    if (!faults.truncatedImages.has(urlPath)) return;
    const file = path.join(imagesDir, urlPath.slice("/images/".length));
    if (!file.startsWith(imagesDir + path.sep)) return;
    const bytes = await readFile(file);
    return reply.type("image/jpeg").send(bytes.subarray(0, Math.floor(bytes.length / 2)));
  });
  // Registered even when the folder is missing (@fastify/static then logs a warning), so images
  // generated after startup are served.
  // Image names are fixed per seed, so browsers and the build's image cache may keep them.
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: "/images/",
    maxAge: "365d",
    immutable: true,
    index: false,
    decorateReply: false,
    logLevel: "error",
  });
}

/**
 * One JSON shape for every error: { error, message } (plus `field`/`fields` where useful).
 * @param {import('fastify').FastifyInstance} app
 */
function setErrorHandlers(app) {
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: "Not found", message: `No route ${request.method} ${request.url.split("?")[0]}` }),
  );

  app.setErrorHandler((/** @type {any} */ err, request, reply) => {
    if (err instanceof ApiError) return reply.code(err.statusCode).send(err.body);

    const status = Number(err.statusCode) || 500;
    if (status === 413) {
      return reply
        .code(413)
        .send({ error: "Payload too large", message: `The body must be at most ${CONTACT_BODY_LIMIT} bytes` });
    }
    // Unsupported media type, empty or malformed JSON, prototype poisoning: all "your body is bad".
    if (status === 415 || err.code?.startsWith("FST_ERR_CTP_")) {
      return reply.code(400).send({
        error: "Invalid body",
        message: `Send a JSON object with Content-Type: application/json (${err.message})`,
      });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: STATUS_CODES[status] ?? "Bad request", message: err.message });
    }
    request.log.error({ err }, "request failed");
    return reply.code(500).send({ error: "Internal server error", message: "Something went wrong on our side" });
  });
}
