import { ENQUIRY_RULES, EMPTY_ENQUIRY, type Enquiry, type SendFailure, type SendResult } from "./enquiry";
import { OUTBOX_STORAGE_KEY } from "./outbox-key";

/** An enquiry that could not be sent yet, kept on this device (localStorage) until it is or the visitor removes it. */
export interface OutboxEntry {
  /** The enquiry's Idempotency-Key: every try sends it, so the office stores it once. */
  key: string;
  enquiry: Enquiry;
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

export { OUTBOX_STORAGE_KEY } from "./outbox-key";
/** Older than this, an entry is sent only when the visitor says so: plans may have changed. */
export const OUTBOX_ASK_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** Waits 5 s, 10 s, 20 s … up to 5 minutes between automatic tries. */
export const backoffMs = (attempts: number): number =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export const needsConfirmation = (entry: OutboxEntry, now: number): boolean =>
  now - entry.savedAt > OUTBOX_ASK_AFTER_MS;

/**
 * The entries to send by themselves now, oldest first, so enquiries reach the office in the order they were made.
 * `eager` (the device came online, a page loaded) skips the backoff but still waits as long as a 429 asked.
 */
export function dueEntries(entries: readonly OutboxEntry[], now: number, eager = false): OutboxEntry[] {
  const due = (entry: OutboxEntry) => (eager ? (entry.limitedUntil ?? 0) : entry.nextTryAt) <= now;
  return entries
    .filter((entry) => !entry.refused && due(entry) && !needsConfirmation(entry, now))
    .sort((a, b) => a.savedAt - b.savedAt);
}

/** When the next automatic try is due, or null when nothing will be sent by itself. */
export function nextTryAt(entries: readonly OutboxEntry[], now: number): number | null {
  const waiting = entries.filter((entry) => !entry.refused && !needsConfirmation(entry, now));
  return waiting.length === 0 ? null : Math.min(...waiting.map((entry) => entry.nextTryAt));
}

/** A new entry for an enquiry whose first try failed. */
export const newEntry = (
  key: string,
  enquiry: Enquiry,
  fillMs: number,
  now: number,
  failure: SendFailure,
): OutboxEntry => afterFailure({ key, enquiry, fillMs, savedAt: now, attempts: 0, nextTryAt: now }, failure, now);

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
  if (typeof raw.key !== "string" || !numbers.every((n) => typeof n === "number")) return null;
  if (!raw.enquiry || typeof raw.enquiry !== "object") return null;
  const enquiry: Enquiry = { ...EMPTY_ENQUIRY };
  for (const { field } of ENQUIRY_RULES) {
    const text = (raw.enquiry as Record<string, unknown>)[field];
    if (typeof text === "string") enquiry[field] = text;
  }
  return {
    key: raw.key,
    enquiry,
    fillMs: raw.fillMs as number,
    savedAt: raw.savedAt as number,
    attempts: raw.attempts as number,
    nextTryAt: raw.nextTryAt as number,
    ...(typeof raw.limitedUntil === "number" ? { limitedUntil: raw.limitedUntil } : {}),
    ...(typeof raw.refused === "string" ? { refused: raw.refused } : {}),
  };
}

/** The outbox kept on this device; a missing, unreadable or unavailable store is an empty outbox. */
export function loadOutbox(storage: Storage | undefined = globalThis.localStorage): OutboxEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OUTBOX_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.map(readEntry).filter((entry): entry is OutboxEntry => entry !== null) : [];
  } catch {
    return [];
  }
}

/** Writes the outbox; an empty one leaves nothing behind in storage. Returns false when storage refused it. */
export function saveOutbox(
  entries: readonly OutboxEntry[],
  storage: Storage | undefined = globalThis.localStorage,
): boolean {
  try {
    if (entries.length === 0) storage?.removeItem(OUTBOX_STORAGE_KEY);
    else storage?.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(entries));
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** A mailto: link carrying the enquiry, for sending it now by e-mail. */
export function enquiryMailto(to: string, { name, email, phone, subject, message }: Enquiry): string {
  const body = [`Name: ${name}`, `E-mail: ${email}`, ...(phone ? [`Phone: ${phone}`] : []), "", message].join("\n");
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
