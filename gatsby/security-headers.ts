/**
 * HTTP headers for every response, written to public/_headers at build (Netlify reads that file; the
 * local server and the e2e suite serve the build with the same file).
 *
 * 'unsafe-inline' is needed in script-src and style-src: Gatsby writes small inline <script> blocks
 * (page path, chunk map) and inlines each page's critical CSS into <style>; both differ per page, so
 * hashes would need a header per page. Everything else is limited to this site, the admin API (the
 * enquiry form), the chat widget host and the map host.
 */
export interface HeaderOptions {
  /** Origin the enquiry form posts to (gatsby/enquiry-endpoint.ts); null when it posts to this site. */
  apiOrigin: string | null;
  /** Chat widget script URL from content/site.json ("" disables it). */
  chatWidgetUrl: string;
  /** Map embed URL from content/site.json. */
  mapEmbedUrl: string;
}

const originOf = (url: string): string | null => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

export function contentSecurityPolicy({ apiOrigin, chatWidgetUrl, mapEmbedUrl }: HeaderOptions): string {
  const api = apiOrigin && originOf(apiOrigin);
  const chat = originOf(chatWidgetUrl);
  const map = originOf(mapEmbedUrl);
  const list = (...sources: (string | null)[]) => sources.filter(Boolean).join(" ");
  return [
    "default-src 'self'",
    `script-src ${list("'self'", "'unsafe-inline'", chat)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", chat)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", api, chat, chat && chat.replace(/^https:/, "wss:"))}`,
    `frame-src ${list(map, chat)}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The _headers file: security headers everywhere, immutable caching for hashed assets (Gatsby's
 * /static/ files and the content-hashed scripts and styles at the root, listed by name because
 * _headers paths cannot match by extension). HTML and page data keep Netlify's default, which
 * revalidates on every request; Netlify joins repeated headers, so Cache-Control is set only once.
 */
export function netlifyHeadersFile(options: HeaderOptions, hashedAssets: string[]): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  const immutable = { "Cache-Control": "public, max-age=31536000, immutable" };
  return [
    block("/*", {
      "Content-Security-Policy": contentSecurityPolicy(options),
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
      "X-Frame-Options": "DENY",
    }),
    block("/static/*", immutable),
    ...hashedAssets.map((asset) => block(asset, immutable)),
  ].join("\n");
}

/** Root files whose names carry a content hash (app-3f2a9c1b.js, styles.0b1c2d3e4f.css). */
export const isHashedAsset = (fileName: string): boolean => /[-.][0-9a-f]{8,}\.(js|css)$/.test(fileName);
