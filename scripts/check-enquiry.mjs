// npm run check:enquiry -- <site-url> [--endpoint <url>]
// Checks a deployed site can take enquiries: the endpoint its form posts to (the one origin its CSP connect-src
// allows besides the site and the chat provider, + /api/contacts) answers a CORS preflight from the site's origin
// with that origin. Exits 1 naming what is wrong.

/** Chat provider sources in connect-src; never the enquiry endpoint. */
const CHAT_SOURCE = /(^|\.|\/\/|\*\.)tawk\.to$/;

/**
 * The enquiry origin from a Content-Security-Policy value: connect-src's sources other than 'self', the chat
 * provider and websockets. Null when there is none (the form posts to the site itself).
 * @param {string} csp
 * @returns {string | null}
 */
export function enquiryOriginFromCsp(csp) {
  const directive = csp
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === "connect-src");
  const origins = (directive ?? [])
    .slice(1)
    .filter((source) => /^https?:\/\//.test(source) && !CHAT_SOURCE.test(new URL(source.replace("*.", "")).hostname));
  if (origins.length > 1) throw new Error(`connect-src allows more than one enquiry origin: ${origins.join(" ")}`);
  return origins[0] ?? null;
}

/**
 * Runs the check; returns the problems found (empty when the endpoint is ready for this site).
 * @param {string} siteUrl
 * @param {{ endpoint?: string, log?: (line: string) => void }} [options]
 */
export async function checkEnquiry(siteUrl, { endpoint, log = () => undefined } = {}) {
  const siteOrigin = new URL(siteUrl).origin;
  let target = endpoint;
  if (!target) {
    const page = await fetch(siteUrl, { redirect: "follow" });
    const csp = page.headers.get("content-security-policy") ?? "";
    await page.body?.cancel();
    if (!csp) return [`${siteUrl} sends no Content-Security-Policy header; pass --endpoint <url>`];
    const origin = enquiryOriginFromCsp(csp);
    if (!origin)
      return [`${siteUrl}: the CSP's connect-src names no enquiry origin, so the form posts to the site itself`];
    target = `${origin}/api/contacts`;
  }
  log(`preflight OPTIONS ${target} from Origin ${siteOrigin}`);
  let response;
  try {
    response = await fetch(target, {
      method: "OPTIONS",
      headers: {
        origin: siteOrigin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    return [`${target} did not answer the preflight (${error instanceof Error ? error.message : String(error)})`];
  }
  await response.body?.cancel();
  const problems = [];
  if (!response.ok) problems.push(`${target} answered the preflight with HTTP ${response.status}`);
  const allowOrigin = response.headers.get("access-control-allow-origin");
  if (allowOrigin !== siteOrigin)
    problems.push(`${target} answered Access-Control-Allow-Origin: ${allowOrigin ?? "(none)"}, not ${siteOrigin}`);
  const methods = response.headers.get("access-control-allow-methods");
  if (methods && !/\bPOST\b/i.test(methods)) problems.push(`${target} allows methods ${methods}, not POST`);
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const endpointAt = args.indexOf("--endpoint");
  const endpoint = endpointAt >= 0 ? args.splice(endpointAt, 2)[1] : undefined;
  const [siteUrl] = args;
  if (!siteUrl) {
    console.error("usage: npm run check:enquiry -- <site-url> [--endpoint <url>]");
    process.exit(2);
  }
  const problems = await checkEnquiry(siteUrl, { endpoint, log: (line) => console.log(line) });
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`✓ the enquiry endpoint answers a preflight from ${new URL(siteUrl).origin} with that origin`);
}
