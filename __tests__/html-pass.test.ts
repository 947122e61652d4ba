/** @jest-environment node */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { rewriteBuiltPages } from "../gatsby/upstream/html-pass";
import { PAINT_FIRST_LOADER } from "../gatsby/upstream/paint-first-scripts";
import { PREVIEW_COLLECTIONS } from "../gatsby/cms/preview-records";
import { pageDataOf } from "../gatsby/upstream/gatsby-public-files";
import { CMS_PREVIEW_RECORDS_PATH } from "../src/lib/routes";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The end of a page as Gatsby 5.16 writes it (its `_gatsby-scripts` slice stitched in, the path moved by gatsby-ssr). */
const gatsbyPage = (scripts = '<script src="/app-3.js" async></script>') =>
  '<html><head></head><body><div id="___gatsby"><main>Tours</main></div>' +
  '<script id="gatsby-script-loader" data-page-path="/tour">window.pagePath=document.currentScript.dataset.pagePath;</script>' +
  '<script src="/webpack-runtime-1.js" async></script>' +
  `${scripts}</body></html>`;

let dir: string;
const write = (name: string, html: string | Buffer) => {
  mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  writeFileSync(path.join(dir, name), html);
};
const read = (name: string) => readFileSync(path.join(dir, name), "utf8");

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "html-pass-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the one pass over the built pages", () => {
  it("makes every page paint-first once, removes React's NUL padding, skips slices, and hashes what is left", async () => {
    write("index.html", gatsbyPage());
    write("tour/index.html", Buffer.concat([Buffer.from(gatsbyPage()), Buffer.from([0, 0]), Buffer.from("₹")]));
    write("_gatsby/slices/_gatsby-scripts-1.html", gatsbyPage());
    write("admin/index.html", '<html><body><script src="/admin/cms.js" async></script></body></html>');
    const given: string[] = [];
    const report = await rewriteBuiltPages(dir, (file, html) => {
      given.push(file);
      // Each page is given as written.
      expect(html).toBe(read(file));
      return Promise.resolve();
    });
    expect(given.sort()).toEqual(["admin/index.html", "index.html", path.join("tour", "index.html")].sort());
    expect(report).toMatchObject({
      pages: 3,
      paintFirst: 2,
      nulRepaired: [path.join("tour", "index.html")],
      problems: [],
    });
    expect(read("tour/index.html")).toContain(`data-scripts="/webpack-runtime-1.js /app-3.js">${PAINT_FIRST_LOADER}`);
    expect(read("tour/index.html")).not.toContain("\u0000");
    expect(read("_gatsby/slices/_gatsby-scripts-1.html")).toBe(gatsbyPage());
    expect(report.scriptHashes).toEqual(
      [sha("window.pagePath=document.currentScript.dataset.pagePath;"), sha(PAINT_FIRST_LOADER)].sort(),
    );
    // A second build's pass over the same pages changes nothing and finds nothing wrong.
    expect(await rewriteBuiltPages(dir)).toMatchObject({ paintFirst: 0, problems: [] });
  });

  it("reports a Gatsby page whose script tags the paint-first rewrite did not match (an upgrade changed them)", async () => {
    write("index.html", gatsbyPage());
    // Gatsby writing `async` first, as an upgrade might: the rewrite matches nothing on that page.
    write(
      "about/index.html",
      gatsbyPage('<script async src="/app-3.js"></script>').replace(
        / src="\/webpack[^>]*>/,
        ' async src="/webpack-runtime-1.js">',
      ),
    );
    const report = await rewriteBuiltPages(dir);
    expect(report.problems).toEqual([
      `${path.join("about", "index.html")}: Gatsby's script tags were not found, so its scripts would load before the first paint`,
    ]);
  });

  it("reports a script loader that still carries the page path (gatsby-ssr's rewrite missed it)", async () => {
    write("index.html", gatsbyPage().replace(' data-page-path="/tour"', ""));
    expect((await rewriteBuiltPages(dir)).problems).toEqual([
      "index.html: the script loader still carries the page path, so its CSP hash differs per page",
    ]);
  });
});

describe("gatsby-node onPostBuild", () => {
  it("fails the build, naming the page, when the paint-first rewrite matches nothing on it", async () => {
    const { onPostBuild } = await import("../gatsby-node");
    write("public/index.html", gatsbyPage());
    write("public/about/index.html", gatsbyPage().replace(/ async><\/script>/g, ' async="async"></script>'));
    // The CMS preview's records, which the build writes first.
    const none = { nodes: [] };
    write(
      path.relative(dir, pageDataOf(path.join(dir, "public"), CMS_PREVIEW_RECORDS_PATH).file),
      JSON.stringify({ result: { data: Object.fromEntries(PREVIEW_COLLECTIONS.map((name) => [name, none])) } }),
    );
    const reporter = { panicOnBuild: jest.fn(), info: jest.fn(), warn: jest.fn() };
    const graphql = jest.fn(async () => ({
      data: { blogs: { nodes: [] }, destinations: { nodes: [] }, tours: { nodes: [] } },
    }));
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      // The site's root is `dir` (no content/search.json, no Pagefind: the search cannot start, which fails the build too).
      const store = { getState: () => ({ program: { directory: dir } }) };
      await (onPostBuild as unknown as (args: object) => Promise<void>)({ graphql, reporter, store });
    } finally {
      process.chdir(cwd);
    }
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining(path.join("about", "index.html")));
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("Gatsby's script tags were not found"));
  });
});
