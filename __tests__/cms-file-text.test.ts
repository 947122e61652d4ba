/** @jest-environment node */
import { readFileSync } from "node:fs";
import { CONTENT_MODEL } from "../src/content-model";
import { formatOf } from "../src/cms/config";
import { entryFiles } from "../gatsby/content/content-validation";
import { CMS_FORMATS, jsonFormat, recordListFormat } from "../src/cms/formats";
import { canonicalJson, editedJson, prepareFileText, prettierText, withPrettierMarkdown } from "../src/cms/file-text";
import { isMarkdownField } from "../src/cms/save-checks";

/*
 * What a CMS save writes (src/cms/file-text.ts): Prettier's text, edited from the text the entry was read from so
 * that one change is one change in the file. The save prepares the text; the format's toFile writes it.
 */

const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b.length).toBe(a.length);
  return b.flatMap((line, index) => (line === a[index] ? [] : [line]));
};
const isPrettier = async (text: string, kind: "json" | "md" = "json") => (await prettierText(text, kind)) === text;
/** What Decap's Immutable maps hand back for an object of more than eight keys: the same keys in another order. */
const reshuffled = <T extends object>(value: T): T =>
  Array.isArray(value) ? value : (Object.fromEntries(Object.entries(value).reverse()) as T);
/** The lines `after` adds to `before`, when it only adds lines (else the test fails: a line of before changed). */
const addedLines = (before: string, after: string) => {
  const kept = before.split("\n");
  const added: string[] = [];
  let next = 0;
  for (const line of after.split("\n"))
    if (next < kept.length && line === kept[next]) next += 1;
    else added.push(line);
  expect(next).toBe(kept.length);
  return added;
};

const files = CONTENT_MODEL.flatMap((entry) => entryFiles(entry).map((file) => [file, entry] as const));

describe("a save writes the text Prettier writes, changed only where the content changed", () => {
  it.each(files)("%s saved unchanged is byte for byte the file, through its CMS format", async (file, entry) => {
    const text = readFileSync(file, "utf8");
    const format = CMS_FORMATS[formatOf(entry)]!;
    const data = format.fromFile(text) as Record<string, unknown>;
    if (file.endsWith(".md")) {
      expect(await prepareFileText("md", data.body)).toBe(text);
      return;
    }
    const content = "records" in data && Array.isArray(data.records) ? data.records : JSON.parse(text);
    expect(await prepareFileText("json", reshuffled(content as object), text)).toBe(text);
    expect(format.toFile(data as never)).toBe(text);
  });

  it("one changed value in Site facts changes that line only, though the keys came back reshuffled", async () => {
    const text = readFileSync("content/site.json", "utf8");
    const data = reshuffled(jsonFormat.fromFile(text));
    data.tagline = "Kerala, slowly";
    const written = await prepareFileText("json", data, text);
    expect(changedLines(text, written)).toEqual(['  "tagline": "Kerala, slowly",']);
    expect(jsonFormat.toFile(data)).toBe(written);
  });

  it("a list file (hotels): one price is one line; a new record is added at the end and nothing else moves", async () => {
    const text = readFileSync("content/hotels.json", "utf8");
    const format = recordListFormat("records");
    const data = format.fromFile(text) as { records: Record<string, unknown>[] };
    data.records[0]!.price = 4321;
    const written = await prepareFileText("json", data.records, text);
    expect(changedLines(text, written)).toHaveLength(1);
    expect(written).toContain("4321");
    expect(format.toFile(data)).toBe(written);
    const record = { ...data.records[0]!, name: "New" };
    const added = await prepareFileText("json", [...data.records, record], written);
    const lines = addedLines(written, added);
    // "  }," closing the last record, "  {" opening the new one, and its keys (its "}" is the old last one's).
    expect(lines).toHaveLength(Object.keys(record).length + 2);
    expect(lines).toContain('    "name": "New"');
    expect(await isPrettier(added)).toBe(true);
  });

  it("a block added in the middle of a page adds that block's lines and changes no other", async () => {
    const text = readFileSync("content/pages/kerala-honeymoon.json", "utf8");
    const page = JSON.parse(text) as { blocks: unknown[] };
    const blocks = [...page.blocks.slice(0, 1), { type: "Heading", title: "Monsoon offers" }, ...page.blocks.slice(1)];
    const written = await prepareFileText("json", { ...page, blocks }, text);
    expect(addedLines(text, written)).toEqual([
      '      "type": "Heading",',
      '      "title": "Monsoon offers"',
      "    },",
      "    {",
    ]);
    expect(JSON.parse(written)).toEqual({ ...page, blocks });
    // And removed again: the file as it was.
    expect(await prepareFileText("json", page, written)).toBe(text);
  });

  it("keeps what the author wrote where the content is the same: a one-line object, 5.0, key order", async () => {
    const text = [
      "{",
      '  "one": [{ "name": "Anil", "days": 2 }],',
      '  "rating": 5.0,',
      '  "zeta": "last",',
      '  "alpha": "first",',
      '  "title": "Old"',
      "}",
      "",
    ].join("\n");
    expect(await isPrettier(text)).toBe(true);
    const content = { alpha: "first", title: "New", zeta: "last", one: [{ days: 2, name: "Anil" }], rating: 5 };
    const written = await prepareFileText("json", content, text);
    expect(written).toBe(text.replace('"title": "Old"', '"title": "New"'));
    // A key removed goes with its line; one added follows the others.
    const { zeta: _zeta, ...withoutZeta } = content;
    const edited = await prepareFileText("json", { ...withoutZeta, extra: [1, 2] }, written);
    expect(edited).not.toContain("zeta");
    expect(edited.trimEnd().split("\n").at(-2)).toBe('  "extra": [1, 2]');
  });

  it("a new file (or a read text that is not JSON) is the content as Prettier writes it", async () => {
    const content = { title: "Onam offers", blocks: [{ type: "Heading", title: "Onam", items: ["a", "b"] }] };
    for (const read of [undefined, "{ not json"]) {
      const written = await prepareFileText("json", content, read);
      expect(JSON.parse(written)).toEqual(content);
      expect(await isPrettier(written)).toBe(true);
      expect(written).toContain('"items": ["a", "b"]');
    }
  });

  it("a file whose top level changes shape is written whole", () => {
    expect(JSON.parse(editedJson('{ "a": 1 }', { a: 1 }, [1, 2]))).toEqual([1, 2]);
  });

  it("a PDF document saved from Decap's editor (* bullets, __bold__) is written with Prettier's style", async () => {
    for (const file of entryFiles(CONTENT_MODEL.find((entry) => entry.name === "pdfs")!)) {
      const text = readFileSync(file, "utf8");
      const fromEditor = text.replace(/^(\s*)- /gm, "$1* ").replace(/\*\*([^*]+)\*\*/g, "__$1__");
      const edited = fromEditor.replace(/^(#+ .*)$/m, "$1 (2026)");
      const written = await prepareFileText("md", edited);
      expect(changedLines(text, written)).toHaveLength(1);
      expect(await isPrettier(written, "md")).toBe(true);
    }
  });

  it("without a prepared text (Decap's backup of unsaved changes) a format writes plain JSON of the same content", () => {
    const data = { never: "saved", list: [1, { deep: true }] };
    const written = jsonFormat.toFile(data);
    expect(JSON.parse(written)).toEqual(data);
    expect(written.endsWith("\n")).toBe(true);
  });

  it("one content, one key, whatever the order of keys", () => {
    expect(canonicalJson({ b: 1, a: [{ d: 1, c: 2 }] })).toBe(canonicalJson({ a: [{ c: 2, d: 1 }], b: 1 }));
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });
});

describe("Markdown fields in JSON are written as Prettier writes Markdown", () => {
  const markdownIn =
    (entry: (typeof CONTENT_MODEL)[number]) => (data: unknown) => (path: readonly (string | number)[]) =>
      isMarkdownField(entry.schema, path, data);

  it.each(files.filter(([file]) => file.endsWith(".json")))(
    "%s: every Markdown field is already so",
    async (file, entry) => {
      const data = JSON.parse(readFileSync(file, "utf8")) as unknown;
      expect(await withPrettierMarkdown(data, markdownIn(entry)(data))).toEqual(data);
    },
  );

  it("a rich text edited in Decap's editor (* bullets, *emphasis*) is written with - and _, one line changed", async () => {
    const pages = CONTENT_MODEL.find((entry) => entry.name === "pages")!;
    const page = {
      path: "/e2e",
      title: "A page",
      description: "A page with a list.",
      blocks: [
        { type: "richText", title: "Why", text: "Three reasons:\n\n- quiet\n- _green_ hills\n- monsoon prices" },
      ],
    };
    const fromEditor = structuredClone(page);
    fromEditor.blocks[0]!.text = "Three reasons:\n\n* quiet\n* *green* hills\n* monsoon rates";
    const written = (await withPrettierMarkdown(fromEditor, markdownIn(pages)(fromEditor))) as typeof page;
    expect(written.blocks[0]!.text).toBe("Three reasons:\n\n- quiet\n- _green_ hills\n- monsoon rates");
    // Not Markdown: left as typed.
    expect(written.title).toBe("A page");
  });
});
