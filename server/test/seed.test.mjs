import assert from "node:assert/strict";
import { execFile, spawn } from "node:child_process";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, it } from "node:test";
import { buildApp } from "../app.mjs";
import { FIXTURE_SEED, getJson, makeApp, tempDir } from "./helpers.mjs";

const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));
const run = promisify(execFile);

/** A writable copy of the fixture seed. */
async function seedCopy() {
  const dir = path.join(await tempDir(), "seed");
  await cp(FIXTURE_SEED, dir, { recursive: true });
  return dir;
}

describe("seed loading", () => {
  it("a seed file that is not valid JSON stops startup, naming the file", async () => {
    const dir = await seedCopy();
    await writeFile(path.join(dir, "faqs.json"), '[{"_id": "faq-1",');
    await assert.rejects(
      buildApp({ seedDir: dir, contactsFile: path.join(dir, "c.jsonl"), logger: false }),
      (err) =>
        err.name === "SeedError" &&
        err.message.includes(path.join(dir, "faqs.json")) &&
        /not valid JSON/.test(err.message),
    );
  });

  it("a missing seed file or a non-array stops startup too", async () => {
    const dir = await seedCopy();
    await writeFile(path.join(dir, "deals.json"), '{"deals": []}');
    await assert.rejects(
      buildApp({ seedDir: dir, contactsFile: path.join(dir, "c.jsonl"), logger: false }),
      /deals\.json: expected a JSON array/,
    );
    await writeFile(path.join(dir, "deals.json"), "[]");
    await rm(path.join(dir, "faqs.json"));
    await assert.rejects(
      buildApp({ seedDir: dir, contactsFile: path.join(dir, "c.jsonl"), logger: false }),
      /faqs\.json: file is missing/,
    );
    await assert.rejects(
      buildApp({ seedDir: path.join(dir, "nope"), contactsFile: path.join(dir, "c.jsonl"), logger: false }),
      /nope: seed directory does not exist/,
    );
  });

  it("serves a broken record unchanged (validation is the build’s job)", async () => {
    const dir = await seedCopy();
    const destinations = JSON.parse(await readFile(path.join(dir, "destinations.json"), "utf8"));
    delete destinations[0].name;
    destinations[0].pricePerPerson = "a lot";
    destinations.push({ type: "Domestic" }, "not even an object");
    await writeFile(path.join(dir, "destinations.json"), JSON.stringify(destinations));
    const app = await makeApp({ seedDir: dir });
    const { status, body } = await getJson(app, "/api/destinations?limit=100");
    assert.equal(status, 200);
    assert.equal(body.totalCount, 5);
    assert.equal(body.destinations[0].name, undefined);
    assert.equal(body.destinations[0].pricePerPerson, "a lot");
    assert.equal((await getJson(app, "/api/destinations?type=domestic&search=tea")).status, 200);
    assert.equal((await getJson(app, "/api/destinations/dst-munnar")).body.name, undefined);
  });
});

describe("translation files (translations/ml.json, ar.json)", () => {
  /** Writes `translations` as the copy's ml.json and resolves with the startup error's message. */
  async function startupError(translations, changeSeed = async () => {}) {
    const dir = await seedCopy();
    await changeSeed(dir);
    const file = path.join(dir, "translations", "ml.json");
    await writeFile(file, typeof translations === "string" ? translations : JSON.stringify(translations));
    const err = await buildApp({ seedDir: dir, contactsFile: path.join(dir, "c.jsonl"), logger: false }).then(
      () => assert.fail("the seed should have been refused"),
      (e) => e,
    );
    assert.equal(err.name, "SeedError");
    assert.ok(err.message.startsWith(`Seed ${file}: `), err.message);
    return err.message;
  }

  it("stop startup naming the file, collection, record _id and field of every problem", async () => {
    const message = await startupError({
      tours: { "tp-1": { name: "കായൽ യാത്ര" } },
      destinations: { "dst-munnar": { name: "മൂന്നാർ" } },
      "tour-packages": {
        "tp-9": { name: "ഇല്ലാത്ത യാത്ര" },
        "tp-1": { name: "കായൽ യാത്ര", rating: "നാല്", description: "കായലിലൂടെ" },
        "tp-2": { name: 42 },
      },
      blogs: { "blog-visa": { title: "ദുബായ് വിസ" }, "blog-houseboat": "ഹൗസ്ബോട്ട്" },
      faqs: { "faq-1": { question: "വിസ?", answer: " " } },
    });
    for (const problem of [
      'unknown collection "tours" (known: deals, blogs, destinations, reviews, service-cards, faqs, tour-packages)',
      'collection "destinations" cannot be translated: it has no text fields a translation may replace',
      'tour-packages "tp-9": no record with this _id in tour-packages.json',
      'tour-packages "tp-1" field "rating": not a field tour-packages translates (name)',
      'tour-packages "tp-1" field "description": not a field tour-packages translates (name)',
      'tour-packages "tp-2" field "name": the translation must be a string',
      'blogs "blog-visa": excerpt, content not translated (a record is translated whole or not at all)',
      'blogs "blog-houseboat": expected an object of translated fields',
      'faqs "faq-1" field "answer": the translation is empty',
    ]) {
      assert.ok(message.includes(problem), `${problem}\n  missing from\n${message}`);
    }
  });

  it("a field the record has no text in, a file that is not JSON or not an object stop startup too", async () => {
    const noSubheading = await startupError(
      { "service-cards": { "svc-1": { title: "വിസ സഹായം", subheading: "രേഖകൾ ഞങ്ങൾ നോക്കാം" } } },
      async (dir) => {
        const file = path.join(dir, "service-cards.json");
        const cards = JSON.parse(await readFile(file, "utf8"));
        cards[0].subheading = null;
        await writeFile(file, JSON.stringify(cards));
      },
    );
    assert.match(noSubheading, /service-cards "svc-1" field "subheading": the record has no text in this field$/);
    assert.match(await startupError('{"tour-packages": {'), /ml\.json: not valid JSON/);
    assert.match(await startupError([]), /ml\.json: expected an object \{ "<collection>"/);
    assert.match(await startupError({ faqs: ["faq-1"] }), /collection "faqs": expected an object keyed by record _id/);
  });

  it("a seed without them answers every record in English, marked en", async () => {
    const dir = await seedCopy();
    await rm(path.join(dir, "translations"), { recursive: true });
    const app = await makeApp({ seedDir: dir });
    const { status, body } = await getJson(app, "/api/tour-packages?locale=ml");
    assert.equal(status, 200);
    assert.deepEqual(
      body.tourPackages.map((tour) => [tour.name, tour.locale]),
      [
        ["Backwater Escape", "en"],
        ["Golden Triangle", "en"],
      ],
    );
  });
});

describe("generate-large.mjs", () => {
  it("writes a seed the server serves, with unique ids, suffixed names and invalid records", async () => {
    const out = path.join(await tempDir(), "big");
    const { stdout } = await run(process.execPath, [
      path.join(SERVER_DIR, "seed", "generate-large.mjs"),
      "--destinations",
      "25",
      "--blogs",
      "7",
      "--invalid",
      "2",
      "--from",
      FIXTURE_SEED,
      "--out",
      out,
    ]);
    assert.match(stdout, /Wrote 25 destinations and 7 blogs/);

    const app = await makeApp({ seedDir: out });
    const { body } = await getJson(app, "/api/destinations?limit=100");
    assert.equal(body.totalCount, 25);
    assert.equal(new Set(body.destinations.map((d) => d._id)).size, 25);
    assert.equal(body.destinations.filter((d) => d.name === undefined).length, 2);
    assert.ok(body.destinations.some((d) => d.name === "Munnar · 4"));
    assert.ok(new Set(body.destinations.map((d) => d.pricePerPerson)).size > 3);
    assert.ok(body.destinations.some((d) => d.itinerary.length === 2));

    const blogs = (await getJson(app, "/api/blogs?limit=100")).body;
    assert.equal(blogs.pagination.total, 7);
    assert.equal(new Set(blogs.blogs.map((b) => b._id)).size, 7);
    const times = blogs.blogs.map((b) => Date.parse(b.createdAt));
    assert.deepEqual(
      times,
      [...times].sort((a, b) => b - a),
    );

    const image = await app.inject("/images/destinations/munnar.jpg");
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers["content-type"], "image/jpeg");
  });
});

describe("index.mjs", () => {
  /** Starts the real entry point; resolves with its first line of output and the child. */
  async function start(env) {
    const child = spawn(process.execPath, [path.join(SERVER_DIR, "index.mjs")], {
      env: { ...process.env, HOST: "127.0.0.1", PORT: "0", SEED_DIR: FIXTURE_SEED, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d) => {
      output += d;
    });
    child.stderr.on("data", (d) => {
      output += d;
    });
    return { child, output: () => output };
  }

  it("listens, logs its URL, and exits cleanly on SIGTERM", async () => {
    const contactsFile = path.join(await tempDir(), "contacts.jsonl");
    const { child, output } = await start({ CONTACTS_FILE: contactsFile });
    await new Promise((resolve) => {
      const check = () => (/listening on http/.test(output()) ? resolve() : setTimeout(check, 20));
      check();
    });
    const url = output().match(/(http:\/\/127\.0\.0\.1:\d+)/)[1];
    assert.deepEqual(await (await fetch(`${url}/api/health`)).json(), { ok: true });
    child.kill("SIGTERM");
    const [code] = await once(child, "exit");
    assert.equal(code, 0);
  });

  it("exits with status 1 and names the file when the seed is invalid", async () => {
    const dir = await seedCopy();
    await writeFile(path.join(dir, "reviews.json"), "not json");
    const { child, output } = await start({ SEED_DIR: dir, CONTACTS_FILE: path.join(dir, "c.jsonl") });
    const [code] = await once(child, "exit");
    assert.equal(code, 1);
    assert.match(output(), /reviews\.json: not valid JSON/);
  });

  it("exits with status 1 on a bad fault setting", async () => {
    const { child, output } = await start({ API_FAULTS: "deals:teapot" });
    const [code] = await once(child, "exit");
    assert.equal(code, 1);
    assert.match(output(), /API_FAULTS/);
  });
});
