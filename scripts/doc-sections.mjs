// Sections that code comments and documents point at ("README, "Content and the CMS"", `docs/testing.md#anchor`,
// "see docs/testing.md, Valid HTML"): each must be a section of the file it names, so a pointer never leads a reader
// to a heading that was renamed or removed. scripts/doc-paths.mjs does the same for the paths themselves.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Files whose comments may point at a section, by extension (and `.ci/run`, a shell script without one). */
const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts|sh|md|toml|ya?ml)$|^\.ci\/run$/;
/** Folders written by installs, builds and runs, or holding generated or third-party files. */
const SKIPPED = new Set([
  ".git",
  "node_modules",
  "public",
  ".cache",
  ".e2e",
  ".scratch",
  "reports",
  "test-results",
  "playwright-report",
  "bench/out",
  "server/data",
  "server/seed/images",
  "src/templates/generated",
  "src/content-model/generated",
]);
/** This module and the tests of both checkers: their examples name files and sections that do not exist. */
const EXAMPLES = new Set([
  "scripts/doc-sections.mjs",
  "scripts/test/doc-sections.test.mjs",
  "scripts/test/doc-paths.test.mjs",
]);

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading) {
  return plain(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** A heading's text without Markdown: code, emphasis and link syntax removed, spaces collapsed. */
function plain(text) {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[`*_]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A section's name as compared: plain text, any case, without the closing full stop or colon. */
function nameOf(text) {
  return plain(text).replace(/[.:]$/, "").toLowerCase();
}

/**
 * The sections of a Markdown text: its headings (by name and by anchor) and the bold run-in headings that open a
 * paragraph (`**Valid HTML.** Right after…`, by name only: GitHub gives them no anchor). Fenced code is skipped.
 */
export function sectionsOf(markdown) {
  const names = new Set();
  const anchors = new Set();
  const seen = new Map();
  for (const line of markdown.replace(/^```[\s\S]*?^```/gm, "").split("\n")) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      names.add(nameOf(heading[1]));
      const anchor = anchorOf(heading[1]);
      const count = seen.get(anchor) ?? 0;
      seen.set(anchor, count + 1);
      anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
      continue;
    }
    const runIn = /^\*\*([^*]+)\*\*/.exec(line);
    if (runIn) names.add(nameOf(runIn[1]));
  }
  return { names, anchors };
}

/**
 * A Markdown file or README named in a text, and the section after it: an anchor, a quoted name (which may go on
 * to the next line of a comment) or a capitalised name up to the next punctuation.
 */
const POINTER =
  /(?<![\w./-])((?:\.{0,2}\/)?(?:[\w.-]+\/)*(?:README(?:\.md)?|[\w.-]+\.md))(?:#([\w-]+)|,[ \t]*(?:["“]([^"”]{1,160}?)["”]|([A-Z][^()"“”.;:,\n]*[^()"“”.;:,\s])))/g;
/** A line break inside a comment, with the next line's comment marker. */
const COMMENT_BREAK = /\s*\n\s*(?:\*|\/\/|#)?\s*/g;

/**
 * Every pointer at a section in a text: `file.md#anchor`, `README, "Section"`, `docs/x.md, Section` (a capitalised
 * name up to the next punctuation), and in Markdown also `[text](#anchor)` links within the document. The file is
 * as written; `resolveFile` finds it.
 */
export function sectionPointers(text, { markdown = false } = {}) {
  const found = [];
  for (const match of text.matchAll(POINTER)) {
    const [, file, anchor, quoted, bare] = match;
    if (anchor) found.push({ file, anchor });
    else found.push({ file, name: (quoted ?? bare).replace(COMMENT_BREAK, " ").trim() });
  }
  if (markdown) {
    for (const [, anchor] of text.matchAll(/\]\(#([^)\s]+)\)/g)) found.push({ file: null, anchor });
  }
  return found;
}

/**
 * The file a pointer in `fromFile` names, relative to the repository root: beside the file first (a plugin's
 * `README.md`, a document's `content-guide.md`), then from the root ("README", `docs/x.md`). Null when neither
 * exists.
 */
export function resolveFile(root, fromFile, named) {
  if (named === null) return fromFile;
  const file = /(^|\/)README$/.test(named) ? `${named}.md` : named;
  const candidates = [path.posix.join(path.posix.dirname(fromFile), file), path.posix.normalize(file)];
  return candidates.find((candidate) => !candidate.startsWith("..") && existsSync(path.join(root, candidate))) ?? null;
}

/** Every file of the repository that may hold a pointer, relative to the root. */
export function sourceFiles(root, folder = "") {
  const files = [];
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    // node_modules wherever it is (the CMS admin's workspace has its own).
    if (SKIPPED.has(relative) || entry.name === "node_modules" || entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) files.push(...sourceFiles(root, relative));
    else if (SOURCE.test(relative) && !EXAMPLES.has(relative)) files.push(relative);
  }
  return files;
}

/** The pointers that lead nowhere, as "file: pointer (why)". */
export function missingSections(root, files = sourceFiles(root)) {
  const cache = new Map();
  const sectionsIn = (file) => {
    if (!cache.has(file)) cache.set(file, sectionsOf(readFileSync(path.join(root, file), "utf8")));
    return cache.get(file);
  };
  const missing = [];
  for (const file of files) {
    const markdown = file.endsWith(".md");
    for (const pointer of sectionPointers(readFileSync(path.join(root, file), "utf8"), { markdown })) {
      const written = pointer.anchor ? `${pointer.file ?? ""}#${pointer.anchor}` : `${pointer.file}, "${pointer.name}"`;
      const target = resolveFile(root, file, pointer.file);
      if (!target) missing.push(`${file}: ${written} (no such file)`);
      else if (pointer.anchor && !sectionsIn(target).anchors.has(pointer.anchor.toLowerCase()))
        missing.push(`${file}: ${written} (no heading with that anchor in ${target})`);
      else if (pointer.name && !sectionsIn(target).names.has(nameOf(pointer.name)))
        missing.push(`${file}: ${written} (no such section in ${target})`);
    }
  }
  return missing;
}
