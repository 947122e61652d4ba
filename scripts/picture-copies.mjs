// Pictures the repository holds twice: a picture is tracked (or drawn, like the seed images) once, never copied.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** What counts as a picture. */
export const PICTURE = /\.(jpe?g|png|webp|avif|svg)$/i;
/** Pictures on disk but not in git: the seed images `npm install` draws (server/seed/image-generator/). */
const DRAWN = ["server/seed/images"];

/** Every file below `dir` (relative to root), or none when it does not exist. */
function filesBelow(root, dir) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesBelow(root, file);
    return entry.isFile() ? [file] : [];
  });
}

/** The tracked pictures (git ls-files) and the drawn ones present, relative to root. */
export function pictureFiles(root) {
  const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 })
    .split("\0")
    .filter(Boolean);
  const drawn = DRAWN.flatMap((dir) => filesBelow(root, dir));
  // A tracked file deleted in the work tree is not a copy of anything.
  return [...new Set([...tracked, ...drawn])].filter((file) => PICTURE.test(file) && existsSync(path.join(root, file)));
}

/** Groups of files with the same content (SHA-256), each group's paths sorted; no group when all differ. */
export function identicalPictures(root, files) {
  /** @type {Map<string, string[]>} */
  const byHash = new Map();
  for (const file of files) {
    const hash = createHash("sha256")
      .update(readFileSync(path.join(root, file)))
      .digest("hex");
    byHash.set(hash, [...(byHash.get(hash) ?? []), file]);
  }
  return [...byHash.values()].filter((group) => group.length > 1).map((group) => group.sort());
}
