/** Rules of the sample tour list (/tour): the sort selector and the search box. */
import type { ListUrlCodec } from "./pagination";
import { byRatingDescending } from "./rating";

export interface SortableTour {
  name: string;
  location: string;
  summary: string;
  price: number;
  rating: number;
  /** Number of reviews: what "popularity" sorts by. */
  reviewCount: number;
  /** ISO date the tour was added: what "latest" sorts by. */
  added: string;
}

export const TOUR_SORTS = [
  { value: "default", label: "Default" },
  { value: "popularity", label: "Popularity" },
  { value: "rating", label: "Rating" },
  { value: "latest", label: "Latest" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
] as const;

export type TourSort = (typeof TOUR_SORTS)[number]["value"];

export const isTourSort = (value: string): value is TourSort => TOUR_SORTS.some((sort) => sort.value === value);

type Compare = (a: SortableTour, b: SortableTour) => number;

const COMPARE: Record<Exclude<TourSort, "default">, Compare> = {
  popularity: (a, b) => b.reviewCount - a.reviewCount,
  rating: (a, b) => byRatingDescending(a, b) || b.reviewCount - a.reviewCount,
  latest: (a, b) => Date.parse(b.added) - Date.parse(a.added),
  "price-asc": (a, b) => a.price - b.price,
  "price-desc": (a, b) => b.price - a.price,
};

/** A sorted copy; "default" keeps the order of the content file. Ties keep that order too. */
export function sortTours<T extends SortableTour>(tours: readonly T[], sort: TourSort): T[] {
  return sort === "default" ? [...tours] : [...tours].sort(COMPARE[sort]);
}

/** Tours whose name, location or summary contains every word of the search (case-insensitive). */
export function searchTours<T extends SortableTour>(tours: readonly T[], search: string): T[] {
  const words = search.toLocaleLowerCase("en").split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tours];
  return tours.filter((tour) => {
    const text = `${tour.name}\n${tour.location}\n${tour.summary}`.toLocaleLowerCase("en");
    return words.every((word) => text.includes(word));
  });
}

/** What the tour list shows, as kept in the URL: ?search=…&sort=… */
export interface TourListState {
  search: string;
  sort: TourSort;
}

export function readTourListState(queryString: string): TourListState {
  const params = new URLSearchParams(queryString);
  const sort = params.get("sort") ?? "";
  return { search: params.get("search") ?? "", sort: isTourSort(sort) ? sort : "default" };
}

export function tourListQuery({ search, sort }: TourListState): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set("search", search);
  if (sort !== "default") params.set("sort", sort);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** How the tour list keeps its state in the URL (and its GET form names its fields). */
export const TOUR_LIST_URL: ListUrlCodec<TourListState> = { parse: readTourListState, format: tourListQuery };
