// The benches time the site's own TypeScript (the PDF writer, the search indexer, the shortlist parsers): esbuild
// bundles it into bench/out/<name>.mjs, its packages left external (found in node_modules), and the bench imports that.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

/**
 * The module of `source` (a file of the project, or TypeScript code importing from it, paths from the project's root)
 * bundled as bench/out/<name>.mjs and imported.
 */
export async function importTypeScript(name, source) {
  const outfile = path.join(ROOT, "bench/out", `${name}.mjs`);
  await build({
    ...(source.file
      ? { entryPoints: [path.join(ROOT, source.file)] }
      : { stdin: { contents: source.code, resolveDir: ROOT, loader: "ts" } }),
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    absWorkingDir: ROOT,
    logLevel: "error",
  });
  return import(pathToFileURL(outfile).href);
}
