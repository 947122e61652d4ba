import { readFileSync } from "node:fs";
import path from "node:path";
import { EDITIONS } from "../src/i18n/editions";
// @ts-expect-error: a plain .mjs module of the scripts, without types.
import { EDITION_NAME_FONTS } from "../scripts/edition-name-fonts.config.mjs";

const root = path.join(__dirname, "..");

describe("the fonts of the editions' names in the language switch", () => {
  it("are cut for the names the switch shows, and stay small", () => {
    for (const { code, name, file } of EDITION_NAME_FONTS as { code: "ml" | "ar"; name: string; file: string }[]) {
      expect(name).toBe(EDITIONS[code].name);
      const bytes = readFileSync(path.join(root, file));
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(bytes.length).toBeLessThanOrEqual(4 * 1024);
    }
  });
});
