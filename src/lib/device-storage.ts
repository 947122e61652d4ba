/**
 * The one door to this device's storage (localStorage). A visitor may have blocked site data (every access
 * throws a SecurityError), filled the quota (every write throws) or be in a browser without storage: none of
 * that may stop a page or a form, so nothing here throws. A write counts only once it reads back as written.
 * It also owns how long anything personal stays on the device (the privacy notice cites these periods).
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long each kind of thing the site keeps on a visitor's device may stay there. */
export const RETENTION = {
  /** Unsent text in an enquiry form: a convenience for the same visitor, not for the next person at a shared computer. */
  draft: { ms: DAY_MS, text: "24 hours" },
  /** An enquiry that could not reach the office yet: tried until sent, removed (with a notice) after this. */
  outbox: { ms: 7 * DAY_MS, text: "7 days" },
  /** Trips saved to the shortlist: names of trips, nothing personal, kept until the visitor removes them. */
  shortlist: { ms: null, text: "until you remove them" },
  /** The currency chosen to see prices in beside rupees: a preference, nothing personal. */
  currency: { ms: null, text: "until you choose rupees only" },
} as const;

/**
 * Where each kind of thing lives in storage. `clearPersonalData` removes the personal ones (drafts and unsent
 * enquiries); the shortlist names trips, not people, and is removed on /shortlist.
 */
export const STORAGE_KEYS = {
  outbox: "enquiry-outbox",
  draftPrefix: "enquiry-draft:",
  shortlist: "trip-shortlist",
  currency: "price-currency",
} as const;

export type WriteResult = "saved" | "unavailable" | "full";

/** A stand-in for `window.localStorage` in tests; the getter may throw, as a blocked store does. */
export type StorageSource = () => Storage | null | undefined;

const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === "QuotaExceededError" || error.name === "NS_ERROR_DOM_QUOTA_REACHED" || error.code === 22);

export interface DeviceStorage {
  /** The stored text, or null when there is none or storage cannot be read. */
  read(key: string): string | null;
  /** Writes and reads back; "saved" only when the value is there as written. */
  write(key: string, value: string): WriteResult;
  /** True when the key is gone afterwards (or storage holds nothing at all). */
  remove(key: string): boolean;
  /** Every key that starts with the prefix (none when storage cannot be read). */
  keys(prefix: string): string[];
  /** Whether storage can be read at all on this visit (false when site data is blocked). */
  available(): boolean;
}

/** Device storage over a source; the site uses `deviceStorage`, tests give their own source. */
export function createDeviceStorage(source: StorageSource): DeviceStorage {
  const store = (): Storage | null => {
    try {
      return source() ?? null;
    } catch {
      return null;
    }
  };
  const read = (key: string): string | null => {
    try {
      return store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    read,
    write(key, value) {
      const target = store();
      if (!target) return "unavailable";
      try {
        target.setItem(key, value);
      } catch (error) {
        return isQuotaError(error) ? "full" : "unavailable";
      }
      return read(key) === value ? "saved" : "unavailable";
    },
    remove(key) {
      try {
        store()?.removeItem(key);
      } catch {
        return false;
      }
      return read(key) === null;
    },
    keys(prefix) {
      try {
        const target = store();
        if (!target) return [];
        const found: string[] = [];
        for (let index = 0; index < target.length; index += 1) {
          const key = target.key(index);
          if (key !== null && key.startsWith(prefix)) found.push(key);
        }
        return found;
      } catch {
        return [];
      }
    },
    available() {
      try {
        const target = store();
        if (!target) return false;
        void target.length;
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** This browser's localStorage, looked up on each use (reading the property is what throws when blocked). */
export const deviceStorage: DeviceStorage = createDeviceStorage(() => globalThis.localStorage);

/**
 * Calls back when another tab of this site changes (or clears) the key; returns the unsubscribe. Nothing when there
 * is no window (the build) or storage is blocked (then no tab can change it).
 */
export function watchKey(key: string, onChange: () => void): () => void {
  if (typeof window === "undefined") return () => undefined;
  const listener = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener("storage", listener);
  return () => window.removeEventListener("storage", listener);
}

/** Reads JSON, or null when absent, unreadable, not JSON, or longer than `maxCharacters` (then not parsed at all). */
export function readJson(key: string, storage: DeviceStorage = deviceStorage, maxCharacters = Infinity): unknown {
  const raw = storage.read(key);
  if (raw === null || raw.length > maxCharacters) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Whether something saved at `savedAt` is past its lifetime at `now`: a time unknown, or ahead of `now`, counts as past. */
export const isOutlived = (savedAt: unknown, lifetimeMs: number, now: number): boolean =>
  typeof savedAt !== "number" || now - savedAt > lifetimeMs || savedAt > now;

/**
 * Removes every enquiry draft past RETENTION.draft, whichever form it was typed in (each page load calls this:
 * gatsby-browser.tsx), so a draft never outlives its stated lifetime on a device whose visitor browses elsewhere.
 * A draft that is not JSON or has no time is removed too. Returns how many were removed.
 */
export function sweepExpiredDrafts(now = Date.now(), storage: DeviceStorage = deviceStorage): number {
  const expired = storage.keys(STORAGE_KEYS.draftPrefix).filter((key) => {
    const stored = readJson(key, storage);
    const savedAt = stored && typeof stored === "object" ? (stored as { savedAt?: unknown }).savedAt : undefined;
    return isOutlived(savedAt, RETENTION.draft.ms, now);
  });
  return expired.filter((key) => storage.remove(key)).length;
}

/** "Forget my details": every draft and the outbox leave this device. True when nothing of them is left. */
export function clearPersonalData(storage: DeviceStorage = deviceStorage): boolean {
  const keys = [STORAGE_KEYS.outbox, ...storage.keys(STORAGE_KEYS.draftPrefix)];
  return keys.map((key) => storage.remove(key)).every(Boolean);
}
