import {
  EMPTY_ENQUIRY,
  clearDraft,
  contactsEndpoint,
  fieldError,
  loadDraft,
  newEnquiryKey,
  saveDraft,
  sendEnquiry,
  TOO_LARGE_TEXT,
  validateEnquiry,
  type Enquiry,
} from "../src/lib/enquiry";
import { blockedStorage } from "./support/storage-stand-ins";
import { EMPTY_TRIP_FORM, type TripDetails } from "../src/lib/trip-details";

const valid: Enquiry = {
  name: "Meera Nair",
  email: "meera@example.in",
  phone: "+91 94470 12345",
  subject: "Munnar in June",
  message: "Two adults, one child.",
};

/** The part of a fetch Response that sendEnquiry reads (jsdom has no Response). */
const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  jest.fn().mockResolvedValue({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: () => (body === undefined ? Promise.reject(new SyntaxError("empty")) : Promise.resolve(body)),
  });

describe("enquiry validation (mirrors server/contacts.mjs)", () => {
  it("accepts a complete enquiry, phone optional", () => {
    expect(validateEnquiry(valid)).toEqual({});
    expect(validateEnquiry({ ...valid, phone: "" })).toEqual({});
  });

  it("names every missing required field at once, in form order", () => {
    expect(Object.entries(validateEnquiry({ ...EMPTY_ENQUIRY, name: "   " }))).toEqual([
      ["name", "Name is required"],
      ["email", "E-mail is required"],
      ["subject", "Subject is required"],
      ["message", "Message is required"],
    ]);
  });

  it("checks e-mail like the server: one @, no spaces, a dot in the domain", () => {
    for (const good of ["a@b.co", "first.last+tag@mail.example.in"]) expect(fieldError("email", good)).toBeUndefined();
    for (const bad of ["a@b", "a b@c.in", "a@@c.in", "a@.in", "plain"])
      expect(fieldError("email", bad)).toBe("Enter a valid e-mail address");
  });

  it("allows only digits, spaces and + - ( ) in a phone number", () => {
    expect(fieldError("phone", "+91 (481) 242-0100")).toBeUndefined();
    expect(fieldError("phone", "call me")).toBe("Phone may contain only digits, spaces and + - ( )");
  });

  it("refuses control characters and bidi overrides with a field message; a message keeps newlines and tabs", () => {
    expect(fieldError("name", "Meera\r\nNair")).toBe("Name cannot contain line breaks or hidden control characters");
    expect(fieldError("message", "Day 1:\tMunnar\r\nDay 2")).toBeUndefined();
    expect(fieldError("message", "see \u202efdp.exe")).toBe("Message cannot contain hidden control characters");
    expect(fieldError("email", "Meera <meera@example.in>")).toBe("Enter a valid e-mail address");
  });

  it("counts characters, not UTF-16 units, against the limits", () => {
    expect(fieldError("name", "🌴".repeat(100))).toBeUndefined();
    expect(fieldError("name", "🌴".repeat(101))).toBe("Name must be at most 100 characters");
    expect(fieldError("message", "x".repeat(5001))).toBe("Message must be at most 5000 characters");
  });
});

const tries = { key: "enquiry-key-1", fillMs: 5000 };

describe("sendEnquiry", () => {
  it("POSTs the trimmed enquiry as JSON with its Idempotency-Key, time to fill and empty honeypot", async () => {
    const fetchImpl = answer(201, { id: "1" });
    const result = await sendEnquiry(
      { ...valid, name: "  Meera Nair " },
      { ...tries, endpoint: "http://api.test/api/contacts", fetchImpl },
    );
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("http://api.test/api/contacts");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>)["idempotency-key"]).toBe("enquiry-key-1");
    // No consent given means no opt-in, and no notice version is claimed.
    expect(JSON.parse(init.body as string)).toEqual({ ...valid, fillMs: 5000, website: "", marketingOptIn: false });
  });

  it("sends the privacy notice's version and the offers choice with the enquiry", async () => {
    const fetchImpl = answer(201, { id: "1" });
    await sendEnquiry(valid, {
      ...tries,
      consent: { noticeVersion: "2026-11-24", marketingOptIn: true },
      endpoint: "http://api.test/api/contacts",
      fetchImpl,
    });
    const [, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ noticeVersion: "2026-11-24", marketingOptIn: true });
  });

  it("sends the travel details as `trip`, and none for a question", async () => {
    const trip: TripDetails = { when: { type: "flexible" }, adults: 2, children: [], rooms: 1, from: "Kochi" };
    const fetchImpl = answer(201, { id: "1" });
    await sendEnquiry(valid, { ...tries, trip, fetchImpl });
    await sendEnquiry(valid, { ...tries, fetchImpl });
    const bodies = fetchImpl.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
    expect(bodies[0]).toMatchObject({ ...valid, trip });
    expect(bodies[1]).not.toHaveProperty("trip");
  });

  it("tells a 429 with when to try again, and puts a 413 on the message field", async () => {
    expect(await sendEnquiry(valid, { ...tries, fetchImpl: answer(429, {}, { "retry-after": "120" }) })).toEqual({
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: 120,
    });
    expect(await sendEnquiry(valid, { ...tries, fetchImpl: answer(429, { retryAfterSeconds: 30 }) })).toEqual({
      ok: false,
      reason: "rate-limited",
      retryAfterSeconds: 30,
    });
    expect(await sendEnquiry(valid, { ...tries, fetchImpl: answer(413) })).toEqual({
      ok: false,
      reason: "invalid",
      fields: { message: TOO_LARGE_TEXT },
    });
  });

  it("makes a different key for each enquiry", () => {
    expect(newEnquiryKey()).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(newEnquiryKey()).not.toBe(newEnquiryKey());
  });

  it("returns the server's field errors on 400", async () => {
    const fetchImpl = answer(400, {
      error: "Validation failed",
      fields: {
        email: "Enter a valid e-mail address",
        extra: "ignored",
        "trip.when.start": "The start date is in the past",
        "trip.children.1": "Enter the age of child 2",
      },
    });
    expect(await sendEnquiry(valid, { ...tries, fetchImpl })).toEqual({
      ok: false,
      reason: "invalid",
      fields: {
        email: "Enter a valid e-mail address",
        "trip.when.start": "The start date is in the past",
        "trip.children.1": "Enter the age of child 2",
      },
    });
  });

  it("treats 5xx as a server failure, and other 4xx, even a 400 without field errors, as refused", async () => {
    expect(await sendEnquiry(valid, { ...tries, fetchImpl: answer(500, { error: "x" }) })).toEqual({
      ok: false,
      reason: "server",
    });
    expect(await sendEnquiry(valid, { ...tries, fetchImpl: answer(503) })).toEqual({ ok: false, reason: "server" });
    expect(await sendEnquiry(valid, { ...tries, fetchImpl: answer(400, "not json fields") })).toEqual({
      ok: false,
      reason: "rejected",
    });
  });

  it("reports a network failure without throwing", async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await sendEnquiry(valid, { ...tries, fetchImpl })).toEqual({ ok: false, reason: "network" });
  });

  it("gives up after the timeout", async () => {
    const fetchImpl = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
        ),
    );
    expect(
      await sendEnquiry(valid, { ...tries, fetchImpl: fetchImpl as unknown as typeof fetch, timeoutMs: 20 }),
    ).toEqual({
      ok: false,
      reason: "timeout",
    });
  });

  it("builds the endpoint from the admin API base", () => {
    expect(contactsEndpoint("https://admin.example.in/")).toBe("https://admin.example.in/api/contacts");
    expect(contactsEndpoint("")).toBe("/api/contacts");
  });
});

describe("drafts", () => {
  beforeEach(() => localStorage.clear());
  const NOW = Date.UTC(2026, 10, 24, 9);
  const HOUR = 60 * 60 * 1000;

  it("keeps one draft per key until cleared", () => {
    saveDraft("contact", valid, NOW);
    saveDraft("faq", { ...valid, subject: "Visa" }, NOW);
    expect(loadDraft("contact", NOW)).toEqual(valid);
    expect(loadDraft("faq", NOW)?.subject).toBe("Visa");
    clearDraft("contact");
    expect(loadDraft("contact", NOW)).toBeNull();
    expect(loadDraft("faq", NOW)).not.toBeNull();
  });

  it("keeps the trip's fields with the draft, and a draft of only those", () => {
    const trip = { ...EMPTY_TRIP_FORM, when: "dates" as const, start: "2027-03-12", adults: "2", childAges: [] };
    saveDraft("destination-dst-munnar", { ...EMPTY_ENQUIRY, trip }, NOW);
    expect(loadDraft("destination-dst-munnar", NOW)).toEqual({ ...EMPTY_ENQUIRY, trip });
    saveDraft("destination-dst-munnar", { ...valid, trip: EMPTY_TRIP_FORM }, NOW);
    expect(loadDraft("destination-dst-munnar", NOW)).toEqual(valid);
    saveDraft("destination-dst-munnar", { ...EMPTY_ENQUIRY, trip: EMPTY_TRIP_FORM }, NOW);
    expect(localStorage.length).toBe(0);
  });

  it("drops the draft when every field is emptied", () => {
    saveDraft("contact", valid);
    saveDraft("contact", EMPTY_ENQUIRY);
    expect(localStorage.length).toBe(0);
  });

  it("removes a draft older than 24 hours, or of unknown age, instead of filling the form for the next person", () => {
    saveDraft("contact", valid, NOW);
    expect(loadDraft("contact", NOW + 24 * HOUR)).toEqual(valid);
    expect(loadDraft("contact", NOW + 24 * HOUR + 1)).toBeNull();
    expect(localStorage.getItem("enquiry-draft:contact")).toBeNull();
    // A draft written by the earlier version of the site has no date.
    localStorage.setItem("enquiry-draft:contact", JSON.stringify(valid));
    expect(loadDraft("contact", NOW)).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("ignores a damaged draft and survives a storage that is blocked or full", () => {
    localStorage.setItem("enquiry-draft:contact", "{not json");
    expect(loadDraft("contact")).toBeNull();
    localStorage.setItem(
      "enquiry-draft:contact",
      JSON.stringify({ savedAt: NOW, enquiry: { name: 5, email: "a@b.in" } }),
    );
    expect(loadDraft("contact", NOW)).toEqual({ ...EMPTY_ENQUIRY, email: "a@b.in" });
    const blocked = blockedStorage();
    expect(loadDraft("contact", NOW, blocked)).toBeNull();
    expect(() => saveDraft("contact", valid, NOW, blocked)).not.toThrow();
    expect(() => clearDraft("contact", blocked)).not.toThrow();
  });
});
