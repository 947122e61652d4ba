import { useEffect, useSyncExternalStore } from "react";
import { sendEnquiry, type Enquiry, type SendFailure } from "../lib/enquiry";
import {
  afterTry,
  dueEntries,
  loadOutbox,
  newEntry,
  nextTryAt,
  saveOutbox,
  withEntry,
  withoutEntry,
  type OutboxEntry,
} from "../lib/outbox";

// One outbox per page, shared by every form on it and by the page-load sender (gatsby-browser).
let entries: OutboxEntry[] = [];
let sentThisVisit = 0;
// Keys sent from this page, so a form can tell its own queued enquiry has gone.
let sentKeys: readonly string[] = [];
let snapshot = { entries, sentThisVisit, sentKeys, checkedAt: 0 };
const listeners = new Set<() => void>();
let sending: Promise<void> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let watching = false;

function publish(next: OutboxEntry[]) {
  entries = next;
  saveOutbox(next);
  snapshot = { entries, sentThisVisit, sentKeys, checkedAt: Date.now() };
  listeners.forEach((listener) => listener());
  schedule();
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
    entries = loadOutbox();
    for (const entry of dueEntries(entries, Date.now(), eager)) {
      const result = await sendEnquiry(entry.enquiry, { key: entry.key, fillMs: entry.fillMs });
      const next = afterTry(entry, result, Date.now());
      if (result.ok) {
        sentThisVisit += 1;
        sentKeys = [...sentKeys, entry.key];
      }
      publish(next ? withEntry(withoutEntry(loadOutbox(), entry.key), next) : withoutEntry(loadOutbox(), entry.key));
      if (next && !next.refused) break;
    }
  })().finally(() => {
    sending = null;
    publish(loadOutbox());
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

/** Keeps an enquiry whose first try failed, to be sent by itself with the same key. */
export function addToOutbox(key: string, enquiry: Enquiry, fillMs: number, failure: SendFailure) {
  publish(withEntry(loadOutbox(), newEntry(key, enquiry, fillMs, Date.now(), failure)));
}

export function removeFromOutbox(key: string) {
  publish(withoutEntry(loadOutbox(), key));
}

/** The visitor said "send it now": an old or waiting entry is tried at once, and counts as saved today. */
export function sendOutboxEntryNow(key: string) {
  const entry = loadOutbox().find((candidate) => candidate.key === key);
  if (!entry) return;
  const now = Date.now();
  publish(withEntry(withoutEntry(loadOutbox(), key), { ...entry, savedAt: now, nextTryAt: now }));
  void sendOutbox(true);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const EMPTY = { entries: [] as OutboxEntry[], sentThisVisit: 0, sentKeys: [] as readonly string[], checkedAt: 0 };

/** The outbox as the visitor sees it; mounting starts the sender. */
export function useEnquiryOutbox() {
  useEffect(() => {
    entries = loadOutbox();
    snapshot = { entries, sentThisVisit, sentKeys, checkedAt: Date.now() };
    listeners.forEach((listener) => listener());
    watchOutbox();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => EMPTY,
  );
}
