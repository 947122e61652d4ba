import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rewriteBuiltPages } from "../gatsby/upstream/html-pass";
import os from "node:os";
import path from "node:path";
import {
  PAINT_FIRST_LOADER,
  pagePreloads,
  paintFirstHtml,
  type WebpackStats,
} from "../gatsby/upstream/paint-first-scripts";
import { inlineScriptHashes } from "../gatsby/deploy/inline-scripts";

/** The end of a page as Gatsby 5 writes it (its `_gatsby-scripts` slice stitched in). */
const gatsbyPage = (app = "/app-3.js") =>
  '<html><head></head><body><div id="___gatsby"><main>Tours</main></div>' +
  '<script id="gatsby-script-loader" data-page-path="/tour">window.pagePath=1;</script>' +
  "<script>window.___chunkMapping={};</script>" +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  `<script src="${app}" async></script></body></html>`;

const loaderTag = (scripts: string) =>
  `<script id="paint-first-loader" data-scripts="${scripts}">${PAINT_FIRST_LOADER}</script>`;

describe("paintFirstHtml", () => {
  it("replaces Gatsby's async scripts with one loader naming them in order, and keeps everything else", () => {
    expect(paintFirstHtml(gatsbyPage())).toBe(
      '<html><head></head><body><div id="___gatsby"><main>Tours</main></div>' +
        '<script id="gatsby-script-loader" data-page-path="/tour">window.pagePath=1;</script>' +
        "<script>window.___chunkMapping={};</script>" +
        loaderTag("/webpack-runtime-1.js /framework-2.js /app-3.js") +
        "</body></html>",
    );
  });

  it("writes the same loader text on every page, so one CSP hash allows it", () => {
    const hashes = (app: string) => inlineScriptHashes(paintFirstHtml(gatsbyPage(app)));
    expect(hashes("/app-1.js")).toEqual(hashes("/app-2.js"));
  });

  it("leaves a page already rewritten, and a page that is not Gatsby's (the CMS admin), as they are", () => {
    const done = paintFirstHtml(gatsbyPage());
    expect(paintFirstHtml(done)).toBe(done);
    // A page an earlier build rewrote with another loader text gets this one, with its own scripts.
    const older = done.replace(PAINT_FIRST_LOADER, 'window.addEventListener("load",older)');
    expect(paintFirstHtml(older)).toBe(done);
    const admin = '<html><body><script src="/admin/cms.js" async></script></body></html>';
    expect(paintFirstHtml(admin)).toBe(admin);
  });

  it("carries each src over as written, so the loader reads the URL the script tag named", () => {
    const html = paintFirstHtml(gatsbyPage("/app-3.js?a=1&amp;b=2"));
    const loader = new DOMParser().parseFromString(html, "text/html").getElementById("paint-first-loader");
    expect(loader?.getAttribute("data-scripts")).toBe("/webpack-runtime-1.js /framework-2.js /app-3.js?a=1&b=2");
  });
});

describe("preloads", () => {
  it("names what the app fetches before it hydrates a page (data, static queries, its chunks) for preloading", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "paint-first-"));
    mkdirSync(path.join(dir, "tour"));
    mkdirSync(path.join(dir, "page-data", "tour"), { recursive: true });
    writeFileSync(path.join(dir, "tour", "index.html"), gatsbyPage());
    writeFileSync(
      path.join(dir, "page-data", "tour", "page-data.json"),
      JSON.stringify({ componentChunkName: "component---tour", staticQueryHashes: ["123"] }),
    );
    const stats: WebpackStats = {
      namedChunkGroups: {
        "component---tour": {
          assets: [{ name: "177-shared.js" }, { name: "tour.css" }, { name: "component---tour-4.js" }],
        },
      },
    };
    writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(stats));
    const preload = [
      "/page-data/tour/page-data.json",
      "/page-data/app-data.json",
      "/page-data/sq/d/123.json",
      "/177-shared.js",
      "/component---tour-4.js",
    ];
    expect(pagePreloads(dir, "/tour", stats)).toEqual(preload);
    expect(pagePreloads(dir, "/missing", stats)).toEqual([]);
    expect(await rewriteBuiltPages(dir)).toMatchObject({ paintFirst: 1, problems: [] });
    const html = readFileSync(path.join(dir, "tour", "index.html"), "utf8");
    const loader = new DOMParser().parseFromString(html, "text/html").getElementById("paint-first-loader");
    expect(loader?.getAttribute("data-preload")).toBe(preload.join(" "));
    // A rewritten page keeps its list, and its loader text is the one every page has.
    expect(paintFirstHtml(html)).toBe(html);
    expect(inlineScriptHashes(html)).toEqual(inlineScriptHashes(paintFirstHtml(gatsbyPage())));
  });
});
