import { randomUUID } from "node:crypto";
import { ApiError } from "./errors.mjs";
import {
  ENQUIRY_RULES,
  FROM_MAX,
  checkConsent,
  checkEnquiry,
  checkEnquiryContext,
  earliestToday,
  latestToday,
  normaliseField,
  validateTrip,
} from "./site-rules.mjs";

/**
 * @typedef {import("../src/lib/enquiry-rules").Enquiry} Enquiry
 * @typedef {import("../src/lib/consent-rules").ConsentRecord} ConsentRecord
 */

// What an enquiry may hold is the site's rule (src/lib, run through site-rules.mjs); this file is the HTTP around it.

/**
 * The largest JSON body a valid enquiry can make: every character of its texts (the trip's city included) a 4-byte
 * emoji written as two \\u escapes (12 bytes), plus room for keys and the trip's numbers and dates.
 */
export const CONTACT_BODY_LIMIT = ENQUIRY_RULES.reduce((bytes, { max }) => bytes + max * 12, 0) + FROM_MAX * 12 + 2048;

/**
 * Validates a contact form body. Collects a message for every bad field (not just the first)
 * so a client can mark them all at once. Unknown fields are ignored.
 * @param {unknown} body
 * @returns {{ enquiry: Enquiry } | { fields: Record<string, string> }}
 */
export function validateEnquiry(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new ApiError(400, { error: "Invalid body", message: "Expected a JSON object" });
  }
  return checkEnquiry(/** @type {Record<string, unknown>} */ (body));
}

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;
/** A hidden field people never see: whatever fills it is a bot. */
export const HONEYPOT_FIELD = "website";
/** Milliseconds from the visitor's first interaction with the form to submit (`fillMs`) under which a post looks automated. */
export const MIN_FILL_MS = 3000;

/** @param {unknown} body @returns {boolean} whether the hidden honeypot field was filled */
export function fillsHoneypot(body) {
  if (!body || typeof body !== "object") return false;
  const trap = /** @type {Record<string, unknown>} */ (body)[HONEYPOT_FIELD];
  return typeof trap === "string" ? trap !== "" : trap !== undefined;
}

/**
 * Why a post looks automated, if it does. Suspects are stored and flagged, never dropped: a person who autofills
 * and pastes can send in under 3 s, and a script or an older form may send no timing at all.
 * @param {unknown} body @returns {"tooFast" | "noTiming" | undefined}
 */
export function suspectReason(body) {
  const fillMs = body && typeof body === "object" ? /** @type {Record<string, unknown>} */ (body).fillMs : undefined;
  if (typeof fillMs !== "number" || !Number.isFinite(fillMs) || fillMs < 0) return "noTiming";
  return fillMs < MIN_FILL_MS ? "tooFast" : undefined;
}

/**
 * The travel details, when the body has any (`trip`; an older client or a general question sends none). Dates run
 * from today to two years ahead wherever on Earth the visitor is: a date is in the past only when it is before today
 * everywhere, and too far only when it is two years after today everywhere, so the API never refuses a date the
 * visitor's own form accepted.
 * @param {unknown} body @param {number} now
 * @returns {{ trip?: import('../src/lib/trip-details').TripDetails } | { fields: Record<string, string> }}
 */
export function validateTripField(body, now) {
  const trip = body && typeof body === "object" ? /** @type {Record<string, unknown>} */ (body).trip : undefined;
  if (trip === undefined || trip === null) return {};
  return validateTrip(trip, earliestToday(now), latestToday(now));
}

/**
 * Whether a stored record holds the same enquiry: the normalised fields, the trip, the notice version, the offers
 * choice, the language and the currency (not the timing, address or time). Stored text is normalised again so that a
 * record written under older rules still matches its retry; a stored trip is compared as it was stored
 * (validateTrip's order); a record from before editions is English.
 * @param {Record<string, unknown>} record @param {Enquiry} enquiry @param {ConsentRecord} consent
 * @param {unknown} trip @param {import("../src/lib/enquiry-context").EnquiryContext} context
 */
const sameEnquiry = (record, enquiry, consent, trip, context) =>
  ENQUIRY_RULES.every(({ field }) => normaliseField(field, String(record[field] ?? "")) === enquiry[field]) &&
  JSON.stringify(record.trip ?? null) === JSON.stringify(trip ?? null) &&
  record.noticeVersion === consent.noticeVersion &&
  (record.marketingOptIn === true) === consent.marketingOptIn &&
  (record.language ?? "en") === context.language &&
  (record.currency ?? null) === (context.currency ?? null);

/**
 * POST /api/contacts. Text is stored as received (trimmed, a message's CRLF as LF and its invisible characters
 * removed): this API never renders it, and whoever displays it later must escape it.
 *
 * In order: a filled honeypot is answered 201 and only counted; an invalid post 400; then the rate limit (valid,
 * new keys only) and the durable append, flagged `suspect` when too fast or untimed; a repeated Idempotency-Key
 * gets the first answer again, or 422 when it came with a different enquiry.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ store: import('./contacts-store.mjs').ContactsStore, limiter: import('./rate-limit.mjs').RateLimiter,
 *   spam: import('./test-control.mjs').SpamCounts, faults: import('./faults.mjs').Faults }} options
 */
export function registerContactRoutes(app, { store, limiter, spam, faults }) {
  app.post(
    "/api/contacts",
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: { faultKey: "contacts" },
    },
    async (request, reply) => {
      if (fillsHoneypot(request.body)) {
        spam.honeypot += 1;
        request.log.info("honeypot filled: enquiry answered 201 and not stored");
        return reply.code(201).send({ id: randomUUID(), receivedAt: new Date().toISOString() });
      }
      const key = request.headers["idempotency-key"];
      if (key !== undefined && (typeof key !== "string" || !IDEMPOTENCY_KEY.test(key))) {
        return reply.code(400).send({
          error: "Invalid Idempotency-Key",
          message: "Idempotency-Key must be 8-128 letters, digits or . _ : -",
        });
      }
      const result = validateEnquiry(request.body);
      const travel = validateTripField(request.body, Date.now());
      const choice = checkConsent(/** @type {Record<string, unknown>} */ (request.body));
      const sentFrom = checkEnquiryContext(/** @type {Record<string, unknown>} */ (request.body));
      if ("fields" in result || "fields" in travel || "fields" in choice || "fields" in sentFrom) {
        const fields = {
          ...("fields" in result ? result.fields : {}),
          ...("fields" in travel ? travel.fields : {}),
          ...("fields" in choice ? choice.fields : {}),
          ...("fields" in sentFrom ? sentFrom.fields : {}),
        };
        return reply.code(400).send({ error: "Validation failed", fields });
      }
      if (key === undefined || !store.knows(key)) {
        const waitSeconds = limiter.take(request.ip);
        if (waitSeconds) {
          return reply
            .code(429)
            .header("retry-after", String(waitSeconds))
            .send({
              error: "Too many requests",
              message: `Too many enquiries from this address; try again in ${waitSeconds} seconds`,
              retryAfterSeconds: waitSeconds,
            });
        }
      }
      const suspect = suspectReason(request.body);
      const record = {
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        ...(key === undefined ? {} : { idempotencyKey: key }),
        ip: request.ip,
        ...(suspect ? { suspect } : {}),
        ...result.enquiry,
        ...(travel.trip ? { trip: travel.trip } : {}),
        ...choice.consent,
        ...sentFrom.context,
      };
      let stored;
      try {
        stored = await store.appendOnce(record);
      } catch (err) {
        request.log.error({ err }, "could not store a contact enquiry");
        return reply.code(503).send({
          error: "Service unavailable",
          message: "The enquiry could not be stored. Please try again later.",
        });
      }
      if (
        !stored.created &&
        !sameEnquiry(stored.record, result.enquiry, choice.consent, travel.trip, sentFrom.context)
      ) {
        return reply.code(422).send({
          error: "Idempotency-Key reuse",
          message: "This Idempotency-Key was already used for a different enquiry; send a new key for a new enquiry",
        });
      }
      if (stored.created && suspect) {
        spam[suspect] += 1;
        request.log.info({ suspect, id: record.id }, "suspect enquiry stored and flagged");
      }
      if (faults.dropsReply(request)) {
        // A lost reply: stored, but the client never hears so; its retry with the same key must not store again.
        reply.hijack();
        request.raw.socket.destroy();
        return reply;
      }
      return reply.code(201).send({ id: stored.record.id, receivedAt: stored.record.receivedAt });
    },
  );
}
