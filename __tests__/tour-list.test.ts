import { toursEnglish } from "../src/i18n/tours-text";
import {
  TOUR_SORTS,
  isTourSort,
  readTourListState,
  searchTours,
  sortTours,
  tourListQuery,
  type SortableTour,
} from "../src/lib/tour-list";

/** Tours in the booking system's order (sourceOrder = position). */
const tour = (
  name: string,
  pricePerPerson: number,
  rating: number | null,
  onSaleSince: string | null,
  places: string[] = ["Kerala"],
): Omit<SortableTour, "sourceOrder"> => ({
  name,
  places,
  summary: onSaleSince ? `About ${name}` : "",
  pricePerPerson,
  rating,
  onSaleSince,
});

const tours: SortableTour[] = [
  tour("Munnar", 27500, 4.6, "2025-01-01", ["Kochi", "Munnar"]),
  tour("Andaman", 36500, 4.8, "2025-06-01", ["Port Blair", "Havelock"]),
  tour("Agra", 29900, 4.8, "2024-05-01", ["Delhi", "Agra"]),
  tour("Swiss", 289000, null, null, []),
].map((entry, sourceOrder) => ({ ...entry, sourceOrder }));
const names = (list: SortableTour[]) => list.map((t) => t.name);

describe("sortTours", () => {
  it("offers popularity, rating, latest and price both ways", () => {
    expect(TOUR_SORTS).toEqual(["popularity", "rating", "latest", "price-asc", "price-desc"]);
    // Each order has its words in the tour list's catalogue part (the build checks the editions' against English).
    expect(TOUR_SORTS.filter((order) => !(`tours.sort.${order}` in toursEnglish))).toEqual([]);
    expect(isTourSort("price-asc")).toBe(true);
    expect(isTourSort("default")).toBe(false);
  });
  it("sorts by each rule without changing the input", () => {
    const shuffled = [tours[2]!, tours[3]!, tours[0]!, tours[1]!];
    // Popularity is the booking system's order, whatever order the list arrives in.
    expect(names(sortTours(shuffled, "popularity"))).toEqual(["Munnar", "Andaman", "Agra", "Swiss"]);
    // Equal ratings keep the booking system's order; the unrated tour comes last.
    expect(names(sortTours(shuffled, "rating"))).toEqual(["Andaman", "Agra", "Munnar", "Swiss"]);
    // Newest on sale first; a tour without a date (no content) last.
    expect(names(sortTours(shuffled, "latest"))).toEqual(["Andaman", "Munnar", "Agra", "Swiss"]);
    expect(names(sortTours(shuffled, "price-asc"))).toEqual(["Munnar", "Agra", "Andaman", "Swiss"]);
    expect(names(sortTours(shuffled, "price-desc"))).toEqual(["Swiss", "Andaman", "Agra", "Munnar"]);
    expect(names(shuffled)).toEqual(["Agra", "Swiss", "Munnar", "Andaman"]);
  });
});

describe("searchTours", () => {
  it("matches every word in name, places or summary, ignoring case", () => {
    expect(names(searchTours(tours, "  "))).toHaveLength(4);
    expect(names(searchTours(tours, "AGRA"))).toEqual(["Agra"]);
    expect(names(searchTours(tours, "port"))).toEqual(["Andaman"]);
    expect(names(searchTours(tours, "kochi about"))).toEqual(["Munnar"]);
    expect(names(searchTours(tours, "swiss"))).toEqual(["Swiss"]);
    expect(names(searchTours(tours, "munnar havelock"))).toEqual([]);
  });

  it("finds a tour of an edition's list by its name there or its English name", () => {
    const named = [{ ...tours[1]!, name: "ആൻഡമാൻ ദ്വീപുകൾ", englishName: "Andaman" }, tours[0]!];
    expect(names(searchTours(named, "ആൻഡമാൻ"))).toEqual(["ആൻഡമാൻ ദ്വീപുകൾ"]);
    expect(names(searchTours(named, "andaman"))).toEqual(["ആൻഡമാൻ ദ്വീപുകൾ"]);
  });
});

describe("the list's state in the URL", () => {
  it("defaults to popularity and leaves it out of the URL", () => {
    expect(readTourListState("")).toEqual({ search: "", sort: "popularity" });
    expect(readTourListState("?sort=default&search=bali")).toEqual({ search: "bali", sort: "popularity" });
    expect(tourListQuery({ search: "", sort: "popularity" })).toBe("");
    expect(tourListQuery({ search: "bali", sort: "price-desc" })).toBe("?search=bali&sort=price-desc");
    expect(readTourListState(tourListQuery({ search: "kochi", sort: "latest" }))).toEqual({
      search: "kochi",
      sort: "latest",
    });
  });
});
