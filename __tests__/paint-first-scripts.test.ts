import { PAINT_FIRST_LOADER, paintFirstHtml } from "../gatsby/upstream/paint-first-scripts";
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
