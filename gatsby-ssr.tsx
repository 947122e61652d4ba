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

/**
 * Gatsby's script-loader inline script holds the page's path, so its text (and its CSP hash) would differ on
 * every page. The path moves to a data attribute and the script reads it back: the text, and so the one hash
 * in the site-wide script-src (gatsby/inline-scripts.ts), is the same on every page.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(
    getPostBodyComponents().map((component) => {
      if (!React.isValidElement<ScriptProps>(component) || component.props.id !== "gatsby-script-loader")
        return component;
      const html = component.props.dangerouslySetInnerHTML?.__html ?? "";
      const match = html.match(/window\.pagePath=("(?:[^"\\]|\\.)*");/);
      if (!match?.[1]) return component;
      return React.cloneElement(component, {
        "data-page-path": JSON.parse(match[1]) as string,
        dangerouslySetInnerHTML: {
          __html: html.replace(match[0], "window.pagePath=document.currentScript.dataset.pagePath;"),
        },
      });
    }),
  );
};

interface ScriptProps {
  id?: string;
  "data-page-path"?: string;
  dangerouslySetInnerHTML?: { __html: string };
}
