import React from "react";
import type { GatsbySSR } from "gatsby";
import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import displayUrl from "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2";

export { wrapPageElement } from "./src/wrap-page";

/**
 * Both fonts are requested with the HTML, so font-display: optional can use them on the first paint;
 * the icons and the web manifest (written by gatsby-node onPostBootstrap) are declared so browsers do not ask for a missing /favicon.ico.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    ...[interUrl, displayUrl].map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />,
    <link key="manifest" rel="manifest" href="/manifest.webmanifest" />,
  ]);
};
