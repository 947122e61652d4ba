import assert from "node:assert/strict";
import * as fsPromises from "node:fs/promises";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { describe, it } from "node:test";
import { FIXTURE_SEED, makeApp, postContact, tempDir, validEnquiry } from "./helpers.mjs";
import { buildApp } from "../app.mjs";
import { CONTACT_BODY_LIMIT } from "../contacts.mjs";
import { ContactsStore } from "../contacts-store.mjs";
import { PUBLISHED_NOTICE_VERSIONS, fieldProblem, problemMessage } from "../site-rules.mjs";

/** @param {string} file */
const lines = async (file) => (await readFile(file, "utf8")).split("\n").filter(Boolean);

describe("POST /api/contacts", () => {
  it("stores a valid enquiry on disk before answering 201 { id, receivedAt }", async () => {
    const file = path.join(await tempDir(), "nested", "dir", "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const res = await postContact(app, { ...validEnquiry(), name: "  Meera Nair  ", fillMs: 8000, extra: "ignored" });
    assert.equal(res.statusCode, 201);
    const { id, receivedAt } = res.json();
    assert.match(id, /^[0-9a-f-]{36}$/);
    assert.ok(!Number.isNaN(Date.parse(receivedAt)));

    const stored = (await lines(file)).map((l) => JSON.parse(l));
    assert.equal(stored.length, 1);
    // Sent without an offers choice: no opt-in; without a language (a form from before the editions): English.
    assert.deepEqual(stored[0], {
      id,
      receivedAt,
      ip: "127.0.0.1",
      ...validEnquiry(),
      marketingOptIn: false,
      language: "en",
    });
  });

  it("stores the edition it was sent from (the language to answer in) and the currency the visitor saw", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const fromMalayalam = { ...validEnquiry(), fillMs: 8000, language: "ml", currency: "AED" };
    assert.equal((await postContact(app, fromMalayalam, { "idempotency-key": "edition-key-1" })).statusCode, 201);
    assert.equal((await postContact(app, { ...validEnquiry(), fillMs: 8000, language: "ar" })).statusCode, 201);
    const stored = (await lines(file)).map((l) => JSON.parse(l));
    assert.deepEqual(
      stored.map(({ language, currency }) => ({ language, currency })),
      [
        { language: "ml", currency: "AED" },
        { language: "ar", currency: undefined },
      ],
    );
    // A retry is the same enquiry only from the same edition with the same currency.
    const retried = await postContact(app, fromMalayalam, { "idempotency-key": "edition-key-1" });
    assert.equal(retried.statusCode, 201);
    const otherCurrency = await postContact(
      app,
      { ...fromMalayalam, currency: "SAR" },
      { "idempotency-key": "edition-key-1" },
    );
    assert.equal(otherCurrency.statusCode, 422);
    assert.equal((await lines(file)).length, 2);
  });

  it("refuses a language or currency the site does not offer, naming what it takes, and stores nothing", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const res = await postContact(app, { ...validEnquiry(), fillMs: 8000, language: "fr", currency: "EUR" });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json().fields, {
      language: "Language must be the edition the enquiry was sent from: en, ml, ar",
      currency: "Currency must be one of AED, SAR, QAR, KWD, OMR, BHD, USD, GBP, or absent for prices in ₹ only",
    });
    const typed = await postContact(app, { ...validEnquiry(), fillMs: 8000, language: ["ml"], currency: 3 });
    assert.equal(typed.statusCode, 400);
    assert.deepEqual(Object.keys(typed.json().fields).sort(), ["currency", "language"]);
    await assert.rejects(readFile(file, "utf8"));
  });

  it("stores the privacy notice's version and the offers choice, and reads them back", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const optedIn = { ...validEnquiry(), fillMs: 8000, noticeVersion: "2026-11-24", marketingOptIn: true };
    const declined = { ...validEnquiry(), subject: "Wayanad", fillMs: 8000, noticeVersion: "2026-11-24" };
    assert.equal((await postContact(app, optedIn, { "idempotency-key": "consent-key-1" })).statusCode, 201);
    assert.equal((await postContact(app, declined)).statusCode, 201);
    const stored = (await lines(file)).map((l) => JSON.parse(l));
    assert.deepEqual(
      stored.map(({ noticeVersion, marketingOptIn }) => ({ noticeVersion, marketingOptIn })),
      [
        { noticeVersion: "2026-11-24", marketingOptIn: true },
        { noticeVersion: "2026-11-24", marketingOptIn: false },
      ],
    );
    const read = (await app.inject({ method: "GET", url: "/__test/contacts" })).json();
    assert.deepEqual(
      read.map((/** @type {Record<string, unknown>} */ r) => [r.subject, r.noticeVersion, r.marketingOptIn]),
      [
        ["Munnar in December", "2026-11-24", true],
        ["Wayanad", "2026-11-24", false],
      ],
    );
    // The same key with the opposite choice, or with another notice, is another enquiry, not a retry.
    const flipped = await postContact(
      app,
      { ...optedIn, marketingOptIn: false },
      { "idempotency-key": "consent-key-1" },
    );
    assert.equal(flipped.statusCode, 422);
    const otherNotice = await postContact(
      app,
      { ...optedIn, noticeVersion: PUBLISHED_NOTICE_VERSIONS[0] },
      { "idempotency-key": "consent-key-1" },
    );
    assert.equal(otherNotice.statusCode, 422);
    assert.equal((await lines(file)).length, 2);
  });

  it("takes only a version of the privacy notice the site published, and requires one", async () => {
    const app = await makeApp();
    const notice = JSON.parse(await readFile(new URL("../../content/pages/privacy.json", import.meta.url), "utf8"));
    assert.deepEqual(PUBLISHED_NOTICE_VERSIONS, [notice.lastUpdated, ...notice.earlierVersions]);
    for (const noticeVersion of PUBLISHED_NOTICE_VERSIONS) {
      assert.equal((await postContact(app, { ...validEnquiry(), noticeVersion })).statusCode, 201, noticeVersion);
    }
    const published = PUBLISHED_NOTICE_VERSIONS.join(", ");
    const cases = [
      [{ noticeVersion: "2099-12-31" }, `Notice version must be a version of the privacy notice: ${published}`],
      [{ noticeVersion: "2026-01-01" }, `Notice version must be a version of the privacy notice: ${published}`],
      [
        { noticeVersion: undefined },
        "Notice version is required: the date of the privacy notice shown beside the form",
      ],
      [{ noticeVersion: "" }, "Notice version is required: the date of the privacy notice shown beside the form"],
    ];
    for (const [override, text] of cases) {
      const res = await postContact(app, { ...validEnquiry(), ...override });
      assert.equal(res.statusCode, 400, JSON.stringify(override));
      assert.deepEqual(res.json().fields, { noticeVersion: text });
    }
  });

  it("refuses a notice version that is not a YYYY-MM-DD date and an opt-in that is not a boolean", async () => {
    const app = await makeApp();
    const cases = [
      [{ noticeVersion: "24/11/2026" }, "noticeVersion", "Notice version must be a date written YYYY-MM-DD"],
      [{ noticeVersion: "2026-02-30" }, "noticeVersion", "Notice version must be a date written YYYY-MM-DD"],
      [{ noticeVersion: 20261124 }, "noticeVersion", "Notice version must be a date written YYYY-MM-DD"],
      [{ marketingOptIn: "yes" }, "marketingOptIn", "Marketing opt-in must be true or false"],
      [{ marketingOptIn: 1 }, "marketingOptIn", "Marketing opt-in must be true or false"],
    ];
    for (const [override, field, text] of cases) {
      const res = await postContact(app, { ...validEnquiry(), ...override });
      assert.equal(res.statusCode, 400, JSON.stringify(override));
      assert.deepEqual(res.json().fields, { [field]: text });
    }
    const both = await postContact(app, { ...validEnquiry(), name: "", marketingOptIn: "on" });
    assert.deepEqual(Object.keys(both.json().fields), ["name", "marketingOptIn"]);
  });

  it("phone is optional", async () => {
    const app = await makeApp();
    const { phone, ...rest } = validEnquiry();
    assert.equal((await postContact(app, rest)).statusCode, 201);
  });

  it("names every missing or blank field", async () => {
    const app = await makeApp();
    const res = await postContact(app, { email: "a@b.in", name: "   ", message: "", noticeVersion: "2026-11-24" });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      error: "Validation failed",
      fields: { name: "Name is required", subject: "Subject is required", message: "Message is required" },
    });
  });

  it("answers each problem's code in English, the words the form's English catalogue gives the same code", async () => {
    const app = await makeApp();
    const cases = [
      [{ name: "   " }, "name", { code: "required", field: "name" }, "Name is required"],
      [{ email: "a@b" }, "email", { code: "email", field: "email" }, "Enter a valid e-mail address"],
      [
        { phone: "call me" },
        "phone",
        { code: "phone", field: "phone" },
        "Phone may contain only digits, spaces and + - ( )",
      ],
      [
        { subject: "s".repeat(201) },
        "subject",
        { code: "tooLong", field: "subject", max: 200 },
        "Subject must be at most 200 characters",
      ],
      [
        { name: "Meera\nNair" },
        "name",
        { code: "lineBreaks", field: "name" },
        "Name cannot contain line breaks or hidden control characters",
      ],
      [
        { message: "see \u202efdp.exe" },
        "message",
        { code: "hidden", field: "message" },
        "Message cannot contain hidden control characters",
      ],
    ];
    const english = JSON.parse(
      await readFile(new URL("../../src/i18n/messages/enquiry/en.json", import.meta.url), "utf8"),
    );
    for (const [override, field, problem, text] of cases) {
      const value = /** @type {Record<string, string>} */ (override)[field];
      assert.deepEqual(fieldProblem(field, value), problem);
      assert.equal(problemMessage(problem), text);
      const res = await postContact(app, { ...validEnquiry(), ...override });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(res.json().fields, { [field]: text });
      // The catalogue's English for the code, with the field's English name, is the API's sentence.
      const message = english[`enquiry.problem.${problem.code}`];
      const template = typeof message === "string" ? message : message.other;
      const worded = template
        .replace("{field}", english[`enquiry.field.${field}`])
        .replace("{max}", String(problem.max));
      assert.equal(worded, text);
    }
  });

  it("rejects bad e-mail, phone, lengths and non-text values", async () => {
    const app = await makeApp();
    const cases = [
      [{ email: "not-an-email" }, "email", "Enter a valid e-mail address"],
      [{ email: "a@b" }, "email", "Enter a valid e-mail address"],
      [{ email: "a b@c.in" }, "email", "Enter a valid e-mail address"],
      [{ email: `${"a".repeat(250)}@b.in` }, "email", undefined],
      [{ phone: "98470<script>" }, "phone", undefined],
      [{ phone: "1".repeat(31) }, "phone", undefined],
      [{ name: "n".repeat(101) }, "name", undefined],
      [{ subject: "s".repeat(201) }, "subject", undefined],
      [{ message: "m".repeat(5001) }, "message", undefined],
      [{ name: 42 }, "name", "Name must be text"],
      [{ message: ["a"] }, "message", "Message must be text"],
    ];
    for (const [override, field, text] of cases) {
      const res = await postContact(app, { ...validEnquiry(), ...override });
      assert.equal(res.statusCode, 400, JSON.stringify(override).slice(0, 80));
      const { fields } = res.json();
      assert.deepEqual(Object.keys(fields), [field]);
      if (text) assert.equal(fields[field], text);
    }
    // Limits are inclusive.
    const atLimits = {
      ...validEnquiry(),
      name: "n".repeat(100),
      subject: "s".repeat(200),
      message: "m".repeat(5000),
      phone: "(+91) 98-47".padEnd(30, "0"),
    };
    assert.equal((await postContact(app, atLimits)).statusCode, 201);
  });

  it("answers 400 to malformed JSON, non-JSON bodies and non-object JSON", async () => {
    const app = await makeApp();
    const bodies = [
      ['{"name": "x",', "application/json"],
      ["name=x&email=y", "application/x-www-form-urlencoded"],
      ["hello", "text/plain"],
      ["[1,2]", "application/json"],
      ['"just a string"', "application/json"],
      ["null", "application/json"],
      ['{"__proto__": {"admin": true}}', "application/json"],
    ];
    for (const [payload, type] of bodies) {
      const res = await postContact(app, payload, { "content-type": type });
      assert.equal(res.statusCode, 400, `${type}: ${payload}`);
      assert.equal(typeof res.json().error, "string");
    }
    const empty = await app.inject({ method: "POST", url: "/api/contacts" });
    assert.equal(empty.statusCode, 400);
  });

  it("takes the largest valid enquiry, even with every emoji written as \\u escapes, and answers 413 JSON beyond", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const largest = {
      name: "😀".repeat(100),
      email: `${"a".repeat(240)}@example.in`,
      phone: "+".repeat(30),
      subject: "😀".repeat(200),
      message: "😀".repeat(5000),
      noticeVersion: PUBLISHED_NOTICE_VERSIONS[0],
    };
    const raw = JSON.stringify(largest);
    const escaped = raw.replace(/[\u{10000}-\u{10ffff}]/gu, (c) =>
      [...c.split("")].map((unit) => `\\u${unit.charCodeAt(0).toString(16)}`).join(""),
    );
    assert.ok(escaped.length > 60_000, "the escaped body is the worst case");
    for (const payload of [raw, escaped]) {
      const res = await postContact(app, payload, { "content-type": "application/json" });
      assert.equal(res.statusCode, 201, `${Buffer.byteLength(payload)} bytes`);
    }
    const stored = (await lines(file)).map((l) => JSON.parse(l));
    assert.equal(stored[1].message, largest.message);

    const res = await postContact(app, JSON.stringify({ ...validEnquiry(), message: "x".repeat(CONTACT_BODY_LIMIT) }), {
      "content-type": "application/json",
    });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().error, "Payload too large");
  });

  it("refuses control characters, bidi overrides and quoted e-mails with a field message, and stores nothing", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const cases = [
      [
        { name: "Meera\r\nBcc: spam@example.in" },
        "name",
        "Name cannot contain line breaks or hidden control characters",
      ],
      [{ subject: "Munnar\u0000" }, "subject", "Subject cannot contain line breaks or hidden control characters"],
      [{ message: "invoice \u202efdp.exe" }, "message", "Message cannot contain hidden control characters"],
      [{ message: "ring \u0007" }, "message", "Message cannot contain hidden control characters"],
      [{ email: "Meera <meera@example.in>" }, "email", "Enter a valid e-mail address"],
      [{ email: '"meera"@example.in' }, "email", "Enter a valid e-mail address"],
    ];
    for (const [override, field, text] of cases) {
      const res = await postContact(app, { ...validEnquiry(), ...override });
      assert.equal(res.statusCode, 400, JSON.stringify(override));
      assert.deepEqual(res.json().fields, { [field]: text });
    }
    assert.equal((await readFile(file, "utf8").catch(() => "")).trim(), "");
    const res = await postContact(app, { ...validEnquiry(), message: "Day 1:\tMunnar\r\nDay 2:\tThekkady" });
    assert.equal(res.statusCode, 201);
    assert.equal(JSON.parse((await lines(file))[0]).message, "Day 1:\tMunnar\nDay 2:\tThekkady");
  });

  it("refuses invisible characters in the short fields, keeps the joiners of Malayalam, Persian and emoji", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const hidden = "Name cannot contain line breaks or hidden control characters";
    const cases = [
      [{ name: "Meera\u200bNair" }, "name", hidden],
      [{ name: "Meera\u200dNair" }, "name", hidden],
      [{ name: "Meera\u200eNair" }, "name", hidden],
      [{ name: "Mee\u00adra" }, "name", hidden],
      [{ name: "\u061cMeera Nair" }, "name", hidden],
      [{ email: "meera\u2060@example.in" }, "email", "E-mail cannot contain line breaks or hidden control characters"],
      [{ phone: "98470\ufeff12345" }, "phone", "Phone cannot contain line breaks or hidden control characters"],
      [
        { subject: "Munnar\u200fin December" },
        "subject",
        "Subject cannot contain line breaks or hidden control characters",
      ],
      [{ message: "Two adults \u2066please\u2069" }, "message", "Message cannot contain hidden control characters"],
      // By category: separators, blank letters, tags, private use, unassigned and lone surrogates.
      ...["\u2028", "\u2029", "\u3164", "\u2800", "\u115f", "\uffa0", "\u{e0041}", "\ue000", "\u0378", "\ud800"].map(
        (char) => [{ name: `Meera${char}Nair` }, "name", hidden],
      ),
      [{ name: "\u3164\u3164" }, "name", hidden],
      [{ message: "Two adults\ud800" }, "message", "Message cannot contain hidden control characters"],
    ];
    for (const [override, field, text] of cases) {
      const res = await postContact(app, { ...validEnquiry(), ...override });
      assert.equal(res.statusCode, 400, JSON.stringify(override));
      assert.deepEqual(res.json().fields, { [field]: text });
    }
    assert.equal((await readFile(file, "utf8").catch(() => "")).trim(), "");

    const shaped = {
      ...validEnquiry(),
      name: "മീര നായര്‍ 👩🏽‍💻",
      subject: "سفر می‌خواهم",
      message: "അവന്‍ വന്നു, क्‍ष 👨‍👩‍👧 ❤️‍🔥",
    };
    assert.equal((await postContact(app, shaped)).statusCode, 201);
    const pasted = "Two\u200b adults,\u00ad four\u200d nights\ufeff \u200eplease\u2063.";
    assert.equal((await postContact(app, { ...validEnquiry(), message: `\u200b${pasted}` })).statusCode, 201);
    const stored = (await lines(file)).map((l) => JSON.parse(l));
    assert.deepEqual(
      stored.map(({ name, subject, message }) => ({ name, subject, message })),
      [
        { name: shaped.name, subject: shaped.subject, message: shaped.message },
        { name: "Meera Nair", subject: "Munnar in December", message: "Two adults, four nights please." },
      ],
    );
  });

  it("rate-limits per IP and answers 429 JSON", async () => {
    const app = await makeApp({ contactRateLimit: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await postContact(app, validEnquiry())).statusCode);
    assert.deepEqual(statuses, [201, 201, 201, 429, 429]);
    const limited = await postContact(app, validEnquiry());
    assert.equal(limited.json().error, "Too many requests");
    assert.ok(limited.headers["retry-after"]);
    // Another client is not affected, and neither are other routes.
    const otherClient = await app.inject({
      method: "POST",
      url: "/api/contacts",
      payload: validEnquiry(),
      remoteAddress: "10.0.0.9",
    });
    assert.equal(otherClient.statusCode, 201);
    assert.equal((await app.inject("/api/deals")).statusCode, 200);
  });

  it("stores markup verbatim as text", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const xss = "<img src=x onerror=alert(1)>";
    const res = await postContact(app, {
      ...validEnquiry(),
      name: xss,
      subject: `<script>alert("s")</script>`,
      message: xss,
    });
    assert.equal(res.statusCode, 201);
    const [stored] = (await app.inject("/__test/contacts")).json();
    assert.equal(stored.name, xss);
    assert.equal(stored.message, xss);
    assert.equal(stored.subject, '<script>alert("s")</script>');
  });

  it("100 concurrent posts give 100 whole, distinct lines", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        postContact(app, { ...validEnquiry(), message: `enquiry ${i} ${"x".repeat(i * 40)}` }),
      ),
    );
    assert.ok(responses.every((r) => r.statusCode === 201));
    const stored = (await lines(file)).map((l) => JSON.parse(l));
    assert.equal(stored.length, 100);
    assert.equal(new Set(stored.map((r) => r.id)).size, 100);
    assert.deepEqual(new Set(stored.map((r) => r.id)), new Set(responses.map((r) => r.json().id)));
    assert.equal(new Set(stored.map((r) => r.message.split(" ")[1])).size, 100);
  });

  it("answers 503 and claims nothing when the enquiry cannot be written", async () => {
    const dir = path.join(await tempDir(), "gone");
    const app = await makeApp({ contactsFile: path.join(dir, "contacts.jsonl") });
    // Replace the directory by a plain file: every open() of the contacts file now fails.
    await rm(dir, { recursive: true, force: true });
    await writeFile(dir, "not a directory");
    const res = await postContact(app, validEnquiry());
    assert.equal(res.statusCode, 503);
    assert.equal(res.json().id, undefined);
    // The server keeps working once the disk is back.
    await rm(dir);
    await mkdir(dir);
    assert.equal((await postContact(app, validEnquiry())).statusCode, 201);
  });
});

describe("contacts file across restarts", () => {
  it("a second app on the same file reads back what the first stored", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const first = await buildApp({ seedDir: FIXTURE_SEED, contactsFile: file, logger: false });
    const { id } = (await postContact(first, validEnquiry())).json();
    await first.close();

    const second = await makeApp({ contactsFile: file });
    const stored = (await second.inject("/__test/contacts")).json();
    assert.deepEqual(
      stored.map((r) => r.id),
      [id],
    );
  });

  it("a torn last line is dropped with a warning, and later appends stay whole", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const good = JSON.stringify({ id: "old-1", name: "Kept" });
    await writeFile(file, `${good}\n{"id":"torn","name":"Hal`);
    const logs = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs.push(JSON.parse(chunk));
        done();
      },
    });
    const app = await makeApp({ contactsFile: file, logger: { level: "warn", stream } });

    assert.ok(
      logs.some((l) => l.level === 40 && /torn last line/.test(l.msg)),
      JSON.stringify(logs),
    );
    assert.deepEqual(
      (await app.inject("/__test/contacts")).json().map((r) => r.id),
      ["old-1"],
    );
    const { id } = (await postContact(app, validEnquiry())).json();
    const onDisk = (await lines(file)).map((l) => JSON.parse(l).id);
    assert.deepEqual(onDisk, ["old-1", id]);
  });

  it("a whole last record missing only its newline is kept", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    await writeFile(file, JSON.stringify({ id: "whole" }));
    const app = await makeApp({ contactsFile: file });
    const { id } = (await postContact(app, validEnquiry())).json();
    assert.deepEqual(
      (await lines(file)).map((l) => JSON.parse(l).id),
      ["whole", id],
    );
  });

  it("DELETE /__test/contacts empties the store", async () => {
    const app = await makeApp();
    await postContact(app, validEnquiry());
    assert.equal((await app.inject({ method: "DELETE", url: "/__test/contacts" })).statusCode, 204);
    assert.deepEqual((await app.inject("/__test/contacts")).json(), []);
  });

  it("test-control routes do not exist unless enabled", async () => {
    const app = await makeApp({ enableTestControl: false });
    assert.equal((await app.inject("/__test/contacts")).statusCode, 404);
    assert.equal((await app.inject({ method: "PUT", url: "/__test/faults", payload: {} })).statusCode, 404);
  });
});

/**
 * node:fs/promises as the contacts store sees it, with every fsync counted and each file write passed through
 * `onWrite` (which may hold it, or write part of it and never finish, as a crash would).
 * @param {{ beforeSync?: (n: number) => Promise<void>, beforeTruncate?: (n: number) => Promise<void>,
 *   onWrite?: (n: number, handle: fsPromises.FileHandle, data: string) => Promise<void> | undefined }} [hooks]
 */
function observedFs(hooks = {}) {
  const counts = { syncs: 0, writes: 0, truncates: 0 };
  const fs = {
    ...fsPromises,
    /** @param {string} file @param {string} flags */
    async open(file, flags) {
      const handle = await fsPromises.open(file, flags);
      return {
        stat: () => handle.stat(),
        write: (/** @type {string} */ data, /** @type {number} */ position) => handle.write(data, position),
        async truncate(/** @type {number} */ length) {
          counts.truncates += 1;
          await hooks.beforeTruncate?.(counts.truncates);
          return handle.truncate(length);
        },
        close: () => handle.close(),
        async writeFile(/** @type {string} */ data) {
          counts.writes += 1;
          return hooks.onWrite?.(counts.writes, handle, data) ?? handle.writeFile(data);
        },
        async sync() {
          counts.syncs += 1;
          await hooks.beforeSync?.(counts.syncs);
          return handle.sync();
        },
      };
    },
  };
  return { counts, fs: /** @type {any} */ (fs) }; // a partial FileHandle: the methods the store calls
}

const silent = { warn: () => {} };
/** @param {number} i */
const keyedRecord = (i) => ({
  id: `id-${i}`,
  idempotencyKey: `enquiry-${String(i).padStart(4, "0")}`,
  message: `m${i}`,
});
/** Lets every pending I/O callback and promise run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("group commit: many enquiries, one fsync", () => {
  it("50 concurrent posts are written in fewer fsyncs than 50, every one whole and answered 201", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const { counts, fs } = observedFs();
    const app = await makeApp({ contactsFile: file, contactsFs: fs });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postContact(app, { ...validEnquiry(), message: `enquiry ${i}` })),
    );
    assert.deepEqual(new Set(responses.map((r) => r.statusCode)), new Set([201]));
    const stored = (await lines(file)).map((l) => JSON.parse(l));
    assert.deepEqual(new Set(stored.map((r) => r.id)), new Set(responses.map((r) => r.json().id)));
    assert.equal(stored.length, 50);
    assert.ok(counts.syncs >= 1 && counts.syncs < 50, `${counts.syncs} fsyncs for 50 enquiries`);
    assert.equal(counts.syncs, counts.writes, "one fsync per batch written");
  });

  it("enquiries arriving during a write go to disk together in the next batch, none acknowledged before its fsync", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    /** @type {() => void} */
    let release = () => {};
    /** @type {() => void} */
    let reached = () => {};
    const firstSyncReached = new Promise((resolve) => {
      reached = () => resolve(undefined);
    });
    const { counts, fs } = observedFs({
      beforeSync: (n) =>
        n === 1
          ? new Promise((resolve) => {
              release = () => resolve(undefined);
              reached();
            })
          : Promise.resolve(),
    });
    const store = new ContactsStore(file, silent, fs);
    await store.open();
    /** @type {Set<string>} */
    const acknowledged = new Set();
    /** @param {number} i */
    const post = (i) =>
      store.appendOnce(keyedRecord(i)).then((result) => {
        acknowledged.add(String(result.record.id));
        return result;
      });

    const first = post(0);
    await firstSyncReached;
    const later = Array.from({ length: 49 }, (_, i) => post(i + 1));
    // The same key again, while its record waits in the batch: answered with that record, not stored twice.
    const repeat = store.appendOnce({ ...keyedRecord(7), id: "id-7-again" });
    await settle();
    assert.deepEqual([...acknowledged], [], "nothing is acknowledged while the first batch's fsync is pending");
    assert.equal(counts.syncs, 1);

    release();
    assert.deepEqual(await first, { record: keyedRecord(0), created: true });
    const results = await Promise.all(later);
    assert.ok(results.every((r) => r.created));
    assert.deepEqual(await repeat, { record: keyedRecord(7), created: false });
    assert.equal(counts.syncs, 2, "the 49 that waited were written with one fsync");
    const stored = (await lines(file)).map((l) => JSON.parse(l));
    assert.deepEqual(
      stored.map((r) => r.id),
      Array.from({ length: 50 }, (_, i) => `id-${i}`),
    );
  });

  it("a failed batch is answered 503 for every enquiry in it and leaves none of them on disk", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const { fs } = observedFs({
      // The second batch's fsync fails after its lines were written (a disk error).
      beforeSync: (n) =>
        n === 2 ? Promise.reject(Object.assign(new Error("EIO"), { code: "EIO" })) : Promise.resolve(),
    });
    const store = new ContactsStore(file, silent, fs);
    await store.open();
    await store.appendOnce(keyedRecord(0));
    const batch = [1, 2, 3].map((i) => store.appendOnce(keyedRecord(i)));
    for (const result of await Promise.allSettled(batch)) assert.equal(result.status, "rejected");
    assert.deepEqual(
      (await lines(file)).map((l) => JSON.parse(l).id),
      ["id-0"],
    );
    // Their retries with the same keys are written, once each.
    await Promise.all([1, 2, 3].map((i) => store.appendOnce(keyedRecord(i))));
    assert.deepEqual(
      (await lines(file)).map((l) => JSON.parse(l).id),
      ["id-0", "id-1", "id-2", "id-3"],
    );
  });

  it("a failed batch that cannot be cut back at once is cut back before the next batch is written", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const eio = () => Promise.reject(Object.assign(new Error("EIO"), { code: "EIO" }));
    const { fs } = observedFs({
      beforeSync: (n) => (n === 2 ? eio() : Promise.resolve()),
      beforeTruncate: (n) => (n === 1 ? eio() : Promise.resolve()),
    });
    const store = new ContactsStore(file, silent, fs);
    await store.open();
    await store.appendOnce(keyedRecord(0));
    await assert.rejects(store.appendOnce(keyedRecord(1)));
    assert.equal((await lines(file)).length, 2, "the failed line is still there while the disk fails");
    await store.appendOnce(keyedRecord(2));
    assert.deepEqual(
      (await lines(file)).map((l) => JSON.parse(l).id),
      ["id-0", "id-2"],
    );
  });

  it("a crash halfway through writing a batch loses no acknowledged enquiry, and retries store each once", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const { fs } = observedFs({
      // The second batch's write stops inside its third line and never returns: the process died there.
      onWrite: (n, handle, data) =>
        n === 2
          ? handle.write(data.slice(0, Math.floor(data.length * 0.6))).then(() => new Promise(() => {}))
          : undefined,
    });
    const crashed = new ContactsStore(file, silent, fs);
    await crashed.open();
    const acknowledged = await Promise.all([0, 1, 2].map((i) => crashed.appendOnce(keyedRecord(i))));
    /** @type {number[]} */
    const answered = [];
    for (const i of [3, 4, 5, 6]) void crashed.appendOnce(keyedRecord(i)).then(() => answered.push(i));
    await settle();
    assert.deepEqual(answered, [], "no enquiry of the torn batch was acknowledged");

    // Restart on the same file: the torn line is dropped, whole lines kept, every acknowledged enquiry is there.
    const warnings = [];
    const restarted = new ContactsStore(file, { warn: (msg) => warnings.push(msg) });
    await restarted.open();
    const afterCrash = (await restarted.readAll()).map((r) => r.id);
    for (const { record } of acknowledged) assert.ok(afterCrash.includes(record.id), `${record.id} survives`);
    assert.deepEqual(
      afterCrash,
      ["id-0", "id-1", "id-2", "id-3", "id-4"],
      "the two whole lines of the torn batch stay",
    );
    assert.match(warnings.join("\n"), /torn last line/);

    // The visitors whose enquiries were never acknowledged retry with their keys: each is stored exactly once.
    await Promise.all([3, 4, 5, 6].map((i) => restarted.appendOnce(keyedRecord(i))));
    const final = (await restarted.readAll()).map((r) => r.id);
    assert.deepEqual(
      [...final].sort(),
      Array.from({ length: 7 }, (_, i) => `id-${i}`),
    );
  });
});
