import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import seed from "../server/seed/destinations.json";
import themes from "../content/destination-themes.json";
import themeTranslations from "../content/theme-translations.json";
import tripTranslations from "../content/trip-translations.json";
import { DestinationCatalogue } from "../src/components/destinations/DestinationCatalogue";
import type { DestinationSummary } from "../src/components/destinations/DestinationCard";
import { EditionProvider } from "../src/i18n/EditionContext";
import { readCatalogue } from "../src/i18n/catalogue-files";
import type { EditionCode } from "../src/i18n/editions";
import { createDestinationSearch, normaliseText } from "../src/lib/destination-search";
import {
  describeFinderFilters,
  finderOptionLabel,
  NO_FINDER_CHOICES,
  themeOptions,
  themeValue,
} from "../src/lib/trip-finder";
import { englishListsText } from "../src/i18n/lists-text";
import { textOf } from "../src/i18n/text";
import listsEnglish from "../src/i18n/messages/lists/en.json";
import { themeTranslationsOf } from "../src/queries/destination-list";

/*
 * The destination lists in an edition (issue 41), on Preact as visitors run them: the finder's words, the regions and
 * themes the marketers translated, a search in the edition's own words, and a trip not translated yet.
 */

const tagsIn = (code: "ml" | "ar") => themeTranslationsOf(themeTranslations.filter((entry) => entry.language === code));

/** The Domestic list's cards as the /ml or /ar page's data gives them. */
function domesticIn(code: "ml" | "ar"): DestinationSummary[] {
  const tags = tagsIn(code);
  return seed
    .filter((record) => record.type === "Domestic")
    .map((record) => {
      const translation = tripTranslations.find(
        (entry) => entry.destinationId === record._id && entry.language === code,
      );
      const row = themes.find((entry) => entry.destinationId === record._id);
      const region = row?.region ?? null;
      const tagLabels = [region ?? "", ...(row?.themes ?? [])];
      return {
        id: record._id,
        language: translation ? code : "en",
        name: translation?.name ?? record.name,
        description: translation?.description ?? record.description,
        overview: translation?.overview ?? record.overview,
        touristSpots: translation?.places ?? record.touristSpots,
        region,
        themes: row?.themes ?? [],
        tagWords: tagLabels.flatMap((label) => tags.get(themeValue(label)) ?? []),
        pricePerPerson: record.pricePerPerson,
        durationDays: record.durationDays,
        image: null,
        rating: record.rating ?? null,
      };
    });
}

function renderList(code: "ml" | "ar", search = "") {
  window.history.replaceState(null, "", `/${code}/destination/Domestic${search}`);
  return render(
    <EditionProvider
      code={code as EditionCode}
      catalogue={readCatalogue(process.cwd(), code, ["frame", "lists", "browse"])}
    >
      <DestinationCatalogue
        destinations={domesticIn(code)}
        themeTranslations={tagsIn(code)}
        location={{ pathname: `/${code}/destination/Domestic` }}
      />
    </EditionProvider>,
  );
}

describe("a list's search in Malayalam and Arabic", () => {
  it("reads a Malayalam word with or without its closing virama, and a chillu as its consonant with virama", () => {
    expect(normaliseText("കായൽ")).toBe(normaliseText("കായല്"));
    expect(normaliseText("ആലപ്പുഴ ഹൗസ്ബോട്ടുകൾ")).toContain(normaliseText("ഹൗസ്ബോട്ട്"));
    expect(normaliseText("കായലുകൾ")).toContain(normaliseText("കായൽ"));
    // A vowel sign stays part of its word: മൂന്നാർ is not മന്നാർ.
    expect(normaliseText("മൂന്നാർ")).not.toBe(normaliseText("മന്നാർ"));
    // Latin accents and Arabic's vowel marks do not matter.
    expect(normaliseText("Múnnar")).toBe("munnar");
    expect(normaliseText("جِبَال")).toBe("جبال");
  });

  it("finds the backwater trips by the Malayalam for backwater, and the hills by the Arabic", () => {
    const ml = domesticIn("ml");
    const found = createDestinationSearch(ml)("കായൽ").map((trip) => trip.id);
    expect(found).toEqual(expect.arrayContaining(["dst-alleppey", "dst-kumarakom"]));
    expect(found).not.toContain("dst-munnar");
    expect(createDestinationSearch(domesticIn("ar"))("جبال").map((trip) => trip.id)).toContain("dst-munnar");
  });
});

describe("the trip finder's words", () => {
  const ml = textOf("ml", readCatalogue(process.cwd(), "ml", ["lists"]), listsEnglish);

  it("words every option of the Sort by, Duration and Budget selects in the edition, prices in Indian grouping", () => {
    expect(finderOptionLabel(ml, "sort", "price-asc")).toBe("നിരക്ക്: കുറഞ്ഞത് ആദ്യം");
    expect(finderOptionLabel(ml, "days", "")).toBe("ഏത് ദൈർഘ്യവും");
    expect(finderOptionLabel(ml, "budget", "under-30000")).toBe("₹30,000-ൽ താഴെ");
    expect(finderOptionLabel(englishListsText, "budget", "75000-and-over")).toBe("₹75,000 and over");
    expect(() => finderOptionLabel(ml, "budget", "under-a-lot")).toThrow('"under-a-lot" is not a budget band');
  });

  it("labels a region or theme by its translation, and one without a translation in English, saying so", () => {
    const trips = [
      { pricePerPerson: 1, durationDays: 1, rating: null, region: "Kerala", themes: ["Hills", "Houseboats"] },
    ];
    const options = themeOptions(trips, tagsIn("ml"));
    expect(options).toEqual([
      { value: "kerala", label: "കേരളം", kind: "region" },
      // Themes in the order of their labels: the untranslated Latin one first.
      { value: "houseboats", label: "Houseboats", kind: "theme", english: true },
      { value: "hills", label: "മലനിരകൾ", kind: "theme" },
    ]);
    // English: the marketers' words, nothing marked.
    expect(themeOptions(trips).map((option) => option.english)).toEqual([undefined, undefined, undefined]);
    expect(describeFinderFilters({ ...NO_FINDER_CHOICES, theme: "kerala", days: "5-7" }, options, ml)).toBe(
      "കേരളം, 5–7 ദിവസം",
    );
  });
});

describe("/ml/destination/Domestic on Preact", () => {
  it("shows the finder, the count and the cards in Malayalam; an untranslated trip is English, isolated and marked", async () => {
    renderList("ml");
    const region = screen.getByLabelText("പ്രദേശം, യാത്രാതരം");
    expect(within(region).getByRole("group", { name: "പ്രദേശങ്ങൾ" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("15 ലക്ഷ്യസ്ഥാനങ്ങളിൽ 1–8 കാണിക്കുന്നു");
    expect(screen.getByRole("button", { name: "15 യാത്രകൾ കാണിക്കുക" })).toBeInTheDocument();
    await userEvent.selectOptions(region, "കേരളം (8)");
    // The number and its space are one text node, the words after it another: nothing runs together on an update.
    const button = screen.getByRole("button", { name: "8 യാത്രകൾ കാണിക്കുക" });
    expect(button.textContent).toBe("8 യാത്രകൾ കാണിക്കുക");
    expect(screen.getByRole("status")).toHaveTextContent("8 ലക്ഷ്യസ്ഥാനങ്ങളിൽ 1–8 കാണിക്കുന്നു");
    await userEvent.selectOptions(region, "ഗോവ (1)");
    const goa = screen.getByRole("heading", { level: 3, name: "Goa" });
    expect(goa.querySelector("bdi")).toHaveAttribute("lang", "en");
    expect(screen.getByRole("link", { name: /^വിശദാംശങ്ങൾ\s*: Goa$/ })).toHaveAttribute(
      "href",
      "/destination-details/dst-goa",
    );
  });

  it("says in Arabic what matched nothing, and offers the Arabic site search", async () => {
    renderList("ar");
    await userEvent.type(screen.getByLabelText("ابحث في الوجهات"), "قطب");
    expect(screen.getByRole("status")).toHaveTextContent("لا توجد وجهات تطابق «قطب».");
    expect(screen.getByRole("link", { name: "ابحث عن «قطب» في الموقع كله" })).toHaveAttribute(
      "href",
      `/ar/search?q=${encodeURIComponent("قطب")}`,
    );
    expect(screen.getByRole("button", { name: "مسح عوامل التصفية" })).toBeInTheDocument();
  });
});
