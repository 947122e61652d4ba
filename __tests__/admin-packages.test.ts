/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/*
 * The CMS admin's packages (admin/package.json, an npm workspace): one Decap release, the parts of it
 * src/cms/decap.ts registers at the versions that release pins, each exact, and no patch on any of them.
 */

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, string>>;
const admin = readJson("admin/package.json");
const release = readJson("admin/node_modules/decap-cms-app/package.json");
const imported = [...readFileSync("src/cms/decap.ts", "utf8").matchAll(/from "(decap-cms-[a-z-]+)"/g)].map(
  (match) => match[1]!,
);

describe("the admin's Decap", () => {
  it("is one release: every Decap package at the version decap-cms-app pins", () => {
    const pinned = release.dependencies!;
    const ours = Object.entries(admin.dependencies!).filter(
      ([name]) => name.startsWith("decap-cms-") && name !== "decap-cms-app",
    );
    expect(ours.length).toBeGreaterThan(10);
    for (const [name, version] of ours) expect(`${name}@${version}`).toBe(`${name}@${pinned[name]}`);
    expect(admin.dependencies!["decap-cms-app"]).toBe(release.version);
  });

  it("lists every package src/cms/decap.ts imports, and only those", () => {
    const listed = Object.keys(admin.dependencies!).filter((name) => /^decap-cms-(?!app$)/.test(name));
    expect([...new Set(imported)].sort()).toEqual(listed.sort());
  });

  it("runs on React 19, apart from the site's, every version exact", () => {
    const installed = readJson("admin/node_modules/react/package.json").version as unknown as string;
    expect(installed).toMatch(/^19\./);
    for (const version of Object.values(admin.dependencies!)) expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    const root = readJson("package.json");
    expect(root.dependencies!["decap-cms-app"]).toBeUndefined();
    expect(root.dependencies!["gatsby-plugin-decap-cms"]).toBeUndefined();
  });

  it("has no patch", () => {
    const patches = path.join("gatsby", "upstream", "patches");
    const names = existsSync(patches) ? readdirSync(patches) : [];
    expect(names.filter((name) => /decap/.test(name))).toEqual([]);
  });
});
