/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fetchCollection } from "../../plugins/gatsby-source-agency-api/fetch-collection";
import { fetchJson, MAX_RETRY_AFTER_MS, retryAfterMs } from "../../plugins/gatsby-source-agency-api/fetch-json";

type Handler = (request: IncomingMessage, response: ServerResponse, count: number) => void;

/** A local backend whose every answer the test scripts; counts the requests it gets. */
async function backend(handler: Handler) {
  let count = 0;
  const server: Server = createServer((request, response) => handler(request, response, ++count));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => count,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A fake clock: records every wait instead of waiting. */
function fakeClock() {
  const waits: number[] = [];
  return { waits, sleep: async (ms: number) => void waits.push(ms) };
}

const json = (response: ServerResponse, body: unknown, status = 200) =>
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));

describe("fetchJson", () => {
  it("waits what Retry-After says on 429 and 503, capped, instead of its own backoff", async () => {
    const api = await backend((_request, response, count) => {
      if (count === 1) return void response.writeHead(429, { "retry-after": "7" }).end();
      if (count === 2) return void response.writeHead(503, { "retry-after": "3600" }).end();
      json(response, { ok: true });
    });
    const clock = fakeClock();
    try {
      await expect(
        fetchJson(api.url, { timeoutMs: 2_000, attempts: 3, backoffMs: 10, sleep: clock.sleep }),
      ).resolves.toEqual({
        ok: true,
      });
      expect(clock.waits).toEqual([7_000, MAX_RETRY_AFTER_MS]);
    } finally {
      await api.close();
    }
  });

  it("reads Retry-After as seconds or as an HTTP date, and ignores nonsense", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs("12", now)).toBe(12_000);
    expect(retryAfterMs("Thu, 01 Jan 2026 00:00:05 GMT", now)).toBe(5_000);
    expect(retryAfterMs("soon", now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });

  it("retries a malformed or truncated body once, then succeeds", async () => {
    const api = await backend((_request, response, count) => {
      if (count === 1)
        return void response.writeHead(200, { "content-type": "application/json" }).end('{"items": [1, 2');
      json(response, { items: [1, 2, 3] });
    });
    try {
      // Even with a single attempt allowed, a cut-short body gets its one retry.
      await expect(fetchJson(api.url, { timeoutMs: 2_000, attempts: 1, sleep: fakeClock().sleep })).resolves.toEqual({
        items: [1, 2, 3],
      });
      expect(api.requests()).toBe(2);
    } finally {
      await api.close();
    }
  });

  it("gives up on a body that is malformed twice, naming the URL", async () => {
    const api = await backend((_request, response) => void response.writeHead(200).end("<html>maintenance</html>"));
    try {
      await expect(
        fetchJson(`${api.url}/api/faqs`, { timeoutMs: 2_000, attempts: 3, sleep: fakeClock().sleep }),
      ).rejects.toThrow(`${api.url}/api/faqs: answered with a body that is not JSON (malformed or truncated)`);
      expect(api.requests()).toBe(2);
    } finally {
      await api.close();
    }
  });

  it("reports a body slower than the timeout as a timeout", async () => {
    const api = await backend((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.write('{"items": [');
      // The rest never comes within the timeout.
      setTimeout(() => response.end("]}"), 1_500).unref();
    });
    try {
      await expect(fetchJson(api.url, { timeoutMs: 300, attempts: 1, sleep: fakeClock().sleep })).rejects.toThrow(
        /sent no complete body within 300 ms after 1 attempts/,
      );
    } finally {
      await api.close();
    }
  });

  it("refuses a response over the size cap, naming the URL, without retrying", async () => {
    const api = await backend((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ items: "x".repeat(200_000) }));
    });
    try {
      await expect(
        fetchJson(`${api.url}/api/blogs`, {
          timeoutMs: 2_000,
          attempts: 3,
          maxBytes: 100_000,
          sleep: fakeClock().sleep,
        }),
      ).rejects.toThrow(`${api.url}/api/blogs: answered with more than 100000 bytes; refused`);
      expect(api.requests()).toBe(1);
    } finally {
      await api.close();
    }
  });
});

describe("fetchCollection", () => {
  it("stops paging, with a warning, when a page brings only ids already seen", async () => {
    // A backend that ignores ?page and claims a billion pages.
    const api = await backend((_request, response) =>
      json(response, { items: [{ _id: "a" }, { _id: "b" }], pagination: { pages: 1e9 } }),
    );
    const warnings: string[] = [];
    try {
      const records = await fetchCollection(
        { url: `${api.url}/api/blogs`, envelope: "items" },
        { timeoutMs: 2_000, attempts: 1 },
        2,
        (message) => warnings.push(message),
      );
      expect(records).toEqual([{ _id: "a" }, { _id: "b" }]);
      expect(api.requests()).toBe(2);
      expect(warnings).toEqual([
        `${api.url}/api/blogs?page=2&limit=2 brought only records already seen on earlier pages; stopped paging there (does the backend ignore ?page?)`,
      ]);
    } finally {
      await api.close();
    }
  });
});
