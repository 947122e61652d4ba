import assert from "node:assert/strict";
import { Writable } from "node:stream";
import { describe, it } from "node:test";
import { getJson, makeApp } from "./helpers.mjs";

const app = await makeApp();
const ORIGIN = "http://localhost:80";

describe("list envelopes", () => {
  const cases = [
    ["/api/deals", "deals", 2],
    ["/api/service-cards", "serviceCards", 2],
    ["/api/faqs", "faqs", 2],
    ["/api/tour-packages", "tourPackages", 2],
  ];
  for (const [url, key, total] of cases) {
    it(`${url} answers { ${key}, pagination } with limit 100 by default`, async () => {
      const { status, body } = await getJson(app, url);
      assert.equal(status, 200);
      assert.deepEqual(Object.keys(body).sort(), [key, "pagination"].sort());
      assert.equal(body[key].length, total);
      assert.deepEqual(body.pagination, { page: 1, pages: 1, total, limit: 100 });
    });
  }

  it("faqs include inactive ones", async () => {
    const { body } = await getJson(app, "/api/faqs");
    assert.deepEqual(
      body.faqs.map((f) => f.isActive),
      [true, false],
    );
  });

  it("reviews are a bare array with the total in a header", async () => {
    const { status, body, headers } = await getJson(app, "/api/reviews");
    assert.equal(status, 200);
    assert.ok(Array.isArray(body));
    assert.equal(body.length, 3);
    assert.equal(headers["x-total-count"], "3");
  });

  it("image paths become absolute URLs on the request origin, other URLs are untouched", async () => {
    const { body } = await getJson(app, "/api/destinations?limit=100");
    const munnar = body.destinations.find((d) => d._id === "dst-munnar");
    assert.equal(munnar.bannerImage, `${ORIGIN}/images/destinations/munnar.jpg`);
    assert.equal(munnar.itinerary[1].image, `${ORIGIN}/images/misc/dot.png`);
    const bali = body.destinations.find((d) => d._id === "dst-bali");
    assert.equal(bali.bannerImage, "https://cdn.example.com/bali.jpg");
  });

  it("PUBLIC_URL overrides the request origin", async () => {
    const other = await makeApp({ publicUrl: "https://api.example.com" });
    const { body } = await getJson(other, "/api/deals");
    assert.equal(body.deals[0].webBanner, "https://api.example.com/images/destinations/munnar.jpg");
  });
});

describe("blogs", () => {
  it("are newest first with default limit 10", async () => {
    const { body } = await getJson(app, "/api/blogs");
    assert.deepEqual(
      body.blogs.map((b) => b._id),
      ["blog-visa", "blog-houseboat", "blog-monsoon"],
    );
    assert.deepEqual(body.pagination, { page: 1, pages: 1, total: 3, limit: 10 });
  });

  it("paginate: limit 2 gives 2 pages, the second holding the last post", async () => {
    const { body } = await getJson(app, "/api/blogs?limit=2&page=2");
    assert.deepEqual(
      body.blogs.map((b) => b._id),
      ["blog-monsoon"],
    );
    assert.deepEqual(body.pagination, { page: 2, pages: 2, total: 3, limit: 2 });
  });

  it("a page beyond the last is empty, with correct pagination", async () => {
    const { status, body } = await getJson(app, "/api/blogs?limit=2&page=7");
    assert.equal(status, 200);
    assert.deepEqual(body.blogs, []);
    assert.deepEqual(body.pagination, { page: 7, pages: 2, total: 3, limit: 2 });
  });

  it("search is case-insensitive over title, excerpt and content", async () => {
    const ids = async (q) => (await getJson(app, `/api/blogs?search=${q}`)).body.blogs.map((b) => b._id);
    assert.deepEqual(await ids("VISA"), ["blog-visa"]);
    assert.deepEqual(await ids("buyer"), ["blog-houseboat"]);
    assert.deepEqual(await ids("generator%20hours"), ["blog-houseboat"]);
    assert.deepEqual(await ids("zzz"), []);
  });

  it("filter by category and tag, case-insensitively and exactly", async () => {
    const ids = async (qs) => (await getJson(app, `/api/blogs?${qs}`)).body.blogs.map((b) => b._id);
    assert.deepEqual(await ids("category=kerala"), ["blog-houseboat", "blog-monsoon"]);
    assert.deepEqual(await ids("category=Travel%20Tips"), ["blog-monsoon"]);
    assert.deepEqual(await ids("category=Travel"), []);
    assert.deepEqual(await ids("tag=DUBAI"), ["blog-visa"]);
    assert.deepEqual(await ids("category=Kerala&tag=monsoon"), ["blog-monsoon"]);
  });

  it("by id answers the blog itself", async () => {
    const { status, body } = await getJson(app, "/api/blogs/blog-visa");
    assert.equal(status, 200);
    assert.equal(body.title, "Dubai Visa Checklist");
    assert.equal(body.featuredImage, `${ORIGIN}/images/destinations/munnar.jpg`);
  });

  it("unknown id is a 404 JSON", async () => {
    const { status, body } = await getJson(app, "/api/blogs/no-such-post");
    assert.equal(status, 404);
    assert.deepEqual(body, { error: "Not found", message: "No blog with id no-such-post" });
  });
});

describe("destinations", () => {
  it("answer { destinations, pagination, totalCount } with full records", async () => {
    const { body } = await getJson(app, "/api/destinations");
    assert.equal(body.totalCount, 3);
    assert.deepEqual(body.pagination, { page: 1, pages: 1, total: 3, limit: 10 });
    assert.equal(body.destinations.find((d) => d._id === "dst-munnar").itinerary.length, 2);
  });

  it("filter by type case-insensitively, combined with search and paging", async () => {
    let { body } = await getJson(app, "/api/destinations?type=international");
    assert.deepEqual(
      body.destinations.map((d) => d.name),
      ["Dubai", "Bali"],
    );
    ({ body } = await getJson(app, "/api/destinations?type=Domestic"));
    assert.deepEqual(
      body.destinations.map((d) => d.name),
      ["Munnar"],
    );
    ({ body } = await getJson(app, "/api/destinations?type=International&search=MONKEY"));
    assert.deepEqual(
      body.destinations.map((d) => d.name),
      ["Bali"],
    );
    ({ body } = await getJson(app, "/api/destinations?type=International&limit=1&page=2"));
    assert.deepEqual(
      body.destinations.map((d) => d.name),
      ["Bali"],
    );
    assert.deepEqual(body.pagination, { page: 2, pages: 2, total: 2, limit: 1 });
    assert.equal(body.totalCount, 2);
  });

  it("by id includes the itinerary", async () => {
    const { status, body } = await getJson(app, "/api/destinations/dst-munnar");
    assert.equal(status, 200);
    assert.equal(body.itinerary[0].title, "Arrival");
    assert.equal(body.itinerary[0].image, `${ORIGIN}/images/destinations/munnar.jpg`);
  });

  it("unknown id is a 404 JSON", async () => {
    const { status, body } = await getJson(app, "/api/destinations/atlantis");
    assert.equal(status, 404);
    assert.equal(body.message, "No destination with id atlantis");
  });
});

describe("query validation", () => {
  const bad = [
    ["/api/blogs?page=abc", "page"],
    ["/api/blogs?page=0", "page"],
    ["/api/blogs?page=-1", "page"],
    ["/api/blogs?page=1.5", "page"],
    ["/api/blogs?page=1e3", "page"],
    ["/api/blogs?page=", "page"],
    ["/api/blogs?page=99999999999999999999", "page"],
    ["/api/blogs?page=1&page=2", "page"],
    ["/api/deals?limit=0", "limit"],
    ["/api/faqs?limit=1000", "limit"],
    ["/api/reviews?limit=101", "limit"],
    ["/api/destinations?type=Moon", "type"],
    [`/api/blogs?search=${"a".repeat(201)}`, "search"],
  ];
  for (const [url, field] of bad) {
    it(`${url.slice(0, 60)} → 400 naming ${field}`, async () => {
      const { status, body } = await getJson(app, url);
      assert.equal(status, 400);
      assert.equal(body.error, "Invalid query parameter");
      assert.equal(body.field, field);
      assert.equal(typeof body.message, "string");
    });
  }

  it("limit 100 and empty search/type are accepted", async () => {
    assert.equal((await getJson(app, "/api/destinations?limit=100&type=&search=")).status, 200);
  });
});

describe("other routes", () => {
  it("health", async () => {
    assert.deepEqual((await getJson(app, "/api/health")).body, { ok: true });
  });

  it("an unexpected error is a logged 500 JSON without internals", async () => {
    const logs = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs.push(JSON.parse(chunk));
        done();
      },
    });
    const other = await makeApp({ logger: { level: "warn", stream } });
    other.get("/api/boom", async () => {
      throw new Error("secret stack detail");
    });
    const { status, body } = await getJson(other, "/api/boom");
    assert.equal(status, 500);
    assert.deepEqual(Object.keys(body).sort(), ["error", "message"]);
    assert.doesNotMatch(JSON.stringify(body), /secret/);
    assert.ok(logs.some((l) => l.level === 50 && l.err?.message === "secret stack detail"));
  });

  it("unknown route is a 404 JSON", async () => {
    const { status, body } = await getJson(app, "/api/nothing-here");
    assert.equal(status, 404);
    assert.equal(body.error, "Not found");
  });

  it("serves seed images with their content type and a long cache", async () => {
    const jpg = await app.inject("/images/destinations/munnar.jpg");
    assert.equal(jpg.statusCode, 200);
    assert.equal(jpg.headers["content-type"], "image/jpeg");
    assert.match(String(jpg.headers["cache-control"]), /max-age=31536000/);
    assert.equal(jpg.rawPayload.subarray(0, 2).toString("hex"), "ffd8");
    const png = await app.inject("/images/misc/dot.png");
    assert.equal(png.headers["content-type"], "image/png");
  });

  it("a missing image is a 404 JSON, and the images route does not escape its folder", async () => {
    assert.equal((await app.inject("/images/none.jpg")).statusCode, 404);
    const escape = await app.inject("/images/../deals.json");
    assert.notEqual(escape.statusCode, 200);
    const encoded = await app.inject("/images/%2e%2e/deals.json");
    assert.notEqual(encoded.statusCode, 200);
  });
});

describe("CORS", () => {
  it("allows the site origins", async () => {
    for (const origin of ["http://localhost:8000", "http://127.0.0.1:9000"]) {
      const { headers } = await getJson(app, "/api/deals", { origin });
      assert.equal(headers["access-control-allow-origin"], origin);
    }
  });

  it("gives a foreign origin no Access-Control-Allow-Origin", async () => {
    const { headers } = await getJson(app, "/api/deals", { origin: "https://evil.example" });
    assert.equal(headers["access-control-allow-origin"], undefined);
  });

  it("answers the preflight of the contact POST for a site origin only", async () => {
    const preflight = (origin) =>
      app.inject({
        method: "OPTIONS",
        url: "/api/contacts",
        headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      });
    const ok = await preflight("http://localhost:9000");
    assert.equal(ok.statusCode, 204);
    assert.equal(ok.headers["access-control-allow-origin"], "http://localhost:9000");
    assert.match(String(ok.headers["access-control-allow-methods"]), /POST/);
    const foreign = await preflight("https://evil.example");
    assert.equal(foreign.headers["access-control-allow-origin"], undefined);
  });

  it("SITE_ORIGIN replaces the defaults", async () => {
    const other = await makeApp({ siteOrigins: ["https://kerala-travel.example"] });
    const allowed = await getJson(other, "/api/deals", { origin: "https://kerala-travel.example" });
    assert.equal(allowed.headers["access-control-allow-origin"], "https://kerala-travel.example");
    const old = await getJson(other, "/api/deals", { origin: "http://localhost:8000" });
    assert.equal(old.headers["access-control-allow-origin"], undefined);
  });
});
