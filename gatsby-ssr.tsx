import React from "react";
import type { GatsbySSR } from "gatsby";
import interUrl from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
import displayUrl from "@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2";

export { wrapPageElement } from "./src/wrap-page";

/**
 * Both fonts are requested with the HTML, so font-display: optional can use them on the first paint;
 * the icon is declared so browsers do not ask for a missing /favicon.ico.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    ...[interUrl, displayUrl].map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
  ]);
};
