/** Rules of the tour list (/tour): the sort selector and the search box, over the booking system's tour packages. */
import type { ListUrlCodec } from "./pagination";
import { byRatingDescending } from "./rating";

export interface SortableTour {
  name: string;
  /** Its English name, where the list shows it in another language (an edition's): a search finds it by either. */
  englishName?: string;
  places: readonly string[];
  summary: string;
  pricePerPerson: number;
  rating: number | null;
  /** Position in the booking system's list: what "popularity" sorts by (the agency's own ranking). */
  sourceOrder: number;
  /** YYYY-MM-DD the tour went on sale (its content's onSaleSince): what "latest" sorts by; null without content. */
  onSaleSince: string | null;
}

/** The sort selector's orders, as the address writes them; their words are the catalogue's (`tours.sort.<order>`). */
export const TOUR_SORTS = ["popularity", "rating", "latest", "price-asc", "price-desc"] as const;

export type TourSort = (typeof TOUR_SORTS)[number];

export const DEFAULT_TOUR_SORT: TourSort = "popularity";

export const isTourSort = (value: string): value is TourSort => TOUR_SORTS.some((sort) => sort === value);

type Compare = (a: SortableTour, b: SortableTour) => number;

const byPopularity: Compare = (a, b) => a.sourceOrder - b.sourceOrder;
/** Newest first; tours without a date last. ISO dates compare as text. */
const byLatest: Compare = (a, b) =>
  a.onSaleSince === b.onSaleSince
    ? 0
    : a.onSaleSince === null
      ? 1
      : b.onSaleSince === null
        ? -1
        : a.onSaleSince < b.onSaleSince
          ? 1
          : -1;

const COMPARE: Record<TourSort, Compare> = {
  popularity: byPopularity,
  // Unrated tours last (byRatingDescending); equal ratings in the booking system's order.
  rating: (a, b) => byRatingDescending(a, b) || byPopularity(a, b),
  latest: (a, b) => byLatest(a, b) || byPopularity(a, b),
  "price-asc": (a, b) => a.pricePerPerson - b.pricePerPerson || byPopularity(a, b),
  "price-desc": (a, b) => b.pricePerPerson - a.pricePerPerson || byPopularity(a, b),
};

/** A sorted copy. */
export function sortTours<T extends SortableTour>(tours: readonly T[], sort: TourSort): T[] {
  return [...tours].sort(COMPARE[sort]);
}

/** Tours whose name (in either language), places or summary contain every word of the search (case-insensitive). */
export function searchTours<T extends SortableTour>(tours: readonly T[], search: string): T[] {
  const words = search.toLocaleLowerCase("en").split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...tours];
  return tours.filter((tour) => {
    const names = [tour.name, tour.englishName ?? ""];
    const text = [...names, ...tour.places, tour.summary].join("\n").toLocaleLowerCase("en");
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
  return { search: params.get("search") ?? "", sort: isTourSort(sort) ? sort : DEFAULT_TOUR_SORT };
}

export function tourListQuery({ search, sort }: TourListState): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set("search", search);
  if (sort !== DEFAULT_TOUR_SORT) params.set("sort", sort);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** How the tour list keeps its state in the URL (and its GET form names its fields). */
export const TOUR_LIST_URL: ListUrlCodec<TourListState> = { parse: readTourListState, format: tourListQuery };
