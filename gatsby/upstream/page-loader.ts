/*
 * Browser code that uses a Gatsby internal: `window.___loader`, the loader `navigate` uses (UPGRADING.md).
 * Imported by src/hooks/useLegacyBlogRedirect.ts; nothing else in the site reaches into Gatsby's runtime.
 */

interface GatsbyPageLoader {
  loadPage?: (path: string) => Promise<{ status?: string } | null | undefined>;
}

/**
 * Loads the target page's resources (page-data.json and code) through the loader Gatsby puts on window.
 * `navigate` alone would answer a failed load with a full page reload, so the visitor could never be told that
 * the page did not load. Without the loader (an upgrade removed it) the page is assumed loadable, as `navigate`
 * would assume.
 */
export async function canLoadPage(path: string): Promise<boolean> {
  const loader = (window as unknown as { ___loader?: GatsbyPageLoader }).___loader;
  if (!loader?.loadPage) return true;
  try {
    const resources = await loader.loadPage(path);
    return Boolean(resources) && resources?.status !== "error";
  } catch {
    return false;
  }
}
