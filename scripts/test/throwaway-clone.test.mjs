// putBack against a clone whose git is busy, as decap-server leaves it just after a publish: the index lock taken and
// given back by another process.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { putBack } from "../throwaway-clone.mjs";

const git = (dir, ...args) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8", stdio: "pipe" });

function repository() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "put-back-"));
  git(dir, "init", "--quiet", "-b", "main");
  git(dir, "config", "user.name", "test");
  git(dir, "config", "user.email", "test@localhost");
  writeFileSync(path.join(dir, "page.json"), "before\n");
  git(dir, "add", ".");
  git(dir, "commit", "--quiet", "-m", "start");
  git(dir, "tag", "e2e-base");
  writeFileSync(path.join(dir, "page.json"), "published\n");
  git(dir, "commit", "--quiet", "-am", "publish");
  return dir;
}

test("putBack waits for another process's git work to end, then commits the file as it was", () => {
  const dir = repository();
  try {
    const lock = path.join(dir, ".git/index.lock");
    // Another process takes the lock twice, with a short gap between (a publish is several git commands).
    writeFileSync(lock, "");
    spawn("sh", ["-c", `sleep 0.4; rm -f '${lock}'; sleep 0.1; : > '${lock}'; sleep 0.6; rm -f '${lock}'`], {
      stdio: "ignore",
    });
    putBack(dir, "page.json");
    assert.equal(readFileSync(path.join(dir, "page.json"), "utf8"), "before\n");
    assert.equal(git(dir, "status", "--porcelain"), "");
    assert.match(git(dir, "log", "-1", "--format=%s"), /^e2e: page\.json as it was\n$/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
