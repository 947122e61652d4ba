import TerserPlugin from "terser-webpack-plugin";

/**
 * gatsby-plugin-decap-cms compiles the admin (src/cms/cms.tsx) in a webpack build of its own, before the
 * site's, and copies the prebuilt Decap, React and ReactDOM bundles beside it. As the plugin leaves it, that
 * build re-minified the 4.5 MB decap-cms-app.js with Terser and wrote source maps for all of it (which
 * gatsby-node then deleted): most of what the blocks added to a cold build. docs/benchmarks.md, "What the CMS admin costs a build".
 *
 * It depends on the plugin's internals: that its onCreateWebpackConfig calls the `customizeWebpackConfig` option
 * with its config, and that config's CopyPlugin and TerserPlugin. When either is gone, the build stops saying so
 * (customizeCmsWebpackConfig, assertCmsWebpackCustomized); `__tests__/cms-webpack.test.ts` runs the installed
 * plugin's hook to prove they hold (UPGRADING.md).
 */
type CopyPattern = { from: string; to?: string; info?: Record<string, unknown> };
export type CmsWebpackConfig = {
  devtool?: string | false;
  plugins?: Array<{ constructor: { name: string }; patterns?: Array<CopyPattern | string> }>;
  optimization?: { minimizer?: Array<{ constructor: { name: string } } | "..."> };
};

/** The stages the plugin builds the admin in (its onCreateWebpackConfig returns at once in the others). */
export const CMS_STAGES = ["develop", "build-javascript"] as const;
type CmsStage = (typeof CMS_STAGES)[number];

const PLUGIN = "gatsby-plugin-decap-cms";
const WHERE = `check its gatsby-node.js (onCreateWebpackConfig) and gatsby/upstream/UPGRADING.md`;

/**
 * The stages customizeCmsWebpackConfig ran in, kept on the process: gatsby-config (which hands the function to the
 * plugin) and gatsby-node (which asks) are compiled into two bundles, each with its own copy of this module.
 */
const CUSTOMIZED = Symbol.for("kerala-travel-site.cmsWebpackCustomized");
const customizedStages = (): Set<string> =>
  ((globalThis as { [CUSTOMIZED]?: Set<string> })[CUSTOMIZED] ??= new Set<string>());

/**
 * Passed to the plugin as `customizeWebpackConfig`; changes the admin's webpack config in place. Stops naming the
 * plugin when the config no longer has what it changes, so that a plugin upgrade cannot quietly undo it.
 */
export function customizeCmsWebpackConfig(config: CmsWebpackConfig, { stage }: { stage: string }): void {
  const copies = (config.plugins ?? []).filter((plugin) => plugin.constructor.name === "CopyPlugin");
  const decap = copies.flatMap((plugin) => plugin.patterns ?? []);
  if (!decap.some((pattern) => typeof pattern !== "string" && pattern.from.endsWith("decap-cms-app.js")))
    throw new Error(
      `${PLUGIN}: the admin's webpack config no longer has a CopyPlugin copying decap-cms-app.js; ${WHERE}`,
    );
  const minimizer = config.optimization?.minimizer;
  const terser = (minimizer ?? []).filter((plugin) => plugin !== "..." && plugin.constructor.name === "TerserPlugin");
  if (stage !== "develop" && terser.length === 0)
    throw new Error(`${PLUGIN}: the admin's webpack config no longer minifies with a TerserPlugin; ${WHERE}`);

  // Maps are not published (gatsby-node removes any under /admin/), so none are made.
  config.devtool = false;
  for (const plugin of copies)
    plugin.patterns = plugin.patterns
      ?.filter((pattern) => typeof pattern === "string" || !pattern.from.endsWith(".map"))
      // The copied bundles are their packages' production builds, minified already.
      .map((pattern) => (typeof pattern === "string" ? pattern : { ...pattern, info: { minimized: true } }));
  // The admin's own code (cms.js and its lazy chunks) is minified by esbuild: Terser took 3.8 s of a cold
  // build for it; esbuild's output is larger (cms.js 97 KB gzip instead of 78, lazy chunks 74 KB instead of 48:
  // it does not drop the exports webpack marks unused), +1.6 % on the admin's 1.4 MB first load, which only
  // marketers make, against 3.8 s on every cold build.
  if (minimizer)
    config.optimization!.minimizer = minimizer.map((plugin) =>
      terser.includes(plugin)
        ? new TerserPlugin({
            minify: TerserPlugin.esbuildMinify,
            terserOptions: { target: "es2019" },
          })
        : plugin,
    );
  customizedStages().add(stage);
}

/**
 * Called by the site's onCreateWebpackConfig, which Gatsby runs after the plugins' (gatsby/upstream/webpack-config.ts):
 * stops the build when the plugin built the admin without calling customizeCmsWebpackConfig.
 */
export function assertCmsWebpackCustomized(stage: string): void {
  if (!CMS_STAGES.includes(stage as CmsStage) || customizedStages().has(stage)) return;
  throw new Error(
    `${PLUGIN} did not call its customizeWebpackConfig option (customizeCmsWebpackConfig, gatsby-config.ts) in the ` +
      `${stage} stage, so the admin is built with Terser and source maps again; ${WHERE}`,
  );
}
