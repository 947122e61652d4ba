/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stylesVersion } from "../gatsby/upstream/webpack-config";

describe("stylesVersion: what makes Gatsby render every page again after a change of CSS alone", () => {
  let src: string;
  beforeEach(() => {
    src = mkdtempSync(path.join(os.tmpdir(), "styles-version-"));
    mkdirSync(path.join(src, "components"));
    writeFileSync(path.join(src, "components/Header.module.css"), ".inner { gap: 24px; }");
    writeFileSync(path.join(src, "components/Header.tsx"), "export {}");
  });
  afterEach(() => rmSync(src, { recursive: true, force: true }));

  it("changes with any stylesheet, and only with stylesheets", () => {
    const before = stylesVersion(src);
    expect(stylesVersion(src)).toBe(before);
    writeFileSync(path.join(src, "components/Header.tsx"), "export const x = 1;");
    expect(stylesVersion(src)).toBe(before);
    writeFileSync(path.join(src, "components/Header.module.css"), ".inner { gap: 12px; }");
    const changed = stylesVersion(src);
    expect(changed).not.toBe(before);
    writeFileSync(path.join(src, "global.css"), "body { margin: 0; }");
    expect(stylesVersion(src)).not.toBe(changed);
  });
});
