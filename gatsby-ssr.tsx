import React from "react";
import type { GatsbySSR } from "gatsby";
import displayUrl from "./src/styles/fonts/dm-serif-display-latin-400-normal-unhinted.woff2";
import { PICTURES_AFTER_SCRIPTS } from "./src/lib/pictures-after-scripts";

export { wrapPageElement } from "./src/wrap-page";

/**
 * The heading font is requested with the HTML, so font-display: optional can use it on the first paint;
 * the icons and the web manifest (written by gatsby-node onPostBootstrap) are declared so browsers do not ask for a missing /favicon.ico.
 * First of all, the script that holds the pictures below the fold until the page has its scripts (src/lib/pictures-after-scripts.ts).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <script key="pictures-after-scripts" dangerouslySetInnerHTML={{ __html: PICTURES_AFTER_SCRIPTS }} />,
    <link key="display-font" rel="preload" href={displayUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />,
    <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
  ]);
};

// Gatsby's script loader made the same on every page, for one CSP hash (a Gatsby internal, so fenced).
export { onPreRenderHTML } from "./gatsby/upstream/script-loader-path";
