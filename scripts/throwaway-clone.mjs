// A throwaway clone of this repository for builds and tests that write content (scripts/e2e.mjs builds the site
// in one, and e2e/cms.spec.ts edits that one, so its last build reuses the pictures already made): never the
// working tree. The clone shares this checkout's node_modules (a symlink; patches already applied) and is removed
// by `remove()`. Its branch is `main` (what the CMS publishes to), and the tag `e2e-base` marks the commit it
// started from: decap-server's git mode commits drafts to `cms/…` branches and merges them into `main` when
// they are published, so "what the CMS changed" is the difference from that tag.
import { execFileSync, spawn } from "node:child_process";
import { appendFileSync, cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startPublishedContent } from "./published-content.mjs";

const BASE = "e2e-base";
/** A synchronous pause (Atomics.wait on a buffer nobody notifies). */
const PAUSE = new Int32Array(new SharedArrayBuffer(4));
const git = (dir, ...args) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8", stdio: "pipe" });

/**
 * Clones the committed HEAD of `repo` into a new temporary folder; with `workingTree`, the clone then holds what
 * `repo`'s working tree holds (its uncommitted changes and untracked files, committed in the clone), so that what is
 * built there is what a developer has in front of them.
 */
export function makeThrowawayClone(repo = process.cwd(), { workingTree = false } = {}) {
  const parent = mkdtempSync(path.join(os.tmpdir(), "agency-cms-clone-"));
  const dir = path.join(parent, "site");
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", repo, dir], { stdio: "pipe" });
  git(dir, "checkout", "--quiet", "-B", "main");
  // decap-server commits as whoever git says; a CI machine may have no identity at all.
  git(dir, "config", "user.name", "Decap CMS (e2e)");
  git(dir, "config", "user.email", "cms-e2e@localhost");
  if (workingTree) copyWorkingTree(repo, dir);
  git(dir, "tag", BASE);
  // .gitignore's `node_modules/` matches a folder, not this symlink: keep it out of decap-server's `git add .`
  // (a branch that tracked it would delete it when another is checked out).
  // The CMS admin's workspace (admin/package.json) has its own.
  for (const modules of ["node_modules", "admin/node_modules"]) {
    symlinkSync(path.join(repo, modules), path.join(dir, modules), "dir");
    appendFileSync(path.join(dir, ".git/info/exclude"), `/${modules}\n`);
  }
  // What the block files make is not committed (scripts/blocks.mjs): write it as an install would.
  execFileSync(process.execPath, ["scripts/blocks.mjs"], { cwd: dir, stdio: "pipe" });
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

/** `repo`'s uncommitted changes (tracked and untracked, not ignored) applied to the clone `dir` and committed there. */
function copyWorkingTree(repo, dir) {
  const changes = execFileSync("git", ["-C", repo, "diff", "--binary", "HEAD"], { maxBuffer: 1 << 30 });
  if (changes.length > 0) execFileSync("git", ["-C", dir, "apply", "--binary"], { input: changes, stdio: "pipe" });
  for (const file of git(repo, "ls-files", "--others", "--exclude-standard", "-z").split("\0").filter(Boolean))
    cpSync(path.join(repo, file), path.join(dir, file), { recursive: true });
  git(dir, "add", "--all");
  if (git(dir, "status", "--porcelain") !== "")
    git(dir, "commit", "--quiet", "-m", "e2e: the working tree as the test run found it");
}

/**
 * Puts a clone made here back where it started (`main` at its tag, no drafts, no stray files; the builds' ignored
 * .cache and public kept), for a suite that starts again on a clone an earlier attempt wrote to.
 */
export function resetThrowawayClone(dir) {
  waitForGitQuiet(dir);
  git(dir, "checkout", "--quiet", "--force", "main");
  git(dir, "reset", "--quiet", "--hard", BASE);
  for (const branch of draftBranches(dir)) git(dir, "branch", "--quiet", "-D", branch);
  git(dir, "clean", "--quiet", "-d", "--force");
  return { dir, remove: () => {} };
}

/** The files of the clone that differ from where it started ("content/pages/home.json", …): committed or not. */
export const changedFiles = (dir) =>
  [
    ...git(dir, "diff", "--name-only", BASE).split("\n"),
    ...git(dir, "ls-files", "--others", "--exclude-standard").split("\n"),
  ]
    .filter(Boolean)
    .sort();

/**
 * Waits until decap-server's git work in `dir` has ended: its index.lock absent for `quiet` ms in a row (a publish is
 * several git commands, each taking the lock; the editor says "published" before the last of them), for at most
 * `limit` ms.
 */
export function waitForGitQuiet(dir, { quiet = 500, limit = 15_000 } = {}) {
  const lock = path.join(dir, ".git/index.lock");
  let free = 0;
  for (let waited = 0; free < quiet && waited < limit; waited += 50) {
    free = existsSync(lock) ? 0 : free + 50;
    Atomics.wait(PAUSE, 0, 0, 50);
  }
}

/** Runs git in `dir`, again after a pause while another git process holds the index lock (up to 10 s). */
function gitWhenFree(dir, ...args) {
  for (let waited = 0; ; waited += 200) {
    try {
      return git(dir, ...args);
    } catch (error) {
      if (!String(error?.stderr ?? error).includes("index.lock") || waited >= 10_000) throw error;
      Atomics.wait(PAUSE, 0, 0, 200);
    }
  }
}

/**
 * Puts `file` back as the clone started with it, committed on `main` (a change left in the working tree would stop
 * decap-server's next merge), so that a later test's count of changed files does not see an earlier test's edit.
 */
export function putBack(dir, file) {
  waitForGitQuiet(dir);
  gitWhenFree(dir, "checkout", BASE, "--", file);
  gitWhenFree(dir, "commit", "--quiet", "-m", `e2e: ${file} as it was`, "--", file);
}

/** The lines of `file` that differ from where the clone started, as `git diff --unified=0` shows them. */
export const changedLines = (dir, file) =>
  git(dir, "diff", "--unified=0", BASE, "--", file)
    .split("\n")
    .filter((line) => /^[-+](?![-+])/.test(line));

/** The drafts decap-server keeps (`cms/<collection>/<entry>` branches). */
export const draftBranches = (dir) =>
  git(dir, "branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean);

/** `file` as the branch `main` has it (what a build of the content branch would read), or null. */
export function fileOnMain(dir, file) {
  try {
    return git(dir, "show", `main:${file}`);
  } catch {
    return null;
  }
}

/**
 * Starts decap-server on `port` in its git mode (the editorial workflow: drafts are branches of `dir`, a
 * publish merges one into `main`); resolves when it answers.
 */
export async function startDecapServer(dir, port) {
  // Another server on the port would answer the readiness check below for this one, which then could not bind.
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`decap-server: something already answers on :${port}; stop it first`);
  const child = spawn(process.execPath, [path.join(dir, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "git", GIT_REPO_DIRECTORY: dir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "info" }),
      });
      if (response.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error(`decap-server did not start on :${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

/**
 * `gatsby develop` in `dir` on `port` with `env` (the local site `npm run cms` shows); resolves once it serves `/`.
 * `stop` ends it and everything it started.
 */
export async function startDevelop(dir, port, env) {
  // As `npm run cms` runs it: content/ as published on main (scripts/published-content.mjs).
  const published = startPublishedContent(dir, "main");
  const child = spawn("npx", ["gatsby", "develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env, CMS_PUBLISHED_CONTENT: published.content },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.on("exit", resolve);
      process.kill(-child.pid, "SIGTERM");
    }).finally(published.stop);
  const deadline = Date.now() + 8 * 60_000;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { stop, output: () => output };
    if (Date.now() > deadline || child.exitCode !== null) {
      await stop();
      throw new Error(`gatsby develop did not serve / on :${port}:\n${output.slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** `gatsby build` in `dir` with `env`; resolves with the exit code and the output. */
export function buildSite(dir, env) {
  return new Promise((resolve) => {
    const child = spawn("npx", ["gatsby", "build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}
