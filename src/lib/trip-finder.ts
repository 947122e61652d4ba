/**
 * The trip finder of the destination lists: sort orders, and the duration and budget choices, each with the
 * value it has in the URL (?sort=, ?days=, ?budget=) and the label a visitor reads. They follow how people
 * search ("5–7 days under ₹30,000"): a trip's length falls in exactly one duration band, and a budget is a cap
 * (under ₹30,000 includes the cheaper trips), with one open-ended band for the dearest trips.
 */
import { byRatingDescending } from "./rating";
import { formatRupees } from "./money";
import { byText } from "./text-order";
import { englishListsText, type ListsKey, type ListsText } from "../i18n/lists-text";

/** What the finder sorts and filters on: a destination card's facts. */
export interface FinderTrip {
  pricePerPerson: number;
  durationDays: number;
  rating: number | null;
  /** Where the marketers place it ("Kerala") and the kinds of trip it is ("Honeymoon"), as they write them. */
  region: string | null;
  themes: readonly string[];
}

interface Band {
  value: string;
  /** In English; `finderOptionLabel` words it in a page's edition. */
  label: string;
  /** Included. */
  min: number;
  /** Excluded; Infinity for an open-ended band. */
  max: number;
}

type FinderSelect = "sort" | "days" | "budget";

/**
 * An option of the Sort by, Duration or Budget select in a page's words (the catalogue part `lists`): a sort order or
 * a duration by its value ("finder.days.5-7"), a budget from its amounts ("Under {price}", "{price} and over"), and
 * "" as no filter ("Any length").
 */
export function finderOptionLabel(text: ListsText, select: FinderSelect, value: string): string {
  if (select === "budget" && value !== "") {
    const cap = /^under-(\d+)$/.exec(value);
    if (cap) return text("finder.budget.under", { price: formatRupees(Number(cap[1])) });
    const from = /^(\d+)-and-over$/.exec(value);
    if (from) return text("finder.budget.over", { price: formatRupees(Number(from[1])) });
    throw new Error(`"${value}" is not a budget band's value`);
  }
  return text(`finder.${select}.${value === "" ? "any" : value}` as ListsKey);
}

const band = (value: string, min: number, max: number, select: "days" | "budget"): Band => ({
  value,
  label: finderOptionLabel(englishListsText, select, value),
  min,
  max,
});

/**
 * Trip lengths: up to 4 days, 5–7, 8–10, 11+. They start at 0 and leave no gap, so every trip (the seed has
 * day trips) is in exactly one of them.
 */
export const DURATION_BANDS: readonly Band[] = [
  band("up-to-4", 0, 5, "days"),
  band("5-7", 5, 8, "days"),
  band("8-10", 8, 11, "days"),
  band("11-plus", 11, Infinity, "days"),
];

const under = (cap: number): Band => band(`under-${cap}`, 0, cap, "budget");

/** Price per person: under ₹20,000, ₹30,000, ₹50,000 or ₹75,000 (caps, so they overlap), or ₹75,000 and over. */
export const BUDGET_BANDS: readonly Band[] = [
  under(20_000),
  under(30_000),
  under(50_000),
  under(75_000),
  band("75000-and-over", 75_000, Infinity, "budget"),
];

/** The options of the Duration and Budget selects: no filter first, then the bands. */
export const FINDER_FILTERS = {
  days: [{ value: "", label: finderOptionLabel(englishListsText, "days", "") }, ...DURATION_BANDS],
  budget: [{ value: "", label: finderOptionLabel(englishListsText, "budget", "") }, ...BUDGET_BANDS],
} as const satisfies Record<string, readonly { value: string; label: string }[]>;

/**
 * A region or theme of the listed trips, as the "Region or theme" select offers it: "Kerala" to read, "kerala" in the
 * URL (?theme=kerala). The options come from the trips themselves (content/destination-themes.json), never a list
 * written here.
 */
export interface ThemeOption {
  value: string;
  label: string;
  kind: "region" | "theme";
  /** True where the page's edition has no translation of it: the label is the marketers' English. */
  english?: boolean;
}

const themeValues = new Map<string, string>();

/**
 * "Day trips" → "day-trips": a region's or theme's value in the URL. Each label is worked out once (a list asks for
 * the same few labels of every trip, for its options, counts and filter).
 */
export function themeValue(label: string): string {
  let value = themeValues.get(label);
  if (value === undefined) {
    value = label
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "");
    themeValues.set(label, value);
  }
  return value;
}

const tagsOf = (trip: FinderTrip) => [
  ...(trip.region ? [{ label: trip.region, kind: "region" as const }] : []),
  ...trip.themes.map((label) => ({ label, kind: "theme" as const })),
];

/**
 * The regions and themes the trips have: regions first, the one with most trips first (Kerala before Goa on the
 * Domestic list), then themes A to Z. Two spellings of one value ("Hills", "hills") are one option, labelled as first
 * written. In an edition, `translations` (by value: content/theme-translations.json) gives the labels; one it lacks
 * keeps its English and says so (`english`).
 */
export function themeOptions(trips: readonly FinderTrip[], translations?: ReadonlyMap<string, string>): ThemeOption[] {
  const found = new Map<string, ThemeOption & { trips: number }>();
  for (const trip of trips)
    for (const { label, kind } of tagsOf(trip)) {
      const value = themeValue(label);
      if (!value) continue;
      const translated = translations?.get(value);
      const option = found.get(value) ?? {
        value,
        label: translated ?? label,
        kind,
        trips: 0,
        ...(translations && translated === undefined && { english: true }),
      };
      option.trips += 1;
      found.set(value, option);
    }
  const options = [...found.values()];
  const regions = options.filter((option) => option.kind === "region").sort((a, b) => b.trips - a.trips);
  const themes = options.filter((option) => option.kind === "theme").sort((a, b) => byText(a.label, b.label));
  return [...regions, ...themes].map(({ trips: _trips, ...option }) => option);
}

const hasTheme = (trip: FinderTrip, value: string) =>
  value === "" || tagsOf(trip).some(({ label }) => themeValue(label) === value);

export type FinderFilter = keyof typeof FINDER_FILTERS | "theme";

type Comparator = (a: FinderTrip, b: FinderTrip) => number;

/** The orders of the "Sort by" select; the first, Recommended, keeps the backend's order. */
const order = (value: string, compare: Comparator | null) => ({
  value,
  label: finderOptionLabel(englishListsText, "sort", value),
  compare,
});

export const SORT_ORDERS: readonly { value: string; label: string; compare: Comparator | null }[] = [
  order("recommended", null),
  order("price-asc", (a, b) => a.pricePerPerson - b.pricePerPerson),
  order("price-desc", (a, b) => b.pricePerPerson - a.pricePerPerson),
  order("days-asc", (a, b) => a.durationDays - b.durationDays),
  order("days-desc", (a, b) => b.durationDays - a.durationDays),
  order("rating", byRatingDescending),
];

export const DEFAULT_SORT = "recommended";

/**
 * The finder's choices; "" is no filter. Only values listed above ever get here (see readFinderChoice); a theme is
 * any value of a theme's shape, checked against the list's own themes where the list is known (knownTheme).
 */
export interface FinderChoices {
  sort: string;
  days: string;
  budget: string;
  theme: string;
}

export const NO_FINDER_CHOICES: FinderChoices = { sort: DEFAULT_SORT, days: "", budget: "", theme: "" };

/** A URL value if it names one of `options`, else `fallback`: unknown or stale links show the default. */
export const readFinderChoice = (
  raw: string | null | undefined,
  options: readonly { value: string }[],
  fallback: string,
): string => options.find((option) => option.value === raw?.trim())?.value ?? fallback;

/** A theme value as a URL may carry it: a region's or theme's shape (themeValue), else none. */
const readTheme = (raw: string | null) => {
  const value = themeValue(raw ?? "");
  return value.length <= 60 ? value : "";
};

/** Reads ?sort=, ?days=, ?budget= and ?theme=, ignoring unknown values. */
export const readFinderChoices = (params: URLSearchParams): FinderChoices => ({
  sort: readFinderChoice(params.get("sort"), SORT_ORDERS, DEFAULT_SORT),
  days: readFinderChoice(params.get("days"), DURATION_BANDS, ""),
  budget: readFinderChoice(params.get("budget"), BUDGET_BANDS, ""),
  theme: readTheme(params.get("theme")),
});

/** The choices with a theme none of `options` has (an old link, a typo) set aside: the list shows every trip. */
export const knownTheme = (choices: FinderChoices, options: readonly ThemeOption[]): FinderChoices =>
  options.some((option) => option.value === choices.theme) ? choices : { ...choices, theme: "" };

const inBand = (bands: readonly Band[], value: string, amount: number) => {
  const chosen = bands.find((candidate) => candidate.value === value);
  return !chosen || (amount >= chosen.min && amount < chosen.max);
};

const matchesFilters = (trip: FinderTrip, { days, budget, theme }: Omit<FinderChoices, "sort">) =>
  inBand(DURATION_BANDS, days, trip.durationDays) &&
  inBand(BUDGET_BANDS, budget, trip.pricePerPerson) &&
  hasTheme(trip, theme);

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
 * How many of `trips` each option of the `filter` select would show, the other filters kept as chosen:
 * with "Under ₹30,000" chosen, the Duration options count the trips under ₹30,000 of each length. The theme
 * select's options are the list's own (themeOptions), "" (any) first.
 */
export function countTripsByOption(
  trips: readonly FinderTrip[],
  choices: FinderChoices,
  filter: FinderFilter,
  themes: readonly ThemeOption[] = [],
): Map<string, number> {
  const options = filter === "theme" ? [{ value: "" }, ...themes] : FINDER_FILTERS[filter];
  return new Map(
    options.map(({ value }) => {
      const withOption = { ...choices, [filter]: value };
      return [value, trips.filter((trip) => matchesFilters(trip, withOption)).length];
    }),
  );
}

/** True when a duration, budget or theme filter narrows the list (the sort never hides anything). */
export const hasFinderFilters = ({ days, budget, theme }: FinderChoices): boolean =>
  days !== "" || budget !== "" || theme !== "";

/** The filters in words, for an empty result: "Kerala, 5–7 days, Under ₹30,000" (in the page's words with `text`). */
export function describeFinderFilters(
  { days, budget, theme }: FinderChoices,
  themes: readonly ThemeOption[] = [],
  text: ListsText = englishListsText,
): string {
  return [
    themes.find((option) => option.value === theme)?.label,
    days && finderOptionLabel(text, "days", days),
    budget && finderOptionLabel(text, "budget", budget),
  ]
    .filter(Boolean)
    .join(text("finder.join"));
}
