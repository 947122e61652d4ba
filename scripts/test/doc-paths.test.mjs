// README and docs name only paths that exist (scripts/doc-paths.mjs).
import assert from "node:assert/strict";
import { test } from "node:test";
import { missingPaths, namedPaths } from "../doc-paths.mjs";

const root = new URL("../..", import.meta.url).pathname;

test("every path the README and the docs name exists", () => {
  assert.deepEqual(missingPaths(root), []);
});

test("finds link targets relative to the document and code spans relative to the root", () => {
  const text = [
    "See [the guide](content-guide.md) and [policy](../plugins/x/README.md#record-policy).",
    "Open `src/lib/links.ts`, `gatsby-node.ts`: and `src/templates/block-page.tsx`.",
    "Not paths: `npm test`, `/contact`, `content/pages/*.json`, `/assets/pdf/{id}.pdf`, [site](https://example.in).",
    "```sh\nsrc/not/checked.ts\n```",
  ].join("\n");
  assert.deepEqual(namedPaths(text, "docs/cms.md"), [
    "docs/content-guide.md",
    "plugins/x/README.md",
    "src/lib/links.ts",
    "gatsby-node.ts",
    "src/templates/block-page.tsx",
  ]);
});

test("the README stays a front door: at most 200 lines, none over Prettier's 120 characters", async () => {
  const { readFileSync } = await import("node:fs");
  const lines = readFileSync(`${root}README.md`, "utf8").split("\n");
  assert.ok(lines.length <= 200, `README.md has ${lines.length} lines`);
  assert.deepEqual(
    lines.flatMap((line, index) => ([...line].length > 120 ? [`README.md:${index + 1}: ${[...line].length}`] : [])),
    [],
  );
});

test("the benchmark documents give the method and the latest figures, not a diary: at most 150 lines each", async () => {
  const { readFileSync } = await import("node:fs");
  for (const document of ["docs/benchmarks.md", "docs/slow-phone.md"]) {
    const lines = readFileSync(`${root}${document}`, "utf8").trimEnd().split("\n").length;
    assert.ok(lines <= 150, `${document} has ${lines} lines`);
  }
});

test("every design decision starts with its date and status: taken, or replaced by a later decision", async () => {
  const { readFileSync } = await import("node:fs");
  const text = readFileSync(`${root}docs/design-decisions.md`, "utf8");
  const decisions = [...text.matchAll(/^(\d+)\. (.*)$/gm)].map(([, number, line]) => ({ number: +number, line }));
  assert.deepEqual(
    decisions.map(({ number }) => number),
    decisions.map((_, index) => index + 1),
  );
  const status =
    /^_\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, (taken|replaced by (\d+))[^_]*_ \*\*/;
  for (const { number, line } of decisions) {
    const match = status.exec(line);
    assert.ok(match, `decision ${number} does not start with "_<date>, taken._" or "_<date>, replaced by N._"`);
    const replacedBy = [...line.slice(0, line.indexOf("_ **")).matchAll(/replaced by (\d+)/g)].map(([, n]) => +n);
    for (const later of replacedBy) {
      assert.ok(
        later > number && later <= decisions.length,
        `decision ${number}: replaced by ${later}, which is not a later decision`,
      );
    }
  }
});
