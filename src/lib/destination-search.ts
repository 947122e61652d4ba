import { parsePage, type ListUrlCodec } from "./pagination";
import { NO_FINDER_CHOICES, readFinderChoices, type FinderChoices } from "./trip-finder";

/** Destinations per page of a list: 8. */
export const DESTINATIONS_PAGE_SIZE = 8;

/** The fields a visitor's search looks in. */
export interface SearchableDestination {
  name: string;
  description: string;
  overview: string;
  touristSpots: readonly string[];
  /** The marketers' region ("Kerala") and themes ("Honeymoon"): found though the destination's own words lack them. */
  region: string | null;
  themes: readonly string[];
}

/** "Múnnar  HILLS" → "munnar hills": case, accents and spacing do not matter to a search. */
export const normaliseText = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/**
 * Filters destinations by free text: every word of the query must occur in the name, description,
 * overview, a tourist spot, the region or a theme. The normalised text of each destination is computed once per list, so a
 * keystroke costs one pass of `includes` over strings already prepared.
 */
export function createDestinationSearch<T extends SearchableDestination>(
  destinations: readonly T[],
): (query: string) => readonly T[] {
  const haystacks = destinations.map((destination) =>
    normaliseText(
      [
        destination.name,
        destination.description,
        destination.overview,
        ...destination.touristSpots,
        destination.region ?? "",
        ...destination.themes,
      ].join(" \n "),
    ),
  );
  return (query) => {
    const words = normaliseText(query).split(" ").filter(Boolean);
    if (words.length === 0) return destinations;
    return destinations.filter((_, index) => words.every((word) => haystacks[index]?.includes(word)));
  };
}

/** What a list shows, as kept in the URL: ?search=…&sort=…&theme=…&days=…&budget=…&page=… */
export interface ListState extends FinderChoices {
  search: string;
  page: number;
}

export const INITIAL_LIST_STATE: ListState = { search: "", ...NO_FINDER_CHOICES, page: 1 };

/** Reads the list state from a location's query string ("?page=2&search=goa&days=5-7"); unknown values are ignored. */
export function readListState(queryString: string): ListState {
  const params = new URLSearchParams(queryString);
  return { search: params.get("search") ?? "", ...readFinderChoices(params), page: parsePage(params.get("page")) };
}

/** The query string for a list state, leaving out defaults so page 1 without search or finder choice is the bare path. */
export function listStateQuery({ search, sort, theme, days, budget, page }: ListState): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set("search", search);
  if (sort !== INITIAL_LIST_STATE.sort) params.set("sort", sort);
  if (theme) params.set("theme", theme);
  if (days) params.set("days", days);
  if (budget) params.set("budget", budget);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** How a destination list keeps its state in the URL. */
export const DESTINATION_LIST_URL: ListUrlCodec<ListState> = { parse: readListState, format: listStateQuery };
