/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { SourceOptions } from "../../plugins/gatsby-source-agency-api/options";
import { startReferenceApi } from "./reference-api";
import seedBlogs from "../../server/seed/blogs.json";
import seedDestinations from "../../server/seed/destinations.json";
import seedFaqs from "../../server/seed/faqs.json";
import seedReviews from "../../server/seed/reviews.json";
import seedPackages from "../../server/seed/tour-packages.json";
import malayalamNames from "../../server/seed/translations/ml.json";
import arabicNames from "../../server/seed/translations/ar.json";

// Downloads are checked with a plain fetch; Gatsby's file cache is not part of what is tested here.
jest.mock("gatsby-source-filesystem", () => ({
  createFileNodeFromBuffer: jest.fn(async ({ name, ext }: { name: string; ext: string }) => ({
    id: name === "agency-placeholder" ? "file:placeholder" : `file:${name}${ext}`,
  })),
}));
const { createFileNodeFromBuffer } = jest.requireMock("gatsby-source-filesystem") as {
  createFileNodeFromBuffer: jest.Mock<Promise<{ id: string }>, [{ buffer: Buffer; name: string; ext: string }]>;
};

// Loaded after the mock above.
const { sourceNodes } =
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require("../../plugins/gatsby-source-agency-api/gatsby-node") as typeof import("../../plugins/gatsby-source-agency-api/gatsby-node");

interface CreatedNode {
  id: string;
  internal: { type: string };
  [field: string]: unknown;
}

// Each test starts a real API process; on a busy 2-core machine that takes a few seconds.
jest.setTimeout(30_000);

class PanicError extends Error {}

/** Gatsby's plugin cache as the plugin uses it: values by key, and a directory for files, kept between runs. */
function pluginCache(directory: string) {
  const values = new Map<string, unknown>();
  return {
    directory,
    get: async (key: string) => values.get(key),
    set: async (key: string, value: unknown) => void values.set(key, structuredClone(value)),
  };
}

function harness(cache = pluginCache(mkdtempSync(path.join(os.tmpdir(), "source-plugin-cache-")))) {
  const nodes: CreatedNode[] = [];
  const warnings: string[] = [];
  const infos: string[] = [];
  const reporter = {
    warn: (message: string) => warnings.push(message),
    info: (message: string) => infos.push(message),
    verbose: () => undefined,
    panic: (message: string) => {
      throw new PanicError(message);
    },
    activityTimer: () => ({ start: () => undefined, end: () => undefined }),
  };
  const args = {
    actions: { createNode: async (node: CreatedNode) => void nodes.push(node) },
    createNodeId: (seed: string) => seed,
    createContentDigest: (value: unknown) => JSON.stringify(value).length.toString(),
    getCache: () => ({}),
    cache,
    reporter,
  };
  const ofType = (type: string) => nodes.filter((node) => node.internal.type === type);
  const run = (options: Partial<SourceOptions>) =>
    // The Gatsby helper types are far wider than what the plugin uses; this harness supplies that part.
    (sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)(args, {
      attempts: 2,
      // Generous: on a busy machine a picture can take seconds, and a timeout would add warnings the tests compare.
      timeoutMs: 20_000,
      pageSize: 5,
      allowPartial: false,
      ...options,
    });
  return { nodes, warnings, infos, ofType, run };
}

const seed = (name: string) => path.resolve("server", name);
const seedNames = { ml: malayalamNames, ar: arabicNames };

describe("gatsby-source-agency-api against the reference API", () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "source-plugin-"));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("sources every collection, following pagination, tagging destinations with their type", async () => {
    const api = await startReferenceApi({ SEED_DIR: seed("seed") });
    try {
      const { ofType, run, warnings } = harness();
      await run({ apiUrl: api.url, adminApiUrl: api.url });
      expect(ofType("AgencyDestination")).toHaveLength(seedDestinations.length);
      expect(ofType("AgencyBlog")).toHaveLength(seedBlogs.length);
      expect(ofType("AgencyFaq")).toHaveLength(seedFaqs.length);
      expect(ofType("AgencyReview")).toHaveLength(seedReviews.length);
      const munnar = ofType("AgencyDestination").find((node) => node.agencyId === "dst-munnar");
      expect(munnar).toMatchObject({
        type: "Domestic",
        bannerImageFileId: expect.stringMatching(/^file:munnar-.+\.jpg$/),
      });
      // The backend's order, per type (International, then Domestic), whatever order the nodes were created in.
      const backendOrder = ["International", "Domestic"].flatMap((type) =>
        seedDestinations.filter((d) => d.type === type).map((d) => d._id),
      );
      // Made in that order too, whatever order their pictures arrived in: equal records sort the same in every build.
      expect(ofType("AgencyDestination").map((node) => node.agencyId)).toEqual(backendOrder);
      expect(ofType("AgencyBlog").map((node) => node.agencyId)).toEqual(
        [...ofType("AgencyBlog")].sort((a, b) => Number(a.sourceOrder) - Number(b.sourceOrder)).map((n) => n.agencyId),
      );
      const bySourceOrder = [...ofType("AgencyDestination")].sort(
        (a, b) => Number(a.sourceOrder) - Number(b.sourceOrder),
      );
      expect(bySourceOrder.map((node) => node.agencyId)).toEqual(backendOrder);
      expect(bySourceOrder.map((node) => node.sourceOrder)).toEqual(backendOrder.map((_, index) => index));
      expect(ofType("AgencySourceStatus").every((node) => node.ok === true)).toBe(true);
      expect(warnings).toEqual([]);
    } finally {
      await api.stop();
    }
  });

  it("gives each tour package its names from the booking system's ?locale=ml|ar, and prints what they cover", async () => {
    const api = await startReferenceApi({ SEED_DIR: seed("seed") });
    try {
      const { ofType, run, warnings, infos } = harness();
      await run({ apiUrl: api.url, adminApiUrl: api.url });
      const bali = ofType("AgencyTourPackage").find((node) => node.agencyId === "tour-bali-honeymoon-retreat");
      expect(bali?.translations).toEqual([
        { language: "ml", name: seedNames.ml["tour-packages"]["tour-bali-honeymoon-retreat"].name },
        { language: "ar", name: seedNames.ar["tour-packages"]["tour-bali-honeymoon-retreat"].name },
      ]);
      expect(infos).toContain(
        `[editions] tour-packages translated by the booking system: മലയാളം (ml) ${seedPackages.length} of ` +
          `${seedPackages.length}, العربية (ar) ${seedPackages.length} of ${seedPackages.length}`,
      );
      // Collections the site reads no translations of are asked once, in English.
      expect(ofType("AgencyFaq").every((node) => !("translations" in node))).toBe(true);
      expect(warnings).toEqual([]);
    } finally {
      await api.stop();
    }
  });

  it("keeps the tours English, each with no translation, where the booking system translates none", async () => {
    // The seed without its translation files: every record answered in English (`locale: "en"`).
    const english = path.join(tmp, "seed-english");
    cpSync(seed("seed"), english, { recursive: true, filter: (source) => !source.includes("translations") });
    const api = await startReferenceApi({ SEED_DIR: english });
    try {
      const { ofType, run, warnings, infos } = harness();
      await run({ apiUrl: api.url, adminApiUrl: api.url });
      expect(ofType("AgencyTourPackage").map((node) => node.translations)).toEqual(seedPackages.map(() => []));
      expect(infos.join("\n")).toContain(`മലയാളം (ml) 0 of ${seedPackages.length}`);
      expect(warnings).toEqual([]);
    } finally {
      await api.stop();
    }
  });

  it("goes on in English, with a warning per language, where the backend refuses ?locale=", async () => {
    const api = await startReferenceApi({ SEED_DIR: seed("seed") });
    // A backend from before ?locale= refuses an unknown parameter: a proxy that answers 400 to it.
    const proxy = createServer((request, response) => {
      if (request.url?.includes("locale=")) {
        response.writeHead(400, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: "Invalid query parameter" }));
        return;
      }
      void fetch(`${api.url}${request.url}`).then(async (answer) => {
        response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "text/plain" });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    try {
      const { ofType, run, warnings } = harness();
      await run({ apiUrl: url, adminApiUrl: url, attempts: 1 });
      expect(ofType("AgencyTourPackage")).toHaveLength(seedPackages.length);
      expect(
        ofType("AgencyTourPackage").every((node) => Array.isArray(node.translations) && node.translations.length === 0),
      ).toBe(true);
      expect(warnings.filter((warning) => warning.includes("tour-packages: no "))).toEqual([
        expect.stringMatching(
          /^\[agency-api\] tour-packages: no ml words from the booking system \(.*\/api\/tour-packages\?locale=ml.*400.*\); shown in English$/,
        ),
        expect.stringMatching(
          /^\[agency-api\] tour-packages: no ar words from the booking system \(.*400.*\); shown in English$/,
        ),
      ]);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
      await api.stop();
    }
  });

  it("skips a record missing a required field, with a warning naming collection, id and field", async () => {
    const dir = path.join(tmp, "invalid-seed");
    execFileSync(process.execPath, [
      "server/seed/generate-large.mjs",
      "--destinations",
      "30",
      "--blogs",
      "12",
      "--invalid",
      "1",
      "--out",
      dir,
    ]);
    const api = await startReferenceApi({ SEED_DIR: dir });
    try {
      const { ofType, run, warnings } = harness();
      await run({ apiUrl: api.url, adminApiUrl: api.url, pageSize: 100 });
      expect(ofType("AgencyDestination")).toHaveLength(29);
      expect(warnings).toEqual([
        expect.stringMatching(/destinations: skipped record \d+ \("dst-[\w-]+"\): name: is required$/),
      ]);
    } finally {
      await api.stop();
    }
  });

  it("uses the placeholder image, with a warning, when an image URL is broken", async () => {
    const api = await startReferenceApi({ SEED_DIR: seed("test/fixtures/seed") });
    try {
      const { ofType, run, warnings } = harness();
      await run({ apiUrl: api.url, adminApiUrl: api.url });
      const bali = ofType("AgencyDestination").find((node) => node.bannerImage === "https://cdn.example.com/bali.jpg");
      expect(bali?.bannerImageFileId).toBe("file:placeholder");
      expect(warnings).toContainEqual(expect.stringContaining("https://cdn.example.com/bali.jpg"));
    } finally {
      await api.stop();
    }
  });

  it("gives a service card with a broken banner URL the placeholder image (shown on /service)", async () => {
    const dir = path.join(tmp, "broken-service-banner");
    cpSync(seed("test/fixtures/seed"), dir, { recursive: true });
    const cardsFile = path.join(dir, "service-cards.json");
    const cards = JSON.parse(readFileSync(cardsFile, "utf8")) as Array<Record<string, string>>;
    cards[1] = { ...cards[1], banner: "https://cdn.example.com/no-such-banner.jpg" };
    writeFileSync(cardsFile, JSON.stringify(cards));
    const api = await startReferenceApi({ SEED_DIR: dir });
    try {
      const { ofType, run } = harness();
      await run({ apiUrl: api.url, adminApiUrl: api.url });
      const [intact, broken] = ofType("AgencyServiceCard").sort((a, b) =>
        String(a.agencyId).localeCompare(String(b.agencyId)),
      );
      expect(broken?.bannerFileId).toBe("file:placeholder");
      expect(intact?.bannerFileId).toEqual(expect.stringMatching(/^file:dot-.+\.png$/));
    } finally {
      await api.stop();
    }
  }, 20_000);

  it("fails naming the URL when the backend is unreachable", async () => {
    const { run } = harness();
    const closed = "http://127.0.0.1:9";
    // How soon it gives up is bounded by the attempts and back-off (SOURCE_ATTEMPTS) and by this test's timeout;
    // scripts/e2e.mjs times the whole failing build.
    await expect(run({ apiUrl: closed, adminApiUrl: closed })).rejects.toThrow(
      /http:\/\/127\.0\.0\.1:9\/api\/deals\?page=1&limit=5: unreachable/,
    );
  });

  it("fails on a persistent 5xx, naming the endpoint, after retrying", async () => {
    const api = await startReferenceApi({ SEED_DIR: seed("seed"), API_FAULTS: "faqs:500" });
    try {
      const { run } = harness();
      await expect(run({ apiUrl: api.url, adminApiUrl: api.url })).rejects.toThrow(
        /\/api\/faqs\?page=1&limit=5: answered HTTP 500 after 2 attempts/,
      );
    } finally {
      await api.stop();
    }
  });

  it("with ALLOW_PARTIAL_CONTENT builds the failed collection empty and records why", async () => {
    const api = await startReferenceApi({ SEED_DIR: seed("seed"), API_FAULTS: "faqs:503" });
    try {
      const { ofType, run, warnings } = harness();
      await run({ apiUrl: api.url, adminApiUrl: api.url, allowPartial: true });
      expect(ofType("AgencyFaq")).toHaveLength(0);
      expect(ofType("AgencyBlog").length).toBeGreaterThan(0);
      expect(ofType("AgencySourceStatus").find((node) => node.collection === "faqs")).toMatchObject({
        ok: false,
        message: expect.stringContaining("/api/faqs"),
      });
      expect(warnings).toContainEqual(expect.stringContaining("ALLOW_PARTIAL_CONTENT"));
    } finally {
      await api.stop();
    }
  });
});

describe("gatsby-source-agency-api record policy, against the reference API with data faults", () => {
  let api: { url: string; stop: () => Promise<void> };
  beforeAll(async () => {
    api = await startReferenceApi({ SEED_DIR: seed("seed"), ENABLE_TEST_CONTROL: "1" });
  });
  afterAll(() => api.stop());
  beforeEach(() => createFileNodeFromBuffer.mockClear());
  afterEach(() => setFaults(null));

  const setFaults = async (faults: object | null) => {
    const response = await fetch(`${api.url}/__test/faults`, {
      method: faults ? "PUT" : "DELETE",
      ...(faults && { headers: { "content-type": "application/json" }, body: JSON.stringify(faults) }),
    });
    expect(response.ok).toBe(true);
  };
  const sourceWith = async (faults: object, options: Partial<SourceOptions> = {}) => {
    await setFaults(faults);
    const run = harness();
    const outcome = await run.run({ apiUrl: api.url, adminApiUrl: api.url, pageSize: 100, ...options }).then(
      () => null,
      (error: unknown) => error,
    );
    return { ...run, outcome };
  };
  const status = (nodes: CreatedNode[], collection: string) =>
    nodes.find((node) => node.internal.type === "AgencySourceStatus" && node.collection === collection);

  it("keeps the first of two records sharing an _id and names both in the warning", async () => {
    const { ofType, nodes, warnings, outcome } = await sourceWith({
      destinations: { relabel: { "dst-kovalam": "dst-munnar" } },
    });
    expect(outcome).toBeNull();
    const munnar = ofType("AgencyDestination").filter((node) => node.agencyId === "dst-munnar");
    expect(munnar.map((node) => node.name)).toEqual(["Munnar"]);
    expect(ofType("AgencyDestination").some((node) => node.name === "Kovalam")).toBe(false);
    expect(ofType("AgencyDestination")).toHaveLength(seedDestinations.length - 1);
    // International first, then Domestic: Munnar is the 14th record received, Kovalam the 18th.
    expect(warnings).toEqual([
      '[agency-api] destinations: record 18 ("Kovalam") has _id "dst-munnar", already used by record 14 ("Munnar"); kept the first, skipped this one',
    ]);
    expect(status(nodes, "destinations")).toMatchObject({ ok: true, skipped: 1 });
  });

  it("stops, before any picture is fetched, when more than 20 % of a collection fails validation", async () => {
    const { nodes, outcome } = await sourceWith({ destinations: { invalid: 9 } });
    expect(outcome).toBeInstanceOf(PanicError);
    const message = (outcome as Error).message;
    expect(message).toMatch(
      /destinations: 9 of 28 records \(32\.1 %\) failed validation, more than the 20 % allowed; first problems: record 1 \("dst-dubai"\): name: is required; /,
    );
    expect(message).toContain("set ALLOW_PARTIAL_CONTENT=1 to publish anyway");
    expect(createFileNodeFromBuffer).not.toHaveBeenCalled();
    expect(nodes).toEqual([]);
  });

  it("with ALLOW_PARTIAL_CONTENT warns naming the loss and publishes the valid records", async () => {
    const { ofType, warnings, outcome } = await sourceWith({ destinations: { invalid: 9 } }, { allowPartial: true });
    expect(outcome).toBeNull();
    expect(ofType("AgencyDestination")).toHaveLength(seedDestinations.length - 9);
    expect(warnings).toContainEqual(
      expect.stringMatching(/ALLOW_PARTIAL_CONTENT is set[^]*destinations: 9 of 28 records \(32\.1 %\) failed/),
    );
  });

  it("goes on with a loss within the limit set by the maxInvalidPercent option", async () => {
    const { ofType, outcome } = await sourceWith({ destinations: { invalid: 9 } }, { maxInvalidPercent: 40 });
    expect(outcome).toBeNull();
    expect(ofType("AgencyDestination")).toHaveLength(seedDestinations.length - 9);
  });

  it("stops when every record of a collection fails validation, whatever the limit", async () => {
    const { outcome } = await sourceWith({ faqs: { invalid: seedFaqs.length } }, { maxInvalidPercent: 100 });
    expect(outcome).toBeInstanceOf(PanicError);
    expect((outcome as Error).message).toMatch(
      new RegExp(`faqs: all ${seedFaqs.length} records failed validation; first problems: record 1 \\("faq-01"\\): `),
    );
  });

  it("an empty collection is not a loss", async () => {
    const { outcome, ofType } = await sourceWith({ faqs: { empty: true } });
    expect(outcome).toBeNull();
    expect(ofType("AgencyFaq")).toEqual([]);
  });
});

describe("gatsby-source-agency-api text length limits", () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "source-plugin-lengths-"));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  const longDay = { title: "A day", hotel: "A hotel", description: "x".repeat(5_000), meals: Array(100).fill("Lunch") };
  it.each([
    [
      "an over-long text, naming record, id, field, length and limit",
      { description: "x".repeat(1024 * 1024) },
      "description: has 1048576 characters, more than the 5000 allowed",
    ],
    [
      "every field within its limit that outgrows its pages (100 days of 5,000 characters, 100 meals a day), naming it",
      { itinerary: Array.from({ length: 100 }, (_, i) => ({ ...longDay, dayNumber: i + 1 })) },
      "itinerary: has 100 entries, more than the 30 allowed",
    ],
  ])("skips a record with %s", async (_case, change, problem) => {
    const dir = mkdtempSync(path.join(tmp, "seed-"));
    cpSync(seed("test/fixtures/seed"), dir, { recursive: true });
    const file = path.join(dir, "destinations.json");
    const destinations = JSON.parse(readFileSync(file, "utf8")) as Array<Record<string, unknown>>;
    destinations[0] = { ...destinations[0], ...change };
    writeFileSync(file, JSON.stringify(destinations));
    const api = await startReferenceApi({ SEED_DIR: dir });
    try {
      const { ofType, run, warnings } = harness();
      // One record of the fixture's three is a third of it: over the default loss limit.
      await run({ apiUrl: api.url, adminApiUrl: api.url, maxInvalidPercent: 50 });
      expect(ofType("AgencyDestination").map((node) => node.agencyId)).not.toContain(destinations[0]!._id);
      expect(ofType("AgencyDestination")).toHaveLength(destinations.length - 1);
      // The fixture's Bali has a foreign banner on purpose; its picture warning is not what is tested here.
      expect(warnings.filter((warning) => !warning.includes("bannerImage: image"))).toEqual([
        `[agency-api] destinations: skipped record 3 ("${String(destinations[0]!._id)}"): ${problem}`,
      ]);
    } finally {
      await api.stop();
    }
  });
});

describe("gatsby-source-agency-api pictures: a bad one never stops the build", () => {
  let tmp: string;
  let pictures: Server;
  let picturesHost: string;
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "source-plugin-images-"));
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3a7" } })
      .jpeg()
      .toBuffer();
    const routes: Record<string, { type: string; body: Buffer }> = {
      "/good.jpg": { type: "image/jpeg", body: jpeg },
      "/page.jpg": { type: "text/html", body: Buffer.from("<!doctype html><title>Not found</title>") },
      "/truncated.jpg": { type: "image/jpeg", body: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
      "/huge.jpg": { type: "image/jpeg", body: Buffer.concat([jpeg, Buffer.alloc(30 * 1024 * 1024)]) },
    };
    pictures = createServer((request, response) => {
      const route = routes[request.url ?? ""];
      if (!route) return void response.writeHead(404).end();
      response.writeHead(200, { "content-type": route.type }).end(route.body);
    });
    await new Promise<void>((resolve) => pictures.listen(0, "127.0.0.1", resolve));
    picturesHost = `127.0.0.1:${(pictures.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => pictures.close(resolve));
    rmSync(tmp, { recursive: true, force: true });
  });

  it("keeps the placeholder and warns naming collection, record and URL for each refused picture", async () => {
    const dir = path.join(tmp, "bad-pictures");
    cpSync(seed("test/fixtures/seed"), dir, { recursive: true });
    const file = path.join(dir, "destinations.json");
    const [munnar] = JSON.parse(readFileSync(file, "utf8")) as Array<Record<string, unknown>>;
    const banners: Record<string, string> = {
      "dst-good": `http://${picturesHost}/good.jpg`,
      "dst-html": `http://${picturesHost}/page.jpg`,
      "dst-truncated": `http://${picturesHost}/truncated.jpg`,
      "dst-huge": `http://${picturesHost}/huge.jpg`,
      "dst-foreign": "https://cdn.example.com/x.jpg",
      "dst-file": "file:///etc/passwd",
      "dst-link-local": "https://169.254.169.254/latest/meta-data.jpg",
    };
    writeFileSync(
      file,
      JSON.stringify(Object.entries(banners).map(([_id, bannerImage]) => ({ ...munnar, _id, bannerImage }))),
    );
    const api = await startReferenceApi({ SEED_DIR: dir });
    try {
      const { ofType, run, warnings } = harness();
      // The link-local host is listed on purpose: such addresses are refused even then.
      await run({ apiUrl: api.url, adminApiUrl: api.url, imageHosts: `${picturesHost}, 169.254.169.254` });
      const banner = (id: string) =>
        ofType("AgencyDestination").find((node) => node.agencyId === id)?.bannerImageFileId;
      expect(banner("dst-good")).toMatch(/^file:good-.+\.jpg$/);
      const reasons: Record<string, RegExp> = {
        "dst-html": /served as "text\/html", not image/,
        "dst-truncated": /does not decode as an image/,
        "dst-huge": /over the 20971520-byte limit/,
        "dst-foreign": /host cdn\.example\.com is neither the backend's nor listed in IMAGE_HOSTS/,
        "dst-file": /file: URLs are not fetched/,
        "dst-link-local": /link-local addresses are never fetched/,
      };
      for (const [id, reason] of Object.entries(reasons)) {
        expect(banner(id)).toBe("file:placeholder");
        const warning = warnings.find((message) => message.includes(`destinations "${id}" bannerImage`));
        expect(warning).toContain(banners[id]);
        expect(warning).toMatch(reason);
      }
      expect(warnings.filter((message) => message.includes("dst-good"))).toEqual([]);
    } finally {
      await api.stop();
    }
  });
});

describe("gatsby-source-agency-api pictures: a validated picture is not downloaded again by the next build", () => {
  interface Picture {
    body: Buffer;
    /** Whether the server sends ETag and Last-Modified and answers conditional requests with 304. */
    validators: boolean;
  }
  const LAST_MODIFIED = "Mon, 02 Nov 2026 10:00:00 GMT";
  let tmp: string;
  let api: { url: string; stop: () => Promise<void> };
  let server: Server;
  let host: string;
  let pictures: Record<"/etag.jpg" | "/plain.jpg", Picture>;
  /** Per path: every request, the 200 answers that carried the picture, and the conditional headers received. */
  let log: Record<string, { requests: number; bodiesSent: number; conditions: string[] }>;

  const jpeg = (background: string) =>
    sharp({ create: { width: 48, height: 48, channels: 3, background } })
      .jpeg()
      .toBuffer();
  const etagOf = (body: Buffer) => `"${createHash("sha256").update(body).digest("hex").slice(0, 16)}"`;
  const sha = (body: Buffer) => createHash("sha256").update(body).digest("hex");

  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "source-plugin-picture-cache-"));
    server = createServer((request, response) => {
      const picture = (pictures as Record<string, Picture | undefined>)[request.url ?? ""];
      const entry = (log[request.url ?? ""] ??= { requests: 0, bodiesSent: 0, conditions: [] });
      entry.requests++;
      if (!picture) return void response.writeHead(404).end();
      const conditions = [request.headers["if-none-match"], request.headers["if-modified-since"]].filter(
        (value): value is string => typeof value === "string",
      );
      entry.conditions.push(...conditions);
      const headers: Record<string, string> = { "content-type": "image/jpeg" };
      if (picture.validators) {
        headers.etag = etagOf(picture.body);
        headers["last-modified"] = LAST_MODIFIED;
        // As Express and Fastify (Node's `fresh`) do: "Cache-Control: no-cache" asks for the whole file.
        const reload = /no-cache/.test(request.headers["cache-control"] ?? "");
        if (!reload && request.headers["if-none-match"] === headers.etag)
          return void response.writeHead(304, headers).end();
      }
      entry.bodiesSent++;
      response.writeHead(200, headers).end(picture.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;

    const dir = path.join(tmp, "seed");
    cpSync(seed("test/fixtures/seed"), dir, { recursive: true });
    const file = path.join(dir, "destinations.json");
    const [munnar] = JSON.parse(readFileSync(file, "utf8")) as Array<Record<string, unknown>>;
    writeFileSync(
      file,
      JSON.stringify([
        { ...munnar, _id: "dst-etag", bannerImage: `http://${host}/etag.jpg` },
        { ...munnar, _id: "dst-plain", bannerImage: `http://${host}/plain.jpg` },
      ]),
    );
    api = await startReferenceApi({ SEED_DIR: dir });
  });
  afterAll(async () => {
    await api.stop();
    await new Promise((resolve) => server.close(resolve));
    rmSync(tmp, { recursive: true, force: true });
  });
  beforeEach(async () => {
    pictures = {
      "/etag.jpg": { body: await jpeg("#3a7"), validators: true },
      "/plain.jpg": { body: await jpeg("#a37"), validators: false },
    };
    log = {};
    createFileNodeFromBuffer.mockClear();
  });

  /** Two sourcing runs sharing one plugin cache, as two builds share .cache/. */
  const twoBuilds = async (between: (cacheDirectory: string) => Promise<void> | void) => {
    const cache = pluginCache(mkdtempSync(path.join(tmp, "cache-")));
    const options = { imageHosts: host };
    const first = harness(cache);
    await first.run({ apiUrl: api.url, adminApiUrl: api.url, ...options });
    await between(cache.directory);
    createFileNodeFromBuffer.mockClear();
    const second = harness(cache);
    await second.run({ apiUrl: api.url, adminApiUrl: api.url, ...options });
    const bannerOf = (run: ReturnType<typeof harness>, id: string) =>
      run.ofType("AgencyDestination").find((node) => node.agencyId === id)?.bannerImageFileId;
    /** The bytes the second run made a File node from, per picture name. */
    const storedBytes = (name: string) =>
      createFileNodeFromBuffer.mock.calls.find(([{ name: stored }]) => stored.startsWith(`${name}-`))?.[0].buffer;
    return { first, second, bannerOf, storedBytes, cache };
  };

  it("asks with If-None-Match / If-Modified-Since and reuses the validated picture on 304", async () => {
    const { first, second, bannerOf, storedBytes } = await twoBuilds(() => undefined);
    expect(log["/etag.jpg"]).toEqual({
      requests: 2,
      bodiesSent: 1,
      conditions: [etagOf(pictures["/etag.jpg"].body), LAST_MODIFIED],
    });
    // Same File node both times, made from the same validated bytes: Gatsby reuses its image jobs.
    expect(bannerOf(second, "dst-etag")).toMatch(/^file:etag-.+\.jpg$/);
    expect(bannerOf(second, "dst-etag")).toBe(bannerOf(first, "dst-etag"));
    expect(sha(storedBytes("etag")!)).toBe(sha(pictures["/etag.jpg"].body));
    // The fixture's two other pictures come from the reference API, which sends ETags too: 304 the second time.
    expect(first.infos).toContainEqual(
      expect.stringMatching(/pictures: \d+ downloaded and validated, 0 unchanged on the server \(304\), 0 downloaded/),
    );
    expect(second.infos).toContainEqual(
      expect.stringMatching(
        /pictures: 0 downloaded and validated, 3 unchanged on the server \(304\), 1 downloaded with the same bytes/,
      ),
    );
    expect(second.warnings).toEqual([]);
  });

  it("without validators downloads again but does not decode bytes it has already validated", async () => {
    const { first, second, bannerOf } = await twoBuilds(() => undefined);
    expect(log["/plain.jpg"]).toEqual({ requests: 2, bodiesSent: 2, conditions: [] });
    expect(bannerOf(second, "dst-plain")).toBe(bannerOf(first, "dst-plain"));
  });

  it("downloads and validates a picture again when it changed on the server", async () => {
    const changed = await jpeg("#37a");
    const { second, bannerOf, storedBytes } = await twoBuilds(() => {
      pictures["/etag.jpg"].body = changed;
      pictures["/plain.jpg"].body = changed;
    });
    expect(log["/etag.jpg"]).toMatchObject({ requests: 2, bodiesSent: 2 });
    expect(log["/plain.jpg"]).toMatchObject({ requests: 2, bodiesSent: 2 });
    expect(sha(storedBytes("etag")!)).toBe(sha(changed));
    expect(sha(storedBytes("plain")!)).toBe(sha(changed));
    expect(bannerOf(second, "dst-etag")).toMatch(/^file:etag-.+\.jpg$/);
    expect(second.infos).toContainEqual(expect.stringContaining("pictures: 2 downloaded and validated"));
  });

  it("still refuses a changed picture that no longer decodes, keeping the placeholder", async () => {
    const { second, bannerOf } = await twoBuilds(() => {
      const body = pictures["/etag.jpg"].body;
      pictures["/etag.jpg"].body = body.subarray(0, Math.floor(body.length / 2));
    });
    expect(log["/etag.jpg"]).toMatchObject({ requests: 2, bodiesSent: 2 });
    expect(bannerOf(second, "dst-etag")).toBe("file:placeholder");
    expect(second.warnings).toEqual([
      expect.stringMatching(/destinations "dst-etag" bannerImage: image http:\/\/.+\/etag\.jpg does not decode/),
    ]);
  });

  it("downloads unconditionally when the cached copy was damaged", async () => {
    await twoBuilds((cacheDirectory) => {
      const copies = readdirSync(path.join(cacheDirectory, "validated-pictures"), { withFileTypes: true });
      expect(copies.map((copy) => path.extname(copy.name)).sort()).toEqual([".jpg", ".jpg", ".jpg", ".png"]);
      for (const copy of copies) writeFileSync(path.join(copy.parentPath, copy.name), "damaged");
    });
    expect(log["/etag.jpg"]).toEqual({ requests: 2, bodiesSent: 2, conditions: [] });
  });
});
