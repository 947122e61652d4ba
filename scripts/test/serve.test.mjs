import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { startProcess, stopAll, waitForHttp } from "../processes.mjs";

// scripts/serve.mjs (what `npm start` and the e2e run serve) over a tiny build: its pages, _headers with a folder of
// its own policy, _redirects with the build's forced 404s, and the build-only files beside them.
const dir = mkdtempSync(path.join(os.tmpdir(), "serve-test-"));
const files = {
  "index.html": "<!doctype html><title>Home</title>",
  "404.html": "<!doctype html><title>Page not found</title>",
  "about/index.html": "<!doctype html><title>About</title>",
  "admin/index.html": "<!doctype html><title>Content Manager</title>",
  "webpack.stats.json": '{"namedChunkGroups":{}}',
  "chunk-map.json": "{}",
  _headers: [
    "/*",
    "  X-Frame-Options: DENY",
    "/about",
    "  Content-Security-Policy: default-src 'self'",
    "/about/*",
    "  Content-Security-Policy: default-src 'self'",
    "/admin/*",
    "  Content-Security-Policy: default-src 'self' cms",
    "  X-Robots-Tag: noindex",
  ].join("\n"),
  _redirects: [
    "/webpack.stats.json /404.html 404!",
    "/chunk-map.json /404.html 404!",
    "/blog-details id=a /blog-details/a/ 301!",
  ].join("\n"),
};
for (const [name, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), text);
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
let port;

/** A raw GET: the path goes out exactly as written (fetch would re-encode "/%"). */
const get = (target) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: target }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body }));
      })
      .on("error", reject);
  });

before(async () => {
  port = await freePort();
  startProcess("serve", process.execPath, ["scripts/serve.mjs"], {
    ...process.env,
    SERVE_DIR: dir,
    SITE_PORT: String(port),
  });
  await waitForHttp(`http://127.0.0.1:${port}/`, 20_000);
});
after(async () => {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
});

test("a malformed address is answered 400, and the server goes on serving", async () => {
  for (const target of ["/%", "/%E0%A4", "/about/%zz", "/admin%"]) {
    const answer = await get(target);
    assert.equal(answer.status, 400, target);
    assert.match(answer.body, /not valid percent-encoding/);
  }
  assert.equal((await get("/")).status, 200);
  assert.match((await get("/about")).body, /About/);
});

test("/admin redirects to /admin/, which has the folder's policy and noindex; other pages are served as they are", async () => {
  const bare = await get("/admin?x=1");
  assert.equal(bare.status, 301);
  assert.equal(bare.headers.location, "/admin/?x=1");
  const admin = await get("/admin/");
  assert.equal(admin.status, 200);
  assert.equal(admin.headers["content-security-policy"], "default-src 'self' cms");
  assert.equal(admin.headers["x-robots-tag"], "noindex");
  const about = await get("/about");
  assert.equal(about.status, 200);
  assert.equal(about.headers["content-security-policy"], "default-src 'self'");
});

test("Netlify's rule files and the build's own files are not served", async () => {
  for (const target of ["/_headers", "/_redirects", "/%5Fheaders", "/webpack.stats.json", "/chunk-map.json"]) {
    const answer = await get(target);
    assert.equal(answer.status, 404, target);
    assert.match(answer.body, /Page not found/, target);
  }
});
