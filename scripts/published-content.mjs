// The content `npm run cms`'s local site shows: `content/` as committed on the branch the CMS publishes to, kept in a
// folder of its own (gatsby-config.ts reads it from CMS_PUBLISHED_CONTENT). decap-server reads and writes a draft by
// checking its branch out in the working tree for a moment: a new page's file appeared and vanished under
// `gatsby develop`, whose JSON transformer then failed to read it (ENOENT) and never made the page, so a page
// published from the CMS answered 404 until develop restarted. This folder changes only when the branch does (a
// publish), file by file, each written whole before it replaces the old one.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const git = (repo, ...args) => execFileSync("git", args, { cwd: repo, maxBuffer: 256 * 1024 * 1024 });

/**
 * Mirrors `content/` of `branch` in `repo` into a new folder, checking for a new commit every `interval` ms.
 * Returns the mirrored content folder, `sync` (at once) and `stop`.
 */
export function startPublishedContent(repo, branch, { interval = 500 } = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), "published-content-"));
  let last = "";
  const write = (commit, file) => {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(`${target}.partial`, git(repo, "show", `${commit}:${file}`));
    renameSync(`${target}.partial`, target);
  };
  const sync = () => {
    const commit = git(repo, "rev-parse", branch).toString().trim();
    if (commit === last) return false;
    const fields = (output) => output.toString().split("\0").filter(Boolean);
    // [status, file] pairs: what changed since the last commit mirrored, or every file the first time.
    const changes = last
      ? fields(git(repo, "diff", "--name-status", "--no-renames", "-z", last, commit, "--", "content")).flatMap(
          (field, index, all) => (index % 2 === 0 ? [[field, all[index + 1]]] : []),
        )
      : fields(git(repo, "ls-tree", "-r", "-z", "--name-only", commit, "--", "content")).map((file) => ["A", file]);
    for (const [status, file] of changes)
      if (status === "D") rmSync(path.join(root, file), { force: true });
      else write(commit, file);
    last = commit;
    return true;
  };
  sync();
  const timer = setInterval(() => {
    try {
      sync();
    } catch (error) {
      console.error(`published content: ${error instanceof Error ? error.message : error}`);
    }
  }, interval);
  return {
    content: path.join(root, "content"),
    sync,
    stop: () => {
      clearInterval(timer);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
