/** @jest-environment node */
import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig } from "../gatsby/upstream/webpack-config";

type Rule = { test?: RegExp; exclude?: RegExp; parser?: { exportsPresence?: string } };

/** The webpack configuration our hook gives Gatsby for a stage, from a bare one. */
function configFor(stage: "build-javascript" | "build-html") {
  let replaced: { module: { rules: Rule[] } } | undefined;
  const args = {
    stage,
    getConfig: () => ({ module: { rules: [] }, plugins: [], resolve: { alias: {} }, optimization: {}, externals: [] }),
    actions: { replaceWebpackConfig: (config: typeof replaced) => (replaced = config) },
    plugins: { define: () => ({}) },
  } as unknown as CreateWebpackConfigArgs;
  void onCreateWebpackConfig(args, {} as never, () => undefined);
  return replaced!;
}

describe("the build's webpack configuration", () => {
  it.each(["build-javascript", "build-html"] as const)(
    "%s: an import of a name our module does not export is an error (a CSS class renamed), not a warning",
    (stage) => {
      const rule = configFor(stage).module.rules.find((candidate) => candidate.parser?.exportsPresence === "error");
      expect(rule).toBeDefined();
      expect(rule!.test!.test("/site/src/components/layout/EditionSwitch.tsx")).toBe(true);
      expect(rule!.test!.test("/site/gatsby-browser.ts")).toBe(true);
      // Packages are theirs: a type-only re-export there is not our fault to stop the build for.
      expect(rule!.exclude!.test("/site/node_modules/swiper/swiper.mjs")).toBe(true);
    },
  );
});
