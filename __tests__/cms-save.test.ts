/** @jest-environment node */
import { readFileSync } from "node:fs";
import os from "node:os";
import { CONTENT_MODEL, isFolder } from "../src/content-model";
import { problemsInWords, SaveRefused, saveProblems, withoutBlankOptionals } from "../src/cms/save-checks";
import { validateContentFile, ContentFileError } from "../gatsby/content/content-validation";
import { checkBlockPages, BlockPageError } from "../gatsby/content/block-pages";

/* What the CMS refuses: the same as the build, in the same words (what it writes: cms-file-text.test.ts). */

describe("the CMS refuses what the build refuses, with the build's words", () => {
  const pages = CONTENT_MODEL.find((entry) => isFolder(entry) && entry.folder === "content/pages")!;
  const site = CONTENT_MODEL.find((entry) => entry.name === "site")!;
  const landing = JSON.parse(readFileSync("content/pages/kerala-honeymoon.json", "utf8")) as Record<string, unknown>;
  const others = [
    { file: "content/pages/home.json", path: "/" },
    { file: "content/pages/about.json", path: "/about" },
    { file: "content/pages/service.json", path: "/service" },
    { file: "content/pages/privacy.json", path: "/privacy" },
  ];
  /** The build's words for a set of pages: gatsby/content/block-pages.ts. */
  const buildSays = (path: string) => {
    try {
      checkBlockPages(
        [...others, { file: "content/pages/new.json", path }].map((page) => ({
          id: page.file,
          path: page.path,
          language: "en",
          parent: { relativePath: page.file.replace(/^content\//, "") },
          blocks: [],
          blockTypes: [],
          phoneActionBar: null,
          // The privacy notice's date is its version, which the build requires.
          lastUpdated: "2026-11-01",
        })),
        null,
        null,
        { translatedPages: {} },
      );
      return [];
    } catch (error) {
      if (!(error instanceof BlockPageError)) throw error;
      return error.message
        .split("\n")
        .slice(1)
        .map((line) => line.replace(/^ {2}- content\/pages\/new\.json: /, ""));
    }
  };

  it.each(["/contact", "/about", "/About/", "/destination-details/x", "/admin"])(
    "a page address %s: refused, as the build refuses it",
    (path) => {
      const problems = saveProblems(pages, { ...landing, path }, others);
      expect(problems).toHaveLength(1);
      expect(buildSays(path)).toEqual(problems);
    },
  );

  it("a second page on a service card another page opens: refused, in the build's words", () => {
    const taken = [...others, { file: "content/pages/a.json", path: "/a", linkedFrom: { serviceCard: "svc-x" } }];
    const problems = saveProblems(pages, { ...landing, linkedFrom: { serviceCard: "svc-x" } }, taken);
    expect(problems).toEqual([
      'linkedFrom.serviceCard: the service card "svc-x" already opens content/pages/a.json; a card opens one page',
    ]);
    expect(saveProblems(pages, { ...landing, linkedFrom: { serviceCard: "svc-y" } }, taken)).toEqual([]);
    expect(
      saveProblems(pages, { ...landing, linkedFrom: { menuLabel: "A label far too long for the menu" } }, others),
    ).toEqual(["linkedFrom.menuLabel: must be at most 20 characters, so the menu stays on one line"]);
  });

  it("a landing page's own address, or a new free one, is fine", () => {
    expect(saveProblems(pages, landing, others)).toEqual([]);
    expect(saveProblems(pages, { ...landing, path: "/monsoon-offer" }, others)).toEqual([]);
  });

  /** The build's words for a file's content: gatsby/content/content-validation.ts, on a written copy. */
  const buildFileSays = (file: string, entry: (typeof CONTENT_MODEL)[number], data: unknown) => {
    const { mkdtempSync, writeFileSync, mkdirSync, cpSync } = jest.requireActual<typeof import("node:fs")>("node:fs");
    const root = mkdtempSync(`${os.tmpdir()}/cms-save-`);
    cpSync("content/images", `${root}/content/images`, { recursive: true });
    mkdirSync(`${root}/${file.replace(/\/[^/]+$/, "")}`, { recursive: true });
    writeFileSync(`${root}/${file}`, JSON.stringify(data));
    try {
      validateContentFile(file, entry.schema, root);
      return [];
    } catch (error) {
      if (error instanceof ContentFileError) return error.problems;
      throw error;
    }
  };

  it("a //host or javascript: button, an http social link and a picture by URL: refused in the build's words", () => {
    const siteData = JSON.parse(readFileSync("content/site.json", "utf8")) as { social: { url: string }[] };
    const httpSocial = { ...siteData, social: [{ name: "Instagram", url: "http://instagram.com/x" }] };
    const wwwSocial = { ...siteData, social: [{ name: "Instagram", url: "www.instagram.com/x" }] };
    const blocks = landing.blocks as Record<string, unknown>[];
    const ctaIndex = blocks.findIndex((block) => block.type === "callToAction");
    const withBlock = (index: number, block: Record<string, unknown>) => ({
      ...landing,
      blocks: blocks.map((candidate, at) => (at === index ? { ...candidate, ...block } : candidate)),
    });
    const cases: [typeof site, string, unknown][] = [
      [site, "content/site.json", httpSocial],
      [site, "content/site.json", wwwSocial],
      [
        pages,
        "content/pages/kerala-honeymoon.json",
        withBlock(ctaIndex, { button: { label: "Go", to: "//evil.example" } }),
      ],
      [pages, "content/pages/kerala-honeymoon.json", { ...landing, image: "https://example.com/x.jpg" }],
    ];
    for (const [entry, file, data] of cases) {
      const problems = saveProblems(entry, data);
      expect(problems.length).toBeGreaterThan(0);
      expect(buildFileSays(file, entry, data)).toEqual(problems);
    }
  });

  it("a WhatsApp button is saved", () => {
    const blocks = landing.blocks as Record<string, unknown>[];
    const index = blocks.findIndex((block) => block.type === "callToAction");
    const data = {
      ...landing,
      blocks: blocks.map((block, at) =>
        at === index ? { ...block, button: { label: "Chat", to: "https://wa.me/919447012345?text=Hi" } } : block,
      ),
    };
    expect(saveProblems(pages, data, others)).toEqual([]);
  });

  it("an empty optional group (second button) and a cleared optional field are dropped, not refused", () => {
    const home = JSON.parse(readFileSync("content/pages/home.json", "utf8")) as {
      blocks: { type: string; eyebrow?: string; slides?: Record<string, unknown>[] }[];
    };
    const hero = home.blocks[0]!;
    hero.slides![0]!.secondary = { label: "", to: "" };
    const cleared = { ...home, blocks: [hero, { ...home.blocks[1]!, eyebrow: "" }, ...home.blocks.slice(2)] };
    expect(saveProblems(pages, cleared, others).length).toBeGreaterThan(0);
    const kept = withoutBlankOptionals(pages.schema, cleared) as typeof home;
    expect(kept.blocks[0]!.slides![0]).not.toHaveProperty("secondary");
    expect(kept.blocks[1]).not.toHaveProperty("eyebrow");
    expect(Object.keys(kept)).toEqual(Object.keys(home));
    const notHome = others.filter((page) => page.path !== "/");
    expect(saveProblems(pages, kept, notHome)).toEqual([]);
    // A half-filled group is refused: its fields are required once it is used.
    hero.slides![0]!.secondary = { label: "Call us", to: "" };
    expect(saveProblems(pages, withoutBlankOptionals(pages.schema, home), notHome)).toEqual([
      "blocks[0] (heroSlider).slides[0].secondary.to: is required",
    ]);
  });
});

describe("a refused save names each field in the CMS's words", () => {
  const pages = CONTENT_MODEL.find((entry) => isFolder(entry) && entry.folder === "content/pages")!;
  const site = CONTENT_MODEL.find((entry) => entry.name === "site")!;
  const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

  it("a page: its labels, a block by its number and type, the address and Linked from checks", () => {
    const page = readJson("content/pages/kerala-honeymoon.json") as { blocks: { title?: string }[] } & Record<
      string,
      unknown
    >;
    page.blocks[1]!.title = "";
    page.image = "https://example.com/y.jpg";
    page.path = "/about";
    const problems = problemsInWords(pages, page, [{ file: "content/pages/about.json", path: "/about" }]);
    expect(problems).toEqual([
      'Sharing picture: must be a picture path relative to the file, e.g. "../images/hero.jpg"',
      "Blocks › 2 Rich text › Title: is required",
      "Address: /about is already the path of content/pages/about.json",
    ]);
    // The same problems as the build's words, one for one.
    expect(saveProblems(pages, page, [{ file: "content/pages/about.json", path: "/about" }])).toHaveLength(3);
  });

  it("Site facts: a list item by its number", () => {
    const facts = readJson("content/site.json") as { phones: { display: string }[] };
    facts.phones[0]!.display = "";
    expect(problemsInWords(site, facts)[0]).toMatch(/^Phones › 1 › \w[\w ]*: is required$/);
  });

  it("the message Decap shows is the words, not the error's name", () => {
    const refused = new SaveRefused(["Address: is required"]);
    expect(String(refused)).toBe("the site's build would refuse it. Fix this, then save again: Address: is required");
  });
});
