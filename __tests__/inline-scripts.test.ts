/** @jest-environment node */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildInlineScriptHashes, inlineScriptHashes } from "../gatsby/inline-scripts";

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

describe("buildInlineScriptHashes", () => {
  it("lists each distinct hash once across every page of a build", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "inline-scripts-"));
    try {
      mkdirSync(path.join(dir, "about"));
      writeFileSync(path.join(dir, "index.html"), "<script>a()</script><script>b()</script>");
      writeFileSync(path.join(dir, "about", "index.html"), "<script>a()</script>");
      writeFileSync(path.join(dir, "404.html"), "<script>c()</script>");
      expect(buildInlineScriptHashes(dir)).toEqual({ hashes: [sha("a()"), sha("b()"), sha("c()")].sort(), pages: 3 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
