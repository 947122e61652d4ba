import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, it } from "node:test";
import { getJson, makeApp } from "./helpers.mjs";

const app = await makeApp();
/** Raw bodies of the English answers, recorded on the fixture seed before `?locale=` existed. */
const ENGLISH_ANSWERS = /** @type {Record<string, string>} */ (
  JSON.parse(await readFile(new URL("./fixtures/english-answers.json", import.meta.url), "utf8"))
);
const ORIGIN = "http://localhost:80";

/** `url` with one more query parameter. */
const withParam = (/** @type {string} */ url, /** @type {string} */ param) =>
  `${url}${url.includes("?") ? "&" : "?"}${param}`;

/** The records of a list answer, whatever its envelope. */
const recordsOf = (/** @type {any} */ body) =>
  Array.isArray(body) ? body : Object.values(body).find((value) => Array.isArray(value));

describe("?locale=ml|ar", () => {
  it("tour packages in Malayalam: the translated name and locale ml, every other field as in English", async () => {
    const english = (await getJson(app, "/api/tour-packages")).body;
    const { status, body } = await getJson(app, "/api/tour-packages?locale=ml");
    assert.equal(status, 200);
    assert.deepEqual(body.tourPackages[0], { ...english.tourPackages[0], name: "കായൽ യാത്ര", locale: "ml" });
    assert.deepEqual(body.pagination, english.pagination);
  });

  it("tour packages in Arabic: the translated name and locale ar", async () => {
    const english = (await getJson(app, "/api/tour-packages")).body;
    const { body } = await getJson(app, "/api/tour-packages?locale=ar");
    assert.deepEqual(body.tourPackages[0], { ...english.tourPackages[0], name: "رحلة المياه الخلفية", locale: "ar" });
  });

  it("a record the seed does not translate keeps its English words and says so with locale en", async () => {
    const english = (await getJson(app, "/api/tour-packages")).body;
    const { body } = await getJson(app, "/api/tour-packages?locale=ml");
    assert.equal(body.tourPackages[1]._id, "tp-2");
    assert.deepEqual(body.tourPackages[1], { ...english.tourPackages[1], locale: "en" });
    const faqs = (await getJson(app, "/api/faqs?locale=ar")).body.faqs;
    assert.deepEqual(
      faqs.map((faq) => [faq.question, faq.locale]),
      [
        ["Do you arrange visas?", "en"],
        ["Old question?", "en"],
      ],
    );
  });

  it("every record of every translated list carries its locale", async () => {
    for (const url of ["/api/deals", "/api/blogs", "/api/destinations", "/api/reviews", "/api/service-cards"]) {
      const { status, body } = await getJson(app, `${url}?locale=ar`);
      assert.equal(status, 200, url);
      const records = recordsOf(body);
      assert.ok(records.length > 0, url);
      assert.ok(
        records.every((record) => record.locale === "en"),
        `${url}: the fixture translates none of these into Arabic`,
      );
    }
  });

  it("by id: a translated blog in Malayalam, an untranslated one and a destination in English", async () => {
    const visa = await getJson(app, "/api/blogs/blog-visa?locale=ml");
    assert.equal(visa.status, 200);
    assert.deepEqual(visa.body, {
      ...(await getJson(app, "/api/blogs/blog-visa")).body,
      title: "ദുബായ് വിസ: ആവശ്യമായ രേഖകൾ",
      content: "പാസ്പോർട്ട്, ഫോട്ടോ, ടിക്കറ്റ്.\n\nയാത്രയ്ക്ക് 10 ദിവസം മുമ്പ് അപേക്ഷിക്കുക.",
      excerpt: "കൂടെ കരുതേണ്ടവ.",
      locale: "ml",
    });
    assert.equal(visa.body.featuredImage, `${ORIGIN}/images/destinations/munnar.jpg`);
    const monsoon = await getJson(app, "/api/blogs/blog-monsoon?locale=ml");
    assert.deepEqual(monsoon.body, { ...(await getJson(app, "/api/blogs/blog-monsoon")).body, locale: "en" });
    const munnar = await getJson(app, "/api/destinations/dst-munnar?locale=ar");
    assert.deepEqual(munnar.body, { ...(await getJson(app, "/api/destinations/dst-munnar")).body, locale: "en" });
    assert.equal((await getJson(app, "/api/blogs/no-such-post?locale=ml")).status, 404);
  });

  it("search matches the English words, and paging is as in English", async () => {
    const ids = async (/** @type {string} */ url) =>
      (await getJson(app, url)).body.blogs.map((/** @type {any} */ blog) => [blog._id, blog.locale]);
    assert.deepEqual(await ids("/api/blogs?search=checklist&locale=ml"), [["blog-visa", "ml"]]);
    assert.deepEqual(await ids(`/api/blogs?search=${encodeURIComponent("രേഖകൾ")}&locale=ml`), []);
    const { body } = await getJson(app, "/api/blogs?limit=2&page=2&locale=ml");
    assert.deepEqual(
      body.blogs.map((/** @type {any} */ blog) => [blog._id, blog.locale]),
      [["blog-monsoon", "en"]],
    );
    assert.deepEqual(body.pagination, { page: 2, pages: 2, total: 3, limit: 2 });
  });

  it("English, without locale or with locale=en, is answered byte for byte as before locales existed", async () => {
    for (const [url, before] of Object.entries(ENGLISH_ANSWERS)) {
      assert.equal((await app.inject(url)).payload, before, url);
      assert.equal((await app.inject(withParam(url, "locale=en"))).payload, before, `${url} locale=en`);
      assert.doesNotMatch(before, /"locale"/);
      // The same call in Malayalam is not English: the parameter is read on this route.
      const malayalam = JSON.parse((await app.inject(withParam(url, "locale=ml"))).payload);
      const records = url.match(/^\/api\/\w+\/[\w-]+$/) ? [malayalam] : recordsOf(malayalam);
      assert.ok(
        records.every((/** @type {any} */ record) => ["ml", "en"].includes(record.locale)),
        `${url} locale=ml`,
      );
    }
  });

  it("faults still apply, and a relabelled record keeps its own words", async () => {
    const faulty = await makeApp({
      faults: { "tour-packages": { relabel: { "tp-1": "tp-2" } }, faqs: { status: 503 } },
    });
    const { body } = await getJson(faulty, "/api/tour-packages?locale=ml");
    assert.deepEqual(
      body.tourPackages.map((/** @type {any} */ tour) => [tour._id, tour.name, tour.locale]),
      [
        ["tp-2", "കായൽ യാത്ര", "ml"],
        ["tp-2", "Golden Triangle", "en"],
      ],
    );
    assert.equal((await getJson(faulty, "/api/faqs?locale=ml")).status, 503);
  });
});

describe("?locale= refused", () => {
  const refused = [
    "/api/tour-packages?locale=fr",
    "/api/tour-packages?locale=ml&locale=ar",
    "/api/tour-packages?locale=ML",
    "/api/tour-packages?locale=",
    "/api/blogs?search=visa&locale=fr",
    "/api/blogs/blog-visa?locale=fr",
    "/api/destinations/dst-munnar?locale=ml&locale=ml",
  ];
  for (const url of refused) {
    it(`${url} → 400 naming locale and the accepted values`, async () => {
      const { status, body } = await getJson(app, url);
      assert.equal(status, 400);
      assert.deepEqual(body, {
        error: "Invalid query parameter",
        field: "locale",
        message: "locale must be en, ml or ar",
      });
    });
  }
});

describe("the shipped seed", () => {
  it("names every tour package in Malayalam and in Arabic", async () => {
    const shipped = await makeApp({ seedDir: fileURLToPath(new URL("../seed", import.meta.url)) });
    const english = (await getJson(shipped, "/api/tour-packages")).body.tourPackages;
    assert.ok(english.length >= 8);
    for (const [locale, script] of [
      ["ml", /^[\u0D00-\u0D7F\s,:]+$/],
      ["ar", /^[\u0600-\u06FF\s,:]+$/],
    ]) {
      const { body } = await getJson(shipped, `/api/tour-packages?locale=${locale}`);
      body.tourPackages.forEach((/** @type {any} */ tour, /** @type {number} */ i) => {
        assert.equal(tour.locale, locale, tour._id);
        assert.match(tour.name, script, `${tour._id} in ${locale}`);
        assert.deepEqual({ ...tour, name: english[i].name, locale: undefined }, { ...english[i], locale: undefined });
      });
    }
  });
});
