import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./components/layout/Layout";
import { EditionProvider } from "./i18n/EditionContext";
import { editionOfPath } from "./i18n/editions";
import type { Catalogue } from "./i18n/messages";
import "./styles/fonts.css";
import "./styles/global.css";

/**
 * Shared by gatsby-browser and gatsby-ssr so both render the same frame. The address says the page's edition; a page
 * of another edition than English brings its interface catalogue in its page context (`messages`).
 */
export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => {
  const { pathname } = props.location;
  const { messages } = props.pageContext as { messages?: Catalogue };
  return (
    <EditionProvider code={editionOfPath(pathname).code} catalogue={messages}>
      <Layout pathname={pathname}>{element}</Layout>
    </EditionProvider>
  );
};
