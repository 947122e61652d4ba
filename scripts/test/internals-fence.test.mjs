// The lint rule that keeps Gatsby, Decap and pdfkit internals in gatsby/upstream/ (gatsby/upstream/internals-fence.mjs).
import assert from "node:assert/strict";
import { test } from "node:test";
import { ESLint } from "eslint";
import { FENCED_INTERNALS } from "../../gatsby/upstream/internals-fence.mjs";

const root = new URL("../..", import.meta.url).pathname;
const eslint = new ESLint({ cwd: root });
const fenceErrors = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === "upstream/no-internals");
};

test("each internal named in the site's code is an error that says where it lives, in code or comment", async () => {
  const uses = [
    ["src/lib/example.ts", 'export const url = "/page-data/tour/page-data.json";\n', 2, /gatsby-public-files\.ts/],
    ["src/components/Example.tsx", "export const go = () => window.___loader;\n", 1, /page-loader\.ts/],
    ["gatsby/pdf/example.ts", "export const font = (doc: { _font: unknown }) => doc._font;\n", 2, /pdfkit-word/],
    ["gatsby-node.ts", "// reads process.env.gatsby_executing_command\nexport {};\n", 1, /gatsby-command\.ts/],
    ["gatsby/search/example.ts", 'export const own = (file: string) => file.startsWith("_gatsby" + "/");\n', 1, /pub/],
    ["scripts/example.mjs", "export const slices = `public/_gatsby/slices`;\n", 1, /gatsby-public-files\.ts/],
  ];
  for (const [filePath, code, count, where] of uses) {
    const errors = await fenceErrors(filePath, code);
    assert.equal(errors.length, count, `${filePath}: ${code}`);
    for (const error of errors) assert.match(error.message, where);
  }
  const [first] = await fenceErrors("src/lib/example.ts", "const a = 1;\nexport const b = doc._font;\n");
  assert.deepEqual([first.line, first.column, first.endColumn], [2, 22, 27]);
});

test("names that only look alike pass, and gatsby/upstream/ may name every internal", async () => {
  const lookalikes = 'export const a = [doc._fontSize, "___gatsby", "__gatsby_resolved", "pagedata"];\n';
  assert.deepEqual(await fenceErrors("src/lib/example.ts", lookalikes), []);
  const all = `export const names = ${JSON.stringify(FENCED_INTERNALS.map(({ pattern }) => pattern.source))};\n`;
  assert.deepEqual(await fenceErrors("gatsby/upstream/example.ts", all), []);
  assert.equal(
    (await fenceErrors("gatsby/example.ts", "export const a = '/page-data/ ___loader doc._font';\n")).length,
    3,
  );
});

test("the files that used internals before they moved to gatsby/upstream/ name none now", async () => {
  const files = [
    "gatsby-node.ts",
    "gatsby-config.ts",
    "gatsby/search/site-search-index.ts",
    "gatsby/pdf/pdf-assets.ts",
  ];
  for (const result of await eslint.lintFiles(files.map((file) => `${root}${file}`)))
    assert.deepEqual(
      result.messages.filter((message) => message.ruleId === "upstream/no-internals"),
      [],
      result.filePath,
    );
});
