import { existsSync, readFileSync } from "node:fs";
import { pageDataOf } from "./gatsby-public-files";

/*
 * Gatsby has no API that gives the build a page query's result, so this reads the file Gatsby writes for the page's
 * client-side visits (public/page-data/<path>/page-data.json, `{ result: { data } }`): a private shape, read here
 * only, for the CMS preview's records (gatsby/cms/preview-records.ts). The browser never reads page data as an API.
 */
/** The data of `pagePath`'s page query, as the build wrote it; an error naming the file when it is not there. */
export function pageQueryResult(publicDir: string, pagePath: string): unknown {
  const { file } = pageDataOf(publicDir, pagePath);
  if (!existsSync(file)) throw new Error(`${file} was not written: the query result of ${pagePath} is missing`);
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { result?: { data?: unknown } } | null;
  if (!parsed?.result?.data)
    throw new Error(`${file} holds no query result (result.data): Gatsby's page data changed shape (UPGRADING.md)`);
  return parsed.result.data;
}
