import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

// Every package patched in gatsby/upstream/patches/ (patch-package's `<name>+<version>.patch`) is pinned to exactly
// that version in package.json, so that a lockfile refresh cannot move it from under its patch
// (gatsby/upstream/UPGRADING.md).
const PATCHES = "gatsby/upstream/patches";
const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync("package.json", "utf8"));
const declared = { ...dependencies, ...devDependencies };

/** `gatsby-plugin-sharp+5.16.0.patch` → name and version; a scoped name's `/` is a `+` in the file's name. */
function patched(file) {
  const match = /^(.+)\+(\d+\.\d+\.\d+(?:-[\w.]+)?)\.patch$/.exec(file);
  assert.ok(match, `${PATCHES}/${file} is not named <package>+<version>.patch`);
  return { name: match[1].replace(/\+/g, "/"), version: match[2] };
}

test("there are patches, and each patched package is pinned to exactly the patched version", () => {
  const files = readdirSync(PATCHES).filter((file) => file.endsWith(".patch"));
  assert.ok(files.length > 0);
  for (const file of files) {
    const { name, version } = patched(file);
    assert.equal(declared[name], version, `${name}: package.json has ${declared[name]}, ${file} patches ${version}`);
  }
});

test("a patch file's name gives the package and its version (a scoped one too); another name is refused", () => {
  assert.throws(() => patched("gatsby.patch"), /is not named <package>\+<version>\.patch/);
  assert.deepEqual(patched("@scope+pkg+1.2.3.patch"), { name: "@scope/pkg", version: "1.2.3" });
});
