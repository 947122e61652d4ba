import React from "react";
import type { GatsbySSR } from "gatsby";
import displayUrl from "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2";

export { wrapPageElement } from "./src/wrap-page";

/**
 * The heading font is requested with the HTML, so font-display: optional can use it on the first paint;
 * the icons and the web manifest (written by gatsby-node onPostBootstrap) are declared so browsers do not ask for a missing /favicon.ico.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <link key="display-font" rel="preload" href={displayUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />,
    <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
  ]);
};

// Gatsby's script loader made the same on every page, for one CSP hash (a Gatsby internal, so fenced).
export { onPreRenderHTML } from "./gatsby/upstream/script-loader-path";
