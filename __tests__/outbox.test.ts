import { NO_CONSENT, type Enquiry, type EnquiryConsent } from "../src/lib/enquiry";
import { RETENTION, STORAGE_KEYS } from "../src/lib/device-storage";
import { blockedStorage, fullStorage } from "./support/storage-stand-ins";
import type { TripDetails } from "../src/lib/trip-details";
import {
  afterTry,
  backoffMs,
  dueEntries,
  enquiryMailto,
  isExpired,
  loadOutbox,
  newEntry,
  nextTryAt,
  saveOutbox,
  withEntry,
  withoutEntry,
} from "../src/lib/outbox";

const enquiry: Enquiry = {
  name: "Meera Nair",
  email: "meera@example.in",
  phone: "",
  subject: "Munnar in June",
  message: "Two adults & one child.",
};
const NOW = Date.UTC(2026, 5, 1);
const DAY = 24 * 60 * 60 * 1000;
const offline = { ok: false, reason: "network" } as const;
const consent: EnquiryConsent = { noticeVersion: "2026-11-24", marketingOptIn: true };

describe("outbox", () => {
  beforeEach(() => localStorage.clear());

  it("schedules a failed enquiry with backoff, and later by what a 429 asked for", () => {
    const entry = newEntry({ key: "key-1", enquiry, consent, fillMs: 4000 }, NOW, { ok: false, reason: "network" });
    expect(entry).toMatchObject({ key: "key-1", attempts: 1, savedAt: NOW, nextTryAt: NOW + 5000 });
    expect(backoffMs(2)).toBe(10_000);
    expect(backoffMs(30)).toBe(5 * 60_000);
    const limited = afterTry(entry, { ok: false, reason: "rate-limited", retryAfterSeconds: 600 }, NOW);
    expect(limited).toMatchObject({ attempts: 2, nextTryAt: NOW + 600_000, limitedUntil: NOW + 600_000 });
  });

  it("drops an entry once sent, and stops trying one the office refused", () => {
    const entry = newEntry({ key: "key-1", enquiry, consent, fillMs: 4000 }, NOW, offline);
    expect(afterTry(entry, { ok: true }, NOW)).toBeNull();
    const refused = afterTry(
      entry,
      { ok: false, reason: "invalid", fields: { email: "Enter a valid e-mail address" } },
      NOW,
    );
    expect(refused?.refused).toBe("Enter a valid e-mail address");
    expect(dueEntries([refused!], NOW + DAY)).toEqual([]);
    expect(nextTryAt([refused!], NOW)).toBeNull();
  });

  it("sends the oldest first, and only those that are due", () => {
    const older = {
      ...newEntry({ key: "older", enquiry, consent, fillMs: 4000 }, NOW - 60_000, offline),
      nextTryAt: NOW - 1,
    };
    const newer = {
      ...newEntry({ key: "newer", enquiry, consent, fillMs: 4000 }, NOW - 30_000, offline),
      nextTryAt: NOW - 1,
    };
    const later = {
      ...newEntry({ key: "later", enquiry, consent, fillMs: 4000 }, NOW - 90_000, offline),
      nextTryAt: NOW + 1000,
    };
    expect(dueEntries([newer, later, older], NOW).map((entry) => entry.key)).toEqual(["older", "newer"]);
    expect(nextTryAt([newer, later, older], NOW)).toBe(NOW - 1);
    expect(nextTryAt([later], NOW)).toBe(NOW + 1000);
  });

  it("when back online or on a page load, skips the backoff but not a wait the office asked for", () => {
    const backingOff = newEntry({ key: "backing-off", enquiry, consent, fillMs: 4000 }, NOW - 1000, offline);
    const limited = newEntry({ key: "limited", enquiry, consent, fillMs: 4000 }, NOW - 2000, {
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: 60,
    });
    expect(dueEntries([backingOff, limited], NOW)).toEqual([]);
    expect(dueEntries([backingOff, limited], NOW, true).map((entry) => entry.key)).toEqual(["backing-off"]);
    expect(dueEntries([backingOff, limited], NOW + 60_000, true).map((entry) => entry.key)).toEqual([
      "limited",
      "backing-off",
    ]);
  });

  it("never sends an entry past its 7 days on the device: it is due for removal", () => {
    expect(RETENTION.outbox.ms).toBe(7 * DAY);
    const old = {
      ...newEntry({ key: "old", enquiry, consent, fillMs: 4000 }, NOW - 7 * DAY - 1, offline),
      nextTryAt: NOW - 1,
    };
    const week = {
      ...newEntry({ key: "week", enquiry, consent, fillMs: 4000 }, NOW - 7 * DAY, offline),
      nextTryAt: NOW - 1,
    };
    expect(isExpired(old, NOW)).toBe(true);
    expect(isExpired(week, NOW)).toBe(false);
    expect(dueEntries([old, week], NOW).map((entry) => entry.key)).toEqual(["week"]);
    expect(nextTryAt([old], NOW)).toBeNull();
  });

  it("says it saved the outbox only when storage kept it: never when blocked or full", () => {
    const entry = newEntry({ key: "key-1", enquiry, consent, fillMs: 4000 }, NOW, offline);
    const blocked = blockedStorage();
    expect(saveOutbox([entry], blocked)).toBe(false);
    expect(loadOutbox(blocked)).toEqual([]);
    expect(saveOutbox([entry], fullStorage())).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.outbox)).toBeNull();
  });

  it("replaces an entry with the same key and removes one by key", () => {
    const first = newEntry({ key: "key-1", enquiry, consent, fillMs: 4000 }, NOW, offline);
    const second = newEntry({ key: "key-2", enquiry, consent, fillMs: 4000 }, NOW, offline);
    const retried = { ...first, attempts: 3 };
    expect(withEntry([first, second], retried)).toEqual([second, retried]);
    expect(withoutEntry([first, second], "key-1")).toEqual([second]);
  });

  it("survives a reload, and leaves nothing in storage once empty", () => {
    const entry = newEntry({ key: "key-1", enquiry, consent, fillMs: 4000 }, NOW, offline);
    expect(saveOutbox([entry])).toBe(true);
    expect(loadOutbox()).toEqual([entry]);
    saveOutbox(withoutEntry(loadOutbox(), "key-1"));
    expect(localStorage.getItem(STORAGE_KEYS.outbox)).toBeNull();
    expect(JSON.stringify({ ...localStorage })).not.toContain("Meera");
  });

  it("keeps the notice version and the offers choice with a queued enquiry, across a reload", () => {
    const entry = newEntry({ key: "key-1", enquiry, consent, fillMs: 4000 }, NOW, offline);
    expect(saveOutbox([entry])).toBe(true);
    expect(loadOutbox()[0]?.consent).toEqual({ noticeVersion: "2026-11-24", marketingOptIn: true });
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.outbox)!) as unknown[];
    expect(stored[0]).toMatchObject({ consent: { noticeVersion: "2026-11-24", marketingOptIn: true } });
  });

  it("keeps the travel details with a queued enquiry, across a reload, even once its dates have passed", () => {
    const trip: TripDetails = {
      when: { type: "dates", start: "2026-06-12", end: "2026-06-18" },
      adults: 2,
      children: [7],
      rooms: 1,
      from: "Kochi",
    };
    const entry = newEntry({ key: "key-1", enquiry, consent, trip, fillMs: 4000 }, NOW, offline);
    expect(saveOutbox([entry])).toBe(true);
    // Its retry sends exactly what the first try sent: the office, not the outbox, says whether the dates still do.
    expect(loadOutbox()).toEqual([{ ...entry, trip }]);
    const withoutTrip = newEntry({ key: "key-2", enquiry, consent, fillMs: 4000 }, NOW, offline);
    expect(withoutTrip).not.toHaveProperty("trip");
    // An entry whose trip is not one the form could have sent is unreadable, like any damaged entry.
    localStorage.setItem(STORAGE_KEYS.outbox, JSON.stringify([{ ...entry, trip: { adults: "two" } }, withoutTrip]));
    expect(loadOutbox()).toEqual([withoutTrip]);
  });

  it("reads an entry saved before consent was recorded as no opt-in and no notice version", () => {
    const { consent: _dropped, ...older } = newEntry({ key: "key-1", enquiry, consent, fillMs: 4000 }, NOW, offline);
    localStorage.setItem(STORAGE_KEYS.outbox, JSON.stringify([older]));
    expect(loadOutbox()[0]?.consent).toEqual(NO_CONSENT);
  });

  it("reads a damaged outbox as empty and skips unreadable entries", () => {
    localStorage.setItem(STORAGE_KEYS.outbox, "{not json");
    expect(loadOutbox()).toEqual([]);
    const entry = newEntry({ key: "key-1", enquiry, consent, fillMs: 4000 }, NOW, offline);
    localStorage.setItem(STORAGE_KEYS.outbox, JSON.stringify([{ key: 1 }, entry, null]));
    expect(loadOutbox()).toEqual([entry]);
  });

  it("writes the enquiry into a mailto: link", () => {
    const url = enquiryMailto("bookings@keralamholidays.in", enquiry);
    expect(url.startsWith("mailto:bookings@keralamholidays.in?subject=Munnar%20in%20June&body=")).toBe(true);
    expect(decodeURIComponent(url.split("body=")[1]!)).toBe(
      "Name: Meera Nair\nE-mail: meera@example.in\n\nTwo adults & one child.",
    );
  });
});
