import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { preactForReact } from "./preact/aliases.mjs";

/** The block files (src/blocks/<Type>.tsx), which declare a content schema beside their component. */
export const BLOCK_FILE = /[\\/]src[\\/]blocks[\\/][A-Z]\w*\.tsx$/;

/**
 * The visitor's pages run on Preact's React API (preact/compat), at build time and in the browser: React's
 * react-dom is 45 KB of gzip on every page, Preact's 5 KB (docs/slow-phone.md). The component tests take the same
 * table (jest.config.js); `gatsby develop` and the CMS stay on React. Exact keys (`$`), so that `react-dom/client`
 * is not taken by `react-dom`.
 */
const PREACT_ALIASES = Object.fromEntries(
  Object.entries(preactForReact(path.resolve("."))).map(([name, target]) => [`${name}$`, target]),
);
/** Gatsby's framework chunk, for Preact's files and ours (as Gatsby's own test does for React's). */
const FRAMEWORK =
  /(?<!node_modules.*)[\\/]node_modules[\\/](preact|scheduler|prop-types)[\\/]|[\\/]gatsby[\\/]upstream[\\/]preact[\\/]/;

/**
 * A hash of every stylesheet of the site (src/**\/*.css). Each page inlines its CSS into its HTML, but Gatsby 5 (with
 * slices, always on) re-renders a page's HTML only when its data or the server bundle changes, never when only the
 * browser's bundle does: after a change of CSS alone, a cached build (Netlify's) kept the old CSS inlined in every
 * page whose data had not changed. The hash is compiled into the server bundle (gatsby-ssr.tsx), so a change of CSS
 * changes that bundle and Gatsby renders every page again.
 */
export function stylesVersion(root = path.resolve("src")): string {
  const hash = createHash("sha256");
  const files = readdirSync(root, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(".css"))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(root, file)));
  return hash.digest("hex").slice(0, 16);
}

/**
 * A font is always a file of its own, never a data: URL in the stylesheet (Gatsby's url-loader inlines files under
 * 10,000 bytes): the CSP's font-src refuses data:, and an inlined font would be in every page's CSS, used or not
 * (the editions' names, 1.5 and 3 KB, are on a few pages only).
 */
function fontsAsFiles(rules: unknown[]): void {
  for (const rule of rules as { test?: unknown; use?: unknown; oneOf?: unknown[] }[]) {
    if (Array.isArray(rule.oneOf)) fontsAsFiles(rule.oneOf);
    if (!(rule.test instanceof RegExp) || !rule.test.test("font.woff2") || !Array.isArray(rule.use)) continue;
    rule.use = rule.use.map((use: { loader?: string; options?: object }) =>
      use.loader?.includes("url-loader") ? { ...use, options: { ...use.options, limit: false } } : use,
    );
  }
}

/**
 * Gatsby's production config merges every stylesheet of the site into one and inlines all of it into every
 * page (61 KB of CSS on /faq). Without that cache group each page inlines only the CSS of its own chunks
 * (app, page, shared components), and a client-side navigation loads the next page's CSS with its chunk.
 * No source maps either: they would publish the whole source for anyone to read. And the block files reach the
 * visitor without their content schemas (gatsby/pages/visitor-blocks-loader.mjs); the CMS's admin, a build of its
 * own (gatsby/cms/admin-bundle.ts), keeps them.
 */
export const onCreateWebpackConfig: NonNullable<GatsbyNode["onCreateWebpackConfig"]> = ({
  stage,
  getConfig,
  actions,
  plugins,
}) => {
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig();
  fontsAsFiles(config.module?.rules ?? []);
  // Gatsby's own `react` and `react-dom` aliases give way to the table; its others stay.
  const { react: _react, "react-dom": _reactDom, ...aliases } = config.resolve?.alias ?? {};
  config.resolve = { ...config.resolve, alias: { ...PREACT_ALIASES, ...aliases } };
  // Both bundles render the blocks the same way, so both take them without their schemas: the server's renderer
  // bundled zod and every schema for nothing (the same HTML either way, and no measurable change in build time).
  config.module.rules.push({
    test: BLOCK_FILE,
    enforce: "pre",
    use: [{ loader: path.resolve("gatsby/pages/visitor-blocks-loader.mjs") }],
  });
  // An import of a name its module does not export (a CSS module's class renamed, a function moved) is an error,
  // not a warning in the build's log: the page would get `class="undefined"` or a call of undefined.
  config.module.rules.push({
    test: /\.[cm]?[jt]sx?$/,
    exclude: /[\\/]node_modules[\\/]/,
    parser: { exportsPresence: "error" },
  });
  if (stage === "build-html") {
    config.plugins = [
      ...(config.plugins ?? []),
      plugins.define({ __STYLES_VERSION__: JSON.stringify(stylesVersion()) }),
    ];
    // Gatsby leaves `react` and `react-dom/*` to Node's require there; Preact is bundled whole instead, or the
    // server would load two copies of it (CommonJS beside the bundle's ES modules) and the hooks of one would not
    // see the components of the other.
    if (Array.isArray(config.externals))
      config.externals = config.externals.filter((external: unknown) => typeof external !== "function");
    actions.replaceWebpackConfig(config);
    return;
  }
  const framework = config.optimization?.splitChunks?.cacheGroups?.framework;
  if (framework)
    framework.test = (module: { nameForCondition?: () => string | null }) =>
      FRAMEWORK.test(module.nameForCondition?.() ?? "");
  config.devtool = false;
  // A Gatsby internal: the name of its styles cache group (UPGRADING.md).
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  if (cacheGroups?.styles) delete cacheGroups.styles;
  actions.replaceWebpackConfig(config);
};
