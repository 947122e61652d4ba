import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import path from "node:path";

/** Inline `<script>` elements (no src); the type attribute, if any, decides whether the browser runs them. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\stype=["']?([^"'\s>]+)/i;
/** Types a browser executes, so CSP applies; JSON-LD and other data blocks are never run. */
const isExecutable = (attributes: string) => {
  const type = TYPE.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === "module" || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
};

/** CSP source expressions ('sha256-…') for every executable inline script in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!isExecutable(attributes)) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

export function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(file);
    else if (entry.name.endsWith(".html")) yield file;
  }
}
