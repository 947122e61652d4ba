/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gatsbySliceFile, isGatsbyOwnFile } from "../gatsby/upstream/gatsby-slices";

let publicDir: string;
beforeEach(() => (publicDir = mkdtempSync(path.join(os.tmpdir(), "gatsby-slices-"))));
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
