import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
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

/** The distinct inline-script hashes of every page in a build, with how many pages carry each. */
export function buildInlineScriptHashes(publicDir: string): { hashes: string[]; pages: number } {
  const counts = new Map<string, number>();
  let pages = 0;
  for (const file of htmlFiles(publicDir)) {
    pages++;
    for (const hash of new Set(inlineScriptHashes(readFileSync(file, "utf8"))))
      counts.set(hash, (counts.get(hash) ?? 0) + 1);
  }
  return { hashes: [...counts.keys()].sort(), pages };
}

/**
 * React 18's streaming renderer flushes its whole 2048-byte buffer when a multi-byte character (₹) does not fit
 * at its end, so one or two zero bytes of padding land in the page (the character itself follows intact). HTML
 * never holds U+0000, and in an inline script it would change the hash, so the padding is removed.
 * Returns the pages repaired.
 */
export function removeNulPadding(publicDir: string): string[] {
  const repaired: string[] = [];
  for (const file of htmlFiles(publicDir)) {
    const bytes = readFileSync(file);
    if (!bytes.includes(0)) continue;
    writeFileSync(
      file,
      bytes.filter((byte) => byte !== 0),
    );
    repaired.push(path.relative(publicDir, file));
  }
  return repaired;
}
