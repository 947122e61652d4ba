// Comments and documents point only at sections that exist (scripts/doc-sections.mjs).
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { anchorOf, missingSections, sectionPointers, sectionsOf, sourceFiles } from "../doc-sections.mjs";

const root = new URL("../..", import.meta.url).pathname;

test("every section a comment or a document points at exists", () => {
  assert.deepEqual(missingSections(root), []);
});

test("finds anchors, quoted names over a comment's lines, bare names and links within a document", () => {
  const code = [
    '// Decap CMS at /admin/ (docs/cms.md, "Editing content in the CMS").',
    "// size and look (README, Benchmarks). Needs a patch.",
    ' * most of the cost. docs/benchmarks.md, "What the CMS admin',
    ' * costs a build".',
    "// Sent as `trip` (server/README.md#contact-enquiries); see docs/testing.md, Valid HTML.",
    "// Not pointers: README.md says so, docs/x.md and the README's list, content/pages/*.json.",
  ].join("\n");
  assert.deepEqual(sectionPointers(code), [
    { file: "docs/cms.md", name: "Editing content in the CMS" },
    { file: "README", name: "Benchmarks" },
    { file: "docs/benchmarks.md", name: "What the CMS admin costs a build" },
    { file: "server/README.md", anchor: "contact-enquiries" },
    { file: "docs/testing.md", name: "Valid HTML" },
  ]);
  assert.deepEqual(sectionPointers("See [below](#the-slow-phone-benchmark).", { markdown: true }), [
    { file: null, anchor: "the-slow-phone-benchmark" },
  ]);
});

test("sections are headings (by name and GitHub's anchor) and bold run-in headings (by name)", () => {
  const { names, anchors } = sectionsOf(
    [
      "# Editing content in the CMS",
      "### Production: GitHub backend, Netlify as the OAuth provider",
      "## Notes",
      "## Notes",
      "**Valid HTML.** Right after the full build…",
      "- **Not a section** in a list",
      "```md\n## Not a heading in code\n```",
    ].join("\n"),
  );
  assert.deepEqual(
    [...names],
    ["editing content in the cms", "production: github backend, netlify as the oauth provider", "notes", "valid html"],
  );
  assert.deepEqual(
    [...anchors],
    ["editing-content-in-the-cms", "production-github-backend-netlify-as-the-oauth-provider", "notes", "notes-1"],
  );
  assert.equal(anchorOf("What the `npm test` run checks, in order"), "what-the-npm-test-run-checks-in-order");
});

test("a pointer at a missing heading, anchor or file is reported with the file that holds it", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "doc-sections-"));
  try {
    mkdirSync(path.join(dir, "docs"));
    mkdirSync(path.join(dir, "src"));
    mkdirSync(path.join(dir, "node_modules"));
    writeFileSync(path.join(dir, "README.md"), "# Site\n\n## Content and the CMS\n\nText.\n");
    writeFileSync(path.join(dir, "docs/cms.md"), "# Editing content in the CMS\n\n### Local editing\n");
    writeFileSync(
      path.join(dir, "src/a.ts"),
      [
        '// README, "Content and the CMS"; docs/cms.md, "Local editing"; docs/cms.md#local-editing.',
        '// README, "Editing content"; docs/cms.md#production; docs/gone.md, "Anything".',
      ].join("\n"),
    );
    writeFileSync(path.join(dir, "docs/guide.md"), "See [local](cms.md#local-editing) and [x](#nowhere).\n");
    writeFileSync(path.join(dir, "node_modules/x.js"), '// README, "Not ours"\n');
    assert.deepEqual(sourceFiles(dir).sort(), ["README.md", "docs/cms.md", "docs/guide.md", "src/a.ts"]);
    assert.deepEqual(missingSections(dir), [
      "docs/guide.md: #nowhere (no heading with that anchor in docs/guide.md)",
      'src/a.ts: README, "Editing content" (no such section in README.md)',
      "src/a.ts: docs/cms.md#production (no heading with that anchor in docs/cms.md)",
      'src/a.ts: docs/gone.md, "Anything" (no such file)',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
