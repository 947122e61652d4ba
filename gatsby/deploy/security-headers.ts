/**
 * HTTP headers for every response, written to public/_headers at build (Netlify reads that file; the
 * local server and the e2e suite serve the build with the same file).
 *
 * script-src has no 'unsafe-inline': each inline <script> Gatsby writes is allowed by its sha256 hash
 * (gatsby/deploy/inline-scripts.ts). gatsby-ssr makes their text the same on every page, so one site-wide header
 * holds them all and _headers does not grow with the page count. style-src keeps 'unsafe-inline': React
 * renders style attributes (gatsby-plugin-image's wrappers and placeholders set width, aspect ratio and
 * colour that way) and Gatsby inlines each page's CSS into <style>, and the chat widget injects styles;
 * hashes cannot allow style attributes without 'unsafe-hashes' listing every value.
 */
export interface HeaderOptions {
  /** Origin the enquiry form posts to (gatsby/deploy/enquiry-endpoint.ts); null when it posts to this site. */
  apiOrigin: string | null;
  /** Chat widget script URL from content/site.json ("" disables it). */
  chatWidgetUrl: string;
  /** Map embed URL from content/site.json. */
  mapEmbedUrl: string;
  /** CSP sources ('sha256-…') of the inline scripts in the built pages. */
  scriptHashes?: string[];
}

const originOf = (url: string): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** Sources a chat provider needs, per directive. */
type ChatSources = Partial<Record<"script" | "style" | "img" | "font" | "connect" | "frame" | "form", string[]>>;

/**
 * tawk.to's hosts exactly as its CSP help page lists them
 * (https://help.tawk.to/article/why-are-images-not-showing-up-in-the-widget): the widget and its frames on
 * *.tawk.to, its realtime connection on wss://*.tawk.to, its scripts, styles and images also on jsDelivr, the
 * Google Fonts stylesheet and files, images on tawk.link and s3.amazonaws.com, and its forms posting to *.tawk.to.
 */
const TAWK: ChatSources = {
  script: ["https://*.tawk.to", "https://cdn.jsdelivr.net"],
  style: ["https://*.tawk.to", "https://fonts.googleapis.com", "https://cdn.jsdelivr.net"],
  img: ["https://*.tawk.to", "https://cdn.jsdelivr.net", "https://tawk.link", "https://s3.amazonaws.com"],
  font: ["https://*.tawk.to", "https://fonts.gstatic.com"],
  connect: ["https://*.tawk.to", "wss://*.tawk.to"],
  frame: ["https://*.tawk.to"],
  form: ["https://*.tawk.to"],
};

/** The provider's documented hosts for tawk.to; for another provider, only the script's origin. */
function chatSources(chatWidgetUrl: string): ChatSources {
  const origin = originOf(chatWidgetUrl);
  if (!origin) return {};
  if (/(^|\.)tawk\.to$/.test(new URL(origin).hostname)) return TAWK;
  return { script: [origin], img: [origin], connect: [origin, origin.replace(/^https:/, "wss:")], frame: [origin] };
}

export function contentSecurityPolicy({
  apiOrigin,
  chatWidgetUrl,
  mapEmbedUrl,
  scriptHashes = [],
}: HeaderOptions): string {
  const api = apiOrigin && originOf(apiOrigin);
  const chat = chatSources(chatWidgetUrl);
  const map = originOf(mapEmbedUrl);
  const list = (...sources: (string | null | undefined)[]) => sources.filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...(chat.script ?? []))}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...(chat.style ?? []))}`,
    `img-src ${list("'self'", "data:", ...(chat.img ?? []))}`,
    `font-src ${list("'self'", ...(chat.font ?? []))}`,
    `connect-src ${list("'self'", api, ...(chat.connect ?? []))}`,
    `frame-src ${list(map, ...(chat.frame ?? []))}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", ...(chat.form ?? []))}`,
    "object-src 'none'",
  ].join("; ");
}

/**
 * The site's policy as a <meta> for the 404 page. Netlify serves 404.html at whatever unknown path was asked
 * for and picks _headers rules by that path; with the CMS's folder beside the site, the site's policy sits
 * on named paths only (see sitePolicyPaths), so no rule gives an unknown path the CSP header. The meta
 * carries it in the page. A <meta> policy cannot hold frame-ancestors (X-Frame-Options: DENY on /* covers
 * framing), so that directive is left out.
 */
export function policyMeta(policy: string): string {
  const content = policy
    .split(/;\s*/)
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
  return `<meta http-equiv="Content-Security-Policy" content="${content.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"/>`;
}

/**
 * The page with the policy's <meta> first in its head after the charset (a policy applies only to what
 * follows it, and the charset must stay in the first 1024 bytes); an earlier build's meta is replaced.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = policyMeta(policy);
  const without = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, "");
  const anchor = /<meta charset="[^"]*"\s*\/?>/i.exec(without) ?? /<head(?:\s[^>]*)?>/i.exec(without);
  if (!anchor) throw new Error("withPolicyMeta: the page has no <head>");
  const at = anchor.index + anchor[0].length;
  return `${without.slice(0, at)}${meta}${without.slice(at)}`;
}

/** The 404 page's files in a build (Gatsby writes both). */
export const NOT_FOUND_PAGES = ["404.html", "404/index.html"];

/** What the CMS at /admin/ needs beyond 'self' (measured in e2e/cms.spec.ts, which fails on any violation). */
export interface AdminHeaderOptions {
  /** The admin's folder, e.g. "/admin/". */
  path: string;
  /** decap-server's API when the build is for local editing (GATSBY_CMS_LOCAL_BACKEND), else null. */
  localBackendUrl: string | null;
}

/**
 * The CMS's own policy. Decap validates its configuration with compiled validators (ajv's `new Function`),
 * so script-src needs 'unsafe-eval', which visitor pages never get; its styles are injected at run time
 * (emotion), previews show uploads as blob: URLs (which Decap 3.16 also fetches, e.g. in a second tab of the
 * admin: connect-src blob:), and the GitHub backend talks to api.github.com and
 * shows avatars from GitHub. The OAuth login runs in a popup on the provider's site, which CSP does not
 * govern. No inline script: the admin's HTML loads only its own files.
 */
export function adminContentSecurityPolicy({ localBackendUrl }: Pick<AdminHeaderOptions, "localBackendUrl">): string {
  const local = localBackendUrl && originOf(localBackendUrl);
  const list = (...sources: (string | null | undefined)[]) => sources.filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self' data:",
    `connect-src ${list("'self'", "blob:", "https://api.github.com", local)}`,
    "media-src 'self' blob:",
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The site search's worker (Pagefind, gatsby/search/) compiles its WebAssembly, which a page's policy forbids
 * ('wasm-unsafe-eval' is not in it). A dedicated worker is governed by the policy its own script is served with,
 * not the page's, so that permission is granted on the search's folder alone: the worker may run its own script
 * and WebAssembly and fetch the index, nothing else. The pages keep their policy.
 */
export function searchWorkerContentSecurityPolicy(): string {
  return ["default-src 'none'", "script-src 'self' 'wasm-unsafe-eval'", "connect-src 'self'"].join("; ");
}

/**
 * Netlify joins the values of a header set by several matching rules, and two Content-Security-Policy
 * values are both enforced. So the site's policy cannot sit on /* next to a folder's own (the CMS's, the search
 * worker's): it is set on "/" and on every other top-level name of the build (`/about`, `/about/*`,
 * `/destination-details/*`, …). The rest of the security headers stay on /*.
 */
export function sitePolicyPaths(topLevelNames: string[], ownPolicyFolders: string[]): string[] {
  const own = ownPolicyFolders.map((folder) => folder.replace(/^\/|\/$/g, ""));
  return [
    "/",
    ...topLevelNames
      .map((name) => name.replace(/\/index\.html$|\.html$/, ""))
      .filter((name) => name && !own.includes(name) && !name.startsWith("."))
      .sort()
      .flatMap((name) => (name === "index" ? ["/index.html"] : [`/${name}`, `/${name}/*`, `/${name}.html`])),
  ].filter((rule, index, all) => all.indexOf(rule) === index);
}

/** Folders with a policy of their own; the site's policy then sits on `sitePaths`, the other top-level names. */
export interface OwnPolicies {
  sitePaths: string[];
  /** The CMS (absent when the build has no admin). */
  admin?: AdminHeaderOptions;
  /** The site search's folder, e.g. "/pagefind/" (absent when the build has no search index). */
  searchPath?: string;
}

/**
 * The _headers file: security headers everywhere, immutable caching for hashed assets (Gatsby's
 * /static/ files and the content-hashed scripts and styles at the root, listed by name because
 * _headers paths cannot match by extension). HTML and page data keep Netlify's default, which
 * revalidates on every request; Netlify joins repeated headers, so Cache-Control is set only once.
 * Without `own`, the site's policy is on /*; with it, on `own.sitePaths`, and each own folder gets its policy.
 */
export function netlifyHeadersFile(options: HeaderOptions, hashedAssets: string[], own?: OwnPolicies): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  const immutable = { "Cache-Control": "public, max-age=31536000, immutable" };
  const sitePolicy = { "Content-Security-Policy": contentSecurityPolicy(options) };
  return [
    block("/*", {
      ...(own ? {} : sitePolicy),
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      "X-Frame-Options": "DENY",
      // Cross-origin pages get no handle on this window, while popups it opens (WhatsApp, the chat) still work.
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "Cross-Origin-Resource-Policy": "same-origin",
    }),
    ...(own ? own.sitePaths.map((path) => block(path, sitePolicy)) : []),
    ...(own?.admin
      ? [
          block(`${own.admin.path}*`, {
            "Content-Security-Policy": adminContentSecurityPolicy(own.admin),
            "X-Robots-Tag": "noindex",
          }),
        ]
      : []),
    ...(own?.searchPath
      ? [
          block(`${own.searchPath}*`, {
            "Content-Security-Policy": searchWorkerContentSecurityPolicy(),
            "X-Robots-Tag": "noindex",
          }),
        ]
      : []),
    block("/static/*", immutable),
    ...hashedAssets.map((asset) => block(asset, immutable)),
  ].join("\n");
}

/** Root files whose names carry a content hash (app-3f2a9c1b.js, styles.0b1c2d3e4f.css). */
export const isHashedAsset = (fileName: string): boolean => /[-.][0-9a-f]{8,}\.(js|css)$/.test(fileName);
