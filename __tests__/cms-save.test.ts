/** @jest-environment node */
import { readFileSync } from "node:fs";
import { format } from "prettier/standalone";
import * as babel from "prettier/plugins/babel";
import * as estree from "prettier/plugins/estree";
import * as markdown from "prettier/plugins/markdown";
import os from "node:os";
import { CONTENT_MODEL, isFolder } from "../src/content-model";
import { formatOf, RECORD_LIST_FIELD } from "../src/cms/config";
import { CMS_FORMATS } from "../src/cms/formats";
import { prettierJsonFormat, recordListFormat } from "../src/cms/json-format";
import { markdownDocumentFormat, prettierMarkdown } from "../src/cms/markdown-format";
import { saveProblems, withoutBlankOptionals } from "../src/cms/save-checks";
import { entryFiles, validateContentFile, ContentFileError } from "../gatsby/content/content-validation";
import { checkBlockPages, BlockPageError } from "../gatsby/content/block-pages";

/*
 * What the CMS writes: every content file read and written back through the CMS's formats is unchanged byte
 * for byte, one changed field changes only its lines, and Prettier leaves the result as it is. What it refuses:
 * the same as the build, in the same words.
 */

const files = CONTENT_MODEL.flatMap((entry) => entryFiles(entry).map((file) => [file, entry] as const));
const prettierCheck = async (file: string, text: string) =>
  (await format(text, {
    parser: file.endsWith(".md") ? "markdown" : "json",
    plugins: [babel, estree, markdown],
    printWidth: 120,
  })) === text;
const changedLines = (before: string, after: string) => {
  const a = before.split("\n");
  const b = after.split("\n");
  expect(b.length).toBe(a.length);
  return b.flatMap((line, index) => (line === a[index] ? [] : [index]));
};

describe("the CMS writes every content file as it read it, as Prettier would", () => {
  it.each(files)("%s round-trips byte for byte", async (file, entry) => {
    const text = readFileSync(file, "utf8");
    const codec = CMS_FORMATS[formatOf(entry)]!;
    const data = codec.fromFile(text);
    const written = codec.toFile(data as never);
    expect(written).toBe(text);
    expect(await prettierCheck(file, written)).toBe(true);
  });

  it("one changed value in Site facts changes that line only", async () => {
    const text = readFileSync("content/site.json", "utf8");
    const data = prettierJsonFormat.fromFile(text) as Record<string, unknown>;
    data.tagline = "Kerala, slowly";
    (data.offices as string[])[0] = "Kottayam (head office)";
    const written = prettierJsonFormat.toFile(data);
    expect(changedLines(text, written)).toHaveLength(2);
    expect(await prettierCheck("content/site.json", written)).toBe(true);
  });

  it("one changed value in a list file (hotels) changes that line only; a new record is added at the end", async () => {
    const text = readFileSync("content/hotels.json", "utf8");
    const codec = recordListFormat(RECORD_LIST_FIELD);
    const data = codec.fromFile(text) as { records: { price: number }[] };
    data.records[0]!.price = 4000;
    const written = codec.toFile(data);
    expect(changedLines(text, written)).toHaveLength(1);
    data.records.push({ ...data.records[0]! });
    expect(await prettierCheck("content/hotels.json", codec.toFile(data))).toBe(true);
  });

  it("a PDF document saved from Decap's editor (* bullets, __bold__) is written back with its own style", async () => {
    for (const file of entryFiles(CONTENT_MODEL.find((entry) => entry.name === "pdfs")!)) {
      const text = readFileSync(file, "utf8");
      const fromEditor = text.replace(/^(\s*)- /gm, "$1* ").replace(/\*\*([^*]+)\*\*/g, "__$1__");
      const edited = fromEditor.replace(/^(#+ .*)$/m, "$1 (2026)");
      const written = markdownDocumentFormat.toFile({ body: await prettierMarkdown(edited) });
      expect(changedLines(text, written)).toEqual([0]);
      expect(await prettierCheck(file, written)).toBe(true);
    }
  });
});

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
          parent: { relativePath: page.file.replace(/^content\//, "") },
          blocks: [],
          blockTypes: [],
          phoneActionBar: null,
          // The privacy notice's date is its version, which the build requires.
          lastUpdated: "2026-11-01",
        })),
        null,
        null,
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
