import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import translations from "../content/faq-translations.json";
import tripTranslations from "../content/trip-translations.json";
import malayalamHome from "../content/pages/ml/home.json";
import arabicHome from "../content/pages/ar/home.json";
import malayalamHoneymoon from "../content/pages/ml/kerala-honeymoon.json";
import blogTranslations from "../content/blog-translations.json";
import tourCatalogue from "../content/tour-catalogue.json";
import tourPackages from "../server/seed/tour-packages.json";
import tourWords from "../content/tours.json";
import malayalamNames from "../server/seed/translations/ml.json";
import notice from "../content/pages/privacy.json";
import faqs from "../server/seed/faqs.json";
import { expect, expectNoAxeViolations, scrollToForm, test } from "./fixtures";
import { humanPause, storedWith, uniqueMarker, withContactsEndpoint } from "./enquiry-helpers";
import { ROUTES } from "./routes";
import { indiaDate } from "../src/lib/dates";
import { ratesShownOn } from "../src/lib/currencies";
import { CURRENCY_RATES } from "../src/lib/currency-rates";

/**
 * The editions (issue 41, design decision 35): the FAQ in Malayalam at /ml/faq and in Arabic at /ar/faq, beside
 * the English /faq. Each says its language and direction, names the other two as alternates, and offers them in
 * its language switch; the questions are the marketers' translations.
 */
const EDITIONS = [
  { path: ROUTES.faq, lang: "en-IN", dir: "ltr", name: "English" },
  { path: `/ml${ROUTES.faq}`, lang: "ml", dir: "ltr", name: "മലയാളം" },
  { path: `/ar${ROUTES.faq}`, lang: "ar", dir: "rtl", name: "العربية" },
] as const;

const translated = (language: string, faqId: string) =>
  translations.find((entry) => entry.language === language && entry.faqId === faqId)!;

/** A tour's name as the booking system gives it in Malayalam (the reference API's ?locale=ml). */
const malayalamName = (id: string) =>
  malayalamNames["tour-packages"][id as keyof (typeof malayalamNames)["tour-packages"]].name;

/** The page's alternates: hreflang → path. */
const alternates = (page: Page) =>
  page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(
        links.map((link) => [link.getAttribute("hreflang"), new URL(link.getAttribute("href")!).pathname]),
      ),
    );

/**
 * Each edition of the page at `english` (the English address) says its language and direction, names all three
 * with x-default as alternates, and its canonical address is its own.
 */
async function expectEditionsOf(page: Page, english: string) {
  // The home page's editions are /ml and /ar (no trailing slash, as every address of the site).
  const inEdition = (code: string) => (english === "/" ? `/${code}` : `/${code}${english}`);
  const editions = [
    { path: english, lang: "en-IN", dir: "ltr" },
    { path: inEdition("ml"), lang: "ml", dir: "ltr" },
    { path: inEdition("ar"), lang: "ar", dir: "rtl" },
  ];
  for (const edition of editions) {
    await page.goto(edition.path);
    await expect(page.locator("html")).toHaveAttribute("lang", edition.lang);
    await expect(page.locator("html")).toHaveAttribute("dir", edition.dir);
    expect(await alternates(page)).toEqual({
      "en-IN": english,
      ml: inEdition("ml"),
      ar: inEdition("ar"),
      "x-default": english,
    });
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical!).pathname).toBe(edition.path);
  }
}

/** Each page at `paths` fits the width it is shown at (no sideways scroll, at 390 px too) and axe finds nothing. */
async function expectFitsAndAccessible(page: Page, paths: readonly string[]) {
  for (const path of paths) {
    await page.goto(path);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      path,
    ).toBe(0);
    await expectNoAxeViolations(page);
  }
}

/** Sends a Malayalam enquiry form as a visitor does (after a human's pause) and waits for the office to store it. */
async function sendMalayalamForm(page: Page, form: Locator) {
  await humanPause(page);
  await withContactsEndpoint(async () => {
    const answered = page.waitForResponse(
      (response) => response.url().endsWith("/api/contacts") && response.request().method() === "POST",
    );
    await form.getByRole("button", { name: "സന്ദേശം അയയ്ക്കുക" }).click();
    expect((await answered).status()).toBe(201);
  });
}

/** The language switch: in the top bar (both widths). */
const languageSwitch = (page: Page, label: string) => page.getByRole("banner").getByRole("navigation", { name: label });

/** An English page's switch names `missing` editions with "not available" in their own language, and links to none. */
async function expectNoOtherEdition(page: Page, missing: ("ml" | "ar")[]) {
  const languages = languageSwitch(page, "Language");
  await expect(languages.locator("[aria-current=page]")).toHaveText("English");
  const said = { ml: "മലയാളം (ലഭ്യമല്ല)", ar: "العربية (غير متاحة)" };
  for (const code of missing) {
    await expect(languages.getByText(said[code])).toBeVisible();
    await expect(languages.getByText(said[code])).toHaveAttribute("lang", code);
  }
  await expect(languages.getByRole("link")).toHaveCount(2 - missing.length);
}

test("each edition of the FAQ says its language and direction and names all three as alternates", async ({ page }) => {
  await expectEditionsOf(page, ROUTES.faq);
});

test("the English /faq keeps the backend's English questions: no translation reaches it", async ({ page }) => {
  await page.goto(ROUTES.faq);
  const english = faqs.filter((faq) => faq.isActive).map((faq) => faq.question);
  await expect(page.locator("details").getByRole("heading", { level: 2 })).toHaveText(
    english.map((question, index) => `Q${index + 1} ${question}`),
  );
  expect(await page.locator("main").innerText()).not.toMatch(/\p{Script=Arabic}|\p{Script=Malayalam}/u);
});

test("/ml/faq and /ar/faq read in their language: headings, questions, answers, the enquiry form", async ({ page }) => {
  await page.goto(`/ml${ROUTES.faq}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("പതിവ് ചോദ്യങ്ങൾ");
  const first = page.locator("details").first();
  await expect(first.getByRole("heading", { level: 2 })).toContainText(translated("ml", "faq-01").question);
  await expect(first).toContainText(translated("ml", "faq-01").answer);
  // Every question has its translation: none is marked as English.
  await expect(page.locator("main details [lang=en]")).toHaveCount(0);
  // The enquiry form in Malayalam; the office's reply time is one of its facts in English, and says so.
  const mlForm = page.getByRole("form", { name: "കൂടുതൽ ചോദ്യങ്ങളുണ്ടോ?" });
  await expect(mlForm.getByLabel("നിങ്ങളുടെ പേര്")).toBeVisible();
  await expect(mlForm.getByRole("button", { name: "സന്ദേശം അയയ്ക്കുക" })).toBeVisible();
  await expect(page.locator("main [lang=en]").filter({ hasText: /\S/ })).toHaveText(["one working day"]);

  await page.goto(`/ar${ROUTES.faq}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الأسئلة الشائعة");
  await expect(page.locator("details").nth(6).getByRole("heading", { level: 2 })).toContainText(
    translated("ar", "faq-07").question,
  );
  const arForm = page.getByRole("form", { name: "هل لديك أسئلة أخرى؟" });
  await expect(arForm.getByLabel("اسمك")).toBeVisible();
  await expect(arForm.getByRole("button", { name: "إرسال الرسالة" })).toBeVisible();
});

test("the language switch lands on the same page in the other edition, and back", async ({ page }) => {
  await page.goto(ROUTES.faq);
  await languageSwitch(page, "Language").getByRole("link", { name: "മലയാളം" }).click();
  await expect(page).toHaveURL(/\/ml\/faq$/);
  await languageSwitch(page, "ഭാഷ").getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/faq$/);
  await expect(languageSwitch(page, "اللغة").locator("[aria-current=page]")).toHaveText("العربية");
  await languageSwitch(page, "اللغة").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
});

test("a page with no other edition has no alternates, and its switch says it is not in Malayalam or Arabic yet", async ({
  page,
}) => {
  await page.goto(ROUTES.serviceDetails);
  expect(await alternates(page)).toEqual({});
  await expectNoOtherEdition(page, ["ml", "ar"]);
});

test("the Arabic FAQ has no sideways scroll, and axe finds nothing in either edition", async ({ page }) => {
  await expectFitsAndAccessible(
    page,
    EDITIONS.slice(1).map(({ path }) => path),
  );
});

test("each edition fetches its own script's font, within its budget; the English page only the names' letters", async ({
  page,
}) => {
  const fonts = new Map<string, number>();
  page.on("response", async (response) => {
    if (/noto-sans-(malayalam|arabic)|edition-name-(ml|ar)/.test(response.url()))
      fonts.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).length);
  });
  const fetched = async (path: string) => {
    fonts.clear();
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForLoadState("networkidle");
    return Object.fromEntries(
      [...fonts].map(([url, bytes]) => [/(noto-sans-\w+|edition-name-\w+)/.exec(url)![1], bytes] as const),
    );
  };
  // The switch names the other editions in their own letters: a cut of each font, a few KB.
  const english = await fetched(ROUTES.faq);
  expect(Object.keys(english).sort()).toEqual(["edition-name-ar", "edition-name-ml"]);
  for (const bytes of Object.values(english)) expect(bytes).toBeLessThanOrEqual(4 * 1024);
  const malayalam = await fetched(`/ml${ROUTES.faq}`);
  expect(Object.keys(malayalam).sort()).toEqual(["edition-name-ar", "noto-sans-malayalam"]);
  expect(malayalam["noto-sans-malayalam"]! + malayalam["edition-name-ar"]!).toBeLessThanOrEqual(30 * 1024);
  const arabic = await fetched(`/ar${ROUTES.faq}`);
  expect(Object.keys(arabic).sort()).toEqual(["edition-name-ml", "noto-sans-arabic"]);
  expect(arabic["noto-sans-arabic"]! + arabic["edition-name-ml"]!).toBeLessThanOrEqual(60 * 1024);
  // A page without editions says so in the same letters: the same cuts, never the whole fonts.
  const untranslated = await fetched(ROUTES.service);
  expect(Object.keys(untranslated).sort()).toEqual(["edition-name-ar", "edition-name-ml"]);
});

test.describe("search in each edition's own words", () => {
  /** The header's search of an edition: its link, then the dialog and its field, named in the edition's words. */
  async function openSearch(page: Page, words: { link: string; dialog: string }) {
    await page.getByRole("banner").getByRole("link", { name: words.link, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: words.dialog });
    await expect(dialog.getByRole("combobox")).toBeFocused();
    return dialog;
  }
  const quotation = "ക്വട്ടേഷൻ"; // in /ml/faq's first answer, and in the Malayalam privacy notice

  test("/ml/faq's search finds the Malayalam FAQ, corrects a Malayalam typo and speaks Malayalam", async ({ page }) => {
    await page.goto(`/ml${ROUTES.faq}`);
    const dialog = await openSearch(page, { link: "തിരയുക", dialog: "സൈറ്റിൽ തിരയുക" });
    const box = dialog.getByRole("combobox", { name: "യാത്രകൾ, ടൂറുകൾ, ബ്ലോഗ്, പതിവ് ചോദ്യങ്ങൾ എന്നിവയിൽ തിരയുക" });
    await box.fill(quotation);
    await expect(dialog.getByRole("status")).toHaveText("2 പേജുകൾ കണ്ടെത്തി.");
    await expect(dialog.getByRole("option")).toHaveCount(2);
    const result = dialog.getByRole("option").filter({ hasText: "പതിവ് ചോദ്യങ്ങൾ" });
    await expect(result.locator("mark").first()).toHaveText(quotation);
    await expect(dialog.getByRole("option").filter({ hasText: "സ്വകാര്യതാ അറിയിപ്പ്" })).toHaveCount(1);
    // One letter wrong (ശ for ഷ): the edition's own words correct it, and the visitor is told in Malayalam.
    await box.fill("ക്വട്ടേശൻ");
    await expect(dialog.getByRole("status")).toHaveText(`2 പേജുകൾ കണ്ടെത്തി. “${quotation}” എന്നതിന്റെ ഫലങ്ങളാണ് കാണിക്കുന്നത്.`);
    await expectNoAxeViolations(page);
    await result.click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/ml\/faq\/?$/);

    // A link from a Malayalam page to an English one (an untranslated trip's page, from the Malayalam list of
    // destinations; no full load): the search there is English's again.
    await page.getByRole("contentinfo").getByRole("link", { name: "സ്ഥലങ്ങൾ", exact: true }).click();
    await expect(page).toHaveURL(/\/ml\/destinations$/);
    await page.locator('article a[hreflang="en"]').first().click();
    await expect(page).toHaveURL(/\/destination-details\/dst-/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    const english = await openSearch(page, { link: "Search", dialog: "Search the site" });
    await english.getByRole("combobox").fill("munnar");
    await expect(english.getByRole("option").first()).toContainText("Munnar");
  });

  test("/ar/search lists the Arabic FAQ in Arabic, right to left; English search never lists another edition", async ({
    page,
  }) => {
    await page.goto(`/ar${ROUTES.search}?q=${encodeURIComponent("التأشيرة")}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("بحث");
    // The FAQ, and the Arabic trips whose words name the visa (Dubai's, Sri Lanka's…): Arabic pages only.
    await expect(page.getByRole("status")).toHaveText(/^وجدنا /);
    await expect(page.getByRole("option").filter({ hasText: "الأسئلة الشائعة" })).toHaveCount(1);
    for (const href of await page
      .getByRole("option")
      .locator("a")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href"))))
      expect(href).toMatch(/^\/ar\//);
    // Every list it offers to browse is in the edition (the destinations, the tours, the blog, the FAQ): its own
    // page, not marked English.
    const browse = page.getByRole("region", { name: "أو تصفّح" });
    await expect(browse.getByRole("link", { name: "كل الوجهات" })).toHaveAttribute("href", "/ar/destinations");
    await expect(browse.getByRole("listitem").nth(1).getByRole("link")).toHaveAttribute("href", "/ar/tour");
    await expect(browse.locator("[hreflang]")).toHaveCount(0);
    await expect(browse).not.toContainText("(بالإنجليزية)");
    await expect(browse.getByRole("link", { name: "أسئلة وأجوبة" })).toHaveAttribute("href", "/ar/faq");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
    await expectNoAxeViolations(page);

    // The English index has the English pages only: the Malayalam word is on no English page.
    await page.goto(`${ROUTES.search}?q=${encodeURIComponent(quotation)}`);
    await expect(page.getByRole("status")).toHaveText(`No pages found for “${quotation}”. Try another word.`);
  });
});

test("each edition of the contact page says its language and direction and names all three as alternates", async ({
  page,
}) => {
  await expectEditionsOf(page, ROUTES.contact);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("اتصل بنا");
  await expect(page.getByRole("button", { name: "إرسال الرسالة" })).toBeVisible();
});

test("the language switch on /contact lands on the contact page in each edition", async ({ page }) => {
  await page.goto(ROUTES.contact);
  await languageSwitch(page, "Language").getByRole("link", { name: "മലയാളം" }).click();
  await expect(page).toHaveURL(/\/ml\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ഞങ്ങളെ ബന്ധപ്പെടുക");
  await languageSwitch(page, "ഭാഷ").getByRole("link", { name: "العربية" }).click();
  await expect(page).toHaveURL(/\/ar\/contact$/);
  await languageSwitch(page, "اللغة").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
});

test("an enquiry from /ml/contact is stored as Malayalam and offered on WhatsApp in Malayalam", async ({
  page,
}, testInfo) => {
  const marker = uniqueMarker(testInfo.project.name);
  await page.goto(`/ml${ROUTES.contact}`);
  const form = page.getByRole("form", { name: "ഞങ്ങൾക്ക് ഒരു സന്ദേശം അയയ്ക്കൂ" });
  // Sending needs the script: the button is enabled once the page has hydrated.
  await expect(form.getByRole("button", { name: "സന്ദേശം അയയ്ക്കുക" })).toBeEnabled();
  // An empty name is marked in Malayalam, as the API's rule code says.
  await form.getByLabel("ഇ-മെയിൽ", { exact: true }).fill("meera@");
  await form.getByRole("button", { name: "സന്ദേശം അയയ്ക്കുക" }).click();
  await expect(form.getByLabel("നിങ്ങളുടെ പേര്")).toHaveAccessibleDescription("പേര് നൽകുക");
  await expect(form.getByLabel("ഇ-മെയിൽ", { exact: true })).toHaveAccessibleDescription(
    "ശരിയായ ഒരു ഇ-മെയിൽ വിലാസം നൽകുക",
  );
  await form.getByLabel("നിങ്ങളുടെ പേര്").fill("Meera Nair");
  await form.getByLabel("ഇ-മെയിൽ", { exact: true }).fill("meera@example.in");
  await form.getByLabel("വിഷയം").fill(`മൂന്നാർ യാത്ര ${marker}`);
  await form.getByLabel("സന്ദേശം").fill("രണ്ട് മുതിർന്നവർ, ജൂണിൽ.");
  await sendMalayalamForm(page, form);
  expect(await storedWith(marker)).toEqual([expect.objectContaining({ language: "ml", name: "Meera Nair" })]);
  const chat = form.getByRole("link", { name: /^വാട്സ്ആപ്പിൽ തുടരുക/ });
  const text = new URL((await chat.getAttribute("href"))!).searchParams.get("text");
  expect(text).toBe(
    `നമസ്കാരം! ഞാൻ Meera Nair.\nഇ-മെയിൽ: meera@example.in\nവിഷയം: മൂന്നാർ യാത്ര ${marker}\n\nരണ്ട് മുതിർന്നവർ, ജൂണിൽ.`,
  );
});

test("the contact page's editions have no sideways scroll, and axe finds nothing in them", async ({ page }) => {
  await expectFitsAndAccessible(page, [`/ml${ROUTES.contact}`, `/ar${ROUTES.contact}`]);
});

test.describe("a trip's pages in each edition", () => {
  const details = "/destination-details/dst-munnar";
  const itinerary = "/Itinerary/dst-munnar";
  const munnarIn = (language: "ml" | "ar") =>
    (tripTranslations as { destinationId: string; language: string; name: string; places: string[] }[]).find(
      (entry) => entry.destinationId === "dst-munnar" && entry.language === language,
    )!;

  test("a trip's page and its itinerary say their language and direction and name all three as alternates", async ({
    page,
  }) => {
    await expectEditionsOf(page, details);
    await expectEditionsOf(page, itinerary);
  });

  test("/ml/ and /ar/ Munnar read in their language, and the switch lands on the same page in each edition", async ({
    page,
  }) => {
    await page.goto(`/ml${details}`);
    const ml = munnarIn("ml");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ml.name);
    await expect(page.locator("#spots + ul li")).toHaveText(ml.places);
    await expect(page.getByRole("link", { name: "യാത്രാപരിപാടി കാണുക" })).toHaveAttribute("href", `/ml${itinerary}`);
    // Nothing of the page's own is English; what is marked English is the office's reply time (one of its facts in
    // English) and a similar trip not translated yet, its English name linking its English page.
    await expect(page.locator("main p [lang=en]").filter({ hasText: "one working day" })).toHaveCount(1);
    const marked = page.locator("main [lang=en]").filter({ hasText: /\S/ }).filter({ hasNotText: "one working day" });
    for (const english of await marked.all()) {
      await expect(english).toHaveAttribute("hreflang", "en");
      await expect(english).toHaveAttribute("href", /^\/destination-details\//);
      expect(await english.evaluate((element) => element.closest("#similar-trips + ul") !== null)).toBe(true);
    }
    await languageSwitch(page, "ഭാഷ").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(new RegExp(`/ar${details}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(munnarIn("ar").name);
    await languageSwitch(page, "اللغة").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(new RegExp(`${details}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Munnar");

    await page.goto(`/ar${itinerary}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(munnarIn("ar").name);
    await expect(page.getByRole("heading", { level: 2, name: "يومًا بيوم" })).toBeVisible();
    await languageSwitch(page, "اللغة").getByRole("link", { name: "മലയാളം" }).click();
    await expect(page).toHaveURL(new RegExp(`/ml${itinerary}$`));
  });

  test("an Arabic trip page and itinerary have no sideways scroll, and axe finds nothing in either edition", async ({
    page,
  }) => {
    await expectFitsAndAccessible(page, [`/ar${details}`, `/ar${itinerary}`, `/ml${details}`, `/ml${itinerary}`]);
  });

  test("the Malayalam itinerary offers its Malayalam brochure, the Arabic one its Arabic brochure", async ({
    page,
    request,
  }) => {
    await page.goto(`/ml${itinerary}`);
    const brochure = page.getByRole("link", { name: "യാത്രാപരിപാടി ഡൗൺലോഡ് ചെയ്യുക (PDF)" });
    await expect(brochure).toHaveAttribute("href", "/assets/pdf/itineraries/dst-munnar-itinerary.ml.pdf");
    const response = await request.get((await brochure.getAttribute("href"))!);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    const file = path.join(mkdtempSync(path.join(tmpdir(), "brochure-")), "munnar.ml.pdf");
    writeFileSync(file, await response.body());
    const read = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
    expect(read).toContain(munnarIn("ml").name);
    expect(read).toMatch(/\p{Script=Malayalam}{3,}/u);
    expect(read).toContain("₹18,500");
    // The price in dirhams and the others beside it, in Malayalam words, while the rates are recent.
    // (pdftotext gives a vowel sign written before its consonant in the order it is drawn: match around it.)
    if (ratesShownOn(CURRENCY_RATES, indiaDate(new Date())))
      expect(read).toMatch(/തുക, പണമടയ്ക്കുന്നത് ₹-ൽ: AED [\d,]+ · SAR/);

    await page.goto(`/ar${itinerary}`);
    const arabic = page.getByRole("link", { name: "تنزيل برنامج الرحلة (PDF)" });
    await expect(arabic).toHaveAttribute("href", "/assets/pdf/itineraries/dst-munnar-itinerary.ar.pdf");
    await expect(arabic).not.toHaveAttribute("hreflang");
    const arabicFile = path.join(path.dirname(file), "munnar.ar.pdf");
    writeFileSync(arabicFile, await (await request.get((await arabic.getAttribute("href"))!)).body());
    // pdftotext marks each run's direction: read without the marks, the Arabic words are in the order written.
    const arabicText = execFileSync("pdftotext", [arabicFile, "-"], { encoding: "utf8" }).replace(
      /[\u202a-\u202e]/g,
      "",
    );
    expect(arabicText).toContain(munnarIn("ar").name);
    expect(arabicText).toContain("₹18,500");
  });

  test("a trip without a translation has its English pages only, and its switch says so", async ({ page, watch }) => {
    watch.expectConsoleErrors(/status of 404/);
    const response = await page.goto("/ml/destination-details/dst-goa");
    expect(response?.status()).toBe(404);
    await page.goto("/destination-details/dst-goa");
    expect(await alternates(page)).toEqual({});
    await expectNoOtherEdition(page, ["ml", "ar"]);
  });

  test("an enquiry from /ml/ Munnar is stored as Malayalam, about the trip, and offered on WhatsApp in Malayalam", async ({
    page,
  }, testInfo) => {
    const marker = uniqueMarker(testInfo.project.name);
    const ml = munnarIn("ml");
    await page.goto(`/ml${details}`);
    const form = page.getByRole("form", { name: `${ml.name} യാത്രയെക്കുറിച്ച് ചോദിക്കൂ` });
    await scrollToForm(form);
    await expect(form.getByRole("button", { name: "സന്ദേശം അയയ്ക്കുക" })).toBeEnabled();
    await expect(form.getByLabel("വിഷയം")).toHaveValue(`അന്വേഷണം: ${ml.name}`);
    const trip = form.getByRole("group", { name: "നിങ്ങളുടെ യാത്ര" });
    await trip.getByRole("radio", { name: "തീയതി ഉറപ്പിച്ചിട്ടില്ല" }).check();
    await trip.getByLabel("മുതിർന്നവർ").fill("2");
    await trip.getByLabel("മുറികൾ").fill("1");
    await trip.getByLabel("പുറപ്പെടുന്ന നഗരം").fill("Kochi");
    await form.getByLabel("നിങ്ങളുടെ പേര്").fill("Meera Nair");
    await form.getByLabel("ഇ-മെയിൽ", { exact: true }).fill("meera@example.in");
    await form.getByLabel("സന്ദേശം").fill(`ജൂണിൽ രണ്ടുപേർ ${marker}`);
    await sendMalayalamForm(page, form);
    expect(await storedWith(marker)).toEqual([
      expect.objectContaining({ language: "ml", subject: `അന്വേഷണം: ${ml.name}`, name: "Meera Nair" }),
    ]);
    const chat = form.getByRole("link", { name: /^വാട്സ്ആപ്പിൽ തുടരുക/ });
    const text = new URL((await chat.getAttribute("href"))!).searchParams.get("text")!;
    expect(text).toMatch(/^നമസ്കാരം! ഞാൻ Meera Nair\./);
    expect(text).toContain(`വിഷയം: അന്വേഷണം: ${ml.name}`);
  });
});

test.describe("the destination lists in each edition", () => {
  const domestic = "/destination/Domestic";
  const nameIn = (language: "ml" | "ar", destinationId: string) =>
    (tripTranslations as { destinationId: string; language: string; name: string }[]).find(
      (entry) => entry.destinationId === destinationId && entry.language === language,
    )!.name;

  test("each list says its language and direction and names all three as alternates", async ({ page }) => {
    await expectEditionsOf(page, domestic);
    await expectEditionsOf(page, "/destinations");
  });

  test("/ml/ Domestic reads in Malayalam: its cards, finder and pager; an untranslated trip is English, marked so", async ({
    page,
  }) => {
    await page.goto(`/ml${domestic}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ലക്ഷ്യസ്ഥാനങ്ങൾ: ഇന്ത്യയിൽ");
    // A translated trip: its Malayalam name, its Malayalam page.
    const munnar = page.locator("article").filter({ hasText: nameIn("ml", "dst-munnar") });
    await expect(munnar.getByText("ഒരാൾക്ക് ₹18,500")).toBeVisible();
    await expect(munnar.getByRole("link", { name: /വിശദാംശങ്ങൾ/ })).toHaveAttribute(
      "href",
      "/ml/destination-details/dst-munnar",
    );
    await expect(page.getByText(/^15 ലക്ഷ്യസ്ഥാനങ്ങളിൽ 1–8 കാണിക്കുന്നു$/)).toBeVisible();
    await page.getByRole("navigation", { name: "പേജുകൾ" }).getByRole("link", { name: "അടുത്തത്" }).click();
    await expect(page).toHaveURL(/\/ml\/destination\/Domestic\?page=2$/);
    // An untranslated trip: its English name, isolated and marked English, leading to its English page.
    const kashmir = page.locator("article").filter({ has: page.locator("h3 > bdi[lang=en]", { hasText: "Kashmir" }) });
    await expect(kashmir.getByRole("link", { name: /വിശദാംശങ്ങൾ/ })).toHaveAttribute(
      "href",
      "/destination-details/dst-kashmir",
    );
    await expect(kashmir.getByRole("link", { name: /വിശദാംശങ്ങൾ/ })).toHaveAttribute("hreflang", "en");

    // The finder in Malayalam: a region by its Malayalam name, the count in the button's words.
    await page.goto(`/ml${domestic}`);
    // On a phone the selects are behind the "Sort & filter" disclosure.
    const toggle = page.locator("summary").filter({ hasText: /^ക്രമവും ഫിൽട്ടറും/ });
    if (await toggle.isVisible()) await toggle.click();
    await page.getByLabel("പ്രദേശം, യാത്രാതരം").selectOption({ label: "കേരളം (8)" });
    await expect(page).toHaveURL(/theme=kerala/);
    await expect(page.getByRole("button", { name: "8 യാത്രകൾ കാണിക്കുക" })).toBeVisible();
    await expect(page.getByText(/^8 ലക്ഷ്യസ്ഥാനങ്ങളിൽ 1–8 കാണിക്കുന്നു$/)).toBeVisible();
    // A search in Malayalam finds trips by their Malayalam words: "കായൽ" (backwater) the trips on the backwaters.
    await page.getByLabel("ലക്ഷ്യസ്ഥാനങ്ങൾ തിരയുക").fill("കായൽ");
    await expect(page.locator("article h3")).toContainText([nameIn("ml", "dst-alleppey")]);
    await expect(page.locator("article h3").filter({ hasText: nameIn("ml", "dst-munnar") })).toHaveCount(0);
    // Nothing found, in Malayalam, naming what was asked.
    await page.getByLabel("ലക്ഷ്യസ്ഥാനങ്ങൾ തിരയുക").fill("ധ്രുവം");
    await expect(page.getByRole("status")).toHaveText("“ധ്രുവം”, കേരളം: ഇതിന് ചേരുന്ന ലക്ഷ്യസ്ഥാനങ്ങളില്ല.");
    await expect(page.getByRole("link", { name: "സൈറ്റിൽ മുഴുവൻ “ധ്രുവം” തിരയുക" })).toHaveAttribute(
      "href",
      "/ml/search?q=%E0%B4%A7%E0%B5%8D%E0%B4%B0%E0%B5%81%E0%B4%B5%E0%B4%82",
    );
  });

  test("the switch keeps the list and its choices' page; the menu and a trip's trail lead to the edition's list", async ({
    page,
  }) => {
    await page.goto(`/ar${domestic}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الوجهات: داخل الهند");
    // The finder's button (folded away on a phone) counts in Arabic's words.
    await expect(page.locator("form[role=search] button[type=submit]")).toHaveText("اعرض الرحلات (15)");
    await languageSwitch(page, "اللغة").getByRole("link", { name: "മലയാളം" }).click();
    await expect(page).toHaveURL(new RegExp(`/ml${domestic}$`));
    await languageSwitch(page, "ഭാഷ").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(new RegExp(`${domestic}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Destination: Domestic");
    // A Malayalam trip page's trail leads to the Malayalam lists.
    await page.goto("/ml/destination-details/dst-munnar");
    const trail = page.getByRole("navigation", { name: "നിങ്ങൾ ഇവിടെയാണ്" });
    await expect(trail.getByRole("link", { name: "ഇന്ത്യയിൽ" })).toHaveAttribute("href", `/ml${domestic}`);
    await expect(trail.getByRole("link", { name: "ലക്ഷ്യസ്ഥാനങ്ങൾ" })).toHaveAttribute("href", "/ml/destinations");
  });

  test("the lists' editions have no sideways scroll, and axe finds nothing in them", async ({ page }) => {
    await expectFitsAndAccessible(page, [`/ar${domestic}`, "/ar/destination/International", `/ml${domestic}`]);
  });
});

test.describe("the home and about pages in each edition", () => {
  test("/, /about and their editions say their language and direction and name all three as alternates", async ({
    page,
  }) => {
    await expectEditionsOf(page, "/");
    await expectEditionsOf(page, "/about");
    await expectEditionsOf(page, ROUTES.privacy);
  });

  test("the privacy notice in Malayalam and Arabic: the English notice's date in the edition's words, the office's facts marked English, and the forms link to it", async ({
    page,
  }) => {
    await page.goto(`/ml${ROUTES.privacy}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("സ്വകാര്യതാ അറിയിപ്പ്");
    // The notice's version is the English notice's date: every enquiry records it, in any edition.
    await expect(page.locator(`time[datetime="${notice.lastUpdated}"]`)).toBeVisible();
    await expect(page.getByText(/^അവസാനം പുതുക്കിയത്:/)).toBeVisible();
    const device = page.getByRole("region", { name: "നിങ്ങളുടെ ഉപകരണത്തിൽ സൂക്ഷിക്കുന്നത്" });
    await expect(device).toContainText("പരമാവധി 24 മണിക്കൂർ");
    await expect(device).toContainText("പരമാവധി 7 ദിവസം");
    await page.goto(`/ar${ROUTES.privacy}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("إشعار الخصوصية");
    await expect(page.locator("address bdi[lang=en]")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: /^\+91/ })).toHaveAttribute("dir", "ltr");
    // The Malayalam contact form's privacy link leads to the Malayalam notice.
    await page.goto(`/ml${ROUTES.contact}`);
    await expect(page.getByRole("main").getByRole("link", { name: "സ്വകാര്യതാ അറിയിപ്പ്" })).toHaveAttribute(
      "href",
      `/ml${ROUTES.privacy}`,
    );
  });

  test("/ml/ reads in Malayalam: its blocks, their carousels' buttons and links; the backend's English is marked", async ({
    page,
  }) => {
    await page.goto("/ml");
    await expect(page.locator("h1")).toHaveText((malayalamHome.blocks[0] as { heading: string }).heading);
    const hero = page.getByRole("region", { name: "പ്രധാന കാഴ്ചകൾ" });
    await expect(hero.getByRole("button", { name: "അടുത്ത സ്ലൈഡ്" })).toBeVisible();
    // A content link leads to the page in the edition where there is one.
    await expect(hero.getByRole("link", { name: "യാത്രാസ്ഥലങ്ങൾ കാണുക" }).first()).toHaveAttribute(
      "href",
      "/ml/destinations",
    );
    await expect(page.getByRole("heading", { name: "ഓഫറുകളും ഇളവുകളും" })).toBeVisible();
    // The deals' titles and the reviews are the backend's English, marked so; the cards' words are Malayalam.
    await expect(page.locator('[class*="DealsBanner-module--title"][lang=en]').first()).toBeVisible();
    await expect(page.getByText("വാട്സ്ആപ്പിൽ അന്വേഷിക്കുക").first()).toBeVisible();
    const popular = page.getByRole("region", { name: "ജനപ്രിയ യാത്രാസ്ഥലങ്ങൾ" });
    await expect(popular.locator("h3 bdi[lang=en]").first()).toBeVisible();
    await expect(popular.getByText(/^₹[\d,]+ per person$/)).toHaveCount(0);
    await expect(popular.getByText(/ദിവസം$/).first()).toBeVisible();
    await expect(page.locator("figure[lang=en]").first()).toBeAttached();
    // The menu's About leads to the Malayalam about page.
    await page.goto("/ml/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ഞങ്ങളെക്കുറിച്ച്");
    await expect(page.getByRole("heading", { name: "ഞങ്ങളുടെ കഥ" })).toBeVisible();
    await expect(page.getByRole("link", { name: "ഞങ്ങളെ ബന്ധപ്പെടുക" })).toHaveAttribute("href", "/ml/contact");
  });

  test("the switch on the home and about pages lands on the same page in each edition", async ({ page }) => {
    await page.goto("/ar/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("من نحن");
    await languageSwitch(page, "اللغة").getByRole("link", { name: "മലയാളം" }).click();
    await expect(page).toHaveURL(/\/ml\/about$/);
    await languageSwitch(page, "ഭാഷ").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await page.goto("/");
    await languageSwitch(page, "Language").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar$/);
    await expect(page.locator("h1")).toHaveText((arabicHome.blocks[0] as { heading: string }).heading);
  });

  // Each edition in a test of its own: six pages with axe took 14–17 s in one, near the 30 s limit on a busy machine.
  test("the Arabic home, about and privacy pages have no sideways scroll, and axe finds nothing in them", async ({
    page,
  }) => {
    await expectFitsAndAccessible(page, ["/ar", "/ar/about", "/ar/privacy"]);
  });

  test("the Malayalam home, about and privacy pages have no sideways scroll, and axe finds nothing in them", async ({
    page,
  }) => {
    await expectFitsAndAccessible(page, ["/ml", "/ml/about", "/ml/privacy"]);
  });
});

test.describe("the services and a landing page in each edition", () => {
  const LANDING = "/kerala-honeymoon";

  test("/service, a landing page and their editions say their language and direction and name all three as alternates", async ({
    page,
  }) => {
    await expectEditionsOf(page, ROUTES.service);
    await expectEditionsOf(page, LANDING);
  });

  test("/ar/service reads in Arabic: its tiles, cards and tabs lead to the edition's pages, its chats are Arabic", async ({
    page,
  }) => {
    await page.goto(`/ar${ROUTES.service}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("خدماتنا");
    await expect(page.getByRole("link", { name: /^الوجهات: داخل الهند/ })).toHaveAttribute(
      "href",
      "/ar/destination/Domestic",
    );
    // The honeymoon card opens the Arabic landing page, by its Arabic name; another card asks on WhatsApp, in Arabic.
    const honeymoon = page.getByRole("link", { name: /Honeymoon Specials/ });
    await expect(honeymoon).toHaveAttribute("href", `/ar${LANDING}`);
    await expect(honeymoon).toContainText("اطّلع على شهر العسل في كيرالا");
    await expect(honeymoon.getByText("Honeymoon Specials")).toHaveAttribute("lang", "en");
    const visa = page.getByRole("link", { name: /Visa Assistance/ });
    const chat = new URL((await visa.getAttribute("href"))!).searchParams.get("text");
    expect(chat).toBe("مرحبًا! أنا مهتم بخدمتكم: Visa Assistance. هل يمكنكم تزويدي بمزيد من التفاصيل؟");
    const tabs = page.getByRole("tablist", { name: "عروض السفر" });
    // A tap that lands while the tabs' carousel is still being set up (a phone, a busy machine) is tapped again.
    const hotels = tabs.getByRole("tab", { name: "فنادق" });
    await expect(async () => {
      await hotels.click();
      await expect(hotels).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
    }).toPass();
    await expect(
      page.getByRole("tabpanel", { name: "فنادق" }).getByRole("link", { name: "احجز الآن" }).first(),
    ).toHaveAttribute("href", /^\/ar\/contact\?trip=/);
    // The footer's own words are Arabic and lead to the Arabic pages; Site facts are English, marked so.
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "من نحن" })).toHaveAttribute("href", "/ar/about");
    await expect(footer.locator("address")).toHaveAttribute("lang", "en");
  });

  test("/ml/kerala-honeymoon reads in Malayalam: its questions are the FAQ's translations, its enquiry the edition's form", async ({
    page,
  }) => {
    await page.goto(`/ml${LANDING}`);
    await expect(page.locator("h1")).toHaveText(malayalamHoneymoon.title);
    const listed = (malayalamHoneymoon.blocks.find((block) => block.type === "faqList") as { faqIds: string[] }).faqIds;
    const questions = page.locator("details summary h3");
    await expect(questions).toHaveCount(listed.length);
    for (const [index, id] of listed.entries()) {
      const translation = translations.find((entry) => entry.faqId === id && entry.language === "ml")!;
      await expect(questions.nth(index)).toContainText(translation.question);
    }
    await expect(page.locator("details [lang=en]")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "അന്വേഷണം അയയ്ക്കൂ" })).toHaveAttribute(
      "href",
      "/ml/contact?trip=Kerala%20honeymoon&adults=2&rooms=1",
    );
    await expect(page.getByRole("link", { name: /^വാട്സ്ആപ്പിൽ സംസാരിക്കാം/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/\d+\?text=%E0%B4%A8/,
    );
  });

  test("the services and landing pages' editions have no sideways scroll, and axe finds nothing in them", async ({
    page,
  }) => {
    await expectFitsAndAccessible(page, ["/ar/service", `/ar${LANDING}`, "/ml/service", `/ml${LANDING}`]);
  });
});

test.describe("a translated blog post in each edition", () => {
  const post = "blog-houseboat-guide-alleppey";
  const english = `/blog-details/${post}`;
  const translation = (language: string) =>
    blogTranslations.find((entry) => entry.blogId === post && entry.language === language)!;

  test("its editions say their language and direction and name all three as alternates", async ({ page }) => {
    await expectEditionsOf(page, english);
  });

  test("/ml/ reads in Malayalam: the translation's title and text, the edition's words; the booking system's English is marked", async ({
    page,
  }) => {
    await page.goto(`/ml${english}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(translation("ml").title);
    const article = page.locator("article");
    await expect(article.locator("p").filter({ hasText: translation("ml").content.split("\n\n")[0]! })).toBeVisible();
    await expect(article.getByText(/^എഴുതിയത്:/)).toBeVisible();
    await expect(article.locator("bdi[lang=en]")).toHaveText(/\S/);
    await expect(article.getByRole("link", { name: "Houseboat" })).toHaveAttribute("lang", "en");
    await expect(article.locator("time")).toHaveText(/^\d{4} \S+ \d{1,2}$/);
    // The recent posts: the booking system's English, untranslated, lead to their English pages marked so; their
    // dates are the edition's.
    const recent = page.locator('section[aria-labelledby="blog-recent"]');
    await expect(recent.getByRole("link")).toHaveCount(3);
    for (const link of await recent.getByRole("link").all()) {
      await expect(link).toHaveAttribute("href", /^\/blog-details\//);
      await expect(link).toHaveAttribute("lang", "en");
    }
    await expect(recent.locator("time").first()).toHaveText(/^\d{4} \S+ \d{1,2}$/);
    // The switch lands on the same post in each edition.
    await languageSwitch(page, "ഭാഷ").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(new RegExp(`/ar${english}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(translation("ar").title);
    await languageSwitch(page, "اللغة").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(new RegExp(`${english}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test("a post without a translation has its English page only, and its switch says so", async ({ page }) => {
    const untranslated = blogTranslations.some((entry) => entry.blogId === "blog-onam-in-kerala");
    expect(untranslated).toBe(false);
    await page.goto("/blog-details/blog-onam-in-kerala");
    expect(await alternates(page)).toEqual({});
    await expectNoOtherEdition(page, ["ml", "ar"]);
  });

  test("the Arabic post has no sideways scroll, and axe finds nothing in either edition", async ({ page }) => {
    await expectFitsAndAccessible(page, [`/ar${english}`, `/ml${english}`]);
  });
});

test.describe("the blog's list in each edition", () => {
  test("/blog and its editions say their language and direction and name all three as alternates", async ({ page }) => {
    await expectEditionsOf(page, ROUTES.blog);
  });

  test("/ml/blog lists a translated post by its translation, the others in English, marked so; its pages and filters stay in the edition", async ({
    page,
  }) => {
    await page.goto(`/ml${ROUTES.blog}?search=${encodeURIComponent("ഹൗസ്ബോട്ട്")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ബ്ലോഗ്");
    const houseboat = blogTranslations.find(
      (entry) => entry.blogId === "blog-houseboat-guide-alleppey" && entry.language === "ml",
    )!;
    const list = page.getByRole("list", { name: "ബ്ലോഗ് ലേഖനങ്ങൾ" });
    const translated = list.getByRole("link", { name: houseboat.title });
    await expect(translated).toHaveAttribute("href", "/ml/blog-details/blog-houseboat-guide-alleppey");
    await expect(page.getByRole("status")).toContainText("1 ലേഖനം");
    // The whole list: an untranslated post is English, marked so, and leads to its English page.
    await page.getByRole("status").getByRole("link", { name: "എല്ലാ ലേഖനങ്ങളും കാണുക" }).click();
    await expect(page).toHaveURL(/\/ml\/blog$/);
    const english = list.locator("h2[lang=en] a").first();
    await expect(english).toHaveAttribute("href", /^\/blog-details\//);
    await expect(english).toHaveAttribute("hreflang", "en");
    await expect(list.locator("time").first()).toHaveText(/^\d{4} \S+ \d{1,2}$/);
    await expect(
      page.getByRole("navigation", { name: "ബ്ലോഗ് പേജുകൾ" }).getByRole("link", { name: "പേജ് 2" }),
    ).toHaveAttribute("href", "/ml/blog?page=2");
    const category = page.getByRole("complementary").getByRole("link", { name: /^Kerala/ });
    await expect(category).toHaveAttribute("href", "/ml/blog?category=Kerala");
  });

  test("the blog's editions have no sideways scroll, and axe finds nothing in them", async ({ page }) => {
    await expectFitsAndAccessible(page, [`/ar${ROUTES.blog}`, `/ml${ROUTES.blog}`]);
  });
});

test.describe("the tour list in each edition", () => {
  test("/tour and its editions say their language and direction and name all three as alternates", async ({ page }) => {
    await expectEditionsOf(page, ROUTES.tour);
  });

  test("/ml/tour reads in Malayalam around the booking system's English tours, marked so; its search and switch stay on the list", async ({
    page,
  }) => {
    const words = tourCatalogue.translations.find((entry) => entry.language === "ml")!;
    await page.goto(`/ml${ROUTES.tour}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
    const list = page.getByRole("list", { name: "ടൂറുകൾ" });
    // Every tour is named as the booking system names it in Malayalam (?locale=ml); its link leads to its page in
    // the list's edition. The marketers' words about it are English, marked so.
    await expect(list.getByRole("heading", { level: 2 })).toHaveText(
      tourPackages.map((tour) => malayalamName(tour._id)),
    );
    await expect(list.locator("h2[lang]")).toHaveCount(0);
    await expect(list.locator("p[lang=en]").first()).toBeVisible();
    const bali = tourPackages.find((tour) => tour._id === "tour-bali-honeymoon-retreat")!;
    const details = list.getByRole("link", { name: `${malayalamName(bali._id)}: വിശദാംശങ്ങൾ`, exact: true });
    await expect(details).toHaveAttribute("href", `/ml/tour-details/${bali._id}`);
    await expect(details).not.toHaveAttribute("hreflang", /./);
    await page.getByRole("searchbox", { name: "ടൂറുകൾ തിരയുക" }).fill("bali");
    await expect(page.getByRole("status")).toHaveText(`${tourPackages.length} ടൂറുകളിൽ 1 കാണിക്കുന്നു`);
    await expect(page).toHaveURL(/\/ml\/tour\?search=bali$/);
    await languageSwitch(page, "ഭാഷ").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(/\/ar\/tour$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      tourCatalogue.translations.find((entry) => entry.language === "ar")!.title,
    );
  });

  test("the tour list's editions have no sideways scroll, and axe finds nothing in them", async ({ page }) => {
    await expectFitsAndAccessible(page, [`/ar${ROUTES.tour}`, `/ml${ROUTES.tour}`]);
  });
});

test.describe("a tour's page in each edition", () => {
  const bali = tourPackages.find((tour) => tour._id === "tour-bali-honeymoon-retreat")!;
  const balisWords = tourWords.find((entry) => entry.tourId === bali._id)!;

  test("a tour's page and /tour-details say their language and direction and name all three as alternates", async ({
    page,
  }) => {
    await expectEditionsOf(page, ROUTES.tourPage);
    await expectEditionsOf(page, ROUTES.tourDetails);
  });

  test("/ml/tour-details/… reads in Malayalam around the tour's English, marked so; its links stay in the edition", async ({
    page,
  }) => {
    await page.goto(`/ml${ROUTES.tourPage}`);
    // The booking system's Malayalam name; the marketers' words are English, marked so, inside the page's Malayalam.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(malayalamName(bali._id));
    await expect(page.getByRole("heading", { level: 1 }).locator("[lang]")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "ഒറ്റനോട്ടത്തിൽ" })).toBeVisible();
    await expect(page.locator("p[lang=en]").filter({ hasText: balisWords.summary })).toBeVisible();
    await expect(page.getByRole("tab", { name: "ദിവസം 01" })).toBeVisible();
    await expect(page.getByRole("heading", { name: `ദിവസം 01: ${balisWords.plan[0]!.title}` })).toBeVisible();
    const trail = page.getByRole("navigation", { name: /./ }).filter({ has: page.locator("[aria-current=page]") });
    await expect(trail.getByRole("link", { name: "ടൂറുകൾ" })).toHaveAttribute("href", "/ml/tour");
    await expect(page.getByRole("link", { name: "ഈ യാത്രയെക്കുറിച്ച് അന്വേഷിക്കുക" })).toHaveAttribute(
      "href",
      /^\/ml\/contact\?trip=/,
    );
    const more = page.getByRole("complementary").getByRole("link");
    await expect(more.first()).toHaveAttribute("href", /^\/ml\/tour-details\/tour-/);
    await expect(more.first()).toContainText(malayalamName(tourPackages[0]!._id));
    await languageSwitch(page, "ഭാഷ").getByRole("link", { name: "العربية" }).click();
    await expect(page).toHaveURL(new RegExp(`/ar/tour-details/${bali._id}$`));
    await expect(page.getByRole("heading", { level: 2, name: "نظرة عامة" })).toBeVisible();
  });

  test("a tour's editions have no sideways scroll, and axe finds nothing in them", async ({ page }) => {
    await expectFitsAndAccessible(page, [`/ar${ROUTES.tourPage}`, `/ml${ROUTES.tourPage}`, `/ar${ROUTES.tourDetails}`]);
  });
});

test.describe("the shortlist in each edition", () => {
  const munnarMl = (
    tripTranslations as { destinationId: string; language: string; name: string; places: string[] }[]
  ).find((entry) => entry.destinationId === "dst-munnar" && entry.language === "ml")!;
  const bali = tourPackages.find((tour) => tour._id === "tour-bali-honeymoon-retreat")!;
  const saved = [
    { kind: "destination", id: "dst-munnar" },
    { kind: "tour", id: bali._id },
    { kind: "destination", id: "dst-kashmir" },
  ];
  const seed = (page: Page) =>
    page.addInitScript((trips) => localStorage.setItem("trip-shortlist", trips), JSON.stringify(saved));

  test("/shortlist and its editions say their language and direction and name all three as alternates", async ({
    page,
  }) => {
    await expectEditionsOf(page, ROUTES.shortlist);
  });

  test("/ml/shortlist lists and compares the saved trips in Malayalam, each leading to its page in the edition", async ({
    page,
  }) => {
    await seed(page);
    await page.goto(`/ml${ROUTES.faq}`);
    // The header's shortlist (the phone menu's on a phone) leads to the edition's.
    await expect(page.locator(`a[href="/ml${ROUTES.shortlist}"]`).first()).toBeAttached();
    await page.goto(`/ml${ROUTES.shortlist}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("നിങ്ങളുടെ ഷോർട്ട്‌ലിസ്റ്റ്");
    const list = page.getByRole("list", { name: "സൂക്ഷിച്ച യാത്രകൾ" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([
      munnarMl.name,
      malayalamName(bali._id),
      "Kashmir",
    ]);
    await expect(list.getByRole("link", { name: munnarMl.name, exact: true })).toHaveAttribute(
      "href",
      "/ml/destination-details/dst-munnar",
    );
    await expect(list.getByRole("link", { name: malayalamName(bali._id), exact: true })).toHaveAttribute(
      "href",
      `/ml/tour-details/${bali._id}`,
    );
    // Kashmir is not translated: its English name, marked so, leading to its English page.
    const kashmir = list.getByRole("link", { name: "Kashmir", exact: true });
    await expect(kashmir).toHaveAttribute("href", "/destination-details/dst-kashmir");
    await expect(kashmir).toHaveAttribute("lang", "en");
    await expect(kashmir).toHaveAttribute("hreflang", "en");
    // The comparison reads the Malayalam trip files: its rows in Malayalam, Munnar's places in the translation's words.
    const comparison = page.getByRole("region", { name: /^(താരതമ്യം|അടുത്തടുത്ത്)$/ });
    await expect(comparison.getByText("ഒരാൾക്കുള്ള നിരക്ക്").first()).toBeVisible();
    await expect(comparison.getByText(munnarMl.places.join(", "))).toBeVisible();
    await expect(comparison.locator('[lang="en"]').filter({ hasText: "Dal Lake" }).first()).toBeAttached();
    await expect(page.getByRole("textbox", { name: "വിഷയം" })).toHaveValue("അന്വേഷണം: എന്റെ ഷോർട്ട്‌ലിസ്റ്റിലെ 3 യാത്രകൾ");
  });

  test("the shortlist's editions, trips compared, have no sideways scroll, and axe finds nothing in them", async ({
    page,
  }) => {
    await seed(page);
    await expectFitsAndAccessible(page, [`/ar${ROUTES.shortlist}`, `/ml${ROUTES.shortlist}`]);
  });
});
