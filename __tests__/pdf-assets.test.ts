/** @jest-environment node */
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { printedPicture } from "../gatsby/pdf/pdf-assets";

describe("printedPicture", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "pdf-assets-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("cuts a picture once however many destinations share it, and each size and picture apart", async () => {
    const banner = path.resolve("server/seed/images/destinations/goa.jpg");
    const copy = path.join(dir, "goa-copy.jpg");
    copyFileSync(banner, copy);
    const cut = await printedPicture(banner, 495, 200);
    expect(cut).not.toBeNull();
    // The same picture under another path is the same cut; another size or picture is cut apart.
    expect(await printedPicture(copy, 495, 200)).toBe(cut);
    expect(await printedPicture(copy, 495, 170)).not.toBe(cut);
    expect(await printedPicture(path.resolve("server/seed/images/destinations/ooty.jpg"), 495, 200)).not.toBe(cut);
  });

  it("answers null for a missing file or one that is not a picture", async () => {
    const text = path.join(dir, "notes.jpg");
    copyFileSync(path.resolve("package.json"), text);
    expect(await printedPicture(path.join(dir, "missing.jpg"), 495, 200)).toBeNull();
    expect(await printedPicture(text, 495, 200)).toBeNull();
  });
});
