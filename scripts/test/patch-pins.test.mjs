import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { test } from "node:test";

// Every package patched in gatsby/upstream/patches/ (patch-package's `<name>+<version>.patch`), and every package
// whose files or internals gatsby/upstream/ relies on, is pinned to exactly one version in package.json, so that a
// lockfile refresh cannot move it from under its patch or its shape tests (gatsby/upstream/UPGRADING.md).
const PATCHES = "gatsby/upstream/patches";
const packageJson = JSON.parse(readFileSync("package.json", "utf8"));
const { dependencies = {}, devDependencies = {}, scripts = {} } = packageJson;
const declared = { ...dependencies, ...devDependencies };
const lockRoot = JSON.parse(readFileSync("package-lock.json", "utf8")).packages[""];
const locked = { ...lockRoot.dependencies, ...lockRoot.devDependencies };

/**
 * Not patched, but relied on inside: preact/compat's files by path (gatsby/upstream/webpack-config.ts and
 * gatsby/upstream/preact/), pdfkit's document font (gatsby/upstream/pdfkit-word-shapes.ts).
 */
const RELIED_ON = ["preact", "pdfkit"];

/** `gatsby-plugin-sharp+5.16.0.patch` → name and version; a scoped name's `/` is a `+` in the file's name. */
function patched(file) {
  const match = /^(.+)\+(\d+\.\d+\.\d+(?:-[\w.]+)?)\.patch$/.exec(file);
  assert.ok(match, `${PATCHES}/${file} is not named <package>+<version>.patch`);
  return { name: match[1].replace(/\+/g, "/"), version: match[2] };
}

const installedVersion = (name) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, "utf8")).version;

test("there are patches, and each patched package is pinned to exactly the patched version", () => {
  const files = readdirSync(PATCHES).filter((file) => file.endsWith(".patch"));
  assert.ok(files.length > 0);
  for (const file of files) {
    const { name, version } = patched(file);
    assert.equal(declared[name], version, `${name}: package.json has ${declared[name]}, ${file} patches ${version}`);
    assert.equal(
      locked[name],
      version,
      `${name}: package-lock.json's root has ${locked[name]}, ${file} patches ${version}`,
    );
  }
});

test("the packages relied on inside are pinned exactly, to the version installed, in package.json and its lock", () => {
  for (const name of RELIED_ON) {
    const installed = installedVersion(name);
    assert.equal(
      declared[name],
      installed,
      `${name}: package.json has ${declared[name]}, node_modules has ${installed}`,
    );
    assert.equal(locked[name], installed, `${name}: package-lock.json's root has ${locked[name]}`);
  }
});

test("npm install fails when a patch does not apply, on a developer's machine as in CI", () => {
  // Without --error-on-fail, patch-package 8 reports a failed patch and exits 0 outside CI.
  assert.match(scripts.postinstall, /^patch-package --error-on-fail --patch-dir gatsby\/upstream\/patches(?: |$)/);
});

test("a patch file's name gives the package and its version (a scoped one too); another name is refused", () => {
  assert.throws(() => patched("gatsby.patch"), /is not named <package>\+<version>\.patch/);
  assert.deepEqual(patched("@scope+pkg+1.2.3.patch"), { name: "@scope/pkg", version: "1.2.3" });
});
