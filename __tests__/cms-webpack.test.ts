/** @jest-environment node */
import TerserPlugin from "terser-webpack-plugin";
import { customizeCmsWebpackConfig } from "../gatsby/cms/cms-webpack";

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

describe("the admin's webpack build (customizeCmsWebpackConfig)", () => {
  it("copies Decap, React and ReactDOM as they are: marked minimized, without their source maps", () => {
    const config = pluginConfig();
    customizeCmsWebpackConfig(config);
    const copy = config.plugins[0] as CopyPlugin;
    expect(copy.patterns.map((pattern) => pattern.to)).toEqual(["react.production.min.js", "decap-cms-app.js"]);
    for (const pattern of copy.patterns) expect(pattern.info).toEqual({ minimized: true });
  });

  it("makes no source maps", () => {
    const config = pluginConfig();
    customizeCmsWebpackConfig(config);
    expect(config.devtool).toBe(false);
  });

  it("minifies the admin's own code with esbuild and keeps the CSS minimizer", () => {
    const config = pluginConfig();
    const css = config.optimization.minimizer[1];
    customizeCmsWebpackConfig(config);
    const [js, second] = config.optimization.minimizer as unknown as [
      { options: { minimizer: { implementation: unknown } } },
      unknown,
    ];
    expect(js).toBeInstanceOf(TerserPlugin);
    expect(js.options.minimizer.implementation).toBe(TerserPlugin.esbuildMinify);
    expect(second).toBe(css);
  });
});
