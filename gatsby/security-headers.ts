/**
 * HTTP headers for every response, written to public/_headers at build (Netlify reads that file; the
 * local server and the e2e suite serve the build with the same file).
 *
 * script-src has no 'unsafe-inline': each inline <script> Gatsby writes is allowed by its sha256 hash
 * (gatsby/inline-scripts.ts). gatsby-ssr makes their text the same on every page, so one site-wide header
 * holds them all and _headers does not grow with the page count. style-src keeps 'unsafe-inline': React
 * renders style attributes (gatsby-plugin-image's wrappers and placeholders set width, aspect ratio and
 * colour that way) and Gatsby inlines each page's CSS into <style>, and the chat widget injects styles;
 * hashes cannot allow style attributes without 'unsafe-hashes' listing every value.
 */
export interface HeaderOptions {
  /** Origin the enquiry form posts to (gatsby/enquiry-endpoint.ts); null when it posts to this site. */
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
      // Cross-origin pages get no handle on this window, while popups it opens (WhatsApp, the chat) still work.
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "Cross-Origin-Resource-Policy": "same-origin",
    }),
    block("/static/*", immutable),
    ...hashedAssets.map((asset) => block(asset, immutable)),
  ].join("\n");
}

/** Root files whose names carry a content hash (app-3f2a9c1b.js, styles.0b1c2d3e4f.css). */
export const isHashedAsset = (fileName: string): boolean => /[-.][0-9a-f]{8,}\.(js|css)$/.test(fileName);
