/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { generatePageDataPath } from "gatsby-core-utils/page-data";
import {
  APP_DATA_URL,
  PAGE_DATA_URL_DIR,
  gatsbySliceFile,
  isGatsbyOwnFile,
  pageDataOf,
  staticQueryDataUrl,
} from "../gatsby/upstream/gatsby-public-files";

let publicDir: string;
beforeEach(() => (publicDir = mkdtempSync(path.join(os.tmpdir(), "gatsby-public-files-"))));
afterEach(() => rmSync(publicDir, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};

describe("Gatsby's slice files", () => {
  it("are where the installed Gatsby reads them from when it stitches a page", async () => {
    // Gatsby's own stitching step (the build runs it on every page that holds a slice).
    const { stitchSliceForAPage } = (await import("gatsby/dist/utils/slices/stitching")) as {
      stitchSliceForAPage: (args: { pagePath: string; publicDir: string }) => Promise<void>;
    };
    write(
      path.join(publicDir, "index.html"),
      '<body><slice-start id="scripts-1"></slice-start><slice-end id="scripts-1"></slice-end></body>',
    );
    const slice = gatsbySliceFile(publicDir, "scripts-1");
    write(slice, "<script>stitched</script>");
    await stitchSliceForAPage({ pagePath: "/", publicDir });
    expect(readFileSync(path.join(publicDir, "index.html"), "utf8")).toContain("<script>stitched</script>");
    expect(isGatsbyOwnFile(path.relative(publicDir, slice))).toBe(true);
  });

  it("tell Gatsby's own files from pages, whatever a page's path", () => {
    for (const page of ["index.html", path.join("tour", "index.html"), path.join("gatsby", "index.html")])
      expect(isGatsbyOwnFile(page)).toBe(false);
    expect(isGatsbyOwnFile(path.join("_gatsby", "slices", "_gatsby-scripts-1.html"))).toBe(true);
  });
});

describe("Gatsby's page data", () => {
  it("is the file the installed Gatsby writes for a page, at the URL its runtime fetches", () => {
    const pages: Array<[string, string]> = [
      ["/", "/page-data/index/page-data.json"],
      ["/tour/", "/page-data/tour/page-data.json"],
      ["/destination/munnar", "/page-data/destination/munnar/page-data.json"],
    ];
    for (const [pagePath, url] of pages) {
      const gatsbys = generatePageDataPath(publicDir, pagePath === "/" ? "/" : pagePath.replace(/\/$/, ""));
      expect(pageDataOf(publicDir, pagePath)).toEqual({ file: gatsbys, url });
      expect(gatsbys.startsWith(path.join(publicDir, PAGE_DATA_URL_DIR))).toBe(true);
    }
  });

  it("names page data, app data and static query results as the installed Gatsby's runtime fetches them", () => {
    // The browser's loader (a file Gatsby copies into .cache/ for the build), read as it is installed.
    const loader = readFileSync(require.resolve("gatsby/cache-dir/loader.js"), "utf8");
    expect(loader).toMatch(/`\$\{__PATH_PREFIX__\}\/page-data\/\$\{fixedPath\}\/page-data\.json/);
    expect(loader).toContain("/page-data/app-data.json");
    expect(loader).toMatch(/\/page-data\/sq\/d\/\$\{\w+\}\.json/);
    expect([APP_DATA_URL, staticQueryDataUrl("123")]).toEqual(["/page-data/app-data.json", "/page-data/sq/d/123.json"]);
  });
});
