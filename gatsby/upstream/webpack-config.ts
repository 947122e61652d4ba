import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { assertCmsWebpackCustomized } from "./cms-webpack";

/** The block files (src/blocks/<Type>.tsx), which declare a content schema beside their component. */
export const BLOCK_FILE = /[\\/]src[\\/]blocks[\\/][A-Z]\w*\.tsx$/;

/**
 * The visitor's pages run on Preact's React API (preact/compat), at build time and in the browser: React's
 * react-dom is 45 KB of gzip on every page, Preact's 5 KB (docs/slow-phone.md). The source, the tests, `gatsby
 * develop` and the CMS stay on React. Exact keys (`$`) first, so that `react-dom/client` is not taken by `react-dom`.
 */
const PREACT = path.resolve("gatsby/upstream/preact");
const PREACT_ALIASES: Record<string, string> = {
  "react-dom/client$": path.join(PREACT, "react-dom-client.mjs"),
  "react-dom/test-utils$": "preact/test-utils",
  "react-dom$": "preact/compat",
  "react/jsx-runtime$": "preact/jsx-runtime",
  "react/jsx-dev-runtime$": "preact/jsx-dev-runtime",
  react$: path.join(PREACT, "react.mjs"),
};
/** Gatsby's framework chunk, for Preact's files and ours (as Gatsby's own test does for React's). */
const FRAMEWORK =
  /(?<!node_modules.*)[\\/]node_modules[\\/](preact|scheduler|prop-types)[\\/]|[\\/]gatsby[\\/]upstream[\\/]preact[\\/]/;

/**
 * Gatsby's production config merges every stylesheet of the site into one and inlines all of it into every
 * page (61 KB of CSS on /faq). Without that cache group each page inlines only the CSS of its own chunks
 * (app, page, shared components), and a client-side navigation loads the next page's CSS with its chunk.
 * No source maps either: they would publish the whole source for anyone to read. And the block files reach the
 * visitor without their content schemas (gatsby/pages/visitor-blocks-loader.mjs): the CMS's admin is compiled from
 * the config gatsby-plugin-decap-cms takes before this hook runs (the site's gatsby-node runs after the plugins'),
 * so it keeps them; this hook also checks that the plugin ran the site's changes to that build (cms-webpack.ts).
 */
export const onCreateWebpackConfig: NonNullable<GatsbyNode["onCreateWebpackConfig"]> = ({
  stage,
  getConfig,
  actions,
}) => {
  assertCmsWebpackCustomized(stage);
  if (stage !== "build-javascript" && stage !== "build-html") return;
  const config = getConfig();
  // Preact's ES modules by path: its package sends `require` (Gatsby's server renderer) to a second, CommonJS copy.
  const server = path.resolve(
    `node_modules/preact/compat/${stage === "build-html" ? "server.mjs" : "server.browser.js"}`,
  );
  const { react: _react, "react-dom": _reactDom, ...aliases } = config.resolve?.alias ?? {};
  config.resolve = { ...config.resolve, alias: { "react-dom/server$": server, ...PREACT_ALIASES, ...aliases } };
  // Both bundles render the blocks the same way, so both take them without their schemas: the server's renderer
  // bundled zod and every schema for nothing (the same HTML either way, and no measurable change in build time).
  config.module.rules.push({
    test: BLOCK_FILE,
    enforce: "pre",
    use: [{ loader: path.resolve("gatsby/pages/visitor-blocks-loader.mjs") }],
  });
  if (stage === "build-html") {
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
