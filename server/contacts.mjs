import { randomUUID } from "node:crypto";
import { ApiError } from "./errors.mjs";
import { textProblem, withoutInvisible } from "./text-rules.mjs";
import { FROM_MAX, earliestToday, isIsoDate, validateTrip } from "./trip-details.mjs";

/**
 * @typedef {{ name: string, email: string, phone: string, subject: string, message: string }} Enquiry
 */

// Keep these rules and messages the same as src/lib/enquiry.ts (__tests__/enquiry-rules-parity.test.ts compares them);
// what any text may hold is in text-rules.mjs.
// Deliberately loose: one "@", no spaces, quotes or angle brackets, a dot in the domain.
const EMAIL = /^[^\s@"<>]+@[^\s@."<>]+(\.[^\s@."<>]+)+$/;
const PHONE = /^[\d\s+\-()]*$/;

/** @type {Array<{ field: keyof Enquiry, label: string, required: boolean, max: number }>} */
export const FIELDS = [
  { field: "name", label: "Name", required: true, max: 100 },
  { field: "email", label: "E-mail", required: true, max: 254 },
  { field: "phone", label: "Phone", required: false, max: 30 },
  { field: "subject", label: "Subject", required: true, max: 200 },
  { field: "message", label: "Message", required: true, max: 5000 },
];

/**
 * The largest JSON body a valid enquiry can make: every character of its texts (the trip's city included) a 4-byte
 * emoji written as two \\u escapes (12 bytes), plus room for keys and the trip's numbers and dates.
 */
export const CONTACT_BODY_LIMIT = FIELDS.reduce((bytes, { max }) => bytes + max * 12, 0) + FROM_MAX * 12 + 2048;

/**
 * The message for one trimmed field value, or undefined when it is fine.
 * @param {{ field: keyof Enquiry, label: string, required: boolean, max: number }} rule @param {string} value
 */
function fieldProblem(rule, value) {
  const problem = textProblem({ ...rule, multiline: rule.field === "message" }, value);
  if (problem || value === "") return problem;
  if (rule.field === "email" && !EMAIL.test(value)) return "Enter a valid e-mail address";
  if (rule.field === "phone" && !PHONE.test(value)) return "Phone may contain only digits, spaces and + - ( )";
  return undefined;
}

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
  const input = /** @type {Record<string, unknown>} */ (body);
  /** @type {Record<string, string>} */
  const fields = {};
  /** @type {Record<string, string>} */
  const enquiry = {};

  for (const rule of FIELDS) {
    const raw = input[rule.field] ?? "";
    if (typeof raw !== "string") {
      fields[rule.field] = `${rule.label} must be text`;
      continue;
    }
    // A textarea sends CRLF or LF depending on the browser: both are one newline.
    const value = normalise(rule.field, raw);
    enquiry[rule.field] = value;
    const problem = fieldProblem(rule, value);
    if (problem) fields[rule.field] = problem;
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { enquiry: /** @type {Enquiry} */ (enquiry) };
}

// A message pasted from a web page or a word processor often carries invisible characters the visitor cannot find
// to delete and a reader never sees: the message drops them, the short fields refuse them (fieldProblem).
/** @param {string} field @param {string} raw */
const normalise = (field, raw) => (field === "message" ? withoutInvisible(raw.replace(/\r\n/g, "\n")) : raw).trim();

/**
 * What the visitor was told and chose: `noticeVersion`, the privacy notice's date shown beside the form (optional:
 * older clients do not send it), and `marketingOptIn`, the separate box for travel offers (false when absent).
 * @param {unknown} body
 * @returns {{ consent: { noticeVersion?: string, marketingOptIn: boolean } } | { fields: Record<string, string> }}
 */
export function validateConsent(body) {
  const input = body && typeof body === "object" ? /** @type {Record<string, unknown>} */ (body) : {};
  /** @type {Record<string, string>} */
  const fields = {};
  const { noticeVersion, marketingOptIn = false } = input;
  if (noticeVersion !== undefined && (typeof noticeVersion !== "string" || !isIsoDate(noticeVersion))) {
    fields.noticeVersion = "Notice version must be a date written YYYY-MM-DD";
  }
  if (typeof marketingOptIn !== "boolean") fields.marketingOptIn = "Marketing opt-in must be true or false";
  if (Object.keys(fields).length > 0) return { fields };
  return {
    consent: {
      ...(typeof noticeVersion === "string" ? { noticeVersion } : {}),
      marketingOptIn: /** @type {boolean} */ (marketingOptIn),
    },
  };
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
 * The travel details, when the body has any (`trip`; an older client or a general question sends none). A date is
 * in the past when it is before today everywhere on Earth, so a visitor far west of the office is never refused a
 * date that is still today for them.
 * @param {unknown} body @param {number} now
 * @returns {{ trip?: import('./trip-details.mjs').TripDetails } | { fields: Record<string, string> }}
 */
export function validateTripField(body, now) {
  const trip = body && typeof body === "object" ? /** @type {Record<string, unknown>} */ (body).trip : undefined;
  if (trip === undefined || trip === null) return {};
  return validateTrip(trip, earliestToday(now));
}

/**
 * Whether a stored record holds the same enquiry: the normalised fields, the trip and the offers choice (not the
 * timing, address or time). Stored text is normalised again so that a record written under older rules still matches
 * its retry; a stored trip is compared as it was stored (validateTrip's order).
 * @param {Record<string, unknown>} record @param {Enquiry} enquiry @param {{ marketingOptIn: boolean }} consent
 * @param {unknown} trip
 */
const sameEnquiry = (record, enquiry, consent, trip) =>
  FIELDS.every(({ field }) => normalise(field, String(record[field] ?? "")) === enquiry[field]) &&
  JSON.stringify(record.trip ?? null) === JSON.stringify(trip ?? null) &&
  (record.marketingOptIn === true) === consent.marketingOptIn;

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
      const choice = validateConsent(request.body);
      if ("fields" in result || "fields" in travel || "fields" in choice) {
        const fields = {
          ...("fields" in result ? result.fields : {}),
          ...("fields" in travel ? travel.fields : {}),
          ...("fields" in choice ? choice.fields : {}),
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
      if (!stored.created && !sameEnquiry(stored.record, result.enquiry, choice.consent, travel.trip)) {
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
