import { seedDestinations as seed } from "../e2e/reference-data";
import { INITIAL_LIST_STATE, listStateQuery, readListState } from "../src/lib/destination-search";
import {
  BUDGET_BANDS,
  countTripsByOption,
  knownTheme,
  themeOptions,
  themeValue,
  describeFinderFilters,
  DURATION_BANDS,
  findTrips,
  hasFinderFilters,
  NO_FINDER_CHOICES,
  readFinderChoice,
  SORT_ORDERS,
} from "../src/lib/trip-finder";

const trip = (
  name: string,
  pricePerPerson: number,
  durationDays: number,
  rating: number | null = null,
  region: string | null = null,
  themes: string[] = [],
) => ({ name, pricePerPerson, durationDays, rating, region, themes });
const names = (trips: readonly { name: string }[]) => trips.map((t) => t.name);

describe("bands", () => {
  it("are the lengths and budgets people search by, with their labels", () => {
    expect(DURATION_BANDS.map((b) => [b.value, b.label])).toEqual([
      ["up-to-4", "Up to 4 days"],
      ["5-7", "5–7 days"],
      ["8-10", "8–10 days"],
      ["11-plus", "11+ days"],
    ]);
    expect(BUDGET_BANDS.map((b) => [b.value, b.label])).toEqual([
      ["under-20000", "Under ₹20,000"],
      ["under-30000", "Under ₹30,000"],
      ["under-50000", "Under ₹50,000"],
      ["under-75000", "Under ₹75,000"],
      ["75000-and-over", "₹75,000 and over"],
    ]);
  });

  it("put every length in exactly one duration band, and a price under every cap above it", () => {
    const lengthOf = (days: number) =>
      DURATION_BANDS.filter((b) => findTrips([trip("x", 1, days)], { ...NO_FINDER_CHOICES, days: b.value }).length)
        .map((b) => b.value)
        .join();
    expect([1, 4, 5, 7, 8, 10, 11, 30].map(lengthOf)).toEqual([
      "up-to-4",
      "up-to-4",
      "5-7",
      "5-7",
      "8-10",
      "8-10",
      "11-plus",
      "11-plus",
    ]);
    const budgetsOf = (price: number) =>
      BUDGET_BANDS.filter((b) => findTrips([trip("x", price, 3)], { ...NO_FINDER_CHOICES, budget: b.value }).length)
        .map((b) => b.value)
        .join();
    expect(budgetsOf(0)).toBe("under-20000,under-30000,under-50000,under-75000");
    expect(budgetsOf(19_999)).toBe("under-20000,under-30000,under-50000,under-75000");
    expect(budgetsOf(20_000)).toBe("under-30000,under-50000,under-75000");
    expect(budgetsOf(29_999)).toBe("under-30000,under-50000,under-75000");
    expect(budgetsOf(30_000)).toBe("under-50000,under-75000");
    expect(budgetsOf(74_999)).toBe("under-75000");
    expect(budgetsOf(75_000)).toBe("75000-and-over");
    expect(budgetsOf(9_000_000)).toBe("75000-and-over");
  });
});

describe("findTrips", () => {
  const trips = [
    trip("A", 60_000, 6, 4.5),
    trip("B", 20_000, 3, 4.9),
    trip("C", 200_000, 7, null),
    trip("D", 20_000, 5, 4.9),
    trip("E", 90_000, 3, 4.2),
  ];

  it("keeps the backend's order for Recommended and never reorders its input", () => {
    expect(names(findTrips(trips, NO_FINDER_CHOICES))).toEqual(["A", "B", "C", "D", "E"]);
    findTrips(trips, { ...NO_FINDER_CHOICES, sort: "price-desc" });
    expect(names(trips)).toEqual(["A", "B", "C", "D", "E"]);
  });

  it("sorts by price, duration and rating, ties in the backend's order, unrated trips last", () => {
    const sorted = (sort: string) => names(findTrips(trips, { ...NO_FINDER_CHOICES, sort }));
    expect(sorted("price-asc")).toEqual(["B", "D", "A", "E", "C"]);
    expect(sorted("price-desc")).toEqual(["C", "E", "A", "B", "D"]);
    expect(sorted("days-asc")).toEqual(["B", "E", "D", "A", "C"]);
    expect(sorted("days-desc")).toEqual(["C", "A", "D", "B", "E"]);
    expect(sorted("rating")).toEqual(["B", "D", "A", "E", "C"]);
  });

  it("combines the duration and budget filters with the sort", () => {
    expect(names(findTrips(trips, { sort: "price-desc", days: "up-to-4", budget: "", theme: "" }))).toEqual(["E", "B"]);
    expect(names(findTrips(trips, { sort: "recommended", days: "5-7", budget: "under-30000", theme: "" }))).toEqual([
      "D",
    ]);
    expect(names(findTrips(trips, { sort: "price-asc", days: "5-7", budget: "under-75000", theme: "" }))).toEqual([
      "D",
      "A",
    ]);
    expect(findTrips(trips, { sort: "rating", days: "8-10", budget: "", theme: "" })).toEqual([]);
  });

  it("has every sort order of the select, Recommended first", () => {
    expect(SORT_ORDERS.map((o) => o.label)).toEqual([
      "Recommended",
      "Price: low to high",
      "Price: high to low",
      "Duration: shortest first",
      "Duration: longest first",
      "Rating: highest first",
    ]);
  });

  it("over the reference data, the duration bands split the destinations without loss or overlap", () => {
    const counts = DURATION_BANDS.map((b) => findTrips(seed, { ...NO_FINDER_CHOICES, days: b.value }).length);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(seed.length);
    // The seed's trips last 1 to 7 days: its shortest, a day trip, is in the first band.
    expect(Math.min(...seed.map((d) => d.durationDays))).toBe(1);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBeGreaterThan(0);
  });

  it("over the reference data, “₹75,000 and over” and “Under ₹75,000” split it, and a higher cap never shows less", () => {
    const counts = BUDGET_BANDS.map((b) => findTrips(seed, { ...NO_FINDER_CHOICES, budget: b.value }).length);
    expect(counts.at(-2)! + counts.at(-1)!).toBe(seed.length);
    expect(counts.at(-1)).toBeGreaterThan(0);
    expect(counts.slice(0, -1)).toEqual([...counts.slice(0, -1)].sort((a, b) => a - b));
  });

  it("5–7 days under ₹30,000 over the reference data is exactly Goa: 5 to 7 days and under ₹30,000 per person", () => {
    const found = findTrips(seed, { sort: "recommended", days: "5-7", budget: "under-30000", theme: "" });
    const rule = seed.filter((d) => d.durationDays >= 5 && d.durationDays <= 7 && d.pricePerPerson < 30_000);
    expect(found).toEqual(rule);
    expect(names(found)).toEqual(["Goa"]);
    // Near misses of the seed stay out: Goa's neighbours in length cost more, the cheap trips are shorter.
    const excluded = names(seed.filter((d) => !found.includes(d)));
    expect(excluded).toEqual(expect.arrayContaining(["Kashmir", "Andaman Islands", "Wayanad", "Sri Lanka"]));
  });
});

describe("countTripsByOption", () => {
  it("counts each duration option with the budget kept, and each budget option with the length kept", () => {
    const choices = { sort: "price-desc", days: "5-7", budget: "under-30000", theme: "" };
    expect([...countTripsByOption(seed, choices, "days")]).toEqual([
      ["", 11],
      ["up-to-4", 10],
      ["5-7", 1],
      ["8-10", 0],
      ["11-plus", 0],
    ]);
    expect([...countTripsByOption(seed, choices, "budget")]).toEqual([
      ["", 18],
      ["under-20000", 0],
      ["under-30000", 1],
      ["under-50000", 7],
      ["under-75000", 11],
      ["75000-and-over", 7],
    ]);
  });

  it("gives each option the number of trips the list shows once it is chosen", () => {
    for (const budget of ["", ...BUDGET_BANDS.map((b) => b.value)]) {
      const counts = countTripsByOption(seed, { ...NO_FINDER_CHOICES, budget }, "days");
      for (const days of ["", ...DURATION_BANDS.map((b) => b.value)])
        expect(counts.get(days)).toBe(findTrips(seed, { ...NO_FINDER_CHOICES, days, budget }).length);
    }
  });
});

describe("finder choices in the URL", () => {
  it("reads known values and ignores unknown ones, whatever else the URL holds", () => {
    expect(readListState("?sort=price-desc&days=11-plus&budget=75000-and-over&search=goa&page=2")).toEqual({
      search: "goa",
      sort: "price-desc",
      days: "11-plus",
      budget: "75000-and-over",
      theme: "",
      page: 2,
    });
    // The old bands' values (before people's searches shaped them) are unknown values like any other.
    for (const bad of [
      "?sort=cheapest&days=99&budget=free",
      "?sort=&days=&budget=",
      "?sort=PRICE-ASC&days=5–7",
      "?days=4-6&budget=under-25000",
      "?days=7-plus&budget=25000-75000",
    ]) {
      expect(readListState(bad)).toEqual(INITIAL_LIST_STATE);
    }
    expect(readListState("?sort=rating&days=banana")).toEqual({ ...INITIAL_LIST_STATE, sort: "rating" });
    expect(readFinderChoice(" 5-7 ", DURATION_BANDS, "")).toBe("5-7");
    expect(readFinderChoice(null, SORT_ORDERS, "recommended")).toBe("recommended");
  });

  it("writes only what differs from the defaults, page last, and reads back what it wrote", () => {
    expect(listStateQuery(INITIAL_LIST_STATE)).toBe("");
    expect(listStateQuery({ ...INITIAL_LIST_STATE, sort: "recommended", page: 1 })).toBe("");
    const state = { search: "hill station", sort: "days-asc", days: "5-7", budget: "under-30000", theme: "", page: 3 };
    expect(listStateQuery(state)).toBe("?search=hill+station&sort=days-asc&days=5-7&budget=under-30000&page=3");
    expect(readListState(listStateQuery(state))).toEqual(state);
  });

  it("describes the filters for an empty result and knows when any is set", () => {
    expect(describeFinderFilters({ sort: "rating", days: "5-7", budget: "under-30000", theme: "" })).toBe(
      "5–7 days, Under ₹30,000",
    );
    expect(describeFinderFilters(NO_FINDER_CHOICES)).toBe("");
    expect(hasFinderFilters({ ...NO_FINDER_CHOICES, sort: "rating" })).toBe(false);
    expect(hasFinderFilters({ ...NO_FINDER_CHOICES, budget: "75000-and-over" })).toBe(true);
  });
});

describe("regions and themes", () => {
  const domestic = seed.filter((d) => d.type === "Domestic");
  const kerala = ["Munnar", "Alleppey Houseboats", "Wayanad", "Thekkady", "Kovalam", "Varkala", "Kumarakom"];

  it("offers the regions of the list's trips, most trips first, then its themes A to Z, from the content", () => {
    const options = themeOptions(domestic);
    const regions = options.filter((option) => option.kind === "region").map((option) => option.label);
    expect(regions[0]).toBe("Kerala");
    expect(regions).toEqual(expect.arrayContaining(["Goa", "Kashmir", "Karnataka", "Tamil Nadu"]));
    const themes = options.filter((option) => option.kind === "theme").map((option) => option.label);
    expect(themes).toEqual([...themes].sort((a, b) => a.localeCompare(b, "en")));
    expect(themes).toEqual(expect.arrayContaining(["Beaches", "Hills", "Honeymoon"]));
    // Only what the list's trips have: no Europe on the Domestic list.
    expect(options.map((option) => option.value)).not.toContain("europe");
  });

  it("keeps the Kerala trips for ?theme=kerala, and counts each option as the list would show it", () => {
    const found = findTrips(domestic, { ...NO_FINDER_CHOICES, theme: "kerala" });
    expect(names(found)).toEqual(expect.arrayContaining([...kerala, "Athirappilly Day Trip"]));
    expect(found).toHaveLength(8);
    const options = themeOptions(domestic);
    const counts = countTripsByOption(domestic, NO_FINDER_CHOICES, "theme", options);
    expect(counts.get("")).toBe(domestic.length);
    for (const { value } of options)
      expect(counts.get(value)).toBe(findTrips(domestic, { ...NO_FINDER_CHOICES, theme: value }).length);
    expect(describeFinderFilters({ ...NO_FINDER_CHOICES, theme: "kerala", days: "5-7" }, options)).toBe(
      "Kerala, 5–7 days",
    );
    expect(hasFinderFilters({ ...NO_FINDER_CHOICES, theme: "kerala" })).toBe(true);
  });

  it("treats two spellings of a theme as one option, labelled as first written", () => {
    const options = themeOptions([
      trip("A", 1, 1, null, "Tamil Nadu", ["Day trips"]),
      trip("B", 1, 1, null, "tamil  nadu", ["day trips", "Hills"]),
    ]);
    expect(options).toEqual([
      { value: "tamil-nadu", label: "Tamil Nadu", kind: "region" },
      { value: "day-trips", label: "Day trips", kind: "theme" },
      { value: "hills", label: "Hills", kind: "theme" },
    ]);
  });

  it("reads ?theme= as a theme's shape and sets aside one the list does not have", () => {
    expect(readListState("?theme=Kerala").theme).toBe("kerala");
    expect(readListState("?theme=%3Cscript%3E").theme).toBe("script");
    expect(readListState(`?theme=${"a".repeat(5000)}`).theme).toBe("");
    expect(themeValue("  Día  de playa! ")).toBe("dia-de-playa");
    const options = themeOptions(domestic);
    expect(knownTheme({ ...NO_FINDER_CHOICES, theme: "atlantis" }, options).theme).toBe("");
    expect(knownTheme({ ...NO_FINDER_CHOICES, theme: "kerala" }, options).theme).toBe("kerala");
    const state = { ...INITIAL_LIST_STATE, theme: "honeymoon", days: "5-7" };
    expect(listStateQuery(state)).toBe("?theme=honeymoon&days=5-7");
    expect(readListState(listStateQuery(state))).toEqual(state);
  });
});
