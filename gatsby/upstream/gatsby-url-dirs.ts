/**
 * The URL folder of Gatsby's page data (each page's `page-data.json`, `app-data.json`, static query results), which
 * its runtime fetches: a path no page of the site may take (src/lib/routes.ts reserves it). Without imports, so the
 * browser's code (the CMS's path checks) may take it too; `__tests__/gatsby-public-files.test.ts` checks it.
 */
export const PAGE_DATA_URL_DIR = "/page-data/";
