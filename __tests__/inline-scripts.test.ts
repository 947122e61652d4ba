/** @jest-environment node */
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildInlineScriptHashes, inlineScriptHashes, removeNulPadding } from "../gatsby/inline-scripts";

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

describe("removeNulPadding", () => {
  it("removes the zero bytes React's stream leaves before a multi-byte character, and only from pages that have them", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "nul-padding-"));
    try {
      writeFileSync(
        path.join(dir, "index.html"),
        Buffer.concat([Buffer.from("<p>from "), Buffer.from([0, 0]), Buffer.from("₹9,999</p>")]),
      );
      writeFileSync(path.join(dir, "about.html"), "<p>₹1</p>");
      expect(removeNulPadding(dir)).toEqual(["index.html"]);
      expect(readFileSync(path.join(dir, "index.html"), "utf8")).toBe("<p>from ₹9,999</p>");
      expect(readFileSync(path.join(dir, "about.html"), "utf8")).toBe("<p>₹1</p>");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
