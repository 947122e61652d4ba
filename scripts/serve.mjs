// Serves the production build (public/) the way Netlify does: clean URLs, 404.html with status 404,
// and the headers of public/_headers (written by the build), so local checks and e2e tests see what
// visitors get, Content-Security-Policy included.
import http from "node:http";
import { readFileSync, existsSync, statSync } from "node:fs";
import { gzipSync } from "node:zlib";
import path from "node:path";
import sirv from "sirv";
import { isSearchPage, withSearchWord } from "../netlify/search-word.mjs";

const root = path.resolve(process.env.SERVE_DIR || "public");
const port = Number(process.env.SITE_PORT || 9000);
const host = process.env.SITE_HOST || "127.0.0.1";

if (!existsSync(path.join(root, "index.html"))) {
  console.error(`No build in ${root}: run "npm run build" first.`);
  process.exit(1);
}

/** [{ pattern, values }] from a Netlify _headers file: a path line, then indented "Name: value" lines. */
function headerRules() {
  const file = path.join(root, "_headers");
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const glob = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${glob}$`), values: {} });
    } else if (rules.length > 0) {
      const colon = line.indexOf(":");
      rules[rules.length - 1].values[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}
const rules = headerRules();
const applyHeaders = (res, pathname) => {
  for (const rule of rules)
    if (rule.pattern.test(pathname))
      for (const [name, value] of Object.entries(rule.values)) res.setHeader(name, String(value));
};

const notFoundPage = path.join(root, "404.html");
const assets = sirv(root, { extensions: ["html"], dotfiles: false, etag: true });

/** Text files are sent gzip-compressed, as Netlify's CDN does, so page weights and Lighthouse see real transfer sizes. */
const TEXT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain",
};
const gzipped = new Map();
function sendCompressed(req, res, pathname) {
  if (!/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) return false;
  const candidates = [pathname, `${pathname.replace(/\/$/, "")}/index.html`, `${pathname}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, path.normalize(candidate));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) continue;
    const type = TEXT_TYPES[path.extname(file)];
    if (!type) return false;
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file)));
    res.writeHead(200, { "content-type": type, "content-encoding": "gzip", vary: "Accept-Encoding" });
    res.end(req.method === "HEAD" ? undefined : gzipped.get(file));
    return true;
  }
  return false;
}

/** A list page asked for with ?search=…: its HTML with the word in the search box, as Netlify's edge function sends it. */
function sendSearchPage(req, res, pathname, word) {
  const file = path.join(root, path.normalize(pathname), "index.html");
  if (!word || !isSearchPage(pathname) || !file.startsWith(root) || !existsSync(file)) return false;
  res.writeHead(200, { "content-type": TEXT_TYPES[".html"] });
  res.end(req.method === "HEAD" ? undefined : withSearchWord(readFileSync(file, "utf8"), word));
  return true;
}

/** Netlify reads these for their rules and never serves them. */
const NETLIFY_RULE_FILES = new Set(["/_headers", "/_redirects"]);

/** The paths public/_redirects answers with 404 whatever is there (`/path /404.html 404!`): the build's own files. */
function forcedNotFound() {
  const file = path.join(root, "_redirects");
  if (!existsSync(file)) return new Set();
  const rules = readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter(([from, , status]) => from?.startsWith("/") && status === "404!");
  return new Set(rules.map(([from]) => from));
}
const unpublished = new Set([...NETLIFY_RULE_FILES, ...forcedNotFound()]);

const sendNotFound = (res) => {
  res.statusCode = 404;
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : "Not found");
};

/** The headers _headers gives a path, as one comparable text. */
const headersFor = (pathname) =>
  JSON.stringify(rules.filter((rule) => rule.pattern.test(pathname)).map((rule) => rule.values));

/**
 * A folder's page asked for without its slash when the folder has rules of its own (the CMS's `/admin/*`: its
 * policy and noindex): redirected to the slash, as Netlify does, so the page never goes out without its headers.
 */
function redirectToFolder(req, res, url, pathname) {
  if (pathname.endsWith("/") || headersFor(pathname) === headersFor(`${pathname}/`)) return false;
  const file = path.join(root, path.normalize(pathname), "index.html");
  if (!file.startsWith(root) || !existsSync(file)) return false;
  res.writeHead(301, { location: `${url.pathname}/${url.search}` });
  res.end();
  return true;
}

function handle(req, res) {
  let url;
  let pathname;
  try {
    url = new URL(req.url ?? "/", "http://localhost");
    pathname = decodeURIComponent(url.pathname);
  } catch {
    // "/%", "/%E0%A4": an address no file can have, answered as the client's mistake it is.
    res.writeHead(400, { "content-type": "text/plain; charset=utf-8" });
    res.end("Bad request: the address is not valid percent-encoding.\n");
    return;
  }
  applyHeaders(res, pathname);
  if (unpublished.has(pathname)) return sendNotFound(res);
  if (redirectToFolder(req, res, url, pathname)) return;
  if (sendSearchPage(req, res, pathname, url.searchParams.get("search"))) return;
  if (sendCompressed(req, res, pathname)) return;
  assets(req, res, () => sendNotFound(res));
}

// No request may stop the server: whatever a handler throws is answered 500 and logged, and the next request served.
const server = http.createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(`${req.method} ${req.url}: ${error instanceof Error ? error.stack : error}`);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
    res.end("Internal error\n");
  }
});

server.listen(port, host, () =>
  console.log(
    `Site served from ${path.relative(process.cwd(), root) || "."} at http://${host === "127.0.0.1" ? "localhost" : host}:${port}`,
  ),
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
