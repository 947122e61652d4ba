/** @jest-environment node */
import path from "node:path";
import TerserPlugin from "terser-webpack-plugin";
import type { CreateWebpackConfigArgs } from "gatsby";
import { assertCmsWebpackCustomized, customizeCmsWebpackConfig } from "../gatsby/upstream/cms-webpack";
import { onCreateWebpackConfig } from "../gatsby/upstream/webpack-config";

/** The admin's webpack builds the plugin would run: recorded, not run. */
const builds: Array<Record<string, unknown>> = [];
jest.mock("webpack", () =>
  jest.fn((config: Record<string, unknown>) => {
    builds.push(config);
    const done = { compilation: { errors: [] } };
    return { run: (callback: (error: null, stats: typeof done) => void) => callback(null, done), watch: () => {} };
  }),
);

class CssMinimizerPlugin {}
/** Stands in for copy-webpack-plugin's CopyPlugin (same class name, same `patterns` property). */
class CopyPlugin {
  constructor(public patterns: Array<{ from: string; to: string; info?: Record<string, unknown> }>) {}
}

/** The part of the config gatsby-plugin-decap-cms hands to customizeWebpackConfig that this changes. */
function pluginConfig() {
  return {
    devtool: "source-map" as string | false,
    plugins: [
      new CopyPlugin([
        { from: "/n/react/umd/react.production.min.js", to: "react.production.min.js" },
        { from: "/n/decap-cms-app/dist/decap-cms-app.js", to: "decap-cms-app.js" },
        { from: "/n/decap-cms-app/dist/decap-cms-app.js.map", to: "decap-cms-app.js.map" },
      ]),
    ],
    optimization: { minimizer: [new TerserPlugin(), new CssMinimizerPlugin()] },
  };
}

/** The installed plugin's hooks (the package has no types). */
const PLUGIN_HOOKS: string = "gatsby-plugin-decap-cms/gatsby-node";

/** The installed plugin's onCreateWebpackConfig, called as Gatsby calls it in `stage`, with the site's options. */
async function runInstalledPlugin(stage: string, customize: boolean) {
  const plugin = (await import(PLUGIN_HOOKS)) as {
    onCreateWebpackConfig: (args: unknown, options: unknown) => Promise<void>;
  };
  const before = builds.length;
  const gatsbyConfig = {
    module: { rules: [] },
    plugins: [],
    optimization: { minimizer: [new TerserPlugin(), new CssMinimizerPlugin()] },
  };
  await plugin.onCreateWebpackConfig(
    {
      store: { getState: () => ({ program: { directory: process.cwd(), host: "localhost", proxyPort: 8000 } }) },
      stage,
      getConfig: () => gatsbyConfig,
      plugins: { define: () => ({ constructor: { name: "DefinePlugin" } }), ignore: () => ({}) },
      pathPrefix: "",
      loaders: {},
      rules: {},
      actions: { setWebpackConfig: () => {} },
    },
    {
      modulePath: path.resolve("src/cms/cms.tsx"),
      enableIdentityWidget: false,
      manualInit: true,
      ...(customize ? { customizeWebpackConfig: customizeCmsWebpackConfig } : {}),
    },
  );
  // The plugin built the admin once (webpack is recorded, not run).
  expect(builds).toHaveLength(before + 1);
  return builds.at(-1) as ReturnType<typeof pluginConfig>;
}

describe("the installed gatsby-plugin-decap-cms and customizeCmsWebpackConfig", () => {
  it("hands its admin build to customizeCmsWebpackConfig, which finds and changes what it relies on", async () => {
    const config = await runInstalledPlugin("build-javascript", true);
    expect(config.devtool).toBe(false);
    const copied = config.plugins
      .filter((plugin) => plugin.constructor.name === "CopyPlugin")
      .flatMap((plugin) => (plugin as CopyPlugin).patterns);
    expect(copied.map((pattern) => pattern.to).sort()).toEqual([
      "decap-cms-app.js",
      "react-dom.production.min.js",
      "react.production.min.js",
    ]);
    for (const pattern of copied) expect(pattern.info).toEqual({ minimized: true });
    const [js] = config.optimization.minimizer as unknown as [{ options: { minimizer: { implementation: unknown } } }];
    expect(js.options.minimizer.implementation).toBe(TerserPlugin.esbuildMinify);
    // The site's hook, which Gatsby runs next, finds the plugin did its part.
    expect(() => assertCmsWebpackCustomized("build-javascript")).not.toThrow();
  });

  it("stops the build in the site's hook when the plugin built the admin without calling it", async () => {
    await runInstalledPlugin("develop", false);
    const args = { stage: "develop", getConfig: () => ({}), actions: {} } as unknown as CreateWebpackConfigArgs;
    const siteHook = () => onCreateWebpackConfig(args, { plugins: [] }, () => {});
    expect(siteHook).toThrow(
      /^gatsby-plugin-decap-cms did not call its customizeWebpackConfig option \(customizeCmsWebpackConfig, gatsby-config\.ts\) in the develop stage/,
    );
  });
});

describe("customizeCmsWebpackConfig", () => {
  it("copies Decap, React and ReactDOM as they are: marked minimized, without their source maps", () => {
    const config = pluginConfig();
    customizeCmsWebpackConfig(config, { stage: "build-javascript" });
    const copy = config.plugins[0] as CopyPlugin;
    expect(copy.patterns.map((pattern) => pattern.to)).toEqual(["react.production.min.js", "decap-cms-app.js"]);
    for (const pattern of copy.patterns) expect(pattern.info).toEqual({ minimized: true });
    expect(config.devtool).toBe(false);
  });

  it("minifies the admin's own code with esbuild and keeps the CSS minimizer", () => {
    const config = pluginConfig();
    const css = config.optimization.minimizer[1];
    customizeCmsWebpackConfig(config, { stage: "build-javascript" });
    const [js, second] = config.optimization.minimizer as unknown as [
      { options: { minimizer: { implementation: unknown } } },
      unknown,
    ];
    expect(js).toBeInstanceOf(TerserPlugin);
    expect(js.options.minimizer.implementation).toBe(TerserPlugin.esbuildMinify);
    expect(second).toBe(css);
  });

  it("stops naming the plugin when its config has no CopyPlugin of Decap or no TerserPlugin", () => {
    const noCopy = { ...pluginConfig(), plugins: [] };
    expect(() => customizeCmsWebpackConfig(noCopy, { stage: "develop" })).toThrow(
      /^gatsby-plugin-decap-cms: the admin's webpack config no longer has a CopyPlugin copying decap-cms-app\.js; check its gatsby-node\.js/,
    );
    const noTerser = { ...pluginConfig(), optimization: { minimizer: [new CssMinimizerPlugin()] } };
    expect(() => customizeCmsWebpackConfig(noTerser, { stage: "build-javascript" })).toThrow(
      /^gatsby-plugin-decap-cms: the admin's webpack config no longer minifies with a TerserPlugin/,
    );
  });
});
