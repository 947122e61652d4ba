/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
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

// Downloads are checked with a plain fetch; Gatsby's file cache is not part of what is tested here.
jest.mock("gatsby-source-filesystem", () => ({
  createFileNodeFromBuffer: jest.fn(async ({ name, ext }: { name: string; ext: string }) => ({
    id: name === "agency-placeholder" ? "file:placeholder" : `file:${name}${ext}`,
  })),
}));

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

function harness() {
  const nodes: CreatedNode[] = [];
  const warnings: string[] = [];
  const reporter = {
    warn: (message: string) => warnings.push(message),
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
    reporter,
  };
  const ofType = (type: string) => nodes.filter((node) => node.internal.type === type);
  const run = (options: Partial<SourceOptions>) =>
    // The Gatsby helper types are far wider than what the plugin uses; this harness supplies that part.
    (sourceNodes as unknown as (a: unknown, o: unknown) => Promise<void>)(args, {
      attempts: 2,
      timeoutMs: 2_000,
      pageSize: 5,
      allowPartial: false,
      ...options,
    });
  return { nodes, warnings, ofType, run };
}

const seed = (name: string) => path.resolve("server", name);

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
      expect(warnings).toEqual([expect.stringMatching(/skipped destinations record "[\w-]+": name: /)]);
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
    const started = Date.now();
    await expect(run({ apiUrl: closed, adminApiUrl: closed })).rejects.toThrow(
      /http:\/\/127\.0\.0\.1:9\/api\/deals\?page=1&limit=5: unreachable/,
    );
    expect(Date.now() - started).toBeLessThan(60_000);
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
