import path from "node:path";

/**
 * Where Gatsby 5 writes its slices' HTML (the `_gatsby-scripts` slice among them), under public/: its own folder,
 * whose files it stitches into the pages at build time. They are not pages, so the HTML pass and the site search
 * leave them out. `__tests__/gatsby-slices.test.ts` has the installed Gatsby stitch a slice from there (UPGRADING.md).
 */
export const GATSBY_SLICES_DIR = path.join("_gatsby", "slices");

/** The file of a slice's HTML, as Gatsby names it (`<slice id>.html`), in a public folder. */
export const gatsbySliceFile = (publicDir: string, sliceHtmlName: string): string =>
  path.join(publicDir, GATSBY_SLICES_DIR, `${sliceHtmlName}.html`);

/** Whether a file of public/ (its path relative to it) is Gatsby's own, not a page: anything in its `_gatsby` folder. */
export const isGatsbyOwnFile = (relativeFile: string): boolean =>
  relativeFile.startsWith(`${path.dirname(GATSBY_SLICES_DIR)}${path.sep}`);
