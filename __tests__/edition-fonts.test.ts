import { readFileSync } from "node:fs";
import path from "node:path";
import { EDITIONS } from "../src/i18n/editions";
// @ts-expect-error: a plain .mjs module of the scripts, without types.
import { EDITION_NAME_FONTS } from "../scripts/edition-name-fonts.config.mjs";

const root = path.join(__dirname, "..");

describe("the fonts of the editions' names in the language switch", () => {
  it("are cut for the names and the 'not available' the switch shows, and stay small", () => {
    type Cut = { code: "ml" | "ar"; name: string; unavailable: string; file: string };
    for (const { code, name, unavailable, file } of EDITION_NAME_FONTS as Cut[]) {
      expect({ name, unavailable }).toEqual({ name: EDITIONS[code].name, unavailable: EDITIONS[code].unavailable });
      const bytes = readFileSync(path.join(root, file));
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
      expect(bytes.length).toBeLessThanOrEqual(4 * 1024);
    }
  });
});
