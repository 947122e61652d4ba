/**
 * The trip finder of the destination lists: sort orders, and the duration and budget choices, each with the
 * value it has in the URL (?sort=, ?days=, ?budget=) and the label a visitor reads. They follow how people
 * search ("5–7 days under ₹30,000"): a trip's length falls in exactly one duration band, and a budget is a cap
 * (under ₹30,000 includes the cheaper trips), with one open-ended band for the dearest trips.
 */
import { byRatingDescending } from "./rating";
import { formatRupees } from "./money";

/** What the finder sorts and filters on: a destination card's facts. */
export interface FinderTrip {
  pricePerPerson: number;
  durationDays: number;
  rating: number | null;
}

interface Band {
  value: string;
  label: string;
  /** Included. */
  min: number;
  /** Excluded; Infinity for an open-ended band. */
  max: number;
}

const band = (value: string, label: string, min: number, max: number): Band => ({ value, label, min, max });

/**
 * Trip lengths: up to 4 days, 5–7, 8–10, 11+. They start at 0 and leave no gap, so every trip (the seed has
 * day trips) is in exactly one of them.
 */
export const DURATION_BANDS: readonly Band[] = [
  band("up-to-4", "Up to 4 days", 0, 5),
  band("5-7", "5–7 days", 5, 8),
  band("8-10", "8–10 days", 8, 11),
  band("11-plus", "11+ days", 11, Infinity),
];

const under = (cap: number): Band => band(`under-${cap}`, `Under ${formatRupees(cap)}`, 0, cap);

/** Price per person: under ₹20,000, ₹30,000, ₹50,000 or ₹75,000 (caps, so they overlap), or ₹75,000 and over. */
export const BUDGET_BANDS: readonly Band[] = [
  under(20_000),
  under(30_000),
  under(50_000),
  under(75_000),
  band("75000-and-over", `${formatRupees(75_000)} and over`, 75_000, Infinity),
];

/** The options of the Duration and Budget selects: no filter first, then the bands. */
export const FINDER_FILTERS = {
  days: [{ value: "", label: "Any length" }, ...DURATION_BANDS],
  budget: [{ value: "", label: "Any budget" }, ...BUDGET_BANDS],
} as const satisfies Record<string, readonly { value: string; label: string }[]>;

export type FinderFilter = keyof typeof FINDER_FILTERS;

type Comparator = (a: FinderTrip, b: FinderTrip) => number;

/** The orders of the "Sort by" select; the first, Recommended, keeps the backend's order. */
export const SORT_ORDERS: readonly { value: string; label: string; compare: Comparator | null }[] = [
  { value: "recommended", label: "Recommended", compare: null },
  { value: "price-asc", label: "Price: low to high", compare: (a, b) => a.pricePerPerson - b.pricePerPerson },
  { value: "price-desc", label: "Price: high to low", compare: (a, b) => b.pricePerPerson - a.pricePerPerson },
  { value: "days-asc", label: "Duration: shortest first", compare: (a, b) => a.durationDays - b.durationDays },
  { value: "days-desc", label: "Duration: longest first", compare: (a, b) => b.durationDays - a.durationDays },
  { value: "rating", label: "Rating: highest first", compare: byRatingDescending },
];

export const DEFAULT_SORT = "recommended";

/** The finder's choices; "" is no filter. Only values listed above ever get here (see readFinderChoice). */
export interface FinderChoices {
  sort: string;
  days: string;
  budget: string;
}

export const NO_FINDER_CHOICES: FinderChoices = { sort: DEFAULT_SORT, days: "", budget: "" };

/** A URL value if it names one of `options`, else `fallback`: unknown or stale links show the default. */
export const readFinderChoice = (
  raw: string | null | undefined,
  options: readonly { value: string }[],
  fallback: string,
): string => options.find((option) => option.value === raw?.trim())?.value ?? fallback;

/** Reads ?sort=, ?days= and ?budget=, ignoring unknown values. */
export const readFinderChoices = (params: URLSearchParams): FinderChoices => ({
  sort: readFinderChoice(params.get("sort"), SORT_ORDERS, DEFAULT_SORT),
  days: readFinderChoice(params.get("days"), DURATION_BANDS, ""),
  budget: readFinderChoice(params.get("budget"), BUDGET_BANDS, ""),
});

const inBand = (bands: readonly Band[], value: string, amount: number) => {
  const chosen = bands.find((candidate) => candidate.value === value);
  return !chosen || (amount >= chosen.min && amount < chosen.max);
};

const matchesFilters = (trip: FinderTrip, { days, budget }: Omit<FinderChoices, "sort">) =>
  inBand(DURATION_BANDS, days, trip.durationDays) && inBand(BUDGET_BANDS, budget, trip.pricePerPerson);

/**
 * The trips in the chosen bands, in the chosen order. The sort is stable, so trips that tie (the same
 * price, length or rating) keep the backend's order. `trips` itself is never reordered.
 */
export function findTrips<T extends FinderTrip>(trips: readonly T[], choices: FinderChoices): T[] {
  const found = trips.filter((trip) => matchesFilters(trip, choices));
  const compare = SORT_ORDERS.find((order) => order.value === choices.sort)?.compare;
  return compare ? found.sort(compare) : found;
}

/**
 * How many of `trips` each option of the `filter` select would show, the other filter kept as chosen:
 * with "Under ₹30,000" chosen, the Duration options count the trips under ₹30,000 of each length.
 */
export function countTripsByOption(
  trips: readonly FinderTrip[],
  choices: FinderChoices,
  filter: FinderFilter,
): Map<string, number> {
  return new Map(
    FINDER_FILTERS[filter].map(({ value }) => {
      const withOption = { ...choices, [filter]: value };
      return [value, trips.filter((trip) => matchesFilters(trip, withOption)).length];
    }),
  );
}

/** True when a duration or budget filter narrows the list (the sort never hides anything). */
export const hasFinderFilters = ({ days, budget }: FinderChoices): boolean => days !== "" || budget !== "";

/** The filters in words, for an empty result: "5–7 days, Under ₹30,000". */
export function describeFinderFilters({ days, budget }: FinderChoices): string {
  return [DURATION_BANDS.find((b) => b.value === days)?.label, BUDGET_BANDS.find((b) => b.value === budget)?.label]
    .filter(Boolean)
    .join(", ");
}
