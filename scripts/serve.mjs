// Serves the production build (public/) the way Netlify does: clean URLs, 404.html with status 404,
// and the headers of public/_headers (written by the build), so local checks and e2e tests see what
// visitors get, Content-Security-Policy included.
import http from "node:http";
import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import sirv from "sirv";

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
      const glob = line.trim().replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*");
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
  for (const rule of rules) if (rule.pattern.test(pathname)) for (const [name, value] of Object.entries(rule.values)) res.setHeader(name, String(value));
};

const notFoundPage = path.join(root, "404.html");
const assets = sirv(root, { extensions: ["html"], dotfiles: false, etag: true });

const server = http.createServer((req, res) => {
  const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
  applyHeaders(res, pathname);
  assets(req, res, () => {
    res.statusCode = 404;
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.end(existsSync(notFoundPage) ? readFileSync(notFoundPage) : "Not found");
  });
});

server.listen(port, host, () => console.log(`Site served from ${path.relative(process.cwd(), root) || "."} at http://${host === "127.0.0.1" ? "localhost" : host}:${port}`));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
