import path from "node:path";

/*
 * Files Gatsby 5 writes into public/ for its own runtime, by its own layout (no API names them).
 * `__tests__/gatsby-public-files.test.ts` checks each against the installed Gatsby (UPGRADING.md).
 */

/**
 * Where Gatsby writes its slices' HTML (the `_gatsby-scripts` slice among them): its own folder, whose files it
 * stitches into the pages at build time. They are not pages, so the HTML pass and the site search leave them out.
 */
export const GATSBY_SLICES_DIR = path.join("_gatsby", "slices");

/** The file of a slice's HTML, as Gatsby names it (`<slice id>.html`), in a public folder. */
export const gatsbySliceFile = (publicDir: string, sliceHtmlName: string): string =>
  path.join(publicDir, GATSBY_SLICES_DIR, `${sliceHtmlName}.html`);

/** Whether a file of public/ (its path relative to it) is Gatsby's own, not a page: anything in its `_gatsby` folder. */
export const isGatsbyOwnFile = (relativeFile: string): boolean =>
  relativeFile.startsWith(`${path.dirname(GATSBY_SLICES_DIR)}${path.sep}`);

import { PAGE_DATA_URL_DIR } from "./gatsby-url-dirs";

export { PAGE_DATA_URL_DIR };

/** A page's own page-data.json, as a file of public/ and as the URL Gatsby's runtime fetches it from. */
export function pageDataOf(publicDir: string, pagePath: string): { file: string; url: string } {
  const dataPath = pagePath === "/" ? "index" : pagePath.replace(/^\/|\/$/g, "");
  return {
    file: path.join(publicDir, PAGE_DATA_URL_DIR, dataPath, "page-data.json"),
    url: `${PAGE_DATA_URL_DIR}${encodeURI(dataPath)}/page-data.json`,
  };
}

/** The app's data and a static query's result, as URLs Gatsby's runtime fetches. */
export const APP_DATA_URL = `${PAGE_DATA_URL_DIR}app-data.json`;
export const staticQueryDataUrl = (hash: string): string => `${PAGE_DATA_URL_DIR}sq/d/${hash}.json`;
