import type { GatsbyNode } from "gatsby";

/**
 * Gatsby's production config merges every stylesheet of the site into one and inlines all of it into every
 * page (61 KB of CSS on /faq). Without that cache group each page inlines only the CSS of its own chunks
 * (app, page, shared components), and a client-side navigation loads the next page's CSS with its chunk.
 * No source maps either: they would publish the whole source for anyone to read.
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
  actions.replaceWebpackConfig(config);
};
