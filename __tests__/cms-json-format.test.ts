/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatJson, recordListFormat } from "../src/cms/json-format";

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

  it("edits a file that is a list as an object holding the list, and writes the bare list back", () => {
    const format = recordListFormat("members");
    const entry = format.fromFile('[{ "name": "Anil" }]');
    expect(entry).toEqual({ members: [{ name: "Anil" }] });
    expect(format.toFile(entry)).toBe('[{ "name": "Anil" }]\n');
  });
});
