import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSitePages, type PagesQuery } from "../gatsby/pages/create-pages";
import { blogPostEditions, createEditionPages } from "../gatsby/pages/edition-pages";
import { BLOCK_PAGE_ROUTES } from "../src/lib/routes";
import { blogTranslationsSchema } from "../src/content-model/record-translations";
import blogTranslationFile from "../content/blog-translations.json";
import seedBlogs from "../server/seed/blogs.json";

type Destination = PagesQuery["destinations"]["nodes"][number];

const destination = (agencyId: string, days = 0): Destination => ({
  agencyId,
  name: agencyId,
  durationDays: Math.max(days, 1),
  overview: "",
  description: "",
  touristSpots: [],
  inclusions: "",
  exclusions: "",
  termsAndConditions: "",
  cancellationPolicy: "",
  itinerary: Array.from({ length: days }, (_, index) => ({
    dayNumber: index + 1,
    title: `Day ${index + 1}`,
    hotel: "",
    meals: ["Breakfast"],
  })),
});
type Words = PagesQuery["tourWords"]["nodes"][number];
const tourWords = (changes: Partial<Words> = {}): Words => ({
  tourId: "tour-x",
  summary: "Three days",
  overview: [],
  included: ["Two nights in hotels with breakfast"],
  excluded: ["Lunches"],
  plan: ["Arrive", "Explore", "Leave"].map((title) => ({ title, meals: "Breakfast" })),
  ...changes,
});

/**
 * Runs createSitePages over `destinations` (and one tour with `words`), in Netlify's `context`; what it created, and
 * what it reported.
 */
async function pagesFor(
  destinations: Destination[],
  words: Words = tourWords(),
  context?: string,
  more: Partial<PagesQuery> = {},
) {
  const data: PagesQuery = {
    // The pages the site needs, each of one block (their templates are written into a throwaway directory).
    blockPages: {
      nodes: [
        ...["/", "/about", "/service", "/privacy", "/kerala-honeymoon", "/e2e-offer"].map((pagePath) => ({
          pagePath,
          language: "en",
        })),
        // The pages made of blocks each edition has (TRANSLATED_PAGES), translated.
        ...["ml", "ar"].flatMap((language) =>
          ["/", "/about", "/service", "/privacy", "/kerala-honeymoon"].map((pagePath) => ({ pagePath, language })),
        ),
        // A landing page translated into Arabic only: published there, though no engineer listed it.
        { pagePath: "/e2e-offer", language: "ar" },
      ].map(({ pagePath, language }) => ({
        id: `${language}${pagePath}`,
        path: pagePath,
        language,
        parent: { relativePath: `pages/${language === "en" ? "" : `${language}/`}${pagePath.slice(1) || "home"}.json` },
        // The landing page lists two questions.
        blocks: pagePath === "/kerala-honeymoon" ? [{ faqIds: ["faq-01", "faq-02"] }] : [{}],
        blockTypes:
          pagePath === "/privacy"
            ? ["richText", "deviceStorage"]
            : pagePath === "/kerala-honeymoon"
              ? ["richText", "faqList"]
              : ["richText"],
        phoneActionBar: null,
        lastUpdated: "2026-11-25",
      })),
    },
    faqs: { nodes: ["faq-01", "faq-02"].map((agencyId) => ({ agencyId })) },
    faqStatus: { ok: true },
    serviceCards: { nodes: [] },
    serviceCardStatus: { ok: true },
    destinations: { nodes: destinations },
    blogs: { nodes: [] },
    blogTranslations: { nodes: [] },
    tourPackages: { nodes: [{ agencyId: "tour-x", name: "Tour X", durationDays: 3 }] },
    tourPackageStatus: { ok: true },
    tourWords: { nodes: [words] },
    tourCatalogue: { featuredTourId: "tour-x" },
    bestTimes: { nodes: [] },
    destinationThemes: { nodes: [] },
    deals: { nodes: [] },
    dealTerms: { nodes: [] },
    faqTranslations: { nodes: [] },
    tripTranslations: { nodes: [] },
    themeTranslations: { nodes: [] },
    ...more,
  };
  const created: { path: string; context: Record<string, unknown> }[] = [];
  const problems: string[] = [];
  const warnings: string[] = [];
  const infos: string[] = [];
  const before = process.env.CONTEXT;
  if (context) process.env.CONTEXT = context;
  const directory = mkdtempSync(path.join(os.tmpdir(), "create-pages-"));
  await createSitePages(
    {
      graphql: (async () => ({ data })) as never,
      actions: {
        createPage: (page: { path: string; context: Record<string, unknown> }) => created.push(page),
      } as never,
      reporter: {
        warn: (message: string) => warnings.push(message),
        info: (message: string) => infos.push(message),
        panicOnBuild: (message: string) => problems.push(message),
      } as never,
    },
    directory,
  ).finally(() => {
    rmSync(directory, { recursive: true, force: true });
    if (before === undefined) delete process.env.CONTEXT;
    else process.env.CONTEXT = before;
  });
  return { created, problems, warnings, infos };
}

const contextOf = (created: { path: string; context: Record<string, unknown> }[], path: string) =>
  created.find((page) => page.path === path)?.context;

describe("createSitePages: destination pages", () => {
  it("gives each destination page its id (the page asks the data layer for its trip and similar trips)", async () => {
    const { created, problems } = await pagesFor([destination("dst-a", 2), destination("dst-b")]);
    expect(problems).toEqual([]);
    expect(contextOf(created, "/destination-details/dst-a")).toEqual({ agencyId: "dst-a", editions: ["en"] });
    expect(contextOf(created, "/destination-details/dst-b")).toEqual({ agencyId: "dst-b", editions: ["en"] });
    // Only a destination with days has an itinerary page.
    expect(contextOf(created, "/Itinerary/dst-a")).toEqual({ agencyId: "dst-a", editions: ["en"] });
    expect(contextOf(created, "/Itinerary/dst-b")).toBeUndefined();
  });
});

describe("createSitePages: trips that contradict themselves", () => {
  const seeded = tourWords({
    included: ["Three nights in hotels with breakfast", "Dinners at the hotel"],
    excluded: ["Lunches and dinners"],
  });

  it("a published build refuses them, naming the file, the tour and the field of each", async () => {
    const { problems, created } = await pagesFor([], seeded, "production");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      'content/tours.json: the tour with tourId "tour-x" (Tour X, 3 days), included: "Three nights in hotels with breakfast" add up to 3 nights, but the trip has 3 days (2 nights)',
    );
    expect(problems[0]).toContain(
      'content/tours.json: the tour with tourId "tour-x" (Tour X, 3 days), included: "Dinners at the hotel" gives dinner, but excluded says "Lunches and dinners"',
    );
    expect(created.some((page) => page.path.startsWith("/tour-details"))).toBe(false);
  });

  it("names a destination's record and where the reference data keeps it; a local build warns and goes on", async () => {
    const kerala = { ...destination("dst-k", 3), overview: "Four nights among the hills." };
    const { problems, warnings, created } = await pagesFor([kerala]);
    expect(problems).toEqual([]);
    expect(warnings.join("\n")).toContain(
      'the booking system\'s destination "dst-k" (dst-k; server/seed/destinations.json in the reference data), overview: speaks of 4 nights, but the trip has 3 days (2 nights)',
    );
    expect(contextOf(created, "/destination-details/dst-k")).toEqual({ agencyId: "dst-k", editions: ["en"] });
  });

  it("passes trips that agree", async () => {
    const { problems, warnings } = await pagesFor([destination("dst-a", 2)], tourWords(), "production");
    expect([problems, warnings.filter((warning) => warning.includes("say one thing"))]).toEqual([[], []]);
  });
});

describe("createSitePages: the editions", () => {
  const translation = (destinationId: string, language: "ml" | "ar", days: number[]) => ({
    destinationId,
    language,
    name: `${destinationId} (${language})`,
    description: "വിവരണം",
    overview: "ഒറ്റനോട്ടത്തിൽ",
    places: [],
    days: days.map((dayNumber) => ({ dayNumber, title: "ദിവസം", description: "യാത്ര" })),
    inclusions: "",
    exclusions: "",
    termsAndConditions: "",
    cancellationPolicy: "",
  });

  it("makes a destination's pages in each edition its translation matches, and says why one does not", async () => {
    const tripTranslations = {
      nodes: [translation("dst-a", "ml", [1, 2]), translation("dst-a", "ar", [1]), translation("dst-zz", "ml", [])],
    };
    const { created, warnings, infos } = await pagesFor(
      [destination("dst-a", 2), destination("dst-b")],
      tourWords(),
      undefined,
      { tripTranslations },
    );
    const ml = contextOf(created, "/ml/destination-details/dst-a") as Record<string, unknown>;
    expect(ml).toMatchObject({ agencyId: "dst-a", language: "ml", editions: ["en", "ml"] });
    expect((ml.messages as Record<string, unknown>)["trip.price"]).toBe("നിരക്ക്");
    expect(contextOf(created, "/ml/Itinerary/dst-a")).toMatchObject({ language: "ml", editions: ["en", "ml"] });
    expect(contextOf(created, "/destination-details/dst-a")).toEqual({ agencyId: "dst-a", editions: ["en", "ml"] });
    // Arabic's translation has one day of the record's two: no Arabic page, and the build says why.
    expect(contextOf(created, "/ar/destination-details/dst-a")).toBeUndefined();
    expect(warnings).toContain(
      "[content] content/trip-translations.json: the ar translation of dst-a has 1 days, the booking system's record " +
        "has 2: its pages stay in English until the translation matches the record",
    );
    expect(warnings.join("\n")).toContain(
      'entry [2] (ml, destinationId "dst-zz"): the booking system publishes no destination',
    );
    expect(contextOf(created, "/ml/destination-details/dst-b")).toBeUndefined();
    expect(infos).toContain("[editions] Destinations translated: മലയാളം (ml) 1 of 2, العربية (ar) 0 of 2");
  });

  it("makes /ml/faq and /ar/faq with their language and catalogue, and prints what the FAQs' translations cover", async () => {
    const faqs = { nodes: ["faq-01", "faq-02"].map((agencyId) => ({ agencyId })) };
    const faqTranslations = {
      nodes: [
        { faqId: "faq-01", language: "ml", question: "ചോദ്യം ഒന്ന്?", answer: "ഉത്തരം ഒന്ന്." },
        { faqId: "faq-02", language: "ml", question: "ചോദ്യം രണ്ട്?", answer: "ഉത്തരം രണ്ട്." },
        { faqId: "faq-01", language: "ar", question: "السؤال الأول؟", answer: "الجواب الأول." },
        { faqId: "faq-99", language: "ar", question: "سؤال آخر؟", answer: "جواب آخر." },
      ],
    };
    const { created, warnings, infos } = await pagesFor([destination("dst-a")], tourWords(), undefined, {
      faqs,
      faqTranslations,
    });
    const ml = contextOf(created, "/ml/faq") as { language: string; messages: Record<string, unknown> };
    expect(ml.language).toBe("ml");
    expect(ml.messages["nav.home"]).toBe("ഹോം");
    expect(contextOf(created, "/ar/faq")).toMatchObject({ language: "ar", messages: { "nav.home": "الرئيسية" } });
    expect(infos).toContain("[editions] FAQs translated: മലയാളം (ml) 2 of 2, العربية (ar) 1 of 2");
    // A page made of blocks carries the translations of the questions its FAQ lists show, and the FAQ's words.
    expect(contextOf(created, "/ar/kerala-honeymoon")).toMatchObject({
      faqTranslations: [{ faqId: "faq-01", question: "السؤال الأول؟", answer: "الجواب الأول." }],
      messages: { "faq.number": expect.any(String) },
    });
    expect((contextOf(created, "/ml/kerala-honeymoon") as { faqTranslations: unknown[] }).faqTranslations).toHaveLength(
      2,
    );
    expect(contextOf(created, "/ml/about")).not.toHaveProperty("faqTranslations");
    expect(warnings).toContain(
      '[content] content/faq-translations.json: entry [3] (ar, faqId "faq-99"): the booking system publishes no ' +
        "question with this id, so this translation is shown nowhere; correct the id or remove the entry",
    );
  });

  it("makes /, /about and /privacy in each edition from their translations, with the blocks' words and the notice's date in the edition's, and prints the coverage", async () => {
    const { created, infos } = await pagesFor([destination("dst-a")]);
    const home = contextOf(created, "/ml") as Record<string, unknown> & { messages: Record<string, unknown> };
    expect(home).toMatchObject({ id: "ml/", language: "ml" });
    expect(home.messages["blocks.carousel.next"]).toBe("അടുത്ത സ്ലൈഡ്");
    expect(home.messages["nav.home"]).toBe("ഹോം");
    expect(contextOf(created, "/ar/about")).toMatchObject({ id: "ar/about", language: "ar" });
    expect(contextOf(created, "/")).toEqual({ id: "en/", editions: ["en", "ml", "ar"] });
    expect(contextOf(created, "/ml/service")).toMatchObject({ id: "ml/service", language: "ml" });
    expect(contextOf(created, "/ml/e2e-offer")).toBeUndefined();
    // The notice's own words come with the notice only.
    expect(home.messages["privacy.contact"]).toBeUndefined();
    expect(
      (contextOf(created, "/ml/privacy") as { messages: Record<string, unknown> }).messages["privacy.contact"],
    ).toBe("സ്വകാര്യതാ ചുമതലക്കാരൻ");
    // The privacy notice's date is the English notice's, its version, written as each edition writes a date.
    expect(contextOf(created, "/ml/privacy")).toMatchObject({
      lastUpdated: { iso: "2026-11-25", text: "2026 നവംബർ 25" },
    });
    expect(contextOf(created, "/ar/privacy")).toMatchObject({
      lastUpdated: { iso: "2026-11-25", text: "25 نوفمبر 2026" },
    });
    expect(infos).toContain("[editions] Pages made of blocks translated: മലയാളം (ml) 5 of 6, العربية (ar) 6 of 6");
  });

  it("publishes a landing page in each edition it has a translation in, with no list to edit, and names them on its pages", async () => {
    const { created, warnings } = await pagesFor([destination("dst-a")]);
    // Translated into Arabic only: its Arabic page is made, and both pages name the two editions (switch, alternates).
    expect(contextOf(created, "/e2e-offer")).toEqual({ id: "en/e2e-offer", editions: ["en", "ar"] });
    expect(contextOf(created, "/ar/e2e-offer")).toMatchObject({
      id: "ar/e2e-offer",
      language: "ar",
      editions: ["en", "ar"],
    });
    expect(contextOf(created, "/ml/e2e-offer")).toBeUndefined();
    expect(contextOf(created, "/ml/kerala-honeymoon")).toMatchObject({ editions: ["en", "ml", "ar"] });
    expect(warnings.filter((warning) => warning.includes("not published"))).toEqual([]);
  });

  it("makes a blog post's page in each edition it is translated into", async () => {
    const blogs = {
      nodes: ["blog-a", "blog-b"].map((agencyId) => ({ agencyId, createdAt: "2026-03-05T08:00:00.000Z" })),
    };
    const blogTranslations = {
      nodes: [
        { blogId: "blog-a", language: "ml" },
        { blogId: "blog-a", language: "ar" },
        { blogId: "blog-gone", language: "ar" },
      ],
    };
    const { created, warnings, infos } = await pagesFor([destination("dst-a")], tourWords(), undefined, {
      blogs,
      blogTranslations,
    });
    expect(contextOf(created, "/blog-details/blog-a")).toEqual({ agencyId: "blog-a", editions: ["en", "ml", "ar"] });
    expect(contextOf(created, "/blog-details/blog-b")).toEqual({ agencyId: "blog-b", editions: ["en"] });
    expect(contextOf(created, "/ml/blog-details/blog-a")).toMatchObject({
      agencyId: "blog-a",
      language: "ml",
      editions: ["en", "ml", "ar"],
      messages: { "blog.filed": "വിഭാഗം", "sidebar.recent": expect.any(String) },
    });
    expect(contextOf(created, "/ar/blog-details/blog-a")).toMatchObject({
      language: "ar",
      editions: ["en", "ml", "ar"],
    });
    expect(contextOf(created, "/ml/blog-details/blog-b")).toBeUndefined();
    expect(infos).toContain("[editions] Blog posts translated: മലയാളം (ml) 1 of 2, العربية (ar) 1 of 2");
    expect(warnings).toContain(
      '[content] content/blog-translations.json: entry [2] (ar, blogId "blog-gone"): the booking system publishes no ' +
        "post with this id, so this translation is shown nowhere; correct the id or remove the entry",
    );
  });

  it("makes each destination list in every edition with the lists' words, and prints what the region translations cover", async () => {
    const destinationThemes = {
      nodes: [
        { destinationId: "dst-a", region: "Kerala", themes: ["Hills", "Honeymoon"] },
        { destinationId: "dst-b", region: "Goa", themes: ["hills"] },
      ],
    };
    const themeTranslations = {
      nodes: [
        { label: "Kerala", language: "ml" },
        { label: "Hills", language: "ml" },
        { label: "Kerala", language: "ar" },
        { label: "Snow", language: "ar" },
      ],
    };
    const { created, warnings, infos } = await pagesFor([destination("dst-a")], tourWords(), undefined, {
      destinationThemes,
      themeTranslations,
    });
    expect(contextOf(created, "/destination/Domestic")).toEqual({
      types: ["Domestic"],
      type: "Domestic",
      language: "en",
    });
    expect(contextOf(created, "/destinations")).toEqual({
      types: ["International", "Domestic"],
      type: null,
      language: "en",
    });
    const ml = contextOf(created, "/ml/destination/Domestic") as Record<string, unknown> & {
      messages: Record<string, unknown>;
    };
    expect(ml).toMatchObject({ types: ["Domestic"], type: "Domestic", language: "ml" });
    expect(ml.messages["finder.sort"]).toBe("ക്രമം");
    expect(ml.messages["nav.home"]).toBe("ഹോം");
    expect(contextOf(created, "/ar/destinations")).toMatchObject({ type: null, language: "ar" });
    expect(contextOf(created, "/ar/destination/International")).toMatchObject({ type: "International" });
    // Kerala, Goa, Hills (twice spelt) and Honeymoon: four labels.
    expect(infos).toContain("[editions] Regions and themes translated: മലയാളം (ml) 2 of 4, العربية (ar) 1 of 4");
    expect(warnings).toContain(
      '[content] content/theme-translations.json: entry [3] (ar, label "Snow"): no destination has this region or ' +
        "theme in content/destination-themes.json, so this translation is shown nowhere; correct the label or remove " +
        "the entry",
    );
  });

  it("makes /ml/tour and /ar/tour with the tour list's words", async () => {
    const { created } = await pagesFor([destination("dst-a")]);
    expect(contextOf(created, "/ml/tour")).toMatchObject({
      language: "ml",
      messages: { "tours.sort": "ക്രമം", "nav.home": "ഹോം" },
    });
    expect(contextOf(created, "/ar/tour")).toMatchObject({ language: "ar", messages: { "tours.sort": "الترتيب حسب" } });
  });

  it("makes each tour's page and /tour-details in every edition, naming the three, with the trip's and tours' words", async () => {
    const { created } = await pagesFor([destination("dst-a")]);
    const editions = ["en", "ml", "ar"];
    for (const english of ["/tour-details/tour-x", "/tour-details"]) {
      expect(contextOf(created, english)).toEqual({ agencyId: "tour-x", editions });
      expect(contextOf(created, `/ml${english}`)).toMatchObject({
        agencyId: "tour-x",
        editions,
        language: "ml",
        messages: { "tours.details.overview": "ഒറ്റനോട്ടത്തിൽ", "trip.enquire": "ഈ യാത്രയെക്കുറിച്ച് അന്വേഷിക്കുക" },
      });
      expect(contextOf(created, `/ar${english}`)).toMatchObject({ language: "ar", editions });
    }
  });

  it("refuses an edition of /tour whose title and introduction content/tour-catalogue.json does not translate", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "tour-editions-"));
    try {
      cpSync("src/i18n/messages", path.join(root, "src/i18n/messages"), { recursive: true });
      const catalogue = JSON.parse(readFileSync("content/tour-catalogue.json", "utf8")) as {
        translations: { language: string }[];
      };
      catalogue.translations = catalogue.translations.filter((entry) => entry.language !== "ml");
      mkdirSync(path.join(root, "content"));
      writeFileSync(path.join(root, "content/tour-catalogue.json"), JSON.stringify(catalogue));
      const created: { path: string }[] = [];
      expect(() => createEditionPages((page) => void created.push(page), BLOCK_PAGE_ROUTES, root)).toThrow(
        "content/tour-catalogue.json has no മലയാളം (ml) translation of its title and introduction, which /ml/tour " +
          "shows: add one under Translations (the CMS's Tour list), or take /tour out of src/i18n/translated-pages.ts",
      );
      expect(created.map((page) => page.path)).not.toContain("/ml/tour");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("content/blog-translations.json", () => {
  const entry = { blogId: "blog-a", language: "ml", title: "തലക്കെട്ട്", excerpt: "ചുരുക്കം.", content: "ഖണ്ഡിക." };

  it("refuses a post translated twice into one language, a post id that is not one and an empty title, naming each", () => {
    const result = blogTranslationsSchema.safeParse([
      entry,
      { ...entry, title: "രണ്ടാമത്" },
      { ...entry, blogId: "blog a/../x", language: "ar" },
      { ...entry, language: "ar", blogId: "blog-b", title: " " },
    ]);
    expect(result.success).toBe(false);
    const problems = result.error!.issues.map((issue) => issue.path.join("."));
    expect(problems).toEqual(expect.arrayContaining(["1.blogId", "2.blogId", "3.title"]));
    expect(result.error!.issues.find((issue) => issue.path.join(".") === "1.blogId")!.message).toMatch(
      /already translated into ml by entry \[0\]/,
    );
  });

  it("holds the reference translations: two posts in Malayalam and Arabic, every post the booking system's", () => {
    const parsed = blogTranslationsSchema.parse(blogTranslationFile);
    expect(parsed.map(({ blogId, language }) => `${blogId} ${language}`).sort()).toEqual([
      "blog-houseboat-guide-alleppey ar",
      "blog-houseboat-guide-alleppey ml",
      "blog-kerala-sadya-food-guide ar",
      "blog-kerala-sadya-food-guide ml",
    ]);
    const { warnings } = blogPostEditions(
      seedBlogs.map((post) => ({ agencyId: post._id })),
      parsed,
    );
    expect(warnings).toEqual([]);
  });
});
