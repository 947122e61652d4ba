// What `npm install` may run: every dependency with an install script is reviewed in package.json's allowScripts
// (npm 11.16+ reads it; an explicit false skips the package's scripts), and none of them downloads anything.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";

const { allowScripts } = JSON.parse(readFileSync("package.json", "utf8"));
const INSTALL_SCRIPTS = ["preinstall", "install", "postinstall"];

/** The installed packages (nested ones too) whose package.json has an install script. */
function packagesWithInstallScripts(dir = "node_modules", found = new Set()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith(".")) continue;
    const folder = path.join(dir, entry.name);
    if (entry.name.startsWith("@")) {
      packagesWithInstallScripts(folder, found);
      continue;
    }
    try {
      const pkg = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8"));
      if (INSTALL_SCRIPTS.some((name) => pkg.scripts?.[name])) found.add(pkg.name);
    } catch {
      // not a package folder
    }
    try {
      packagesWithInstallScripts(path.join(folder, "node_modules"), found);
    } catch {
      // no nested node_modules
    }
  }
  return found;
}

test("every dependency with an install script is allowed or denied by name in allowScripts", () => {
  const unreviewed = [...packagesWithInstallScripts()].filter((name) => !(name in allowScripts)).sort();
  assert.deepEqual(unreviewed, [], "review these in package.json's allowScripts (true runs, false skips)");
});

test("vnu-jar's postinstall, which downloads a JDK from GitHub when java is missing, never runs", () => {
  // The Nu HTML Checker runs on Debian's Java, which `npm test` installs; the jar itself is in the package.
  assert.equal(allowScripts["vnu-jar"], false);
});
