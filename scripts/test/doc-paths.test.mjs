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

test("the README stays a front door: at most 200 lines", async () => {
  const { readFileSync } = await import("node:fs");
  assert.ok(readFileSync(`${root}README.md`, "utf8").split("\n").length <= 200);
});
