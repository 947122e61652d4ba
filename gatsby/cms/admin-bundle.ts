import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as esbuild from "esbuild";
import site from "../../content/site.json";
import { CMS_ADMIN_PATH } from "../../src/lib/routes";

/**
 * The CMS at /admin/, built on its own terms: one esbuild bundle of src/cms/cms.tsx with Decap CMS and the React 19
 * it runs on (admin/package.json, an npm workspace, so the site keeps React 18 for `gatsby develop` and Preact for
 * visitors), and the CSS its previews import (the site's) as cms.css for the preview frame. Nothing here reaches a
 * visitor's page: the admin's folder has its own HTML and its own Content-Security-Policy
 * (gatsby/deploy/security-headers.ts). docs/cms.md, "How the admin is built".
 */

/** The admin's workspace, where Decap and its React are installed. */
const ADMIN_PACKAGES = path.resolve("admin/node_modules");

/** The admin's folder in public/ ("admin"). */
export const ADMIN_FOLDER = CMS_ADMIN_PATH.replace(/^\/|\/$/g, "");

/** The bundle's script, in the admin's folder (its CSS, for the preview frame, is cms.css beside it). */
const ADMIN_SCRIPT = "cms.js";

/**
 * What the admin reads from the environment: NODE_ENV and the GATSBY_ variables (the backend settings of
 * src/cms/cms.tsx), as Gatsby's own builds define them; any other `process.env` read is undefined.
 */
export function adminEnvironment(env: NodeJS.ProcessEnv, mode: "production" | "development"): Record<string, string> {
  const defined: Record<string, string> = { NODE_ENV: mode };
  for (const [name, value] of Object.entries(env))
    if (name.startsWith("GATSBY_") && value !== undefined) defined[name] = value;
  return defined;
}

/** The admin's page: the bundle, the site's name and icon, and no indexing. */
export const adminHtml = (): string =>
  [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    `<title>Content manager · ${site.name.replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</title>`,
    '<meta name="robots" content="none">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    '<link rel="icon" href="/favicon.svg">',
    `<script type="module" src="${ADMIN_SCRIPT}"></script>`,
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");

export interface AdminBuild {
  /** Each written file's size, gzip -9, in bytes, by its name in the admin's folder. */
  gzipBytes: Record<string, number>;
  /** What opening the admin loads, gzip: cms.js, the chunks it imports statically, cms.css. */
  firstLoad: number;
}

/** The gzip bytes of cms.js with every chunk it imports statically (at once), and its CSS. */
function firstLoadBytes(metafile: esbuild.Metafile, outdir: string, gzipBytes: Record<string, number>): number {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? [])
      if (imported.kind === "import-statement") visit(imported.path);
  };
  const entry = Object.keys(metafile.outputs).find((file) => path.basename(file) === ADMIN_SCRIPT)!;
  visit(entry);
  const css = metafile.outputs[entry]?.cssBundle;
  if (css) seen.add(css);
  return [...seen].reduce((sum, file) => sum + (gzipBytes[path.relative(outdir, file)] ?? 0), 0);
}

/** Packages the admin takes from its own workspace, wherever they are imported from. */
const OWN_PACKAGES = /^(react|react-dom|decap-cms-[a-z-]+)(\/.*)?$/;

/**
 * The admin runs on React 19 (Decap 3.16 needs it), the site's components included: React, ReactDOM and Decap are
 * resolved from the admin's workspace (with their packages' browser exports) for every importer.
 */
const adminPackages: esbuild.Plugin = {
  name: "admin-packages",
  setup(build) {
    build.onResolve({ filter: OWN_PACKAGES }, (args) => {
      if (args.pluginData === "admin-packages") return undefined;
      return build.resolve(args.path, {
        kind: args.kind,
        resolveDir: path.dirname(ADMIN_PACKAGES),
        pluginData: "admin-packages",
      });
    });
  },
};

/** esbuild's options for the admin, by mode. */
export function adminBuildOptions(
  publicDir: string,
  mode: "production" | "development",
  env: NodeJS.ProcessEnv = process.env,
): esbuild.BuildOptions {
  return {
    entryPoints: { cms: path.resolve("src/cms/cms.tsx") },
    outdir: path.join(publicDir, ADMIN_FOLDER),
    bundle: true,
    // ES modules, so that what only a save needs (Prettier) is a chunk the first save loads.
    format: "esm",
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
    platform: "browser",
    target: "es2020",
    minify: mode === "production",
    sourcemap: false,
    legalComments: "linked",
    jsx: "automatic",
    // `gatsby` is what the site's components use of it outside Gatsby's runtime (src/cms/gatsby-in-admin.tsx).
    alias: { gatsby: path.resolve("src/cms/gatsby-in-admin.tsx") },
    plugins: [adminPackages],
    define: { "process.env": JSON.stringify(adminEnvironment(env, mode)), global: "globalThis" },
    loader: { ".woff2": "file", ".jpg": "file", ".png": "file", ".webp": "file", ".svg": "file" },
    assetNames: "static/[name]-[hash]",
    logLevel: "silent",
    metafile: true,
  };
}

/** Builds the admin into public/admin: cms.js, cms.css, their fonts and pictures, index.html. */
export async function buildAdmin(publicDir: string, mode: "production" | "development"): Promise<AdminBuild> {
  const options = adminBuildOptions(publicDir, mode);
  const outdir = options.outdir!;
  // A previous build's files would pile up beside the new ones (the preview's records are written after this).
  mkdirSync(outdir, { recursive: true });
  for (const name of readdirSync(outdir))
    if (!name.startsWith("preview-records")) rmSync(path.join(outdir, name), { recursive: true, force: true });
  const result = await esbuild.build(options).catch((error: unknown) => {
    const failure = error as { errors?: esbuild.Message[] };
    const first = failure.errors?.[0];
    const where = first?.location ? `${first.location.file}:${first.location.line}: ` : "";
    throw new Error(`[cms] the admin (src/cms/cms.tsx) did not build: ${where}${first?.text ?? String(error)}`);
  });
  writeFileSync(path.join(outdir, "index.html"), adminHtml());
  const gzipBytes: Record<string, number> = {};
  for (const file of Object.keys(result.metafile!.outputs).filter((name) => /\.(js|css)$/.test(name)))
    gzipBytes[path.relative(outdir, file)] = gzipSync(readFileSync(file), { level: 9 }).length;
  return { gzipBytes, firstLoad: firstLoadBytes(result.metafile!, outdir, gzipBytes) };
}

/** The few bits of the develop server's Express app serveAdmin needs. */
interface DevelopApp {
  get(
    path: string[],
    handler: (request: unknown, response: { sendFile(file: string, done: (error?: Error) => void): void }) => void,
  ): void;
}

/** `gatsby develop` (`npm run cms`): the admin's page at /admin and /admin/, from public/admin. */
export function serveAdmin(app: DevelopApp): void {
  app.get([`/${ADMIN_FOLDER}`, `/${ADMIN_FOLDER}/`], (_request, response) =>
    response.sendFile(path.resolve("public", ADMIN_FOLDER, "index.html"), (error) => {
      if (error) throw error;
    }),
  );
}

/** Builds the admin and says what it weighs, gzip, as the build's log line. */
export async function buildAdminAndReport(
  publicDir: string,
  mode: "production" | "development",
  reporter: { info(message: string): void },
): Promise<void> {
  const { gzipBytes, firstLoad } = await buildAdmin(publicDir, mode);
  const total = Object.values(gzipBytes).reduce((sum, bytes) => sum + bytes, 0);
  const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
  reporter.info(`[cms] the admin, gzip: ${kb(firstLoad)} on opening, ${kb(total)} with what a save loads`);
}
