/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startBuildSiteSearch, writeSiteSearchIndex, type PagefindApi } from "../gatsby/search/site-search-index";
import type { SearchWordsFile } from "../src/lib/site-search";

/**
 * The build step over a small built site. Pagefind itself (a binary behind an ES module, which Jest cannot load) is
 * stood in for by a fake that records what it is given and writes files as Pagefind names them; the real one runs
 * in every build, e2e/site-search.spec.ts searches its index, and bench/site-search.mjs times it at scale.
 */
function fakePagefind() {
  const added: { url: string; content: string }[] = [];
  const api: PagefindApi = {
    createIndex: () =>
      Promise.resolve({
        errors: [],
        index: {
          addHTMLFile: (file: { url?: string; content: string }) => {
            added.push({ url: file.url ?? "", content: file.content });
            return Promise.resolve({ errors: [], file: { uniqueWords: 1, url: file.url ?? "", meta: {} } });
          },
          writeFiles: ({ outputPath }: { outputPath: string }) => {
            mkdirSync(path.join(outputPath, "fragment"), { recursive: true });
            for (const name of ["pagefind.js", "pagefind-worker.js", "pagefind-ui.js", "pagefind-ui.css"])
              writeFileSync(path.join(outputPath, name), "");
            return Promise.resolve({ errors: [], outputPath });
          },
        } as never,
      }),
    close: () => Promise.resolve(null),
  };
  return { api, added };
}

describe("writeSiteSearchIndex", () => {
  let site: string;
  const page = (file: string, main: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(
      path.join(site, file),
      `<!DOCTYPE html><html lang="en-IN"><head><title>x</title></head><body><header>Menu Munnar</header>${main}</body></html>`,
    );
  };

  beforeEach(() => {
    site = mkdtempSync(path.join(os.tmpdir(), "site-search-"));
    page("destination-details/dst-munnar/index.html", '<main id="main"><h1>Munnar</h1><p>Tea estates.</p></main>');
    page("blog-details/blog-tea/index.html", '<main id="main"><h1>Tea walks</h1><p>Munnar in July.</p></main>');
    page("destinations/index.html", '<main id="main"><h1>All destinations</h1><p>Munnar</p></main>');
    page("about/index.html", "<div><h1>No main here</h1></div>");
  });
  afterEach(() => rmSync(site, { recursive: true, force: true }));

  it("fails naming a page it should index that has no <main>", async () => {
    await expect(writeSiteSearchIndex(site, process.cwd(), fakePagefind().api)).rejects.toThrow(
      "/about/index.html: the page has no <main>, so search cannot read it",
    );
  });

  it("indexes the pages worth finding, replaces an earlier index, and writes the site's words", async () => {
    page("about/index.html", '<main id="main"><h1>About us</h1><p>Since 2011.</p></main>');
    // Another edition's page: indexed as its English page's kind (Pagefind files it under its language); its
    // words go to its edition's words file, not English's. Its search page is not listed, as English's is not.
    mkdirSync(path.join(site, "ml/faq"), { recursive: true });
    writeFileSync(
      path.join(site, "ml/faq/index.html"),
      '<!DOCTYPE html><html lang="ml"><body><main id="main"><h1>പതിവു ചോദ്യങ്ങൾ</h1><p>മൂന്നാറിലേക്ക് വിസ വേണ്ട. വിസ</p></main></body></html>',
    );
    page("ml/search/index.html", '<main id="main"><h1>തിരയുക</h1></main>');
    mkdirSync(path.join(site, "pagefind/fragment"), { recursive: true });
    writeFileSync(path.join(site, "pagefind/fragment/stale.pf_fragment"), "from an earlier build");

    const pagefind = fakePagefind();
    const report = await writeSiteSearchIndex(site, process.cwd(), pagefind.api);

    expect(report).toMatchObject({ pages: 7, byType: { Destination: 1, "Blog post": 1, Page: 1, FAQ: 1, PDF: 3 } });
    // Lists are not indexed; each page's <main> is marked as what Pagefind reads, with the page's kind.
    expect(pagefind.added.map(({ url }) => url).sort()).toEqual([
      "/about/",
      "/assets/pdf/Domestic-tips.pdf",
      "/assets/pdf/International-tips.pdf",
      "/assets/pdf/visa.pdf",
      "/blog-details/blog-tea/",
      "/destination-details/dst-munnar/",
      "/ml/faq/",
    ]);
    expect(pagefind.added.find(({ url }) => url === "/ml/faq/")?.content).toMatch(
      /^<!DOCTYPE html> <html lang="ml"> <body> <main data-pagefind-body data-pagefind-meta="type:FAQ"/,
    );
    const munnar = pagefind.added.find(({ url }) => url === "/destination-details/dst-munnar/")?.content;
    expect(munnar).toContain('<main data-pagefind-body data-pagefind-meta="type:Destination" id="main">');
    // Only the language and <main> are sent: Pagefind indexes nothing else of the page.
    expect(munnar).toMatch(/^<!DOCTYPE html> <html lang="en-IN"> <body> <main /);
    expect(munnar).not.toContain("Menu Munnar");
    // A space after every tag, so neighbouring elements' words never run together in an excerpt.
    expect(munnar).not.toMatch(/></);
    // The PDFs, read from their Markdown: the visa checklist is found by its words.
    const visa = pagefind.added.find(({ url }) => url === "/assets/pdf/visa.pdf")?.content;
    expect(visa).toContain(
      '<main data-pagefind-body data-pagefind-meta="type:PDF"> <h1>Visa checklist for Indian passport holders</h1>',
    );
    expect(visa).toContain("<p>Passport valid for at least 6 months");
    expect(visa).not.toMatch(/#|<p>- /);
    expect(existsSync(path.join(site, "pagefind/fragment/stale.pf_fragment"))).toBe(false);
    expect(existsSync(path.join(site, "pagefind/pagefind.js"))).toBe(true);
    expect(existsSync(path.join(site, "pagefind/pagefind-worker.js"))).toBe(true);
    expect(existsSync(path.join(site, "pagefind/pagefind-ui.js"))).toBe(false);
    const words = JSON.parse(readFileSync(path.join(site, "pagefind/words.json"), "utf8")) as SearchWordsFile;
    // Most frequent first (munnar twice), then alphabetically; words of four letters or more.
    expect(words.words.slice(0, 6)).toEqual(["munnar", "about", "estates", "july", "since", "walks"]);
    // Then the words of content/search.json's groups the pages do not have.
    expect(words.words).toContain("vembanad");
    expect(words.words).not.toContain("menu"); // the header is not the page
    expect(words.sameMeaning).toContainEqual(expect.arrayContaining(["backwater", "vembanad"]));
    expect(words.words).not.toContain("വിസ");
    // Malayalam's words whole (vowel signs and viramas are part of them: "വേണ്ട", not "വ", "ണ"), four code units or
    // more as in English (വിസ is three: too short to correct), and no English groups.
    const malayalam = JSON.parse(readFileSync(path.join(site, "pagefind/words.ml.json"), "utf8")) as SearchWordsFile;
    expect(malayalam).toEqual({ words: ["ചോദ്യങ്ങൾ", "പതിവു", "മൂന്നാറിലേക്ക്", "വേണ്ട"], sameMeaning: [] });
    expect(report.words).toEqual({ en: words.words.length, ml: 4, ar: 0 });
  });

  it("in the build, takes the pages from the pass over them, and fails the build naming a page without <main>", async () => {
    const reporter = { info: jest.fn(), panicOnBuild: jest.fn() };
    const pagefind = fakePagefind();
    const search = await startBuildSiteSearch(site, process.cwd(), reporter, pagefind.api);
    await search?.add(
      path.join("destination-details", "dst-munnar", "index.html"),
      "<html><main><h1>Munnar</h1></main></html>",
    );
    await search?.add(path.join("about", "index.html"), "<html><div><h1>No main here</h1></div></html>");
    await search?.add(path.join("blog-details", "blog-tea", "index.html"), "<html><main><h1>Tea</h1></main></html>");
    await search?.finish();
    expect(pagefind.added.map(({ url }) => url)).toEqual(["/destination-details/dst-munnar/"]);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      "[search] /about/index.html: the page has no <main>, so search cannot read it",
    );
    expect(existsSync(path.join(site, "pagefind"))).toBe(false);
  });
});
