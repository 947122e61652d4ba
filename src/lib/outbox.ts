import { RETENTION, STORAGE_KEYS, deviceStorage, readJson, type DeviceStorage } from "./device-storage";
import {
  consentFrom,
  enquiryFrom,
  type Enquiry,
  type EnquiryConsent,
  type SendFailure,
  type SendResult,
} from "./enquiry";
import { validateTrip, type TripDetails } from "./trip-details";

/**
 * An enquiry that could not be sent yet, kept on this device until it is sent, the visitor removes it, or it is
 * older than RETENTION.outbox (then it is removed and the visitor told, with the text to send another way).
 */
export interface OutboxEntry {
  /** The enquiry's Idempotency-Key: every try sends it, so the office stores it once. */
  key: string;
  enquiry: Enquiry;
  /** The notice the visitor saw and the offers choice, sent with every try as with the first. */
  consent: EnquiryConsent;
  /** The travel details, sent with every try (its message already has them as a line). */
  trip?: TripDetails;
  fillMs: number;
  savedAt: number;
  attempts: number;
  /** Not tried before this time (backoff, or what a 429 asked for). */
  nextTryAt: number;
  /** Until when the office asked us to wait (a 429), to tell the visitor. */
  limitedUntil?: number;
  /** Set when the office refused it for good (e.g. a field it does not accept): no more automatic tries. */
  refused?: string;
}

const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** Waits 5 s, 10 s, 20 s … up to 5 minutes between automatic tries. */
export const backoffMs = (attempts: number): number =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

/** Past its retention period: personal data that must leave the device, sent or not. */
export const isExpired = (entry: OutboxEntry, now: number): boolean => now - entry.savedAt > RETENTION.outbox.ms;

/**
 * The entries to send by themselves now, oldest first, so enquiries reach the office in the order they were made.
 * `eager` (the device came online, a page loaded) skips the backoff but still waits as long as a 429 asked.
 */
export function dueEntries(entries: readonly OutboxEntry[], now: number, eager = false): OutboxEntry[] {
  const due = (entry: OutboxEntry) => (eager ? (entry.limitedUntil ?? 0) : entry.nextTryAt) <= now;
  return entries
    .filter((entry) => !entry.refused && due(entry) && !isExpired(entry, now))
    .sort((a, b) => a.savedAt - b.savedAt);
}

/** When the next automatic try is due, or null when nothing will be sent by itself. */
export function nextTryAt(entries: readonly OutboxEntry[], now: number): number | null {
  const waiting = entries.filter((entry) => !entry.refused && !isExpired(entry, now));
  return waiting.length === 0 ? null : Math.min(...waiting.map((entry) => entry.nextTryAt));
}

/** What the outbox keeps of an enquiry: exactly what its first try sent, so every retry sends the same. */
export interface QueuedEnquiry {
  key: string;
  enquiry: Enquiry;
  consent: EnquiryConsent;
  trip?: TripDetails;
  fillMs: number;
}

/** A new entry for an enquiry whose first try failed. */
export const newEntry = ({ trip, ...sent }: QueuedEnquiry, now: number, failure: SendFailure): OutboxEntry =>
  afterFailure({ ...sent, ...(trip ? { trip } : {}), savedAt: now, attempts: 0, nextTryAt: now }, failure, now);

/**
 * The entry after one try: null once sent (so its personal data is dropped), refused for good on a 4xx,
 * else scheduled by backoff or by the 429's Retry-After, whichever is later.
 */
export const afterTry = (entry: OutboxEntry, result: SendResult, now: number): OutboxEntry | null =>
  result.ok ? null : afterFailure(entry, result, now);

function afterFailure(entry: OutboxEntry, failure: SendFailure, now: number): OutboxEntry {
  if (failure.reason === "invalid") return { ...entry, refused: Object.values(failure.fields).join(". ") };
  if (failure.reason === "rejected") return { ...entry, refused: "The office did not accept it" };
  const attempts = entry.attempts + 1;
  const asked = failure.reason === "rate-limited" ? failure.retryAfterSeconds * 1000 : 0;
  return {
    ...entry,
    attempts,
    nextTryAt: now + Math.max(backoffMs(attempts), asked),
    limitedUntil: asked ? now + asked : undefined,
  };
}

/** Puts an entry in, replacing the one with the same key. */
export const withEntry = (entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] => [
  ...entries.filter((other) => other.key !== entry.key),
  entry,
];

export const withoutEntry = (entries: readonly OutboxEntry[], key: string): OutboxEntry[] =>
  entries.filter((entry) => entry.key !== key);

function readEntry(value: unknown): OutboxEntry | null {
  if (!value || typeof value !== "object") return null;
  const raw = value as Record<string, unknown>;
  const numbers = [raw.fillMs, raw.savedAt, raw.attempts, raw.nextTryAt];
  const enquiry = enquiryFrom(raw.enquiry);
  if (typeof raw.key !== "string" || !numbers.every((n) => typeof n === "number") || !enquiry) return null;
  // A stored trip is read back only in the shape it was sent (checked by the rules, whatever the date now).
  const trip = raw.trip === undefined ? undefined : validateTrip(raw.trip, "0000-01-01", "9999-12-31");
  if (trip && !("trip" in trip)) return null;
  return {
    key: raw.key,
    enquiry,
    consent: consentFrom(raw.consent),
    ...(trip ? { trip: trip.trip } : {}),
    fillMs: raw.fillMs as number,
    savedAt: raw.savedAt as number,
    attempts: raw.attempts as number,
    nextTryAt: raw.nextTryAt as number,
    ...(typeof raw.limitedUntil === "number" ? { limitedUntil: raw.limitedUntil } : {}),
    ...(typeof raw.refused === "string" ? { refused: raw.refused } : {}),
  };
}

/** The outbox kept on this device; a missing, unreadable or unavailable store is an empty outbox. */
export function loadOutbox(storage: DeviceStorage = deviceStorage): OutboxEntry[] {
  const parsed = readJson(STORAGE_KEYS.outbox, storage);
  return Array.isArray(parsed) ? parsed.map(readEntry).filter((entry): entry is OutboxEntry => entry !== null) : [];
}

/** Writes the outbox; an empty one leaves nothing behind. True only when storage holds exactly these entries. */
export function saveOutbox(entries: readonly OutboxEntry[], storage: DeviceStorage = deviceStorage): boolean {
  if (entries.length === 0) return storage.remove(STORAGE_KEYS.outbox);
  return storage.write(STORAGE_KEYS.outbox, JSON.stringify(entries)) === "saved";
}

/** A mailto: link carrying the enquiry, for sending it now by e-mail. */
export function enquiryMailto(to: string, { name, email, phone, subject, message }: Enquiry): string {
  const body = [`Name: ${name}`, `E-mail: ${email}`, ...(phone ? [`Phone: ${phone}`] : []), "", message].join("\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
