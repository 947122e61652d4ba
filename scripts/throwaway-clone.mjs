// A throwaway clone of this repository for tests that write content (e2e/cms.spec.ts): never the working
// tree. The clone shares this checkout's node_modules (a symlink; patches already applied) and is removed
// by `remove()`.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Clones the committed HEAD of `repo` into a new temporary folder. */
export function makeThrowawayClone(repo = process.cwd()) {
  const parent = mkdtempSync(path.join(os.tmpdir(), "agency-cms-clone-"));
  const dir = path.join(parent, "site");
  execFileSync("git", ["clone", "--quiet", "--no-hardlinks", repo, dir], { stdio: "pipe" });
  symlinkSync(path.join(repo, "node_modules"), path.join(dir, "node_modules"), "dir");
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
}

/** The files of the clone that differ from its commit ("content/pages/home.json", …), node_modules aside. */
export const changedFiles = (dir) =>
  execFileSync("git", ["status", "--porcelain", "--untracked-files=all"], { cwd: dir, encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map((line) => line.slice(3))
    .filter((file) => file !== "node_modules");

/** Starts decap-server on `port`, reading and writing the files of `dir`; resolves when it answers. */
export async function startDecapServer(dir, port) {
  const child = spawn(process.execPath, [path.join(dir, "node_modules/decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: dir },
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
