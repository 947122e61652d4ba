import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { EDITIONS, editionOfPath, englishPathOf, pathInEdition } from "../src/i18n/editions";
import { arabicPlural, catalogueProblems, formatMessage, pluralCategories, type Catalogue } from "../src/i18n/messages";
import {
  CATALOGUE_PARTS,
  catalogueFile,
  catalogueFileProblems,
  readCatalogue,
  type CataloguePart,
} from "../src/i18n/catalogue-files";
import { englishText } from "../src/i18n/text";
import { formatDays } from "../src/lib/money";

const read = (code: string, part: CataloguePart = "frame") =>
  JSON.parse(readFileSync(path.join(__dirname, "..", catalogueFile(code as "en", part)), "utf8")) as Catalogue;

describe("editions and their addresses", () => {
  it("English keeps today's addresses; Malayalam and Arabic are behind /ml and /ar, Arabic right to left", () => {
    expect(editionOfPath("/faq").code).toBe("en");
    expect(editionOfPath("/").code).toBe("en");
    expect(editionOfPath("/ml").code).toBe("ml");
    expect(editionOfPath("/ml/destination-details/dst-munnar").code).toBe("ml");
    expect(editionOfPath("/ar/faq")).toMatchObject({ code: "ar", dir: "rtl", lang: "ar" });
    // Only a whole first segment names an edition.
    expect(editionOfPath("/mlx/faq").code).toBe("en");
    expect(editionOfPath("/en/faq").code).toBe("en");
    expect(pathInEdition("ml", "/faq")).toBe("/ml/faq");
    expect(pathInEdition("ar", "/")).toBe("/ar");
    expect(pathInEdition("en", "/faq")).toBe("/faq");
    expect(englishPathOf("/ml/faq")).toBe("/faq");
    expect(englishPathOf("/ar")).toBe("/");
    expect(englishPathOf("/faq")).toBe("/faq");
  });
});

describe("interface messages", () => {
  it("picks the language's plural category: Arabic has six, Malayalam and English two", () => {
    expect(pluralCategories("ar").sort()).toEqual(["few", "many", "one", "other", "two", "zero"]);
    expect(pluralCategories("ml").sort()).toEqual(["one", "other"]);
    const days = read("ar").days!;
    expect([0, 1, 2, 3, 10, 11, 99, 100].map((count) => formatMessage("ar", days, { count }))).toEqual([
      "0 يوم",
      "يوم واحد",
      "يومان",
      "3 أيام",
      "10 أيام",
      "11 يومًا",
      "99 يومًا",
      "100 يوم",
    ]);
    expect(formatMessage("ml", read("ml").days!, { count: 5 })).toBe("5 ദിവസം");
    expect(formatDays(1)).toBe("1 day");
    expect(formatDays(7)).toBe("7 days");
    expect(englishText("nav.contact")).toBe("Contact us");
  });

  it("writes values in, numbers in the edition's digits and grouping, and leaves an unknown placeholder as it is", () => {
    expect(formatMessage("en", "Showing {count} of {total}", { count: 1200, total: 12000 })).toBe(
      "Showing 1,200 of 12,000",
    );
    expect(EDITIONS.ar.locale).toContain("nu-latn");
    expect(formatMessage("ar", "{count} من {total}", { count: 3, total: 1000 })).toBe("3 من 1,000");
    expect(formatMessage("ml", "{name} സംരക്ഷിച്ചു", { name: "Munnar" })).toBe("Munnar സംരക്ഷിച്ചു");
    expect(formatMessage("en", "Hello {name}")).toBe("Hello {name}");
  });

  it("every edition picks plurals and writes whole numbers as Intl does, without making an Intl object", () => {
    const values = [
      0,
      1,
      2,
      3,
      7,
      10,
      11,
      21,
      99,
      100,
      101,
      999,
      1000,
      1001,
      12_345,
      99_999,
      100_000,
      1_234_567,
      98_765_432,
      -1,
      -1000,
      1e6,
      Number.MAX_SAFE_INTEGER,
    ];
    const expected = (code: "en" | "ml" | "ar") => {
      const plurals = new Intl.PluralRules(EDITIONS[code].locale);
      const numbers = new Intl.NumberFormat(EDITIONS[code].locale);
      return values.map((count) => [plurals.select(count), numbers.format(count)]);
    };
    const wanted = { en: expected("en"), ml: expected("ml"), ar: expected("ar") };
    const plural: Catalogue[string] = {
      other: "other {count}",
      ...Object.fromEntries(["zero", "one", "two", "few", "many"].map((category) => [category, `${category} {count}`])),
    };
    const madeIntl = [jest.spyOn(Intl, "PluralRules"), jest.spyOn(Intl, "NumberFormat")];
    try {
      for (const code of ["en", "ml", "ar"] as const) {
        const written = values.map((count) => formatMessage(code, plural, { count }));
        expect(written).toEqual(wanted[code].map(([category, number]) => `${category} ${number}`));
      }
      for (const spy of madeIntl) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of madeIntl) spy.mockRestore();
    }
  });

  it("Arabic's plural rule is CLDR's, as Intl.PluralRules picks it, for every count up to 10,000", () => {
    const plurals = new Intl.PluralRules(EDITIONS.ar.locale);
    for (let count = 0; count <= 10_000; count++)
      expect([count, arabicPlural(count)]).toEqual([count, plurals.select(count)]);
  });

  it("a number with a fraction is written by Intl, in every edition", () => {
    for (const code of ["en", "ml", "ar"] as const) {
      const numbers = new Intl.NumberFormat(EDITIONS[code].locale);
      for (const value of [1.5, 2.25, 1234.5678, 0.0004, -0.1])
        expect(formatMessage(code, "{count}", { count: value })).toBe(numbers.format(value));
    }
    expect(formatMessage("en", { one: "{count} day", other: "{count} days" }, { count: 1.5 })).toBe("1.5 days");
  });

  it("every edition's catalogue has every English key, each plural category and the same placeholders", () => {
    for (const part of CATALOGUE_PARTS)
      for (const code of ["ml", "ar"] as const)
        expect(catalogueProblems(code, read(code, part), read("en", part))).toEqual([]);
  });

  it("names the language and key of each fault", () => {
    const english: Catalogue = {
      "nav.home": "Home",
      greeting: "Hello {name}",
      days: { one: "{count} day", other: "{count} days" },
    };
    expect(
      catalogueProblems(
        "ar",
        { greeting: "مرحبا {nme}", days: { one: "يوم", other: "{count} يوم" }, extra: "x" },
        english,
      ),
    ).toEqual([
      'العربية (ar): "nav.home" is missing',
      'العربية (ar): "greeting" has placeholders {nme} where English has {name}',
      expect.stringMatching(
        /^العربية \(ar\): "days" has no text for (few|many|two|zero)(, (few|many|two|zero)){3} \(plural categories of ar\)$/,
      ),
      'العربية (ar): "extra" is not in the English catalogue (renamed or removed?)',
    ]);
    expect(
      catalogueProblems("ml", { "nav.home": " ", greeting: { other: "{name}" }, days: "{count} ദിവസം" }, english),
    ).toEqual([
      'മലയാളം (ml): "nav.home" is empty',
      'മലയാളം (ml): "greeting" must be one text',
      'മലയാളം (ml): "days" must have a text per plural category',
    ]);
    expect(
      catalogueProblems(
        "ml",
        { "nav.home": "ഹോം", greeting: "{name}", days: { one: "{count}", other: "{count}", few: "x" } },
        english,
      ),
    ).toEqual(['മലയാളം (ml): "days" has few, which ml does not use']);
  });

  it("the build's check reads the files: a key removed from ml.json is named with its file and language", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "catalogues-"));
    try {
      for (const part of CATALOGUE_PARTS)
        for (const code of ["en", "ml", "ar"]) {
          mkdirSync(path.dirname(path.join(root, catalogueFile(code as "en", part))), { recursive: true });
          writeFileSync(path.join(root, catalogueFile(code as "en", part)), JSON.stringify(read(code, part)));
        }
      expect(catalogueFileProblems(root)).toEqual([]);
      // A page's edition gets the frame's messages and its own part's in one.
      expect(readCatalogue(root, "ml", ["frame", "faq"])).toEqual({ ...read("ml"), ...read("ml", "faq") });
      const { ["nav.contact"]: _removed, ...rest } = read("ml");
      writeFileSync(path.join(root, catalogueFile("ml")), JSON.stringify(rest));
      writeFileSync(path.join(root, catalogueFile("ar")), "{ not json");
      const { ["faq.title"]: _title, ...faq } = read("ar", "faq");
      writeFileSync(path.join(root, catalogueFile("ar", "faq")), JSON.stringify(faq));
      const problems = catalogueFileProblems(root);
      expect(problems[0]).toBe('src/i18n/messages/ml.json is not valid:\n  - മലയാളം (ml): "nav.contact" is missing');
      expect(problems[1]).toMatch(/^src\/i18n\/messages\/ar\.json is not valid:\n {2}- .*JSON/);
      expect(problems[2]).toBe('src/i18n/messages/faq/ar.json is not valid:\n  - العربية (ar): "faq.title" is missing');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
