/** @jest-environment node */
import { createHash } from "node:crypto";
import { inlineScriptHashes } from "../gatsby/deploy/inline-scripts";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes every executable inline script exactly as written, and no data block or external script", () => {
    const html =
      '<script id="gatsby-script-loader" data-page-path="/about">window.pagePath=1;</script>' +
      '<script type="module">const e=1;</script>' +
      '<script type="application/ld+json">{"@type":"TravelAgency"}</script>' +
      '<script src="/app-123.js" async></script>' +
      "<script>\n  window.x = 1;\n</script>";
    expect(inlineScriptHashes(html)).toEqual([
      sha("window.pagePath=1;"),
      sha("const e=1;"),
      sha("\n  window.x = 1;\n"),
    ]);
  });
});
