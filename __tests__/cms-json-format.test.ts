/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { format } from "prettier/standalone";
import * as babel from "prettier/plugins/babel";
import * as estree from "prettier/plugins/estree";
import { formatJson, prettierJsonFormat, prettierNumber, recordListFormat } from "../src/cms/json-format";

const prettier = (text: string) => format(text, { parser: "json", plugins: [babel, estree], printWidth: 120 });

/** Every content file, and some shapes the CMS can produce: short and long lists, nesting, empties. */
const samples = (): [string, unknown][] => [
  ...readdirSync("content", { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".json"))
    .map((file): [string, unknown] => [file, JSON.parse(readFileSync(path.join("content", file), "utf8"))]),
  [
    "shapes.json",
    {
      short: ["a", "b"],
      long: Array.from({ length: 30 }, (_, index) => `item number ${index}`),
      edge: ["x".repeat(100)],
      numbers: [1, 2.5, -3],
      manyNumbers: Array.from({ length: 60 }, (_, index) => index * 1.25 - 7),
      oneRecord: [{ name: "Anil" }],
      records: [{ name: "Anil" }, { name: "Divya", days: 2 }],
      empty: { list: [], object: {} },
      nested: [{ ids: ["faq-1", "faq-2"], deeper: [[]] }],
      text: 'Quotes " and \\ and ₹ and\nnew lines',
    },
  ],
];

describe("the CMS writes content files as Prettier formats them", () => {
  it("Prettier leaves every file the CMS would write unchanged", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cms-json-"));
    try {
      samples().forEach(([name, value], index) =>
        writeFileSync(path.join(dir, `${index}-${path.basename(name)}`), formatJson(value)),
      );
      // Throws with Prettier's list of files it would change.
      execFileSync("node_modules/.bin/prettier", ["--check", "--config", ".prettierrc.json", dir], { stdio: "pipe" });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("writes the same data it read", () => {
    for (const [, value] of samples()) expect(JSON.parse(formatJson(value))).toEqual(value);
  });

  it("writes keys in the order the file had them, though Decap's maps hand them back reshuffled", () => {
    const text = readFileSync("content/site.json", "utf8");
    const read = prettierJsonFormat.fromFile(text);
    // An Immutable map of more than eight keys iterates in hash order: the same object, keys in another order.
    const reshuffled = Object.fromEntries(Object.entries(read).reverse());
    expect(Object.keys(reshuffled)).not.toEqual(Object.keys(read));
    expect(prettierJsonFormat.toFile(reshuffled)).toBe(text);
    // One field changed: one line of the file changes.
    const edited = prettierJsonFormat.toFile({ ...reshuffled, tagline: "Planned by locals" });
    const changed = edited.split("\n").filter((line, index) => line !== text.split("\n")[index]);
    expect(changed).toEqual(['  "tagline": "Planned by locals",']);
    // A key the file did not have follows the keys it had, in the order they were read.
    const added = JSON.parse(prettierJsonFormat.toFile({ zeta: 1, ...reshuffled })) as object;
    expect(Object.keys(added)).toEqual([...Object.keys(read), "zeta"]);
  });

  it("edits a file that is a list as an object holding the list, and writes the bare list back", () => {
    const format = recordListFormat("members");
    const entry = format.fromFile('[{ "name": "Anil" }]');
    expect(entry).toEqual({ members: [{ name: "Anil" }] });
    expect(format.toFile(entry)).toBe('[{ "name": "Anil" }]\n');
  });

  it("a list of one object the file wrote on one line stays on one line; a list of such records does not", async () => {
    const text =
      '{\n  "one": [{ "name": "Anil", "days": 2 }],\n  "two": [\n    { "name": "Anil", "days": 2 },\n    { "name": "Divya", "days": 3 }\n  ]\n}\n';
    expect(await prettier(text)).toBe(text);
    expect(prettierJsonFormat.toFile(prettierJsonFormat.fromFile(text))).toBe(text);
  });

  it("writes a number as the file wrote it while its value is the same (5.0 stays 5.0), a changed or new one as JSON does", async () => {
    const text = [
      "[",
      '  { "slug": "a", "rating": 5.0, "price": 1e3 },',
      '  { "slug": "b", "rating": 4.0, "price": 2000 },',
      '  { "slug": "c", "rating": 5, "price": 3000 }',
      "]",
      "",
    ].join("\n");
    expect(await prettier(text)).toBe(text);
    const format = recordListFormat("records");
    const entry = format.fromFile(text) as { records: { slug: string; rating: number; price: number }[] };
    expect(entry.records[0]!.rating).toBe(5);
    expect(format.toFile(entry)).toBe(text);
    // A changed value is written as JSON.stringify writes it; the others keep their text.
    entry.records[1]!.rating = 4.5;
    entry.records[0]!.price = 1500;
    expect(format.toFile(entry)).toBe(
      text.replace('"rating": 4.0', '"rating": 4.5').replace('"price": 1e3', '"price": 1500'),
    );
    // Moved to another index, a record keeps 4.0 (the only way 4 was written at "[].rating"), but 5 is written
    // as 5 (the file wrote 5.0 and 5 there).
    entry.records[1]!.rating = 4;
    const moved = { records: [entry.records[1]!, entry.records[2]!, { ...entry.records[0]!, slug: "d" }] };
    const written = format.toFile(moved);
    expect(written).toContain('{ "slug": "b", "rating": 4.0, "price": 2000 }');
    expect(written).toContain('{ "slug": "c", "rating": 5, "price": 3000 }');
    expect(await prettier(written)).toBe(written);
  });

  it("writes a number's text as Prettier does", async () => {
    for (const text of [
      "5.0",
      "5.00",
      "1.50",
      "-0.10",
      "1E3",
      "1e+03",
      "2.5E-04",
      "1e0",
      "1.0e10",
      "0",
      "-7",
      "10.0",
    ]) {
      const printed = (await prettier(`[${text}]`)).trim().slice(1, -1);
      expect(prettierNumber(text)).toBe(printed);
    }
  });
});
