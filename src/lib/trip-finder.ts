/**
 * The trip finder of the destination lists: sort orders, and the duration and budget bands, each with the
 * value it has in the URL (?sort=, ?days=, ?budget=) and the label a visitor reads. Bands include their lower
 * bound and exclude their upper one, so every price and every number of days falls in exactly one band.
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
  /** Excluded; Infinity for the open-ended last band. */
  max: number;
}

const band = (value: string, label: string, min: number, max: number): Band => ({ value, label, min, max });

/** Trip lengths: 1–3 days, 4–6 days, 7+ days. */
export const DURATION_BANDS: readonly Band[] = [
  band("1-3", "1–3 days", 1, 4),
  band("4-6", "4–6 days", 4, 7),
  band("7-plus", "7+ days", 7, Infinity),
];

const budgetBand = (min: number, max: number): Band =>
  min === 0
    ? band(`under-${max}`, `Under ${formatRupees(max)}`, min, max)
    : max === Infinity
      ? band(`over-${min}`, `${formatRupees(min)} and over`, min, max)
      : band(`${min}-${max}`, `${formatRupees(min)}–${formatRupees(max)}`, min, max);

/** Price per person: under ₹25,000; ₹25,000–₹75,000; ₹75,000–₹1,50,000; ₹1,50,000 and over. */
export const BUDGET_BANDS: readonly Band[] = [
  budgetBand(0, 25_000),
  budgetBand(25_000, 75_000),
  budgetBand(75_000, 150_000),
  budgetBand(150_000, Infinity),
];

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

/**
 * The trips in the chosen bands, in the chosen order. The sort is stable, so trips that tie (the same
 * price, length or rating) keep the backend's order. `trips` itself is never reordered.
 */
export function findTrips<T extends FinderTrip>(trips: readonly T[], { sort, days, budget }: FinderChoices): T[] {
  const found = trips.filter(
    (trip) => inBand(DURATION_BANDS, days, trip.durationDays) && inBand(BUDGET_BANDS, budget, trip.pricePerPerson),
  );
  const compare = SORT_ORDERS.find((order) => order.value === sort)?.compare;
  return compare ? found.sort(compare) : found;
}

/** True when a duration or budget filter narrows the list (the sort never hides anything). */
export const hasFinderFilters = ({ days, budget }: FinderChoices): boolean => days !== "" || budget !== "";

/** The filters in words, for an empty result: "4–6 days, Under ₹25,000". */
export function describeFinderFilters({ days, budget }: FinderChoices): string {
  return [DURATION_BANDS.find((b) => b.value === days)?.label, BUDGET_BANDS.find((b) => b.value === budget)?.label]
    .filter(Boolean)
    .join(", ");
}
