// scripts/check-enquiry.mjs against a local "site" (its CSP names the endpoint) and a local API answering preflights.
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, test } from "node:test";
import { checkEnquiry, enquiryOriginFromCsp } from "../check-enquiry.mjs";

const listen = (handler) =>
  new Promise((resolve) => {
    const server = createServer(handler);
    server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` }));
  });

let api;
let site;
let allowed = "";
before(async () => {
  api = await listen((request, response) => {
    const origin = request.headers.origin;
    const headers =
      origin === allowed ? { "access-control-allow-origin": origin, "access-control-allow-methods": "POST" } : {};
    response.writeHead(request.method === "OPTIONS" && request.url === "/api/contacts" ? 204 : 404, headers).end();
  });
  site = await listen((_request, response) => {
    const csp = `default-src 'self'; connect-src 'self' ${api.url} https://*.tawk.to wss://*.tawk.to`;
    response.writeHead(200, { "content-security-policy": csp, "content-type": "text/html" }).end("<!doctype html>");
  });
});
after(() => {
  api.server.close();
  site.server.close();
});

test("finds the enquiry origin in connect-src, ignoring the site and the chat provider", () => {
  assert.equal(
    enquiryOriginFromCsp(
      "default-src 'self'; connect-src 'self' https://admin.example.in https://*.tawk.to wss://*.tawk.to",
    ),
    "https://admin.example.in",
  );
  assert.equal(enquiryOriginFromCsp("connect-src 'self' https://*.tawk.to wss://*.tawk.to"), null);
});

test("passes when the endpoint answers the preflight with the site's origin", async () => {
  allowed = site.url;
  assert.deepEqual(await checkEnquiry(`${site.url}/`), []);
});

test("fails naming the endpoint when the preflight does not allow the site's origin", async () => {
  allowed = "https://someone-else.example";
  const problems = await checkEnquiry(`${site.url}/`);
  assert.equal(problems.length, 1);
  assert.match(
    problems[0],
    new RegExp(`${api.url}/api/contacts answered Access-Control-Allow-Origin: \\(none\\), not ${site.url}`),
  );
});

test("fails when the endpoint given is not there", async () => {
  allowed = site.url;
  const problems = await checkEnquiry(`${site.url}/`, { endpoint: `${api.url}/api/nothing` });
  assert.match(problems.join("\n"), /answered the preflight with HTTP 404/);
});
