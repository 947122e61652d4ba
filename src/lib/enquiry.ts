import { RETENTION, STORAGE_KEYS, deviceStorage, isOutlived, readJson, type DeviceStorage } from "./device-storage";
import { ENQUIRY_RULES, normaliseField, type Enquiry, type EnquiryField } from "./enquiry-rules";
import { enquiryContextFrom, type EnquiryContext } from "./enquiry-context";
import { isBlankTripForm, tripFormFrom, type TripDetails, type TripErrorKey, type TripForm } from "./trip-details";

export { ENQUIRY_RULES, fieldError, normaliseField, validateEnquiry } from "./enquiry-rules";
export type { Enquiry, EnquiryField } from "./enquiry-rules";

/**
 * What the visitor was told and chose, sent with the enquiry (checkConsent in consent-rules.ts is the API's rule),
 * and the edition and currency they read it in (checkEnquiryContext in enquiry-context.ts).
 */
export interface EnquiryConsent extends Partial<EnquiryContext> {
  /** The privacy notice's version (its lastUpdated date, YYYY-MM-DD) shown beside the form. */
  noticeVersion?: string;
  /** The separate, unticked-by-default box for travel offers by e-mail or WhatsApp. */
  marketingOptIn: boolean;
}

export const NO_CONSENT: EnquiryConsent = { marketingOptIn: false };

/** The consent part of stored JSON (an outbox entry saved by an older version has none: no opt-in). */
export function consentFrom(value: unknown): EnquiryConsent {
  const raw = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return {
    ...(typeof raw.noticeVersion === "string" ? { noticeVersion: raw.noticeVersion } : {}),
    marketingOptIn: raw.marketingOptIn === true,
    ...enquiryContextFrom(raw),
  };
}
/** A message per field the form shows: the enquiry's five and the trip's, keyed as the API keys them ("trip.adults"). */
export type FieldErrors = Partial<Record<EnquiryField | TripErrorKey, string>>;

export const EMPTY_ENQUIRY: Enquiry = { name: "", email: "", phone: "", subject: "", message: "" };

export type SendResult =
  | { ok: true }
  | { ok: false; reason: "invalid"; fields: FieldErrors }
  /** Worth trying again later with the same key: offline, no answer in time, 5xx, or 429 (which says when). */
  | { ok: false; reason: "network" | "timeout" | "server" }
  | { ok: false; reason: "rate-limited"; retryAfterSeconds: number }
  /** Refused for good (another 4xx): only the visitor can do something else. */
  | { ok: false; reason: "rejected" };

export type SendFailure = Extract<SendResult, { ok: false }>;

export const SEND_TIMEOUT_MS = 15_000;
/** The API's honeypot field (server/contacts.mjs HONEYPOT_FIELD): hidden in the form, filled only by bots. */
export const HONEYPOT_FIELD = "website";
export const TOO_LARGE_TEXT = "This message is too long to send; please shorten it";

/** A fresh Idempotency-Key for one enquiry: every try of that enquiry sends the same one. */
export function newEnquiryKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID needs a secure context; a plain-http preview still needs a unique key.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** `${base}/api/contacts`; the base comes from GATSBY_ADMIN_API_URL, inlined at build time. */
export const contactsEndpoint = (base: string = process.env.GATSBY_ADMIN_API_URL ?? ""): string =>
  `${base.replace(/\/+$/, "")}/api/contacts`;

// The fields the form can show a message on: the enquiry's five and the trip's.
const isFormField = (key: string): key is EnquiryField | TripErrorKey =>
  ENQUIRY_RULES.some(({ field }) => field === key) || key === "trip" || key.startsWith("trip.");

const knownFields = (fields: unknown): FieldErrors => {
  const errors: FieldErrors = {};
  if (!fields || typeof fields !== "object") return errors;
  for (const [key, message] of Object.entries(fields)) {
    if (isFormField(key) && typeof message === "string" && message) errors[key] = message;
  }
  return errors;
};

/** Seconds from a 429's Retry-After (seconds or an HTTP date) or its body; a minute when neither says. */
async function retryAfterSeconds(response: Response, now: number): Promise<number> {
  const header = response.headers.get("retry-after");
  if (header && /^\d+$/.test(header.trim())) return Number(header.trim());
  const date = header ? Date.parse(header) : NaN;
  if (!Number.isNaN(date)) return Math.max(1, Math.ceil((date - now) / 1000));
  const answer: unknown = await response.json().catch(() => null);
  const seconds =
    answer && typeof answer === "object" ? (answer as { retryAfterSeconds?: unknown }).retryAfterSeconds : 0;
  return typeof seconds === "number" && seconds > 0 ? Math.ceil(seconds) : 60;
}

export interface SendOptions {
  /** The enquiry's Idempotency-Key: the same on every try, so the office stores it once. */
  key: string;
  /** Milliseconds from the first interaction with the form to submit: the API flags a very fast one as suspect (stored all the same). */
  fillMs: number;
  /** The honeypot's value ("" from people). */
  trap?: string;
  /** The notice version and the offers choice; none given means no opt-in. */
  consent?: EnquiryConsent;
  /** The travel details, already in the message as a line (trip-details.ts messageWithTrip); none for a question. */
  trip?: TripDetails;
  endpoint?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Sends one enquiry (normalised, as the server stores it). Never throws: every way of failing
 * (offline, reset connection, 4xx, 5xx, no answer within the timeout) comes back as a result.
 */
export async function sendEnquiry(
  enquiry: Enquiry,
  {
    key,
    fillMs,
    trap = "",
    consent = NO_CONSENT,
    trip,
    endpoint = contactsEndpoint(),
    timeoutMs = SEND_TIMEOUT_MS,
    fetchImpl = fetch,
  }: SendOptions,
): Promise<SendResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const body: Record<string, string | number | boolean | TripDetails> = {
    fillMs: Math.round(fillMs),
    [HONEYPOT_FIELD]: trap,
    marketingOptIn: consent.marketingOptIn,
    ...(consent.noticeVersion ? { noticeVersion: consent.noticeVersion } : {}),
    ...(consent.language ? { language: consent.language } : {}),
    ...(consent.currency ? { currency: consent.currency } : {}),
    ...(trip ? { trip } : {}),
  };
  for (const { field } of ENQUIRY_RULES) body[field] = normaliseField(field, enquiry[field]);
  try {
    const response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "idempotency-key": key },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (response.ok) return { ok: true };
    if (response.status === 400) {
      const answer: unknown = await response.json().catch(() => null);
      const fields = knownFields(answer && typeof answer === "object" ? (answer as { fields?: unknown }).fields : null);
      if (Object.keys(fields).length > 0) return { ok: false, reason: "invalid", fields };
    }
    if (response.status === 413) return { ok: false, reason: "invalid", fields: { message: TOO_LARGE_TEXT } };
    if (response.status === 429) {
      return { ok: false, reason: "rate-limited", retryAfterSeconds: await retryAfterSeconds(response, Date.now()) };
    }
    return { ok: false, reason: response.status >= 500 ? "server" : "rejected" };
  } catch {
    return { ok: false, reason: timedOut ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}

/** The form's fields from stored JSON; anything else in it is ignored. */
export function enquiryFrom(value: unknown): Enquiry | null {
  if (!value || typeof value !== "object") return null;
  const enquiry: Enquiry = { ...EMPTY_ENQUIRY };
  for (const { field } of ENQUIRY_RULES) {
    const text = (value as Record<string, unknown>)[field];
    if (typeof text === "string") enquiry[field] = text;
  }
  return enquiry;
}

/** What a form keeps as the visitor types: the enquiry's fields and, on a form that asks for them, the trip's. */
export type EnquiryDraft = Enquiry & { trip?: TripForm };

/** True when no field of the enquiry (or its trip) holds anything: nothing to keep, nothing to forget. */
export const isBlankEnquiry = ({ trip, ...enquiry }: EnquiryDraft): boolean =>
  ENQUIRY_RULES.every(({ field }) => enquiry[field] === "") && (!trip || isBlankTripForm(trip));

const draftKeyFor = (key: string) => STORAGE_KEYS.draftPrefix + key;

/**
 * The draft kept for one form, or null. A draft older than RETENTION.draft (or of unknown age, from an older
 * version of the site) is removed instead: the next person at a shared computer must not find it.
 */
export function loadDraft(key: string, now = Date.now(), storage: DeviceStorage = deviceStorage): EnquiryDraft | null {
  const stored = readJson(draftKeyFor(key), storage);
  const savedAt = stored && typeof stored === "object" ? (stored as { savedAt?: unknown }).savedAt : undefined;
  if (stored === null) return null;
  if (isOutlived(savedAt, RETENTION.draft.ms, now)) {
    storage.remove(draftKeyFor(key));
    return null;
  }
  const enquiry = enquiryFrom((stored as { enquiry?: unknown }).enquiry);
  const trip = (stored as { trip?: unknown }).trip;
  return enquiry && trip ? { ...enquiry, trip: tripFormFrom(trip) } : enquiry;
}

/** Keeps what was typed, with when; an all-empty form removes the draft. Storage may refuse: drafts are a convenience. */
export function saveDraft(key: string, draft: EnquiryDraft, now = Date.now(), storage: DeviceStorage = deviceStorage) {
  const { trip, ...enquiry } = draft;
  if (isBlankEnquiry(draft)) storage.remove(draftKeyFor(key));
  else {
    const kept = trip && !isBlankTripForm(trip) ? { savedAt: now, enquiry, trip } : { savedAt: now, enquiry };
    storage.write(draftKeyFor(key), JSON.stringify(kept));
  }
}

export const clearDraft = (key: string, storage: DeviceStorage = deviceStorage) => storage.remove(draftKeyFor(key));
