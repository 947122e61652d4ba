import seed from "../server/seed/destinations.json";
import { INITIAL_LIST_STATE, listStateQuery, readListState } from "../src/lib/destination-search";
import {
  BUDGET_BANDS,
  describeFinderFilters,
  DURATION_BANDS,
  findTrips,
  hasFinderFilters,
  NO_FINDER_CHOICES,
  readFinderChoice,
  SORT_ORDERS,
} from "../src/lib/trip-finder";

const trip = (name: string, pricePerPerson: number, durationDays: number, rating: number | null = null) => ({
  name,
  pricePerPerson,
  durationDays,
  rating,
});
const names = (trips: readonly { name: string }[]) => trips.map((t) => t.name);

describe("bands", () => {
  it("are the issue's duration and budget bands, with their labels", () => {
    expect(DURATION_BANDS.map((b) => [b.value, b.label])).toEqual([
      ["1-3", "1–3 days"],
      ["4-6", "4–6 days"],
      ["7-plus", "7+ days"],
    ]);
    expect(BUDGET_BANDS.map((b) => [b.value, b.label])).toEqual([
      ["under-25000", "Under ₹25,000"],
      ["25000-75000", "₹25,000–₹75,000"],
      ["75000-150000", "₹75,000–₹1,50,000"],
      ["over-150000", "₹1,50,000 and over"],
    ]);
  });

  it("put every price and length in exactly one band, the boundary in the higher one", () => {
    const budgetOf = (price: number) =>
      BUDGET_BANDS.filter((b) => findTrips([trip("x", price, 3)], { ...NO_FINDER_CHOICES, budget: b.value }).length);
    expect(budgetOf(0).map((b) => b.value)).toEqual(["under-25000"]);
    expect(budgetOf(24_999).map((b) => b.value)).toEqual(["under-25000"]);
    expect(budgetOf(25_000).map((b) => b.value)).toEqual(["25000-75000"]);
    expect(budgetOf(75_000).map((b) => b.value)).toEqual(["75000-150000"]);
    expect(budgetOf(149_999).map((b) => b.value)).toEqual(["75000-150000"]);
    expect(budgetOf(150_000).map((b) => b.value)).toEqual(["over-150000"]);
    expect(budgetOf(9_000_000).map((b) => b.value)).toEqual(["over-150000"]);
    const lengthOf = (days: number) =>
      DURATION_BANDS.filter((b) => findTrips([trip("x", 1, days)], { ...NO_FINDER_CHOICES, days: b.value }).length)
        .map((b) => b.value)
        .join();
    expect([1, 3, 4, 6, 7, 30].map(lengthOf)).toEqual(["1-3", "1-3", "4-6", "4-6", "7-plus", "7-plus"]);
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
    expect(names(findTrips(trips, { sort: "price-desc", days: "1-3", budget: "" }))).toEqual(["E", "B"]);
    expect(names(findTrips(trips, { sort: "recommended", days: "4-6", budget: "under-25000" }))).toEqual(["D"]);
    expect(findTrips(trips, { sort: "rating", days: "1-3", budget: "over-150000" })).toEqual([]);
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

  it("over the reference data, the bands split the destinations without loss or overlap", () => {
    for (const bands of [DURATION_BANDS, BUDGET_BANDS]) {
      const key = bands === DURATION_BANDS ? "days" : "budget";
      const counts = bands.map((b) => findTrips(seed, { ...NO_FINDER_CHOICES, [key]: b.value }).length);
      expect(counts.reduce((a, b) => a + b, 0)).toBe(seed.length);
      expect(counts.every((count) => count > 0)).toBe(true);
    }
  });
});

describe("finder choices in the URL", () => {
  it("reads known values and ignores unknown ones, whatever else the URL holds", () => {
    expect(readListState("?sort=price-desc&days=7-plus&budget=25000-75000&search=goa&page=2")).toEqual({
      search: "goa",
      sort: "price-desc",
      days: "7-plus",
      budget: "25000-75000",
      page: 2,
    });
    for (const bad of ["?sort=cheapest&days=99&budget=free", "?sort=&days=&budget=", "?sort=PRICE-ASC&days=1–3"]) {
      expect(readListState(bad)).toEqual(INITIAL_LIST_STATE);
    }
    expect(readListState("?sort=rating&days=banana")).toEqual({ ...INITIAL_LIST_STATE, sort: "rating" });
    expect(readFinderChoice(" 4-6 ", DURATION_BANDS, "")).toBe("4-6");
    expect(readFinderChoice(null, SORT_ORDERS, "recommended")).toBe("recommended");
  });

  it("writes only what differs from the defaults, page last, and reads back what it wrote", () => {
    expect(listStateQuery(INITIAL_LIST_STATE)).toBe("");
    expect(listStateQuery({ ...INITIAL_LIST_STATE, sort: "recommended", page: 1 })).toBe("");
    const state = { search: "hill station", sort: "days-asc", days: "4-6", budget: "under-25000", page: 3 };
    expect(listStateQuery(state)).toBe("?search=hill+station&sort=days-asc&days=4-6&budget=under-25000&page=3");
    expect(readListState(listStateQuery(state))).toEqual(state);
  });

  it("describes the filters for an empty result and knows when any is set", () => {
    expect(describeFinderFilters({ sort: "rating", days: "7-plus", budget: "under-25000" })).toBe(
      "7+ days, Under ₹25,000",
    );
    expect(describeFinderFilters(NO_FINDER_CHOICES)).toBe("");
    expect(hasFinderFilters({ ...NO_FINDER_CHOICES, sort: "rating" })).toBe(false);
    expect(hasFinderFilters({ ...NO_FINDER_CHOICES, budget: "over-150000" })).toBe(true);
  });
});
