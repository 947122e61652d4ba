import { randomUUID } from "node:crypto";
import { ApiError } from "./errors.mjs";

export const CONTACT_BODY_LIMIT = 16 * 1024;

/**
 * @typedef {{ name: string, email: string, phone: string, subject: string, message: string }} Enquiry
 */

// Deliberately loose: one "@", no spaces, a dot in the domain. Stricter patterns reject real addresses.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE = /^[\d\s+\-()]*$/;

/** @type {Array<{ field: keyof Enquiry, label: string, required: boolean, max: number }>} */
const FIELDS = [
  { field: "name", label: "Name", required: true, max: 100 },
  { field: "email", label: "E-mail", required: true, max: 254 },
  { field: "phone", label: "Phone", required: false, max: 30 },
  { field: "subject", label: "Subject", required: true, max: 200 },
  { field: "message", label: "Message", required: true, max: 5000 },
];

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

  for (const { field, label, required, max } of FIELDS) {
    const raw = input[field] ?? "";
    if (typeof raw !== "string") {
      fields[field] = `${label} must be text`;
      continue;
    }
    const value = raw.trim();
    enquiry[field] = value;
    if (value === "") {
      if (required) fields[field] = `${label} is required`;
    } else if ([...value].length > max) {
      fields[field] = `${label} must be at most ${max} characters`;
    } else if (field === "email" && !EMAIL.test(value)) {
      fields[field] = "Enter a valid e-mail address";
    } else if (field === "phone" && !PHONE.test(value)) {
      fields[field] = "Phone may contain only digits, spaces and + - ( )";
    }
  }
  if (Object.keys(fields).length > 0) return { fields };
  return { enquiry: /** @type {Enquiry} */ (enquiry) };
}

/**
 * POST /api/contacts. Text is stored exactly as received (trimmed): this API never renders it,
 * and whoever displays it later must escape it.
 * @param {import('fastify').FastifyInstance} app
 * @param {{ store: import('./contacts-store.mjs').ContactsStore, rateLimit: { max: number, timeWindow: number } }} options
 */
export function registerContactRoutes(app, { store, rateLimit }) {
  app.post(
    "/api/contacts",
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: { faultKey: "contacts", rateLimit },
    },
    async (request, reply) => {
      const result = validateEnquiry(request.body);
      if ("fields" in result) {
        return reply.code(400).send({ error: "Validation failed", fields: result.fields });
      }
      const record = { id: randomUUID(), receivedAt: new Date().toISOString(), ip: request.ip, ...result.enquiry };
      try {
        await store.append(record);
      } catch (err) {
        request.log.error({ err }, "could not store a contact enquiry");
        return reply.code(503).send({
          error: "Service unavailable",
          message: "The enquiry could not be stored. Please try again later.",
        });
      }
      return reply.code(201).send({ id: record.id, receivedAt: record.receivedAt });
    },
  );
}
