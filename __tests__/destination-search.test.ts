import {
  createDestinationSearch,
  INITIAL_LIST_STATE,
  listStateQuery,
  normaliseText,
  readListState,
} from "../src/lib/destination-search";
import { clampPage, pageCount, pageWindow, paginate, parsePage } from "../src/lib/pagination";

const destination = (
  name: string,
  extra: Partial<{
    description: string;
    overview: string;
    touristSpots: string[];
    region: string;
    themes: string[];
  }> = {},
) => ({
  name,
  description: extra.description ?? "",
  overview: extra.overview ?? "",
  touristSpots: extra.touristSpots ?? [],
  region: extra.region ?? null,
  themes: extra.themes ?? [],
});

describe("normaliseText", () => {
  it("ignores case, accents and repeated spaces", () => {
    expect(normaliseText("  Café   de  FLORE ")).toBe("cafe de flore");
    expect(normaliseText("Zürich Š")).toBe("zurich s");
  });
});

describe("createDestinationSearch", () => {
  const list = [
    destination("Munnar", { description: "Tea gardens in the Western Ghats" }),
    destination("Dubai", { overview: "Desert safari and the Burj Khalifa" }),
    destination("Paris", { touristSpots: ["Eiffel Tower", "Musée d'Orsay"] }),
  ];
  const search = createDestinationSearch(list);

  it("returns every destination, in order, for an empty or blank query", () => {
    expect(search("")).toEqual(list);
    expect(search("   ")).toEqual(list);
  });

  it("matches the region and themes the marketers give a destination, though its own words lack them", () => {
    const kovalam = destination("Kovalam", { description: "Crescent beaches", region: "Kerala", themes: ["Wellness"] });
    const goa = destination("Goa", { region: "Goa", themes: ["Beaches"] });
    const find = createDestinationSearch([kovalam, goa]);
    expect(find("kerala")).toEqual([kovalam]);
    expect(find("wellness")).toEqual([kovalam]);
    expect(find("beaches")).toEqual([kovalam, goa]);
  });

  it("matches the name, description, overview and tourist spots", () => {
    expect(search("munnar").map((d) => d.name)).toEqual(["Munnar"]);
    expect(search("western ghats").map((d) => d.name)).toEqual(["Munnar"]);
    expect(search("burj").map((d) => d.name)).toEqual(["Dubai"]);
    expect(search("eiffel").map((d) => d.name)).toEqual(["Paris"]);
  });

  it("needs every word, in any order, and ignores accents on either side", () => {
    expect(search("khalifa desert").map((d) => d.name)).toEqual(["Dubai"]);
    expect(search("desert tea")).toEqual([]);
    expect(search("musee").map((d) => d.name)).toEqual(["Paris"]);
    expect(search("MUSÉE D'ORSAY").map((d) => d.name)).toEqual(["Paris"]);
  });
});

describe("list state in the URL", () => {
  it("reads page and search, with page 1 for anything that is not a positive whole number", () => {
    expect(readListState("")).toEqual(INITIAL_LIST_STATE);
    expect(readListState("?page=3&search=goa%20beach")).toEqual({
      ...INITIAL_LIST_STATE,
      search: "goa beach",
      page: 3,
    });
    for (const bad of ["0", "-2", "abc", "1.5", ""]) expect(readListState(`?page=${bad}`).page).toBe(1);
  });

  it("writes only what differs from the defaults", () => {
    expect(listStateQuery({ ...INITIAL_LIST_STATE, search: "", page: 1 })).toBe("");
    expect(listStateQuery({ ...INITIAL_LIST_STATE, search: "", page: 2 })).toBe("?page=2");
    expect(listStateQuery({ ...INITIAL_LIST_STATE, search: "back waters", page: 1 })).toBe("?search=back+waters");
    expect(readListState(listStateQuery({ ...INITIAL_LIST_STATE, search: "a&b=c", page: 4 }))).toEqual({
      ...INITIAL_LIST_STATE,
      search: "a&b=c",
      page: 4,
    });
  });
});

describe("pagination", () => {
  it("counts pages of 8, with one page for an empty list", () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(13, 8)).toBe(2);
    expect(pageCount(5000, 8)).toBe(625);
  });

  it("parses and clamps page numbers", () => {
    expect(parsePage("2")).toBe(2);
    expect(parsePage(null)).toBe(1);
    expect(parsePage("x")).toBe(1);
    expect(clampPage(99, 2)).toBe(2);
    expect(clampPage(0, 2)).toBe(1);
  });

  it("slices a page and reports its range, clamping an out-of-range page to the last", () => {
    const items = Array.from({ length: 13 }, (_, index) => index + 1);
    expect(paginate(items, 1, 8)).toEqual({
      items: [1, 2, 3, 4, 5, 6, 7, 8],
      page: 1,
      pages: 2,
      first: 1,
      last: 8,
      total: 13,
    });
    expect(paginate(items, 2, 8)).toMatchObject({ items: [9, 10, 11, 12, 13], page: 2, first: 9, last: 13 });
    expect(paginate(items, 7, 8).page).toBe(2);
    expect(paginate([], 3, 8)).toEqual({ items: [], page: 1, pages: 1, first: 0, last: 0, total: 0 });
  });

  it("shows the first, last and neighbouring page numbers with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(5, 625)).toEqual([1, "gap", 4, 5, 6, "gap", 625]);
    expect(pageWindow(625, 625)).toEqual([1, "gap", 624, 625]);
  });
});
