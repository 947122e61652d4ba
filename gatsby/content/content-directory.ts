import path from "node:path";

/**
 * The folder the site's content is read from: `content/`, or under `npm run cms` the content as published on the
 * CMS's branch (CMS_PUBLISHED_CONTENT, scripts/published-content.mjs), so the local site shows what was published.
 */
export const contentDirectory = (root: string): string =>
  process.env.CMS_PUBLISHED_CONTENT || path.join(root, "content");
