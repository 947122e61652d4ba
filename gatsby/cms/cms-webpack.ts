import TerserPlugin from "terser-webpack-plugin";

/**
 * gatsby-plugin-decap-cms compiles the admin (src/cms/cms.tsx) in a webpack build of its own, before the
 * site's, and copies the prebuilt Decap, React and ReactDOM bundles beside it. As the plugin leaves it, that
 * build re-minified the 4.5 MB decap-cms-app.js with Terser and wrote source maps for all of it (which
 * gatsby-node then deleted): most of what the blocks added to a cold build. docs/benchmarks.md, "What the CMS admin
 * costs a build".
 */
type CopyPattern = { from: string; to?: string; info?: Record<string, unknown> };
type CmsWebpackConfig = {
  devtool?: string | false;
  plugins?: Array<{ constructor: { name: string }; patterns?: Array<CopyPattern | string> }>;
  optimization?: { minimizer?: Array<{ constructor: { name: string } } | "..."> };
};

/** Passed to the plugin as `customizeWebpackConfig`; changes the admin's webpack config in place. */
export function customizeCmsWebpackConfig(config: CmsWebpackConfig): void {
  // Maps are not published (gatsby-node removes any under /admin/), so none are made.
  config.devtool = false;
  for (const plugin of config.plugins ?? []) {
    if (plugin.constructor.name !== "CopyPlugin" || !plugin.patterns) continue;
    plugin.patterns = plugin.patterns
      .filter((pattern) => typeof pattern === "string" || !pattern.from.endsWith(".map"))
      // The copied bundles are their packages' production builds, minified already.
      .map((pattern) => (typeof pattern === "string" ? pattern : { ...pattern, info: { minimized: true } }));
  }
  // The admin's own code (cms.js and its lazy chunks) is minified by esbuild: Terser took 3.8 s of a cold
  // build for it; esbuild's output is larger (cms.js 97 KB gzip instead of 78, lazy chunks 74 KB instead of 48:
  // it does not drop the exports webpack marks unused), +1.6 % on the admin's 1.4 MB first load, which only
  // marketers make, against 3.8 s on every cold build.
  const minimizer = config.optimization?.minimizer;
  if (minimizer)
    config.optimization!.minimizer = minimizer.map((plugin) =>
      plugin !== "..." && plugin.constructor.name === "TerserPlugin"
        ? new TerserPlugin({
            minify: TerserPlugin.esbuildMinify,
            terserOptions: { target: "es2019" },
          })
        : plugin,
    );
}
