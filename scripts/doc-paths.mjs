// Paths named by the README and the docs: every one must exist, so a reader never follows a dead reference.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Top-level folders and files of the repository a document may name in `code`. */
const ROOTS =
  /^(src|gatsby|scripts|e2e|bench|server|content|plugins|docs|static|__tests__|reports|patches|\.ci|public|\.cache|node_modules)\/|^(package\.json|gatsby-(config|node|browser|ssr)\.tsx?|netlify\.toml|tsconfig\.json|\.env\.example|eslint\.config\.mjs|playwright\.config\.ts|jest\.config\.js)$/;
/** Written by a build or a run, not tracked: named as places, not files to open. */
const GENERATED =
  /^(public|\.cache|node_modules|reports\/(lighthouse|page-weight|screenshots|slow-phone|timings|playwright))|^src\/templates\/generated|^src\/content-model\/generated|^src\/blocks\/registry\.ts|^src\/gatsby-types\.d\.ts|^server\/data|^server\/seed\/images/;

/** The documents to check: README.md, docs/*.md and the READMEs and checklists beside the code. */
export function documents(root) {
  const docs = readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return [
    "README.md",
    ...docs,
    "server/README.md",
    "plugins/gatsby-source-agency-api/README.md",
    "gatsby/upstream/UPGRADING.md",
  ].filter((file) => existsSync(path.join(root, file)));
}

/**
 * Every path a Markdown text names: link targets (relative to the document) and `code` spans that start like a
 * repository path (relative to the root). Placeholders, globs and URLs are not paths.
 */
export function namedPaths(markdown, documentPath) {
  const found = [];
  const prose = markdown.replace(/```[\s\S]*?```/g, "");
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^([a-z]+:|#)/i.test(target)) continue;
    const file = target.split("#")[0];
    if (file) found.push(path.posix.normalize(path.posix.join(path.posix.dirname(documentPath), file)));
  }
  for (const [, code] of prose.matchAll(/`([^`\s]+)`/g)) {
    const candidate = code.replace(/[.,:;]+$/, "").replace(/:\d+$/, "");
    if (!ROOTS.test(candidate) || /[*<>{}…$?=]|\.\.\./.test(candidate)) continue;
    found.push(candidate.replace(/\/$/, ""));
  }
  return found;
}

/** The named paths that do not exist, as "document: path". */
export function missingPaths(root) {
  const missing = [];
  for (const document of documents(root)) {
    const text = readFileSync(path.join(root, document), "utf8");
    for (const named of namedPaths(text, document)) {
      if (GENERATED.test(named)) continue;
      if (!existsSync(path.join(root, named))) missing.push(`${document}: ${named}`);
    }
  }
  return [...new Set(missing)];
}
