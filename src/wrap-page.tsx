import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./components/layout/Layout";
import { EditionProvider } from "./i18n/EditionContext";
import { editionOfPath, type EditionCode } from "./i18n/editions";
import type { Catalogue } from "./i18n/messages";
import "./styles/fonts.css";
import "./styles/global.css";

/**
 * Shared by gatsby-browser and gatsby-ssr so both render the same frame. The address says the page's edition; a page
 * of another edition than English brings its interface catalogue in its page context (`messages`).
 */
export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => {
  const { pathname } = props.location;
  const { messages, editions } = props.pageContext as { messages?: Catalogue; editions?: readonly EditionCode[] };
  return (
    <EditionProvider code={editionOfPath(pathname).code} catalogue={messages} editions={editions}>
      <Layout pathname={pathname}>{element}</Layout>
    </EditionProvider>
  );
};
