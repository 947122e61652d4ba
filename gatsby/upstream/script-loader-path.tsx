import React from "react";
import type { GatsbySSR } from "gatsby";

/** The id of Gatsby 5's inline script-loader script (written into every page's post-body components). */
export const SCRIPT_LOADER_ID = "gatsby-script-loader";
const PAGE_PATH = /window\.pagePath=("(?:[^"\\]|\\.)*");/;

interface ScriptProps {
  id?: string;
  "data-page-path"?: string;
  dangerouslySetInnerHTML?: { __html: string };
}

/**
 * Gatsby's script-loader inline script holds the page's path, so its text (and its CSP hash) would differ on
 * every page. The path moves to a data attribute and the script reads it back: the text, and so the one hash
 * in the site-wide script-src (gatsby/deploy/inline-scripts.ts), is the same on every page. A loader whose text
 * no longer holds the path as expected stops the build (an upgrade changed it: see UPGRADING.md).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
  pathname,
}) => {
  replacePostBodyComponents(
    getPostBodyComponents().map((component) => {
      if (!React.isValidElement<ScriptProps>(component) || component.props.id !== SCRIPT_LOADER_ID) return component;
      const html = component.props.dangerouslySetInnerHTML?.__html ?? "";
      const match = html.match(PAGE_PATH);
      if (!match?.[1]) {
        throw new Error(
          `[html] ${pathname}: Gatsby's ${SCRIPT_LOADER_ID} script no longer sets window.pagePath as expected (gatsby/upstream/UPGRADING.md)`,
        );
      }
      return React.cloneElement(component, {
        "data-page-path": JSON.parse(match[1]) as string,
        dangerouslySetInnerHTML: {
          __html: html.replace(match[0], "window.pagePath=document.currentScript.dataset.pagePath;"),
        },
      });
    }),
  );
};
