import { formatDollars } from "../src/lib/money";
import { TOUR_SORTS, isTourSort, searchTours, sortTours, type SortableTour } from "../src/lib/tour-list";

const tour = (
  name: string,
  price: number,
  rating: number,
  reviewCount: number,
  added: string,
  location = "Kerala",
): SortableTour => ({
  name,
  location,
  summary: `About ${name}`,
  price,
  rating,
  reviewCount,
  added,
});

const tours = [
  tour("Munnar", 900, 4.6, 300, "2025-01-01"),
  tour("Andaman", 1040, 4.8, 120, "2025-06-01", "Port Blair"),
  tour("Agra", 760, 4.8, 260, "2024-05-01", "Delhi and Agra"),
  tour("Swiss", 2650, 4.2, 90, "2025-09-01", "Lucerne"),
];
const names = (list: SortableTour[]) => list.map((t) => t.name);

describe("sortTours", () => {
  it("offers six sorts: default, popularity, rating, latest and price both ways", () => {
    expect(TOUR_SORTS.map((s) => s.value)).toEqual([
      "default",
      "popularity",
      "rating",
      "latest",
      "price-asc",
      "price-desc",
    ]);
    expect(isTourSort("price-asc")).toBe(true);
    expect(isTourSort("cheapest")).toBe(false);
  });
  it("sorts by each rule without changing the input", () => {
    expect(names(sortTours(tours, "default"))).toEqual(["Munnar", "Andaman", "Agra", "Swiss"]);
    expect(names(sortTours(tours, "popularity"))).toEqual(["Munnar", "Agra", "Andaman", "Swiss"]);
    expect(names(sortTours(tours, "rating"))).toEqual(["Agra", "Andaman", "Munnar", "Swiss"]);
    expect(names(sortTours(tours, "latest"))).toEqual(["Swiss", "Andaman", "Munnar", "Agra"]);
    expect(names(sortTours(tours, "price-asc"))).toEqual(["Agra", "Munnar", "Andaman", "Swiss"]);
    expect(names(sortTours(tours, "price-desc"))).toEqual(["Swiss", "Andaman", "Munnar", "Agra"]);
    expect(names(tours)).toEqual(["Munnar", "Andaman", "Agra", "Swiss"]);
  });
});

describe("searchTours", () => {
  it("matches every word in name, location or summary, ignoring case", () => {
    expect(names(searchTours(tours, "  "))).toHaveLength(4);
    expect(names(searchTours(tours, "AGRA"))).toEqual(["Agra"]);
    expect(names(searchTours(tours, "port"))).toEqual(["Andaman"]);
    expect(names(searchTours(tours, "about swiss"))).toEqual(["Swiss"]);
    expect(names(searchTours(tours, "munnar lucerne"))).toEqual([]);
  });
});

describe("formatDollars", () => {
  it("shows the sample pages' dollar prices with cents", () => {
    expect(formatDollars(75)).toBe("$75.00");
    expect(formatDollars(2650)).toBe("$2,650.00");
  });
});
