// Where the seed lives, shared by the image generator and the seed check.
import { readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const SEED_DIR = dirname(fileURLToPath(import.meta.url));

// Every file below dir, depth first; a missing dir gives [] so a fresh checkout can still be checked.
export async function listFiles(dir) {
  const out = [];
  for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...(await listFiles(p)));
    else out.push(p);
  }
  return out;
}
