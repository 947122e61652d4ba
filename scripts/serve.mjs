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

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const pathname = decodeURIComponent(url.pathname);
  applyHeaders(res, pathname);
  if (sendSearchPage(req, res, pathname, url.searchParams.get("search"))) return;
  if (sendCompressed(req, res, pathname)) return;
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : "Not found");
  });
});

server.listen(port, host, () =>
  console.log(
    `Site served from ${path.relative(process.cwd(), root) || "."} at http://${host === "127.0.0.1" ? "localhost" : host}:${port}`,
  ),
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
