import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { configFromEnv } from "../config.mjs";
import { getJson, makeApp, postContact, validEnquiry } from "./helpers.mjs";

/** Faults as the environment would give them. */
const fromEnv = (env) => configFromEnv(env).faults;

describe("fault environment variables", () => {
  it("parse into one fault set", () => {
    assert.deepEqual(
      fromEnv({
        API_FAULTS: "contacts:500, deals:drop",
        API_SLOW: "blogs:3000",
        API_EMPTY: "deals,faqs",
        API_TRUNCATE: "reviews:3",
      }),
      {
        contacts: { status: 500 },
        deals: { status: "drop", empty: true },
        blogs: { delayMs: 3000 },
        faqs: { empty: true },
        reviews: { truncate: 3 },
      },
    );
  });

  it("reject unknown endpoints and bad values with a readable message", () => {
    assert.throws(() => fromEnv({ API_FAULTS: "dealz:500" }), /unknown endpoint "dealz"/);
    assert.throws(() => fromEnv({ API_FAULTS: "deals:200" }), /HTTP status/);
    assert.throws(() => fromEnv({ API_FAULTS: "deals" }), /HTTP status/);
    assert.throws(() => fromEnv({ API_SLOW: "blogs:soon" }), /integer/);
    assert.throws(() => fromEnv({ API_TRUNCATE: "reviews:-1" }), /non-negative/);
  });
});

describe("faults", () => {
  it("status: list and by-id routes answer the status with a JSON error", async () => {
    const app = await makeApp({ faults: fromEnv({ API_FAULTS: "deals:503,blogs:500,contacts:500" }) });
    const deals = await getJson(app, "/api/deals");
    assert.equal(deals.status, 503);
    assert.equal(deals.body.error, "Service Unavailable");
    assert.equal((await getJson(app, "/api/blogs")).status, 500);
    assert.equal((await getJson(app, "/api/blogs/blog-visa")).status, 500);
    assert.equal((await postContact(app, validEnquiry())).statusCode, 500);
    assert.equal((await getJson(app, "/api/faqs")).status, 200);
  });

  it("delay: the answer comes after the delay, unchanged", async () => {
    const app = await makeApp({ faults: fromEnv({ API_SLOW: "blogs:300" }) });
    const started = performance.now();
    const { status, body } = await getJson(app, "/api/blogs/blog-visa");
    assert.ok(performance.now() - started >= 290);
    assert.equal(status, 200);
    assert.equal(body._id, "blog-visa");
  });

  it("empty: lists are empty and ids unknown", async () => {
    const app = await makeApp({ faults: fromEnv({ API_EMPTY: "deals,destinations,reviews" }) });
    assert.deepEqual((await getJson(app, "/api/deals")).body, {
      deals: [],
      pagination: { page: 1, pages: 1, total: 0, limit: 100 },
    });
    assert.equal((await getJson(app, "/api/destinations")).body.totalCount, 0);
    assert.deepEqual((await getJson(app, "/api/reviews")).body, []);
    assert.equal((await getJson(app, "/api/destinations/dst-munnar")).status, 404);
  });

  it("truncate: only the first N records are served", async () => {
    const app = await makeApp({ faults: fromEnv({ API_TRUNCATE: "reviews:2,blogs:1" }) });
    assert.deepEqual(
      (await getJson(app, "/api/reviews")).body.map((r) => r._id),
      ["rev-1", "rev-2"],
    );
    const blogs = (await getJson(app, "/api/blogs")).body;
    assert.deepEqual(
      blogs.blogs.map((b) => b._id),
      ["blog-visa"],
    );
    assert.equal(blogs.pagination.total, 1);
    assert.equal((await getJson(app, "/api/blogs/blog-visa")).status, 200);
    assert.equal((await getJson(app, "/api/blogs/blog-monsoon")).status, 404);
  });

  it("invalid and relabel: lists serve stripped records and a shared _id, in the same order", async () => {
    const app = await makeApp();
    const put = (payload) => app.inject({ method: "PUT", url: "/__test/faults", payload });
    const seedIds = (await getJson(app, "/api/destinations?limit=100")).body.destinations.map((d) => d._id);
    assert.equal((await put({ destinations: { invalid: 2, relabel: { "dst-bali": "dst-munnar" } } })).statusCode, 200);
    const served = (await getJson(app, "/api/destinations?limit=100")).body.destinations;
    assert.deepEqual(
      served.map((d) => d._id),
      seedIds.map((id) => (id === "dst-bali" ? "dst-munnar" : id)),
    );
    const stripped = served.filter((d) => d.name === undefined);
    assert.equal(stripped.length, 2);
    for (const record of stripped) assert.deepEqual(Object.keys(record).sort(), ["_id", "type"]);
    // A stripped destination keeps its type, so it stays in its type's list.
    const byType = await getJson(app, `/api/destinations?type=${stripped[0].type}&limit=100`);
    assert.ok(byType.body.destinations.some((d) => d._id === stripped[0]._id));
    assert.equal((await put({ destinations: { invalid: -1 } })).statusCode, 400);
    assert.equal((await put({ destinations: { relabel: { "dst-bali": 7 } } })).statusCode, 400);
  });

  it("drop: the socket closes without an HTTP answer", async () => {
    const app = await makeApp({ faults: fromEnv({ API_FAULTS: "deals:drop" }) });
    const base = await app.listen({ host: "127.0.0.1", port: 0 });
    await assert.rejects(fetch(`${base}/api/deals`), TypeError);
    const ok = await fetch(`${base}/api/faqs`);
    assert.equal(ok.status, 200);
  });

  it("runtime faults: PUT replaces the set, DELETE clears it, env faults remain underneath", async () => {
    const app = await makeApp({ faults: fromEnv({ API_TRUNCATE: "reviews:1" }) });
    const put = (payload) => app.inject({ method: "PUT", url: "/__test/faults", payload });

    let res = await put({ contacts: { status: 500 }, faqs: { empty: true } });
    assert.equal(res.statusCode, 200);
    assert.equal((await postContact(app, validEnquiry())).statusCode, 500);
    assert.deepEqual((await getJson(app, "/api/faqs")).body.faqs, []);

    res = await put({ blogs: { delayMs: 50, status: 502 } });
    assert.equal(res.statusCode, 200);
    assert.equal((await postContact(app, validEnquiry())).statusCode, 201, "the previous set was replaced");
    assert.equal((await getJson(app, "/api/blogs")).status, 502);
    assert.equal((await getJson(app, "/api/reviews")).body.length, 1);

    assert.equal((await app.inject({ method: "DELETE", url: "/__test/faults" })).statusCode, 204);
    assert.equal((await getJson(app, "/api/blogs")).status, 200);
    assert.equal((await getJson(app, "/api/reviews")).body.length, 1, "env faults stay");
  });

  it("runtime faults: a bad set is a 400 and changes nothing", async () => {
    const app = await makeApp();
    await app.inject({ method: "PUT", url: "/__test/faults", payload: { deals: { status: 500 } } });
    for (const payload of [
      { dealz: { status: 500 } },
      { deals: { status: 200 } },
      { deals: { slow: 5 } },
      [1],
      { deals: "x" },
    ]) {
      const res = await app.inject({ method: "PUT", url: "/__test/faults", payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.equal(res.json().error, "Invalid faults");
    }
    assert.equal((await getJson(app, "/api/deals")).status, 500);
  });
});

describe("truncated images (PUT /__test/truncated-images)", () => {
  it("serve the listed images cut off halfway until the faults are cleared", async () => {
    const app = await makeApp();
    const whole = await app.inject({ method: "GET", url: "/images/destinations/munnar.jpg" });
    const put = await app.inject({
      method: "PUT",
      url: "/__test/truncated-images",
      payload: ["/images/destinations/munnar.jpg"],
    });
    assert.equal(put.statusCode, 200);
    const cut = await app.inject({ method: "GET", url: "/images/destinations/munnar.jpg" });
    assert.equal(cut.headers["content-type"], "image/jpeg");
    assert.equal(cut.rawPayload.length, Math.floor(whole.rawPayload.length / 2));
    assert.equal((await app.inject({ method: "GET", url: "/images/misc/dot.png" })).rawPayload.length > 0, true);
    await app.inject({ method: "DELETE", url: "/__test/faults" });
    const again = await app.inject({ method: "GET", url: "/images/destinations/munnar.jpg" });
    assert.equal(again.rawPayload.length, whole.rawPayload.length);
  });

  it("refuse anything but a list of /images/ paths", async () => {
    const app = await makeApp();
    const bad = await app.inject({ method: "PUT", url: "/__test/truncated-images", payload: ["/etc/passwd"] });
    assert.equal(bad.statusCode, 400);
  });
});
