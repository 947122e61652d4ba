import React from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { SiteSearch } from "../src/components/search/SiteSearch";
import { EditionProvider } from "../src/i18n/EditionContext";
import { readCatalogue } from "../src/i18n/catalogue-files";
import { searchWordsSchema } from "../src/content-model/search";
import {
  SAME_MEANING_WEIGHT,
  SEARCH_LIMITS,
  correctedQuery,
  correctedWord,
  excerptParts,
  limitedWords,
  mergedHits,
  sameMeaningQueries,
  shortenedBy,
  siteSearcher,
  vocabulary,
  wordsOf,
  type IndexHit,
  type SiteSearchAnswer,
  type SiteSearcher,
} from "../src/lib/site-search";
import {
  countWords,
  mainText,
  markedForSearch,
  searchDocument,
  searchPageType,
  wordsFile,
} from "../gatsby/search/site-search-index";
import siteSearchWords from "../content/search.json";

jest.mock("gatsby", () => ({ navigate: jest.fn() }));

const SITE_WORDS = vocabulary(["kerala", "munnar", "kumarakom", "backwaters", "houseboat", "honeymoon", "munroe"]);

describe("words in every edition's script", () => {
  it("keeps a Malayalam or Arabic word whole, with its vowel signs, viramas, marks and joiners", () => {
    expect(wordsOf("കേരളത്തിലെ ഹൗസ്ബോട്ട്, വിസ!")).toEqual(["കേരളത്തിലെ", "ഹൗസ്ബോട്ട്", "വിസ"]);
    expect(wordsOf("അവന്\u200d വന്നു")).toEqual(["അവന്\u200d", "വന്നു"]);
    expect(wordsOf("تأشيرةُ دبيّ؟")).toEqual(["تأشيرةُ", "دبيّ"]);
    expect(wordsOf("Munnar's tea, 2025")).toEqual(["munnar", "s", "tea", "2025"]);
  });

  it("corrects a Malayalam word by the same edits as an English one", () => {
    const words = vocabulary(["റദ്ദാക്കൽ", "ബുക്കിംഗ്"]);
    expect(correctedWord("റദാക്കൽ", words)).toBe("റദ്ദാക്കൽ");
  });
});

describe("typo tolerance: a word not on the site is taken for the nearest that is", () => {
  it("keeps a word the site has, or the start of one being typed", () => {
    expect(correctedWord("munnar", SITE_WORDS)).toBe("munnar");
    expect(correctedWord("backwater", SITE_WORDS)).toBe("backwater"); // starts "backwaters"
    expect(correctedWord("hone", SITE_WORDS)).toBe("hone");
  });

  it("corrects one edit in a short word and two in a long one, the more frequent of equals first", () => {
    expect(correctedWord("munar", SITE_WORDS)).toBe("munnar"); // "munroe" is as near, but less frequent
    expect(correctedWord("kumarakam", SITE_WORDS)).toBe("kumarakom");
    expect(correctedWord("hunymoon", SITE_WORDS)).toBe("honeymoon");
    expect(correctedWord("housboat", SITE_WORDS)).toBe("houseboat");
    // Two swapped letters are two edits: a long word may have them, a short one may not.
    expect(correctedWord("hosueboat", SITE_WORDS)).toBe("houseboat");
    expect(correctedWord("mnuar", SITE_WORDS)).toBeNull();
  });

  it("leaves short words, numbers and far-off words alone (null: nothing near)", () => {
    expect(correctedWord("goa", SITE_WORDS)).toBe("goa");
    expect(correctedWord("2025", SITE_WORDS)).toBe("2025");
    expect(correctedWord("zzzzzz", SITE_WORDS)).toBeNull();
  });

  it("corrects a query word by word and says nothing when nothing changed", () => {
    expect(correctedQuery("Kerala  HUNYMOON!", SITE_WORDS)).toBe("kerala honeymoon");
    expect(correctedQuery("kerala houseboat", SITE_WORDS)).toBeNull();
  });
});

describe("words that mean the same (content/search.json)", () => {
  const groups = [["backwater", "vembanad", "kayal"]];

  it("searches the query again with each other word of the group in place of the one typed", () => {
    expect(sameMeaningQueries("kerala backwater", groups)).toEqual(["kerala vembanad", "kerala kayal"]);
    expect(sameMeaningQueries("backwaters", groups)).toEqual(["vembanad", "kayal"]); // a plural of a member
    expect(sameMeaningQueries("munnar", groups)).toEqual([]);
  });

  it("the file must name single words, at least two a group", () => {
    expect(searchWordsSchema.safeParse(siteSearchWords).success).toBe(true);
    const phrase = searchWordsSchema.safeParse({ sameMeaning: [{ words: ["backwater", "Vembanad Lake"] }] });
    expect(phrase.error?.issues[0]).toMatchObject({
      path: ["sameMeaning", 0, "words", 1],
      message: "must be one word of letters, e.g. backwater (no spaces, digits or punctuation)",
    });
    const alone = searchWordsSchema.safeParse({ sameMeaning: [{ words: ["backwater"] }] });
    expect(alone.error?.issues[0]?.message).toBe("needs at least two words: a search for one also finds the others");
    expect(
      searchWordsSchema.parse({ sameMeaning: [{ words: [" Backwater", "KAYAL"] }] }).sameMeaning[0]?.words,
    ).toEqual(["backwater", "kayal"]);
  });
});

const hit = (id: string, score: number, title = id, type = "Destination"): IndexHit => ({
  id,
  score,
  data: () => Promise.resolve({ url: `/${id}/`, excerpt: `<mark>${title}</mark> &amp; more`, meta: { title, type } }),
});

describe("what a query may cost (SEARCH_LIMITS)", () => {
  /** A searcher over content/search.json's groups that counts the searches it asks the index for. */
  const counting = () => {
    const asked: string[] = [];
    const searcher = siteSearcher({
      words: {
        words: ["backwater", "vembanad", "kayal", "punnamada", "zanskar"],
        sameMeaning: siteSearchWords.sameMeaning.map(({ words }) => words),
      },
      search: (query) => {
        asked.push(query);
        return Promise.resolve({ results: [hit(query.split(" ")[0]!, 1)] });
      },
    });
    return { asked, searcher };
  };

  it("a 10 KB link of 1,000 words with words of the same meaning asks for at most 9 searches of 10 words", async () => {
    const { asked, searcher } = counting();
    const query = "backwater ".repeat(1000);
    expect(query.length).toBe(10_000);
    const answer = await searcher.search(query, 30);
    expect(asked.length).toBeLessThanOrEqual(1 + SEARCH_LIMITS.sameMeaningSearches);
    expect(asked.length).toBe(9); // the query, then 8 of its 30 same-meaning variants
    for (const searched of asked) expect(wordsOf(searched)).toHaveLength(SEARCH_LIMITS.words);
    expect(answer).toMatchObject({
      query,
      searchedFor: "backwater ".repeat(10).trim(),
      shortened: "words",
    });
  });

  it("a word longer than any on the site is searched by its first 50 letters, and the visitor told", async () => {
    const { asked, searcher } = counting();
    const answer = await searcher.search("zanskar".repeat(300), 30);
    expect(asked).toEqual(["zanskar".repeat(300).slice(0, 50)]);
    expect(answer.shortened).toBe("letters");
  });

  it("a query within the limits is searched whole, with nothing said", async () => {
    const { asked, searcher } = counting();
    const answer = await searcher.search("kerala backwater houseboat", 30);
    expect(asked[0]).toBe("kerala backwater houseboat");
    expect(answer).toMatchObject({ searchedFor: null, shortened: null });
    expect(limitedWords("one two three four five six seven eight nine ten")).toHaveLength(10);
    expect(shortenedBy("one two three four five six seven eight nine ten eleven")).toBe("words");
  });
});

describe("results", () => {
  it("lists each page once, at its best score, the same-meaning searches' scores scaled down", () => {
    const merged = mergedHits(
      [
        [hit("a", 5), hit("b", 3)],
        [hit("c", 5), hit("b", 10)],
      ],
      [1, SAME_MEANING_WEIGHT],
    );
    expect(merged.map(({ id }) => id)).toEqual(["b", "a", "c"]);
  });

  it("shows Pagefind's excerpt as text, the matched words marked, entities decoded, no other markup", () => {
    expect(excerptParts("A <mark>houseboat</mark> &amp; <b>the</b> lake")).toEqual([
      { text: "A ", marked: false },
      { text: "houseboat", marked: true },
      { text: " & the lake", marked: false },
    ]);
  });

  it("answers with the corrected query, the total and the first results, typed by page kind", async () => {
    const asked: string[] = [];
    const searcher = siteSearcher({
      words: { words: ["munnar", "backwaters"], sameMeaning: [["backwater", "vembanad"]] },
      search: (query) => {
        asked.push(query);
        const pages: Record<string, IndexHit[]> = {
          munnar: [hit("munnar", 9, "Munnar"), hit("packing", 5, "Packing for Munnar", "Blog post")],
          backwater: [hit("alleppey", 6)],
          vembanad: [hit("kumarakom", 7)],
        };
        return Promise.resolve({ results: pages[query] ?? [] });
      },
    });
    const typo = await searcher.search("Munar", 1);
    expect(typo).toMatchObject({ query: "Munar", searchedFor: "munnar", total: 2 });
    expect(typo.results).toEqual([
      { url: "/munnar/", title: "Munnar", type: "Destination", excerpt: expect.any(Array) as unknown },
    ]);
    const synonyms = await searcher.search("backwater", 5);
    expect(synonyms.results.map(({ url }) => url)).toEqual(["/alleppey/", "/kumarakom/"]); // 6 > 7 × 0.8
    expect(asked).toEqual(["munnar", "backwater", "vembanad"]);
    expect(await searcher.search("  ", 5)).toMatchObject({ total: 0, results: [] });
  });
});

describe("what the build indexes", () => {
  it("lists destinations, tours, posts, the FAQ and content pages; not lists, itineraries or per-visitor pages", () => {
    expect(searchPageType("/destination-details/dst-munnar/index.html")).toBe("Destination");
    expect(searchPageType("/tour-details/tour-bali/index.html")).toBe("Tour");
    expect(searchPageType("/blog-details/blog-munnar/index.html")).toBe("Blog post");
    expect(searchPageType("/faq/index.html")).toBe("FAQ");
    expect(searchPageType("/index.html")).toBe("Page");
    expect(searchPageType("/kerala-honeymoon/index.html")).toBe("Page");
    // Another edition's page is its English page's kind (Pagefind files it under its own language).
    expect(searchPageType("/ml/faq/index.html")).toBe("FAQ");
    expect(searchPageType("/ar/faq/index.html")).toBe("FAQ");
    expect(searchPageType("/ar/search/index.html")).toBeNull();
    for (const skipped of [
      "/destinations/index.html",
      "/destination/Domestic/index.html",
      "/Itinerary/dst-munnar/index.html",
      "/blog/index.html",
      "/blog/2/index.html",
      "/tour/index.html",
      "/tour-details/index.html",
      "/blog-details/index.html",
      "/shortlist/index.html",
      "/search/index.html",
      "/404.html",
      "/404/index.html",
      "/admin/index.html",
    ])
      expect([skipped, searchPageType(skipped)]).toEqual([skipped, null]);
  });

  it("marks the page's <main> as what Pagefind reads, with its kind; a page without one is a problem", () => {
    const html = '<html><body><header>Menu</header><main id="main"><h1>Munnar</h1></main></body></html>';
    expect(markedForSearch(html, "Destination")).toContain(
      '<main data-pagefind-body data-pagefind-meta="type:Destination" id="main">',
    );
    expect(markedForSearch("<html><body><p>x</p></body></html>", "Page")).toBeNull();
  });

  it("gives Pagefind the page's language and <main> only, or the whole page when its first <h1> is outside <main>", () => {
    const page = (body: string) =>
      `<!DOCTYPE html><html lang="en-IN"><head><style>.a{}</style><title>T</title></head><body>${body}</body></html>`;
    const main = '<main data-pagefind-body id="main"><h1>Munnar</h1><p>Tea</p></main>';
    expect(searchDocument(page(`<header><img src="/logo.svg"/>Menu</header>${main}<footer>Contact</footer>`))).toBe(
      `<!DOCTYPE html><html lang="en-IN"><body>${main}</body></html>`,
    );
    const titleOutside = page(`<header><h1>Site</h1></header>${main}`);
    expect(searchDocument(titleOutside)).toBe(titleOutside);
    const noTitle = page('<main data-pagefind-body id="main"><p>Tea</p></main>');
    expect(searchDocument(noTitle)).toBe(noTitle);
  });

  it("counts the words of <main> only (no scripts or styles), most frequent first, the groups' words added", () => {
    const counts = new Map<string, number>();
    countWords(
      mainText(
        "<header>Ignored</header><main><h1>Munnar tea</h1><script>var munnarScript</script><p>Munnar &amp; Kumarakom 2025</p></main>",
      ),
      counts,
    );
    expect(Object.fromEntries(counts)).toEqual({ munnar: 2, kumarakom: 1 });
    expect(wordsFile(counts, [["backwater", "munnar"]])).toEqual({
      words: ["munnar", "kumarakom", "backwater"],
      sameMeaning: [["backwater", "munnar"]],
    });
  });
});

describe("the search field (combobox)", () => {
  const answer = (query: string): SiteSearchAnswer => ({
    query,
    searchedFor: query === "munar" ? "munnar" : null,
    shortened: null,
    total: 3,
    results: [
      {
        url: "/destination-details/dst-munnar/",
        title: "Munnar",
        type: "Destination",
        excerpt: [{ text: "Tea hills", marked: false }],
      },
      {
        url: "/blog-details/pack/",
        title: "Packing for Munnar",
        type: "Blog post",
        excerpt: [{ text: "Munnar", marked: true }],
      },
    ],
  });
  const searcher: SiteSearcher = { search: (query) => Promise.resolve(answer(query)) };

  beforeEach(() => jest.mocked(navigate).mockClear());

  it("loads nothing until the visitor types, then lists results with their kind", async () => {
    const load = jest.fn(() => Promise.resolve(searcher));
    const user = userEvent.setup();
    render(<SiteSearch limit={8} load={load} />);
    expect(load).not.toHaveBeenCalled();
    const box = screen.getByRole("combobox", { name: "Search trips, tours, the blog and FAQs" });
    expect(box).toHaveAttribute("aria-expanded", "false");
    await user.type(box, "munar");
    expect(await screen.findByRole("option", { name: /Munnar.*Tea hills/ })).toBeInTheDocument();
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("status")).toHaveTextContent("3 pages found. Showing results for “munnar”.");
    expect(screen.getAllByRole("option")[1]).toHaveTextContent("Blog postPacking for MunnarMunnar");
    expect(screen.getByRole("link", { name: "All 3 pages found" })).toHaveAttribute("href", "/search?q=munnar");
    expect(load).toHaveBeenCalled();
  });

  it("moves through results with the arrow keys, opens one with Enter, and closes the list with Escape", async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    render(<SiteSearch limit={8} load={() => Promise.resolve(searcher)} onOpen={onOpen} />);
    const box = screen.getByRole("combobox");
    await user.type(box, "munnar");
    const options = await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[1]!.id);
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[0]!.id); // wraps
    await user.keyboard("{Escape}");
    expect(box).toHaveAttribute("aria-expanded", "false");
    expect(box).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowUp}{Enter}");
    expect(onOpen).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith("/blog-details/pack/");
  });

  it("says so when the search cannot load, and tries again on the next keystroke", async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<SiteSearcher>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue(searcher);
    render(<SiteSearch limit={8} load={load} />);
    await user.type(screen.getByRole("combobox"), "munnar");
    expect(await screen.findByText("Search could not load. Check your connection and type again.")).toBeInTheDocument();
    await user.type(screen.getByRole("combobox"), "s");
    expect(await screen.findAllByRole("option")).toHaveLength(2);
  });

  it("says when the query searched was shortened", async () => {
    const shortened: SiteSearcher = {
      search: (query) =>
        Promise.resolve({
          ...answer(query),
          searchedFor: "backwater",
          shortened: "words",
        }),
    };
    render(<SiteSearch limit={30} initialQuery={"backwater ".repeat(20)} load={() => Promise.resolve(shortened)} />);
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "3 pages found. Showing results for “backwater”. Searched for the first 10 words.",
      ),
    );
  });

  it("searches the address's query on arrival (the /search page)", async () => {
    render(<SiteSearch limit={30} initialQuery="munnar" load={() => Promise.resolve(searcher)} />);
    expect(screen.getByRole("status")).toHaveTextContent("Searching…");
    await act(() => Promise.resolve());
    expect(await screen.findAllByRole("option")).toHaveLength(2);
    expect(screen.getByRole("combobox")).toHaveValue("munnar");
  });
});

describe("the search in another edition", () => {
  const catalogue = (code: "ml" | "ar") => readCatalogue(process.cwd(), code, ["frame", "search"]);
  const found = (query: string, total: number): SiteSearchAnswer => ({
    query,
    searchedFor: query === "വീസ" ? "വിസ" : null,
    shortened: query.length > 100 ? "words" : null,
    total,
    results: Array.from({ length: Math.min(total, 2) }, (_, index) => ({
      url: `/ml/faq/#q${index}`,
      title: "പതിവ് ചോദ്യങ്ങൾ",
      type: "FAQ" as const,
      excerpt: [{ text: "വിസ", marked: true }],
    })),
  });

  it("searches its own edition's index and speaks its language: status, kinds, the link to all, the form", async () => {
    const load = jest.fn((code: string) =>
      Promise.resolve<SiteSearcher>({ search: (query) => Promise.resolve(found(query, code === "ml" ? 3 : 0)) }),
    );
    const user = userEvent.setup();
    render(
      <EditionProvider code="ml" catalogue={catalogue("ml")}>
        <SiteSearch limit={2} load={load} />
      </EditionProvider>,
    );
    const box = screen.getByRole("combobox", { name: "യാത്രകൾ, ടൂറുകൾ, ബ്ലോഗ്, പതിവ് ചോദ്യങ്ങൾ എന്നിവയിൽ തിരയുക" });
    expect(box.closest("form")).toHaveAttribute("action", "/ml/search");
    await user.type(box, "വീസ");
    expect(await screen.findAllByRole("option")).toHaveLength(2);
    expect(load).toHaveBeenCalledWith("ml");
    expect(screen.getByRole("status")).toHaveTextContent("3 പേജുകൾ കണ്ടെത്തി. “വിസ” എന്നതിന്റെ ഫലങ്ങളാണ് കാണിക്കുന്നത്.");
    expect(screen.getByRole("listbox", { name: "കണ്ടെത്തിയ പേജുകൾ" })).toBeInTheDocument();
    expect(screen.getAllByRole("option")[0]).toHaveTextContent("പതിവ് ചോദ്യങ്ങൾപതിവ് ചോദ്യങ്ങൾവിസ");
    expect(screen.getByRole("link", { name: "കണ്ടെത്തിയ 3 പേജുകളും കാണുക" })).toHaveAttribute(
      "href",
      `/ml/search?q=${encodeURIComponent("വിസ")}`,
    );
  });

  it("in Arabic, nothing found and a shortened query are said by Arabic's plural rules", async () => {
    const load = () => Promise.resolve<SiteSearcher>({ search: (query) => Promise.resolve(found(query, 0)) });
    render(
      <EditionProvider code="ar" catalogue={catalogue("ar")}>
        <SiteSearch limit={2} initialQuery={"تأشيرة ".repeat(20)} load={load} />
      </EditionProvider>,
    );
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        `لم نجد صفحات عن «${"تأشيرة ".repeat(20)}». جرّب كلمة أخرى. بحثنا عن أول 10 كلمات فقط.`,
        { normalizeWhitespace: true },
      ),
    );
  });
});
