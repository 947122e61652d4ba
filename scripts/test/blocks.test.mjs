// What `npm run blocks` makes from the block files (scripts/blocks.mjs), on small throwaway trees.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";
import { BlockFileError, blockOutputs, staleBlockOutputs, visitorBlockSource, writeBlockOutputs } from "../blocks.mjs";

const GUIDE = [
  "# Guide",
  "",
  "<!-- block types: written by `npm run blocks` from src/blocks/*.tsx -->",
  "<!-- end of block types -->",
  "",
  "After.",
  "",
].join("\n");

function tree(blocks) {
  const root = mkdtempSync(path.join(tmpdir(), "blocks-"));
  mkdirSync(path.join(root, "src/blocks"), { recursive: true });
  mkdirSync(path.join(root, "docs"));
  writeFileSync(path.join(root, "package.json"), JSON.stringify({ prettier: { printWidth: 120 } }));
  writeFileSync(path.join(root, "docs/content-guide.md"), GUIDE);
  for (const [name, text] of Object.entries(blocks)) writeFileSync(path.join(root, "src/blocks", name), text);
  return root;
}

const QUOTE = `import React from "react";
import { graphql } from "gatsby";
import { z } from "zod";
import { Section } from "../components/common/Section";
import { block, heading } from "../content-model/block-fields";
import { longText, text, wholeNumber } from "../content-model/fields";
import { defineBlock } from "./define";
import * as styles from "./blocks.module.css";

const LIMIT = 3;
const quote = (title: string) => z.object({ text: longText(title), by: text("By") });
const unused = text("Not in the schema");

export const content = block("quote", "Quote", "A traveller's words | in a box", {
  ...heading,
  quotes: z.array(quote("Quote")).max(LIMIT),
  stars: wholeNumber("Stars").optional(),
});

export const fragment = graphql\`fragment QuoteBlockFields on QuoteBlock { title }\`;

export function QuoteBlock({ block }: { block: { title: string } }) {
  return <Section className={styles.x}>{block.title}</Section>;
}

export const definition = defineBlock(content, QuoteBlock);
`;

test("copies the schema with only what it uses: its imports, moved to the generated folder, and its own helpers", async () => {
  const root = tree({ "Quote.tsx": QUOTE, "BlockList.tsx": "export const x = 1;\n" });
  try {
    const outputs = await blockOutputs(root);
    assert.deepEqual(Object.keys(outputs).sort(), [
      "docs/content-guide.md",
      "src/blocks/registry.ts",
      "src/content-model/generated/Quote.ts",
      "src/content-model/generated/index.ts",
    ]);
    const schema = outputs["src/content-model/generated/Quote.ts"];
    assert.match(schema, /^import \{ z \} from "zod";$/m);
    assert.match(schema, /^import \{ block, heading \} from "..\/block-fields";$/m);
    assert.match(schema, /^import \{ longText, text, wholeNumber \} from "..\/fields";$/m);
    assert.match(schema, /^const LIMIT = 3;$/m);
    assert.match(schema, /^const quote = /m);
    assert.match(schema, /^export const content = block\("quote"/m);
    for (const left of ["react", "gatsby", "Section", "styles", "defineBlock", "unused", "fragment", "QuoteBlock"])
      assert.doesNotMatch(schema, new RegExp(`\\b${left}\\b`), left);
    assert.match(outputs["src/content-model/generated/index.ts"], /export const BLOCK_SCHEMAS = \[quote\] as const;/);
    assert.match(outputs["src/blocks/registry.ts"], /import \{ definition as quote \} from ".\/Quote";/);
    assert.match(outputs["docs/content-guide.md"], /^\| Quote +\| A traveller's words \\\| in a box \|$/m);
    assert.match(outputs["docs/content-guide.md"], /After\.\n$/);
  } finally {
    rmSync(root, { recursive: true });
  }
});

test("refuses a schema that uses the component's world, naming the file and what it used", async () => {
  const root = tree({
    "Quote.tsx": QUOTE.replace("quotes: z.array", "look: z.literal(styles.x),\n  quotes: z.array"),
  });
  try {
    await assert.rejects(blockOutputs(root), (error) => {
      assert.ok(error instanceof BlockFileError);
      assert.match(
        error.message,
        /^src\/blocks\/Quote\.tsx: the content schema or records use `styles` from ".\/blocks\.module\.css"/,
      );
      return true;
    });
  } finally {
    rmSync(root, { recursive: true });
  }
});

test("refuses a block whose file is not named after its type, or whose texts are not written out", async () => {
  for (const [name, text, message] of [
    ["Quotes.tsx", QUOTE, /^src\/blocks\/Quotes\.tsx: a block of type "quote" lives in src\/blocks\/Quote\.tsx$/],
    ["Quote.tsx", QUOTE.replace('"Quote", "A traveller', 'TITLE, "A traveller'), /must be `block\("type", "Title"/],
  ]) {
    const root = tree({ [name]: text });
    try {
      await assert.rejects(blockOutputs(root), { name: "Error", message });
    } finally {
      rmSync(root, { recursive: true });
    }
  }
});

test("names stale and leftover files, then writes and removes them", async () => {
  const root = tree({ "Quote.tsx": QUOTE });
  try {
    mkdirSync(path.join(root, "src/content-model/generated"), { recursive: true });
    writeFileSync(path.join(root, "src/content-model/generated/Old.ts"), "export {};\n");
    const before = await staleBlockOutputs(root);
    assert.equal(before.stale.length, 4);
    assert.deepEqual(before.extra, ["src/content-model/generated/Old.ts"]);
    const { written, removed } = await writeBlockOutputs(root);
    assert.equal(written.length, 4);
    assert.deepEqual(removed, ["src/content-model/generated/Old.ts"]);
    const after = await staleBlockOutputs(root);
    assert.deepEqual([after.stale, after.extra], [[], []]);
    writeFileSync(path.join(root, "src/blocks/Quote.tsx"), QUOTE.replace("in a box", "in a frame"));
    assert.deepEqual((await staleBlockOutputs(root)).stale, [
      "src/content-model/generated/Quote.ts",
      "docs/content-guide.md",
    ]);
    assert.match(readFileSync(path.join(root, "docs/content-guide.md"), "utf8"), /in a box/);
  } finally {
    rmSync(root, { recursive: true });
  }
});

test("the visitor's copy of a block file has no schema: no content, definition, zod or field helpers, all else kept", () => {
  const shared = QUOTE.replace(
    "return <Section className={styles.x}>{block.title}</Section>;",
    "return <Section className={styles.x}>{block.title.slice(0, LIMIT)}</Section>;",
  );
  const visitor = visitorBlockSource("src/blocks/Quote.tsx", shared);
  for (const gone of [
    "export const content",
    "export const definition",
    '"zod"',
    "block-fields",
    "longText",
    "wholeNumber",
    "./define",
    "const quote",
  ])
    assert.ok(!visitor.includes(gone), gone);
  for (const kept of [
    'import React from "react";',
    'import { graphql } from "gatsby";',
    'import { Section } from "../components/common/Section";',
    'import * as styles from "./blocks.module.css";',
    "const LIMIT = 3;",
    // `unused` is not the schema's, so it and the one helper it uses stay.
    'import { text } from "../content-model/fields";',
    'const unused = text("Not in the schema");',
    "export const fragment = graphql",
    "export function QuoteBlock",
  ])
    assert.ok(visitor.includes(kept), kept);
  // Lines taken away, and the one import line narrowed: nothing the component has is rewritten.
  const lines = new Set([...shared.split("\n"), 'import { text } from "../content-model/fields";']);
  assert.deepEqual(
    visitor.split("\n").filter((line) => !lines.has(line)),
    [],
  );
});

test("a component that uses its own schema at run time is refused: the visitor would get the schema", () => {
  const reads = QUOTE.replace("{block.title}</Section>", "{content.shape.quotes.maxLength}</Section>");
  assert.throws(() => visitorBlockSource("src/blocks/Quote.tsx", reads), {
    name: "Error",
    message: /^src\/blocks\/Quote\.tsx: the component uses `content`/,
  });
  // A type-only use is fine: it is gone once compiled.
  const typed = QUOTE.replace("block: { title: string }", "block: z.infer<typeof content>");
  assert.ok(!visitorBlockSource("src/blocks/Quote.tsx", typed).includes("export const content"));
});

test("a block's records go with its schema to the build's Node side and are taken out of the visitor's copy", async () => {
  const withRecords = QUOTE.replace(
    'import { defineBlock } from "./define";',
    'import { blockRecords, byAgencyId } from "../lib/block-records";\nimport { defineBlock } from "./define";',
  ).replace(
    "export const fragment",
    `const SHOWS = "travellers' reviews";

export const records = blockRecords<typeof content>({
  fields: { reviews: { type: "[AgencyReview!]!", from: "reviews", choose: byAgencyId } },
  standIn: () => ({ shows: SHOWS }),
});

export const fragment`,
  );
  const root = tree({ "Quote.tsx": withRecords });
  try {
    const outputs = await blockOutputs(root);
    const schema = outputs["src/content-model/generated/Quote.ts"];
    assert.match(schema, /^import \{ blockRecords, byAgencyId \} from "..\/..\/lib\/block-records";$/m);
    assert.match(schema, /^const SHOWS = /m);
    assert.match(schema, /^export const records = blockRecords<typeof content>\(/m);
    const index = outputs["src/content-model/generated/index.ts"];
    assert.match(index, /^import \{ content as quote, records as quoteRecords \} from ".\/Quote";$/m);
    assert.match(index, /^export const BLOCK_RECORDS = \{ quote: quoteRecords \} as const;$/m);
  } finally {
    rmSync(root, { recursive: true });
  }
  const visitor = visitorBlockSource("src/blocks/Quote.tsx", withRecords);
  for (const gone of ["export const records", "block-records", "SHOWS"]) assert.ok(!visitor.includes(gone), gone);
  assert.throws(
    () =>
      visitorBlockSource(
        "src/blocks/Quote.tsx",
        withRecords.replace("{block.title}</Section>", "{records.standIn}</Section>"),
      ),
    { message: /^src\/blocks\/Quote\.tsx: the component uses `records`/ },
  );
});
