import { blockTemplateSource } from "../gatsby/content/block-templates";
import { BlockPageError, checkBlockPages, pathConflict, type BlockPageNode } from "../gatsby/content/block-pages";

const page = (path: string, file: string, blocks: BlockPageNode["blocks"] = []): BlockPageNode => ({
  id: file,
  path,
  language: "en",
  parent: { relativePath: `pages/${file}` },
  blocks,
  blockTypes: [],
  phoneActionBar: null,
});
const required = [
  page("/", "home.json"),
  page("/about", "about.json"),
  page("/service", "service.json"),
  { ...page("/privacy", "privacy.json"), lastUpdated: "2026-11-24" },
];
const SERVICE_CARDS = [
  { id: "svc-honeymoon-specials", title: "Honeymoon Specials" },
  { id: "svc-visa-assistance", title: "Visa Assistance" },
];
/** What the check returns, or the problems it refuses the pages with, each without its list marker. */
function checked(...args: Parameters<typeof checkBlockPages>) {
  try {
    return checkBlockPages(...args);
  } catch (error) {
    if (error instanceof BlockPageError)
      return error.message
        .split("\n")
        .slice(1)
        .map((line) => line.slice(4));
    throw error;
  }
}
const problems = (
  pages: BlockPageNode[],
  faqIds: string[] | null = [],
  serviceCards: typeof SERVICE_CARDS | null = SERVICE_CARDS,
) => {
  // No page in an edition here: the editions' translations have tests of their own below.
  const result = checked(pages, faqIds, serviceCards, { translatedPages: {} });
  return result.every((entry) => typeof entry === "string") ? result : [];
};

describe("a landing page's Linked from, checked against the service cards", () => {
  const linked = (path: string, file: string, linkedFrom: BlockPageNode["linkedFrom"]) => ({
    ...page(path, file),
    linkedFrom,
  });

  it("accepts a known service card", () => {
    expect(
      problems([
        ...required,
        linked("/kerala-honeymoon", "kerala-honeymoon.json", { serviceCard: "svc-honeymoon-specials" }),
      ]),
    ).toEqual([]);
  });

  it("names the file and field of an unknown service card, and the cards there are", () => {
    expect(
      problems([...required, linked("/kerala-honeymoon", "kerala-honeymoon.json", { serviceCard: "svc-honeymoon" })]),
    ).toEqual([
      'content/pages/kerala-honeymoon.json: linkedFrom.serviceCard: no service card has the id "svc-honeymoon"; the service cards are: svc-honeymoon-specials (Honeymoon Specials), svc-visa-assistance (Visa Assistance)',
    ]);
  });

  it("does not judge the card when the service cards could not be loaded (a partial build)", () => {
    expect(problems([...required, linked("/x", "x.json", { serviceCard: "svc-anything" })], [], null)).toEqual([]);
  });

  it("refuses a second page on the same card and a third page in the menu, on the later file", () => {
    expect(
      problems([
        ...required,
        linked("/a", "a.json", { serviceCard: "svc-honeymoon-specials", menuLabel: "A" }),
        linked("/b", "b.json", { serviceCard: "svc-honeymoon-specials", menuLabel: "B" }),
        linked("/c", "c.json", { menuLabel: "C" }),
      ]),
    ).toEqual([
      'content/pages/b.json: linkedFrom.serviceCard: the service card "svc-honeymoon-specials" already opens content/pages/a.json; a card opens one page',
      "content/pages/c.json: linkedFrom.menuLabel: the main menu already has 2 landing pages (content/pages/a.json, content/pages/b.json), the most it has room for",
    ]);
  });
});

describe("content pages' paths and FAQs, checked once the data is in", () => {
  it("needs the privacy notice, with its date (the notice's version)", () => {
    expect(problems(required.filter((candidate) => candidate.path !== "/privacy"))).toEqual([
      "content/pages: no page has the path /privacy, which the site needs",
    ]);
    expect(problems([...required.slice(0, 3), page("/privacy", "privacy.json")])).toEqual([
      "content/pages/privacy.json: lastUpdated: is required on the privacy notice (YYYY-MM-DD, its version)",
    ]);
  });

  it("accepts the pages the site needs plus a landing page", () => {
    expect(problems([...required, page("/kerala-honeymoon", "kerala-honeymoon.json")])).toEqual([]);
  });

  it("refuses a path the code owns, one inside a section the code fills, and a twin path", () => {
    expect(
      problems([
        ...required,
        page("/contact", "a.json"),
        page("/destination-details/offer", "b.json"),
        page("/Kerala-Honeymoon/", "c.json"),
        page("/kerala-honeymoon", "d.json"),
      ]),
    ).toEqual([
      "content/pages/a.json: path: /contact is the address of a page the site makes itself (/contact)",
      "content/pages/b.json: path: /destination-details/offer is inside /destination-details/, where the site makes its own pages",
      "content/pages/d.json: path: /kerala-honeymoon is already the path of content/pages/c.json",
    ]);
    expect(pathConflict("/admin")).toMatch(/site makes/);
    expect(pathConflict("/offers/monsoon")).toBeNull();
  });

  it("needs /, /about, /service and /privacy", () => {
    expect(problems([required[0]!])).toEqual([
      "content/pages: no page has the path /about, which the site needs",
      "content/pages: no page has the path /service, which the site needs",
      "content/pages: no page has the path /privacy, which the site needs",
    ]);
  });

  it("names an FAQ id that is not an active FAQ by file, block and position; skips the check when FAQs failed", () => {
    const landing = page("/offer", "offer.json", [{}, { faqIds: ["faq-01", "faq-99"] }]);
    expect(problems([...required, landing], ["faq-01"])).toEqual([
      'content/pages/offer.json: blocks[1] (faqList).faqIds[1]: no active FAQ has the id "faq-99"',
    ]);
    expect(problems([...required, landing], null)).toEqual([]);
  });
});

describe("one page template per set of block types", () => {
  it("imports and queries only its blocks, and is the same file for the same set in any order", () => {
    const { name, source } = blockTemplateSource(["team", "story", "team"]);
    expect(blockTemplateSource(["story", "team"]).name).toBe(name);
    expect(source.match(/^import \{ \w+Block \} from/gm)).toEqual([
      "import { StoryBlock } from",
      "import { TeamBlock } from",
    ]);
    expect(source).toContain("...StoryBlockFields");
    expect(source).toContain("...TeamBlockFields");
    expect(source).not.toContain("HeroSlider");
    expect(blockTemplateSource(["story"]).name).not.toBe(name);
  });
});

describe("the phone action bar on a block page", () => {
  it("is imported only by the template of pages that ask for it", () => {
    const withBar = blockTemplateSource(["pageHeader"], true);
    const without = blockTemplateSource(["pageHeader"]);
    expect(withBar.name).not.toBe(without.name);
    expect(withBar.source).toContain('import { PhoneActionBar } from "../../components/layout/PhoneActionBar";');
    expect(withBar.source).toContain("}, PhoneActionBar);");
    expect(without.source).not.toContain("PhoneActionBar");
  });
});

describe("a page's translations into the editions (content/pages/ml/…, content/pages/ar/…)", () => {
  const translation = (language: "ml" | "ar", path: string, file: string): BlockPageNode => ({
    ...page(path, file),
    id: `${language}/${file}`,
    language,
    parent: { relativePath: `pages/${language}/${file}` },
  });
  const editions = { "/": ["en", "ml", "ar"] as const, "/about": ["en", "ml"] as const };
  const check = (pages: BlockPageNode[], warn: (message: string) => void = () => {}) =>
    checked(pages, [], SERVICE_CARDS, { translatedPages: editions, warn });
  const translations = [
    translation("ml", "/", "home.json"),
    translation("ar", "/", "home.json"),
    translation("ml", "/about", "about.json"),
  ];

  it("pairs each translation with the English page it translates, at that page's address", () => {
    const checked = check([...required, ...translations]) as { page: BlockPageNode; english: BlockPageNode }[];
    const arabicHome = checked.find(({ page }) => page.id === "ar/home.json")!;
    expect(arabicHome.english.id).toBe("home.json");
    expect(checked.filter(({ page }) => page.language !== "en")).toHaveLength(3);
  });

  it("refuses an edition without its translation, naming the folder, the page and the file to translate", () => {
    expect(check([...required, ...translations.slice(0, 2)])).toEqual([
      "content/pages/ml: no translation of /about (content/pages/about.json), which the മലയാളം edition has " +
        "(src/i18n/translated-pages.ts)",
    ]);
  });

  it("refuses a translation of no English page, and two of one page in one language", () => {
    expect(
      check([
        ...required,
        ...translations,
        translation("ml", "/abuot", "typo.json"),
        translation("ar", "/", "home-again.json"),
      ]),
    ).toEqual([
      "content/pages/ml/typo.json: path: no English page has the address /abuot; a translation names the page it " +
        "translates (the English pages: /, /about, /service, /privacy)",
      "content/pages/ar/home-again.json: path: / is already translated into العربية by content/pages/ar/home.json",
    ]);
  });

  it("refuses a page file in a folder that is no edition's, naming the folders there are", () => {
    const french = { ...translation("ml", "/", "home.json"), id: "fr/home.json", language: "fr" };
    expect(
      check([...required, ...translations, { ...french, parent: { relativePath: "pages/fr/home.json" } }]),
    ).toEqual([
      'content/pages/fr/home.json: "fr" is not an edition: a translation is in its edition\'s folder, content/pages/ml/ ' +
        "or content/pages/ar/",
    ]);
  });

  it("publishes a landing page's translation without a list: the page is in the editions it is translated into", () => {
    const warnings: string[] = [];
    const landing = page("/kerala-honeymoon", "kerala-honeymoon.json");
    const arabic = translation("ar", "/kerala-honeymoon", "kerala-honeymoon.json");
    const checked = check([...required, landing, ...translations, arabic], (message) => warnings.push(message)) as {
      page: BlockPageNode;
      english: BlockPageNode;
    }[];
    expect(checked.find(({ page }) => page.id === "ar/kerala-honeymoon.json")?.english.id).toBe(
      "kerala-honeymoon.json",
    );
    expect(warnings).toEqual([]);
  });

  it("leaves out, with a warning, a translation of one of the site's own pages its edition does not have yet", () => {
    const warnings: string[] = [];
    const checked = check([...required, ...translations, translation("ar", "/service", "service.json")], (message) =>
      warnings.push(message),
    ) as { page: BlockPageNode }[];
    expect(checked.some(({ page }) => page.id === "ar/service.json")).toBe(false);
    expect(warnings).toEqual([
      "content/pages/ar/service.json translates /service into العربية, which has no العربية edition yet " +
        "(src/i18n/translated-pages.ts): not published",
    ]);
  });
});
