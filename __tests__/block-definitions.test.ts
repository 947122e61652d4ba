/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { z } from "zod";
import { BLOCK_SCHEMAS, BLOCK_TYPES, recordsOf } from "../src/content-model/blocks";
import { BLOCK_COMPONENTS } from "../src/blocks";
import { BLOCK_DEFINITIONS } from "../src/blocks/registry";
import { collectionsFromModel } from "../src/cms/config";
import { CONTENT_MODEL } from "../src/content-model";
import { blockTemplateSource } from "../gatsby/content/block-templates";
import { blockTypeName, contentTypeConfigs } from "../gatsby/content/content-graphql";
import { blockDataFields } from "../gatsby/content/block-data";

/*
 * A block type is declared once, in src/blocks/<Type>.tsx. Everything else that names block types comes from the
 * list of those files; these tests fail when any of them disagrees with it.
 */

const pascal = (type: string) => `${type[0]!.toUpperCase()}${type.slice(1)}`;
const blockFiles = readdirSync("src/blocks")
  .filter(
    (name) => name.endsWith(".tsx") && /^export const content = /m.test(readFileSync(`src/blocks/${name}`, "utf8")),
  )
  .sort();
const meta = (schema: z.ZodType) => z.globalRegistry.get(schema) ?? {};

describe("the block files and what is made from them agree", () => {
  it("the generated files are what `npm run blocks` makes from the block files now", () => {
    expect(() => execFileSync("node", ["scripts/blocks.mjs", "--check"], { stdio: "pipe" })).not.toThrow();
  });

  it("the content model's block types are the block files, one each", () => {
    expect(blockFiles).toEqual(BLOCK_TYPES.map((type) => `${pascal(type)}.tsx`).sort());
  });

  it.each(BLOCK_TYPES.map((type) => [type]))(
    "%s: the schema the build reads is the one its file declares, fields, limits, titles and hints",
    (type) => {
      const built = BLOCK_SCHEMAS.find((schema) => schema.shape.type.value === type)!;
      const declared = BLOCK_DEFINITIONS[type].content;
      expect(z.toJSONSchema(built, { io: "input" })).toEqual(z.toJSONSchema(declared, { io: "input" }));
      expect(meta(built)).toEqual(meta(declared));
    },
  );

  it("the registry has each file's own component, which the generated page templates import by the same name", () => {
    for (const type of BLOCK_TYPES) {
      const name = pascal(type);
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module path is the convention under test
      const file = require(`../src/blocks/${name}`) as Record<string, unknown>;
      expect(file[`${name}Block`]).toBe(BLOCK_COMPONENTS[type]);
      expect(blockTemplateSource([type]).source).toContain(`import { ${name}Block } from "../../blocks/${name}";`);
      expect(readFileSync(`src/blocks/${name}.tsx`, "utf8")).toContain(`fragment ${name}BlockFields on ${name}Block {`);
    }
  });

  it("the CMS offers every block type, by its title, with the fields its schema has", () => {
    const pages = collectionsFromModel(CONTENT_MODEL).find((collection) => collection.name === "pages")!;
    const blocks = ("fields" in pages ? pages.fields : []).find((field) => field.name === "blocks")!;
    expect(blocks.types!.map((type) => [type.name, type.label])).toEqual(
      BLOCK_SCHEMAS.map((schema) => [schema.shape.type.value, meta(schema).title]),
    );
    for (const type of blocks.types!)
      expect(type.fields!.map((field) => field.name)).toEqual(
        Object.keys(BLOCK_SCHEMAS.find((schema) => schema.shape.type.value === type.name)!.shape).filter(
          (name) => name !== "type",
        ),
      );
  });

  it("the GraphQL union has one type per block", () => {
    const union = contentTypeConfigs(undefined, blockDataFields).find((config) => config.name === "PageBlock");
    expect(union?.kind === "union" && [...union.types].sort()).toEqual(BLOCK_TYPES.map(blockTypeName).sort());
  });

  it("the content guide's table lists every block type with what it shows", () => {
    const guide = readFileSync("docs/content-guide.md", "utf8");
    const table = guide.slice(guide.indexOf("<!-- block types:"), guide.indexOf("<!-- end of block types -->"));
    const rows = [...table.matchAll(/^\| (?!Block |-)(.+?) +\| (.+?) +\|$/gm)].map(([, title, text]) => [title, text]);
    expect(rows).toEqual(
      BLOCK_SCHEMAS.map((schema) => [meta(schema).title, meta(schema).description!.replace(/\|/g, "\\|")]),
    );
  });

  it("fragments select content as the page maps it into props: pictures as gatsbyImageData (and tall), Markdown as Html", () => {
    // src/blocks/page-props.ts reads a picture's `gatsbyImageData` (and its portrait crop `tall`) and `<field>Html`.
    for (const name of blockFiles) {
      const source = readFileSync(`src/blocks/${name}`, "utf8");
      for (const [, body] of source.matchAll(/childImageSharp \{([^}]*)\}/g)) {
        const selections = [...body!.matchAll(/(?:(\w+): )?gatsbyImageData\b/g)].map(([, alias]) => alias ?? "");
        expect([name, selections.filter((alias) => alias !== "" && alias !== "tall")]).toEqual([name, []]);
        expect([name, selections.includes("")]).toEqual([name, true]);
      }
    }
    for (const schema of BLOCK_SCHEMAS) {
      const name = pascal(schema.shape.type.value);
      const source = readFileSync(`src/blocks/${name}.tsx`, "utf8");
      const fragment = source.slice(source.indexOf(`fragment ${name}BlockFields`));
      for (const [field, value] of Object.entries(schema.shape))
        if (meta(value as z.ZodType).widget === "markdown")
          expect([
            name,
            new RegExp(`^ {4}${field}Html$`, "m").test(fragment),
            new RegExp(`^ {4}${field}$`, "m").test(fragment),
          ]).toEqual([name, true, false]);
    }
  });

  it("the records fields a block file declares are the fields its fragment selects beyond its content", () => {
    // What a fragment selects beyond the content fields: the records (a block file that selects one must declare it).
    for (const type of BLOCK_TYPES) {
      const name = pascal(type);
      const source = readFileSync(`src/blocks/${name}.tsx`, "utf8");
      const body = source.slice(source.indexOf(`fragment ${name}BlockFields on ${name}Block {`));
      const selected = [...body.slice(0, body.indexOf("\n  }\n")).matchAll(/^ {4}(\w+)/gm)].map(([, field]) => field!);
      const contentFields = Object.keys(BLOCK_SCHEMAS.find((schema) => schema.shape.type.value === type)!.shape);
      const declared = Object.keys(recordsOf(type)?.fields ?? {}).sort();
      expect([
        type,
        selected.filter((field) => !contentFields.some((c) => field === c || field === `${c}Html`)).sort(),
      ]).toEqual([type, declared]);
    }
  });
});
