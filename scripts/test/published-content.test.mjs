import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "node:test";
import { startPublishedContent } from "../published-content.mjs";

/** A repository with content/pages/home.json on main. */
function repository() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "published-content-test-"));
  const git = (...args) => execFileSync("git", args, { cwd: dir, stdio: "pipe" });
  git("init", "-q", "-b", "main");
  git("config", "user.name", "t");
  git("config", "user.email", "t@localhost");
  mkdirSync(path.join(dir, "content/pages"), { recursive: true });
  writeFileSync(path.join(dir, "content/pages/home.json"), '{ "title": "Home" }\n');
  writeFileSync(path.join(dir, "README.md"), "not content\n");
  git("add", ".");
  git("commit", "-qm", "start");
  return { dir, git, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

test("the local site's content is main's, whatever branch a draft checks out, and follows each publish", () => {
  const repo = repository();
  const mirror = startPublishedContent(repo.dir, "main", { interval: 60_000 });
  try {
    const read = (file) => readFileSync(path.join(mirror.content, file), "utf8");
    assert.equal(read("pages/home.json"), '{ "title": "Home" }\n');
    assert.equal(existsSync(path.join(mirror.content, "../README.md")), false);
    // A draft on its branch, checked out and back as decap-server does: main has not changed, nor has the mirror.
    repo.git("checkout", "-q", "-b", "cms/pages/onam");
    writeFileSync(path.join(repo.dir, "content/pages/onam.json"), '{ "title": "Onam" }\n');
    repo.git("add", ".");
    repo.git("commit", "-qm", "draft");
    assert.equal(mirror.sync(), false);
    repo.git("checkout", "-q", "main");
    assert.equal(existsSync(path.join(mirror.content, "pages/onam.json")), false);
    // Published (merged into main), with home.json removed in the same commit: both follow at the next sync.
    repo.git("merge", "-q", "cms/pages/onam");
    repo.git("rm", "-q", "content/pages/home.json");
    repo.git("commit", "-qm", "remove home");
    assert.equal(mirror.sync(), true);
    assert.equal(read("pages/onam.json"), '{ "title": "Onam" }\n');
    assert.equal(existsSync(path.join(mirror.content, "pages/home.json")), false);
  } finally {
    mirror.stop();
    repo.remove();
  }
});
