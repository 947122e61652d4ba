import { randomUUID } from "node:crypto";
import { ApiError } from "./errors.mjs";

/**
 * @typedef {{ name: string, email: string, phone: string, subject: string, message: string }} Enquiry
 */

// Deliberately loose: one "@", no spaces, quotes or angle brackets, a dot in the domain.
// Keep these rules and messages the same as src/lib/enquiry.ts (__tests__/enquiry-rules-parity.test.ts compares them).
const EMAIL = /^[^\s@"<>]+@[^\s@."<>]+(\.[^\s@."<>]+)+$/;
const PHONE = /^[\d\s+\-()]*$/;
// C0 and C1 controls and DEL; the message may keep newline and tab.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const MESSAGE_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
// Embeddings, overrides and isolates can make text read differently from what is stored.
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;

/** @type {Array<{ field: keyof Enquiry, label: string, required: boolean, max: number }>} */
export const FIELDS = [
  { field: "name", label: "Name", required: true, max: 100 },
  { field: "email", label: "E-mail", required: true, max: 254 },
  { field: "phone", label: "Phone", required: false, max: 30 },
  { field: "subject", label: "Subject", required: true, max: 200 },
  { field: "message", label: "Message", required: true, max: 5000 },
];

/** The largest JSON body a valid enquiry can make: every character a 4-byte emoji written as two \\u escapes (12 bytes), plus room for keys. */
export const CONTACT_BODY_LIMIT = FIELDS.reduce((bytes, { max }) => bytes + max * 12, 0) + 2048;

/**
 * The message for one trimmed field value, or undefined when it is fine.
 * @param {{ field: keyof Enquiry, label: string, required: boolean, max: number }} rule @param {string} value
 */
function fieldProblem({ field, label, required, max }, value) {
  if (value === "") return required ? `${label} is required` : undefined;
  if ([...value].length > max) return `${label} must be at most ${max} characters`;
  if ((field === "message" ? MESSAGE_CONTROL : CONTROL).test(value) || BIDI.test(value)) {
    return field === "message"
      ? "Message cannot contain hidden control characters"
      : `${label} cannot contain line breaks or hidden control characters`;
  }
  if (field === "email" && !EMAIL.test(value)) return "Enter a valid e-mail address";
  if (field === "phone" && !PHONE.test(value)) return "Phone may contain only digits, spaces and + - ( )";
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

/** @param {string} field @param {string} raw */
const normalise = (field, raw) => (field === "message" ? raw.replace(/\r\n/g, "\n") : raw).trim();

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;
/** A hidden field people never see: whatever fills it is a bot. */
export const HONEYPOT_FIELD = "website";
/** Milliseconds from the first keystroke to submit that the form reports as `fillMs`; faster is a bot. */
export const MIN_FILL_MS = 3000;

/**
 * Which spam check a body fails, if any. A body without `fillMs` (a script, an older form) is not judged on time.
 * @param {unknown} body @returns {"honeypot" | "tooFast" | undefined}
 */
export function spamReason(body) {
  if (!body || typeof body !== "object") return undefined;
  const { [HONEYPOT_FIELD]: trap, fillMs } = /** @type {Record<string, unknown>} */ (body);
  if (typeof trap === "string" ? trap !== "" : trap !== undefined) return "honeypot";
  if (typeof fillMs === "number" && fillMs < MIN_FILL_MS) return "tooFast";
  return undefined;
}

/**
 * POST /api/contacts. Text is stored as received (trimmed, a message's CRLF as LF): this API never renders
 * it, and whoever displays it later must escape it.
 *
 * In order: a spam post is answered 201 and only counted; an invalid one 400; a repeated Idempotency-Key
 * gets the first answer again; then the rate limit (valid, new posts only) and the durable append.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ store: import('./contacts-store.mjs').ContactsStore, limiter: import('./rate-limit.mjs').RateLimiter,
 *   spam: { honeypot: number, tooFast: number }, faults: import('./faults.mjs').Faults }} options
 */
export function registerContactRoutes(app, { store, limiter, spam, faults }) {
  app.post(
    "/api/contacts",
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: { faultKey: "contacts" },
    },
    async (request, reply) => {
      const trap = spamReason(request.body);
      if (trap) {
        spam[trap] += 1;
        request.log.info({ reason: trap }, "spam enquiry answered 201 and not stored");
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
      if ("fields" in result) {
        return reply.code(400).send({ error: "Validation failed", fields: result.fields });
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
      const record = {
        id: randomUUID(),
        receivedAt: new Date().toISOString(),
        ...(key === undefined ? {} : { idempotencyKey: key }),
        ip: request.ip,
        ...result.enquiry,
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
