import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import { Layout } from "./components/layout/Layout";
import "./styles/fonts.css";
import "./styles/global.css";

/** Shared by gatsby-browser and gatsby-ssr so both render the same frame. */
export const wrapPageElement = ({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
