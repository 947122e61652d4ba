/**
 * The CMS at /admin/ (gatsby-plugin-decap-cms builds this file into public/admin/cms.js; none of it reaches
 * a visitor's page). Its configuration comes from the content model (src/cms/config.ts); the page preview
 * renders the entry's blocks with the site's own components, and the CSS imported here and by those
 * components becomes admin/cms.css, which the plugin gives to the preview pane.
 */
import CMS from "decap-cms-app";
import type { PreviewTemplateComponentProps } from "decap-cms-core";
import React from "react";
import "../styles/fonts.css";
import "../styles/global.css";
import { BlockPreview } from "../blocks/preview";
import { CONTENT_MODEL } from "../content-model";
import { cmsConfig, CmsConfigError, JSON_FORMAT, RECORD_LIST_FIELD, RECORD_LIST_FORMAT } from "./config";
import { prettierJsonFormat, recordListFormat } from "./json-format";

/** The page entries' preview: the blocks as a visitor will see them (backend data as labelled stand-ins). */
function PagePreview({ entry, getAsset }: PreviewTemplateComponentProps) {
  const blocks = entry.getIn(["data", "blocks"]);
  const list: unknown[] = blocks && typeof blocks.toJS === "function" ? blocks.toJS() : [];
  return (
    <main className="cms-preview">
      <BlockPreview blocks={list} assetUrl={(path) => getAsset(path).toString()} />
    </main>
  );
}

CMS.registerCustomFormat(JSON_FORMAT, "json", prettierJsonFormat);
CMS.registerCustomFormat(RECORD_LIST_FORMAT, "json", recordListFormat(RECORD_LIST_FIELD));
const pages = CONTENT_MODEL.find((entry) => "folder" in entry && entry.folder === "content/pages");
if (pages) CMS.registerPreviewTemplate(pages.name, PagePreview);

try {
  CMS.init({
    config: cmsConfig(CONTENT_MODEL, {
      githubRepo: process.env.GATSBY_CMS_GITHUB_REPO || undefined,
      branch: process.env.GATSBY_CMS_BRANCH || undefined,
      authBaseUrl: process.env.GATSBY_CMS_AUTH_BASE_URL || undefined,
      siteDomain: process.env.GATSBY_CMS_SITE_DOMAIN || undefined,
      localBackendUrl: process.env.GATSBY_CMS_LOCAL_BACKEND || undefined,
    }) as never,
  });
} catch (error) {
  if (!(error instanceof CmsConfigError)) throw error;
  // A build without a backend: say what to set instead of a blank page.
  const message = document.createElement("p");
  message.setAttribute("role", "alert");
  message.textContent = error.message;
  document.body.append(message);
}
