import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, it } from "node:test";
import { makeApp, postContact, tempDir, validEnquiry } from "./helpers.mjs";
import { CONTACT_BODY_LIMIT } from "../contacts.mjs";
import {
  BUDGET_PER_PERSON,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  addDays,
  earliestToday,
  formatDateRange,
  formatMonth,
  lastTravelDay,
  latestToday,
  tripSummary,
} from "../site-rules.mjs";

/** @param {string} file */
const stored = async (file) =>
  (await readFile(file, "utf8").catch(() => ""))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

// Dates the rules take on any day: four months ahead, and the last day two years ahead allows anywhere on Earth.
const today = earliestToday(Date.now());
const start = addDays(today, 120);
const lastDay = lastTravelDay(latestToday(Date.now()));
const past = addDays(today, -30);
const trip = () => ({
  when: { type: "dates", start, end: addDays(start, 6) },
  adults: 2,
  children: [7],
  rooms: 1,
  from: "Kochi",
  budgetPerPerson: 30000,
});
const travelLine = tripSummary(trip());
const withTrip = (override = {}) => ({
  ...validEnquiry(),
  message: `Two adults and our son.\n\n${travelLine}`,
  fillMs: 9000,
  trip: { ...trip(), ...override },
});

describe("POST /api/contacts with travel details (trip)", () => {
  it("stores the trip with the enquiry, only its known keys, the city trimmed", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const body = withTrip({ from: "  Kochi ", extra: "ignored" });
    body.trip.when = { ...body.trip.when, month: "ignored too" };
    const res = await postContact(app, body);
    assert.equal(res.statusCode, 201);
    const [record] = await stored(file);
    assert.deepEqual(record.trip, trip());
    assert.equal(record.message, `Two adults and our son.\n\n${travelLine}`);
    const read = (await app.inject("/__test/contacts")).json();
    assert.deepEqual(read[0].trip, trip());
  });

  it("takes a month, flexible dates, no children, no budget; an enquiry without a trip stores none", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const month = {
      when: { type: "month", month: start.slice(0, 7) },
      adults: 1,
      children: [],
      rooms: 1,
      from: "Delhi",
    };
    const flexible = { when: { type: "flexible" }, adults: 4, children: [0, 17], rooms: 6, from: "മൂന്നാർ" };
    for (const value of [month, flexible]) {
      assert.equal((await postContact(app, { ...validEnquiry(), trip: value })).statusCode, 201, JSON.stringify(value));
    }
    assert.equal((await postContact(app, { ...validEnquiry(), trip: null })).statusCode, 201);
    assert.equal((await postContact(app, validEnquiry())).statusCode, 201);
    const records = await stored(file);
    assert.deepEqual(
      records.map((record) => record.trip),
      [month, flexible, undefined, undefined],
    );
    assert.equal("trip" in records[3], false);
  });

  it("refuses impossible values with a message for each, and stores nothing", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const tooFar = `We quote trips up to two years ahead: choose a date until ${formatDateRange(lastDay, lastDay)}`;
    const lastMonthName = formatMonth(lastDay.slice(0, 7));
    /** @type {Array<[Record<string, unknown>, Record<string, string>]>} */
    const cases = [
      [{ when: { type: "dates", start: past, end: start } }, { "trip.when.start": "The start date is in the past" }],
      [
        { when: { type: "dates", start, end: addDays(start, -1) } },
        { "trip.when.end": "The end date is before the start date" },
      ],
      [
        { when: { type: "dates", start: "2027-02-30", end: "" } },
        {
          "trip.when.start": "Write the start date as YYYY-MM-DD",
          "trip.when.end": "Choose the last day of your trip",
        },
      ],
      [
        { when: { type: "month", month: past.slice(0, 7) } },
        { "trip.when.month": "The month is in the past; choose this month or a later one" },
      ],
      [{ when: { type: "month", month: "2027-13" } }, { "trip.when.month": "Write the month as YYYY-MM" }],
      // Two years ahead is as far as the office quotes.
      [{ when: { type: "dates", start: addDays(lastDay, 1), end: "9999-12-31" } }, { "trip.when.start": tooFar }],
      [{ when: { type: "dates", start, end: addDays(lastDay, 1) } }, { "trip.when.end": tooFar }],
      [
        { when: { type: "month", month: "9999-12" } },
        { "trip.when.month": `We quote trips up to two years ahead: choose a month until ${lastMonthName}` },
      ],
      [{ when: "soon" }, { "trip.when": "Choose when you want to travel: a month, exact dates or flexible" }],
      [
        { children: Array.from({ length: MAX_CHILDREN + 1 }, () => 7), rooms: 1 },
        { "trip.children": "Up to 20 children per enquiry; tell us about more in your message" },
      ],
      [
        { children: [7, 18, -1] },
        {
          "trip.children.1": "Age of child 2 must be from 0 to 17 (18 and over count as adults)",
          "trip.children.2": "Age of child 3 must be from 0 to 17 (18 and over count as adults)",
        },
      ],
      [
        { children: [null, 2.5] },
        {
          "trip.children.0": "Enter the age of child 1",
          "trip.children.1": "Age of child 2 must be a whole number of years",
        },
      ],
      [{ children: "7" }, { "trip.children": "Children must be a list of ages" }],
      [{ adults: 0 }, { "trip.adults": "At least one adult must travel" }],
      [{ adults: "2" }, { "trip.adults": "Adults must be a whole number" }],
      [{ adults: undefined }, { "trip.adults": "Tell us how many adults are travelling" }],
      [{ rooms: 0 }, { "trip.rooms": "At least one room is needed" }],
      [
        { adults: Number.MAX_SAFE_INTEGER },
        { "trip.adults": "Up to 20 adults per enquiry; tell us about a bigger group in your message" },
      ],
      [
        { adults: MAX_ADULTS + 1, rooms: MAX_ROOMS + 1 },
        {
          "trip.adults": "Up to 20 adults per enquiry; tell us about a bigger group in your message",
          "trip.rooms": "Up to 20 rooms per enquiry; tell us about more in your message",
        },
      ],
      [
        { rooms: Number.MAX_SAFE_INTEGER },
        { "trip.rooms": "Up to 20 rooms per enquiry; tell us about more in your message" },
      ],
      [{ rooms: 4 }, { "trip.rooms": "More rooms than travellers: at most 3 rooms for 3 travellers" }],
      ...[0, -500, BUDGET_PER_PERSON.min - 1, BUDGET_PER_PERSON.max + 1, Number.MAX_SAFE_INTEGER].map(
        (budgetPerPerson) =>
          /** @type {[Record<string, unknown>, Record<string, string>]} */ ([
            { budgetPerPerson },
            { "trip.budgetPerPerson": "Budget per person must be from ₹1,000 to ₹10,00,000" },
          ]),
      ),
      [{ budgetPerPerson: "30000" }, { "trip.budgetPerPerson": "Budget per person must be a whole number of rupees" }],
      [
        { budgetPerPerson: 1.5e4 + 0.5 },
        { "trip.budgetPerPerson": "Budget per person must be a whole number of rupees" },
      ],
      [{ from: "  " }, { "trip.from": "Tell us the city you are leaving from" }],
      [
        { from: "Kochi\nBcc: x@y.in" },
        { "trip.from": "Leaving from cannot contain line breaks or hidden control characters" },
      ],
      [{ from: "k".repeat(101) }, { "trip.from": "Leaving from must be at most 100 characters" }],
    ];
    for (const [override, fields] of cases) {
      const res = await postContact(app, withTrip(override));
      assert.equal(res.statusCode, 400, JSON.stringify(override));
      assert.deepEqual(res.json(), { error: "Validation failed", fields }, JSON.stringify(override));
    }
    const notAnObject = await postContact(app, { ...validEnquiry(), name: "", trip: "2 adults" });
    assert.deepEqual(notAnObject.json().fields, {
      name: "Name is required",
      trip: "Trip must be an object with when, adults, children, rooms and from",
    });
    assert.deepEqual(await stored(file), []);
  });

  it("counts a date as past only once it is past everywhere on Earth, and too far only when too far everywhere", () => {
    // 06:00 UTC on 24 Nov: already the 24th in Kochi, still the 23rd in Honolulu and on Baker Island (UTC−12).
    assert.equal(earliestToday(Date.UTC(2026, 10, 24, 6)), "2026-11-23");
    assert.equal(earliestToday(Date.UTC(2026, 10, 24, 12)), "2026-11-24");
    // 11:00 UTC on 24 Nov: already the 25th on Kiritimati (UTC+14), so a trip may end on 25 Nov 2028.
    assert.equal(latestToday(Date.UTC(2026, 10, 24, 11)), "2026-11-25");
    assert.equal(lastTravelDay(latestToday(Date.UTC(2026, 10, 24, 11))), "2028-11-25");
    assert.equal(lastTravelDay("2028-02-29"), "2030-02-28");
  });

  it("a retry with the same key and trip is the same enquiry; another trip under that key is 422", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const key = { "idempotency-key": "trip-enquiry-0001" };
    const first = await postContact(app, withTrip(), key);
    assert.equal(first.statusCode, 201);
    const retry = await postContact(app, { ...withTrip({ from: "Kochi " }), fillMs: 12000 }, key);
    assert.equal(retry.statusCode, 201);
    assert.deepEqual(retry.json(), first.json());
    for (const override of [{ adults: 3 }, { children: [8] }, { budgetPerPerson: undefined }]) {
      const other = await postContact(app, withTrip(override), key);
      assert.equal(other.statusCode, 422, JSON.stringify(override));
    }
    const { trip: _trip, ...withoutTrip } = withTrip();
    assert.equal((await postContact(app, withoutTrip, key)).statusCode, 422);
    assert.equal((await stored(file)).length, 1);
  });

  it("takes the largest valid enquiry with the largest trip, every emoji written as \\u escapes", async () => {
    const app = await makeApp();
    const largest = {
      name: "😀".repeat(100),
      email: `${"a".repeat(240)}@example.in`,
      phone: "+".repeat(30),
      subject: "😀".repeat(200),
      message: "😀".repeat(5000),
      fillMs: 123456789,
      website: "",
      noticeVersion: "2026-11-24",
      marketingOptIn: false,
      trip: {
        when: { type: "dates", start: addDays(lastDay, -1), end: addDays(lastDay, -1) },
        adults: MAX_ADULTS,
        children: Array.from({ length: MAX_CHILDREN }, () => 17),
        rooms: MAX_ROOMS,
        from: "😀".repeat(100),
        budgetPerPerson: BUDGET_PER_PERSON.max,
      },
    };
    const escaped = JSON.stringify(largest).replace(/[\u{10000}-\u{10ffff}]/gu, (c) =>
      [...c.split("")].map((unit) => `\\u${unit.charCodeAt(0).toString(16)}`).join(""),
    );
    assert.ok(
      Buffer.byteLength(escaped) <= CONTACT_BODY_LIMIT,
      `${Buffer.byteLength(escaped)} > ${CONTACT_BODY_LIMIT}`,
    );
    const res = await postContact(app, escaped, { "content-type": "application/json" });
    assert.equal(res.statusCode, 201);
  });

  it("refuses a notice version that is no calendar date (a month 13 was a 500)", async () => {
    const app = await makeApp();
    const res = await postContact(app, { ...validEnquiry(), noticeVersion: "2026-13-01" });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().fields, { noticeVersion: "Notice version must be a date written YYYY-MM-DD" });
  });
});
