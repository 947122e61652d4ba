import path from "node:path";
import type { GatsbyNode } from "gatsby";

/** The block files (src/blocks/<Type>.tsx), which declare a content schema beside their component. */
export const BLOCK_FILE = /[\\/]src[\\/]blocks[\\/][A-Z]\w*\.tsx$/;

/**
 * Gatsby's production config merges every stylesheet of the site into one and inlines all of it into every
 * page (61 KB of CSS on /faq). Without that cache group each page inlines only the CSS of its own chunks
 * (app, page, shared components), and a client-side navigation loads the next page's CSS with its chunk.
 * No source maps either: they would publish the whole source for anyone to read. And the block files reach the
 * visitor without their content schemas (gatsby/pages/visitor-blocks-loader.mjs): the CMS's admin is compiled from
 * the config gatsby-plugin-decap-cms takes before this hook runs (the site's gatsby-node runs after the plugins'),
 * so it keeps them.
 */
export const onCreateWebpackConfig: NonNullable<GatsbyNode["onCreateWebpackConfig"]> = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage !== "build-javascript") return;
  const config = getConfig();
  config.devtool = false;
  // A Gatsby internal: the name of its styles cache group (UPGRADING.md).
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups;
  if (cacheGroups?.styles) delete cacheGroups.styles;
  config.module.rules.push({
    test: BLOCK_FILE,
    enforce: "pre",
    use: [{ loader: path.resolve("gatsby/pages/visitor-blocks-loader.mjs") }],
  });
  actions.replaceWebpackConfig(config);
};
