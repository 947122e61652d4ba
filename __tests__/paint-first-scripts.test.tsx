/** @jest-environment node */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { PAINT_FIRST_LOADER, paintFirstScripts } from "../gatsby/paint-first-scripts";
import { inlineScriptHashes } from "../gatsby/inline-scripts";

/** What Gatsby 5's static-entry puts after the body: page data, chunk map, a nomodule polyfill, async scripts. */
const gatsbyPostBody = () => [
  <script key="script-loader" id="gatsby-script-loader" dangerouslySetInnerHTML={{ __html: "window.pagePath=1;" }} />,
  <script key="chunk-mapping" id="gatsby-chunk-mapping" dangerouslySetInnerHTML={{ __html: "window.a={};" }} />,
  <script key="/polyfill.js" src="/polyfill.js" noModule={true} />,
  <script key="/webpack-runtime-1.js" src="/webpack-runtime-1.js" async />,
  <script key="/framework-2.js" src="/framework-2.js" async />,
  <script key="/app-3.js" src="/app-3.js" async />,
];

describe("paintFirstScripts (gatsby-ssr onPreRenderHTML)", () => {
  it("replaces Gatsby's async scripts with one loader naming them in order, and keeps everything else", () => {
    const html = renderToStaticMarkup(<>{paintFirstScripts(gatsbyPostBody())}</>);
    expect(html).not.toMatch(/<script[^>]*async/);
    expect(html).toContain('<script id="gatsby-script-loader">window.pagePath=1;</script>');
    expect(html).toContain('<script id="gatsby-chunk-mapping">window.a={};</script>');
    expect(html).toContain('<script src="/polyfill.js" nomodule="">');
    expect(
      html.endsWith(
        `<script id="paint-first-loader" data-scripts="/webpack-runtime-1.js /framework-2.js /app-3.js">${PAINT_FIRST_LOADER}</script>`,
      ),
    ).toBe(true);
  });

  it("writes the same loader text on every page, so one CSP hash allows it", () => {
    const page = (app: string) => renderToStaticMarkup(<>{paintFirstScripts([<script key="a" src={app} async />])}</>);
    expect(inlineScriptHashes(page("/app-1.js"))).toEqual(inlineScriptHashes(page("/app-2.js")));
  });

  it("leaves a page without async scripts as it is", () => {
    const components = gatsbyPostBody().slice(0, 3);
    expect(paintFirstScripts(components)).toBe(components);
  });
});
