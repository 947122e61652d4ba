import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, it } from "node:test";
import { FIXTURE_SEED, makeApp, postContact, tempDir, validEnquiry } from "./helpers.mjs";
import { buildApp } from "../app.mjs";
import { configFromEnv } from "../config.mjs";
import { RateLimiter } from "../rate-limit.mjs";

/** @param {string} file */
const stored = async (file) =>
  (await readFile(file, "utf8").catch(() => ""))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line));

const keyed = (key) => ({ "idempotency-key": key });

describe("Idempotency-Key", () => {
  it("stores a key once and answers every repeat with the same 201 body", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const first = await postContact(app, validEnquiry(), keyed("enquiry-0001"));
    const again = await postContact(app, validEnquiry(), keyed("enquiry-0001"));
    assert.equal(first.statusCode, 201);
    assert.equal(again.statusCode, 201);
    assert.deepEqual(again.json(), first.json());
    const other = await postContact(app, validEnquiry(), keyed("enquiry-0002"));
    assert.notEqual(other.json().id, first.json().id);
    const records = await stored(file);
    assert.equal(records.length, 2);
    assert.equal(records[0].idempotencyKey, "enquiry-0001");
  });

  it("answers 422 to a key reused with a different enquiry, and stores nothing more", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const first = await postContact(app, { ...validEnquiry(), fillMs: 8000 }, keyed("enquiry-reuse"));
    assert.equal(first.statusCode, 201);
    for (const override of [{ message: "Three adults now." }, { phone: "" }, { email: "other@example.in" }]) {
      const reused = await postContact(app, { ...validEnquiry(), ...override, fillMs: 8000 }, keyed("enquiry-reuse"));
      assert.equal(reused.statusCode, 422, JSON.stringify(override));
      assert.deepEqual(reused.json(), {
        error: "Idempotency-Key reuse",
        message: "This Idempotency-Key was already used for a different enquiry; send a new key for a new enquiry",
      });
    }
    const records = await stored(file);
    assert.equal(records.length, 1);
    assert.equal(records[0].message, validEnquiry().message);
  });

  it("takes the same enquiry as normalised, whatever its timing, as a repeat", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const first = await postContact(app, { ...validEnquiry(), fillMs: 8000 }, keyed("enquiry-retry"));
    const retry = await postContact(
      app,
      { ...validEnquiry(), name: "  Meera Nair ", message: `${validEnquiry().message}\u200b\r\n`, fillMs: 1 },
      keyed("enquiry-retry"),
    );
    assert.equal(retry.statusCode, 201);
    assert.deepEqual(retry.json(), first.json());
    const records = await stored(file);
    assert.equal(records.length, 1);
    assert.equal(records[0].suspect, undefined, "the first post's timing stands");
  });

  it("stores concurrent posts with one key once", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postContact(app, validEnquiry(), keyed("enquiry-same"))),
    );
    assert.deepEqual(new Set(answers.map((res) => res.statusCode)), new Set([201]));
    assert.equal(new Set(answers.map((res) => res.json().id)).size, 1);
    assert.equal((await stored(file)).length, 1);
  });

  it("remembers keys across a restart, because they are in the enquiries file", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const before = await buildApp({ seedDir: FIXTURE_SEED, contactsFile: file, logger: false });
    const first = await postContact(before, validEnquiry(), keyed("enquiry-restart"));
    await before.close();
    const after = await makeApp({ contactsFile: file });
    const again = await postContact(after, validEnquiry(), keyed("enquiry-restart"));
    assert.deepEqual(again.json(), first.json());
    const reused = await postContact(after, { ...validEnquiry(), subject: "Another trip" }, keyed("enquiry-restart"));
    assert.equal(reused.statusCode, 422, "the enquiry a key was first used for is known after a restart too");
    assert.equal((await stored(file)).length, 1);
  });

  it("a lost reply (stored, then the connection dropped) and a retry store the enquiry once", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    await app.inject({ method: "PUT", url: "/__test/faults", payload: { contacts: { dropReply: true, times: 1 } } });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address();
    const post = () =>
      fetch(`http://127.0.0.1:${port}/api/contacts`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": "enquiry-lost-reply" },
        body: JSON.stringify(validEnquiry()),
      });
    await assert.rejects(post(), "the first reply is lost");
    assert.equal((await stored(file)).length, 1, "but the enquiry was stored");
    const retry = await post();
    assert.equal(retry.status, 201);
    assert.equal((await retry.json()).id, (await stored(file))[0].id);
    assert.equal((await stored(file)).length, 1);
  });

  it("a fault with times applies to that many requests only: 500, 500, then stored once", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    await app.inject({ method: "PUT", url: "/__test/faults", payload: { contacts: { status: 500, times: 2 } } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await postContact(app, validEnquiry(), keyed("enquiry-500"))).statusCode);
    assert.deepEqual(statuses, [500, 500, 201]);
    assert.equal((await stored(file)).length, 1);
  });

  it("refuses a malformed key with 400 and stores nothing", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    for (const key of ["short", "has space in it", "x".repeat(129)]) {
      const res = await postContact(app, validEnquiry(), keyed(key));
      assert.equal(res.statusCode, 400, key);
    }
    assert.equal((await stored(file)).length, 0);
  });
});

describe("spam checks", () => {
  it("stores a submit at a person's speed (1.2 s) once, flagged tooFast, and answers it as usual", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const first = await postContact(app, { ...validEnquiry(), fillMs: 1200, website: "" }, keyed("enquiry-paste"));
    const retry = await postContact(app, { ...validEnquiry(), fillMs: 1200, website: "" }, keyed("enquiry-paste"));
    assert.equal(first.statusCode, 201);
    assert.deepEqual(retry.json(), first.json());
    const records = await stored(file);
    assert.equal(records.length, 1);
    assert.equal(records[0].id, first.json().id);
    assert.equal(records[0].suspect, "tooFast");
    assert.equal(records[0].fillMs, undefined, "only the enquiry's fields and the flag are stored");
    assert.deepEqual((await app.inject("/__test/spam")).json(), { honeypot: 0, tooFast: 1, noTiming: 0 });
  });

  it("stores a post without a usable fillMs flagged noTiming; one at 3 s or more is not flagged", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file });
    const timings = [undefined, "500", null, -1, 3000, 0, 2999.5];
    for (const fillMs of timings) {
      const res = await postContact(app, { ...validEnquiry(), subject: `fillMs ${fillMs}`, fillMs });
      assert.equal(res.statusCode, 201, String(fillMs));
    }
    assert.deepEqual(
      (await stored(file)).map(({ subject, suspect }) => [subject, suspect]),
      [
        ["fillMs undefined", "noTiming"],
        ["fillMs 500", "noTiming"],
        ["fillMs null", "noTiming"],
        ["fillMs -1", "noTiming"],
        ["fillMs 3000", undefined],
        ["fillMs 0", "tooFast"],
        ["fillMs 2999.5", "tooFast"],
      ],
    );
    assert.deepEqual((await app.inject("/__test/spam")).json(), { honeypot: 0, tooFast: 2, noTiming: 4 });
  });

  it("answers a filled honeypot with 201, stores nothing, counts it and spends no rate limit", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file, contactRateLimit: 1 });
    const honeypot = await postContact(app, { ...validEnquiry(), fillMs: 8000, website: "http://spam.example" });
    const invalidBot = await postContact(app, { website: "x" });
    for (const res of [honeypot, invalidBot]) {
      assert.equal(res.statusCode, 201);
      assert.match(res.json().id, /^[0-9a-f-]{36}$/);
    }
    assert.equal((await stored(file)).length, 0);
    assert.deepEqual((await app.inject("/__test/spam")).json(), { honeypot: 2, tooFast: 0, noTiming: 0 });
    assert.equal((await postContact(app, { ...validEnquiry(), fillMs: 4000, website: "" })).statusCode, 201);
    assert.equal((await stored(file)).length, 1);
  });

  it("still validates and rate-limits suspects", async () => {
    const file = path.join(await tempDir(), "contacts.jsonl");
    const app = await makeApp({ contactsFile: file, contactRateLimit: 1 });
    assert.equal((await postContact(app, { ...validEnquiry(), email: "nope", fillMs: 100 })).statusCode, 400);
    assert.equal((await postContact(app, { ...validEnquiry(), fillMs: 100 })).statusCode, 201);
    assert.equal((await postContact(app, { ...validEnquiry(), fillMs: 100 })).statusCode, 429);
    assert.equal((await stored(file)).length, 1);
    assert.deepEqual((await app.inject("/__test/spam")).json(), { honeypot: 0, tooFast: 1, noTiming: 0 });
  });
});

describe("rate limit", () => {
  it("counts only valid, new posts and says when to try again", async () => {
    const app = await makeApp({ contactRateLimit: 2, contactRateWindowMs: 60_000 });
    assert.equal((await postContact(app, { ...validEnquiry(), email: "nope" })).statusCode, 400);
    assert.equal((await postContact(app, validEnquiry(), keyed("enquiry-rate-1"))).statusCode, 201);
    // A retry of a stored enquiry is answered and not counted.
    assert.equal((await postContact(app, validEnquiry(), keyed("enquiry-rate-1"))).statusCode, 201);
    assert.equal((await postContact(app, validEnquiry(), keyed("enquiry-rate-2"))).statusCode, 201);
    const limited = await postContact(app, validEnquiry(), keyed("enquiry-rate-3"));
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.headers["retry-after"], "60");
    assert.equal(limited.json().retryAfterSeconds, 60);
  });

  it("takes the client address from X-Forwarded-For only when TRUST_PROXY says so", async () => {
    const viaProxy = (app, client) =>
      app.inject({
        method: "POST",
        url: "/api/contacts",
        payload: validEnquiry(),
        headers: { "x-forwarded-for": client },
        remoteAddress: "10.0.0.1",
      });
    const trusting = await makeApp({
      contactRateLimit: 1,
      trustProxy: configFromEnv({ TRUST_PROXY: "10.0.0.1" }).trustProxy,
    });
    assert.equal((await viaProxy(trusting, "203.0.113.1")).statusCode, 201);
    assert.equal((await viaProxy(trusting, "203.0.113.2")).statusCode, 201, "another visitor behind the same proxy");
    assert.equal((await viaProxy(trusting, "203.0.113.1")).statusCode, 429);

    const notTrusting = await makeApp({ contactRateLimit: 1 });
    assert.equal((await viaProxy(notTrusting, "203.0.113.1")).statusCode, 201);
    assert.equal((await viaProxy(notTrusting, "203.0.113.2")).statusCode, 429, "a forged header changes nothing");
  });

  it("opens a new window once the old one is over, per client", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ max: 2, windowMs: 10_000, now: () => now });
    assert.deepEqual([limiter.take("a"), limiter.take("a"), limiter.take("a"), limiter.take("b")], [0, 0, 10, 0]);
    now += 9_001;
    assert.equal(limiter.take("a"), 1, "rounds up to whole seconds");
    now += 999;
    assert.equal(limiter.take("a"), 0);
  });

  it("reads TRUST_PROXY as off, every hop or a list of proxies", () => {
    assert.equal(configFromEnv({}).trustProxy, false);
    assert.equal(configFromEnv({ TRUST_PROXY: "false" }).trustProxy, false);
    assert.equal(configFromEnv({ TRUST_PROXY: "true" }).trustProxy, true);
    assert.deepEqual(configFromEnv({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16" }).trustProxy, ["10.0.0.1", "10.1.0.0/16"]);
  });
});
