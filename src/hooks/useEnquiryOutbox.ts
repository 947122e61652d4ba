import { useEffect, useSyncExternalStore } from "react";
import { sendEnquiry, type SendFailure } from "../lib/enquiry";
import { clearPersonalData } from "../lib/device-storage";
import {
  afterTry,
  dueEntries,
  isExpired,
  loadOutbox,
  newEntry,
  nextTryAt,
  saveOutbox,
  withEntry,
  withoutEntry,
  type OutboxEntry,
  type QueuedEnquiry,
} from "../lib/outbox";

// One outbox per page, shared by every form on it and by the page-load sender (gatsby-browser).
let entries: OutboxEntry[] = [];
let sentThisVisit = 0;
// Keys sent from this page, so a form can tell its own queued enquiry has gone.
let sentKeys: readonly string[] = [];
// Entries removed this visit for being past their retention period: the visitor is told, with their text.
let expired: readonly OutboxEntry[] = [];
let snapshot = { entries, sentThisVisit, sentKeys, expired, checkedAt: 0 };
const listeners = new Set<() => void>();
let sending: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let watching = false;

function publish(next: OutboxEntry[]) {
  entries = next;
  saveOutbox(next);
  announce();
  schedule();
}

function announce() {
  snapshot = { entries, sentThisVisit, sentKeys, expired, checkedAt: Date.now() };
  listeners.forEach((listener) => listener());
}

/** The outbox as stored now (another tab may have changed it), without the entries past retention, which leave. */
function current(now = Date.now()): OutboxEntry[] {
  const stored = loadOutbox();
  const old = stored.filter((entry) => isExpired(entry, now));
  if (old.length === 0) return stored;
  const kept = stored.filter((entry) => !isExpired(entry, now));
  saveOutbox(kept);
  expired = [...expired.filter((entry) => !old.some((gone) => gone.key === entry.key)), ...old];
  return kept;
}

function schedule() {
  clearTimeout(timer);
  const at = nextTryAt(entries, Date.now());
  if (at !== null) timer = setTimeout(() => void sendOutbox(), Math.max(0, at - Date.now()));
}

/**
 * Sends every due entry, oldest first, each with its own Idempotency-Key, and stops at the first one the
 * office cannot take yet (it is unreachable or busy; the next try is scheduled). One run at a time per page.
 */
export function sendOutbox(eager = false): Promise<void> {
  sending ??= (async () => {
    // Another tab may have sent or added entries since this page last looked.
    entries = current();
    for (const entry of dueEntries(entries, Date.now(), eager)) {
      const result = await sendEnquiry(entry.enquiry, {
        key: entry.key,
        fillMs: entry.fillMs,
        consent: entry.consent,
        trip: entry.trip,
      });
      const next = afterTry(entry, result, Date.now());
      if (result.ok) {
        sentThisVisit += 1;
        sentKeys = [...sentKeys, entry.key];
      }
      publish(next ? withEntry(withoutEntry(current(), entry.key), next) : withoutEntry(current(), entry.key));
      if (next && !next.refused) break;
    }
  })().finally(() => {
    sending = null;
    publish(current());
  });
  return sending;
}

/** Starts sending on this page: now (a page load), whenever the device comes back online, and on schedule. */
export function watchOutbox() {
  if (watching) return;
  watching = true;
  window.addEventListener("online", () => void sendOutbox(true));
  void sendOutbox(true);
}

/**
 * Keeps an enquiry whose first try failed, to be sent by itself with the same key. False when this device would
 * not keep it (storage blocked or full): then nothing may claim it is saved, and the form keeps the text.
 */
export function addToOutbox(enquiry: QueuedEnquiry, failure: SendFailure): boolean {
  const next = withEntry(current(), newEntry(enquiry, Date.now(), failure));
  if (!saveOutbox(next)) return false;
  publish(next);
  return true;
}

export function removeFromOutbox(key: string) {
  publish(withoutEntry(current(), key));
}

/** The notice about an entry removed for its age has been read. */
export function dismissExpired(key: string) {
  expired = expired.filter((entry) => entry.key !== key);
  announce();
}

/** "Forget my details": drafts and the outbox leave this device, and this page forgets them too. */
export function forgetPersonalData(): boolean {
  const cleared = clearPersonalData();
  expired = [];
  publish([]);
  return cleared;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const EMPTY = {
  entries: [] as OutboxEntry[],
  sentThisVisit: 0,
  sentKeys: [] as readonly string[],
  expired: [] as readonly OutboxEntry[],
  checkedAt: 0,
};

/** The outbox as the visitor sees it; mounting starts the sender. */
export function useEnquiryOutbox() {
  useEffect(() => {
    entries = current();
    announce();
    watchOutbox();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}
