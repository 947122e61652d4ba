/*
 * Trips that agree with themselves: what a trip's own texts say against its facts and against each other. A 7-day trip
 * whose inclusions add up to seven nights, or a dinner on the plan that the exclusions rule out, is a trip a visitor
 * cannot trust (and one a marketer copies). The build reports each contradiction, naming the record and the field,
 * and a published build refuses them (gatsby/content/trip-agreement.ts).
 */

/** A trip's texts as the check reads them: the whole trip's words, its lists and its days' meals. */
export interface TripTexts {
  /** The trip's days; it has a night fewer. */
  durationDays: number;
  /** Texts about the whole trip, by field name (overview, description…). */
  about: Readonly<Record<string, string>>;
  included: readonly string[];
  excluded: readonly string[];
  /** Each day's meals as written ("Breakfast and dinner", "None"). */
  days: readonly { meals: string }[];
}

/** One thing a trip says against itself: the field it is in, and what is wrong, quoting it. */
export interface Contradiction {
  field: string;
  problem: string;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
};

/** The nights a text speaks of ("six nights in hotels plus one on a houseboat": 6 and 1). */
export function nightsIn(text: string): number[] {
  const nights: number[] = [];
  const count = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`;
  const pattern = new RegExp(String.raw`\b${count}[- ]nights?\b(?:[^.;•,]*?\bplus ${count}\b)?`, "gi");
  for (const match of text.matchAll(pattern)) {
    const value = (word: string | undefined) =>
      word === undefined ? 0 : (NUMBER_WORDS[word.toLowerCase()] ?? Number.parseInt(word, 10));
    nights.push(value(match[1]));
    if (match[2]) nights.push(value(match[2]));
  }
  return nights;
}

export const MEALS = ["breakfast", "lunch", "dinner"] as const;
type Meal = (typeof MEALS)[number];

const mealsIn = (text: string): Meal[] =>
  MEALS.filter((meal) => new RegExp(String.raw`\b${meal}(e?s)?\b`, "i").test(text));
/** An exclusion that keeps some of a meal ("other dinners", "unless mentioned", "except on the houseboat") rules out none of it. */
const qualified = (text: string) => /\b(other|unless|except|not mentioned|extra|additional)\b/i.test(text);
const quote = (text: string) => `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`;

/**
 * What the trip's texts say against its days and against each other:
 * - nights: the accommodation listed in the inclusions adds up to other than the trip's nights (a day fewer than its
 *   days), or a text about the whole trip speaks of more nights than it has;
 * - meals: a meal of a day's plan, or one the inclusions give, that an exclusion rules out without a qualifier.
 */
export function contradictions(trip: TripTexts): Contradiction[] {
  const found: Contradiction[] = [];
  const nights = Math.max(trip.durationDays - 1, 0);
  const days = `${trip.durationDays} ${trip.durationDays === 1 ? "day" : "days"} (${nights} ${nights === 1 ? "night" : "nights"})`;

  const listed = trip.included.flatMap((item) => nightsIn(item).map((count) => ({ item, count })));
  const total = listed.reduce((sum, { count }) => sum + count, 0);
  if (listed.length > 0 && total !== nights)
    found.push({
      field: "included",
      problem: `${listed.map(({ item }) => quote(item)).join(" and ")} add up to ${total} nights, but the trip has ${days}`,
    });
  for (const [field, text] of Object.entries(trip.about))
    for (const count of nightsIn(text))
      if (count > nights) found.push({ field, problem: `speaks of ${count} nights, but the trip has ${days}` });

  const ruledOut = new Map<Meal, string>();
  for (const item of trip.excluded)
    if (!qualified(item)) for (const meal of mealsIn(item)) if (!ruledOut.has(meal)) ruledOut.set(meal, item);
  for (const item of trip.included)
    for (const meal of mealsIn(item)) {
      const excluded = ruledOut.get(meal);
      if (excluded)
        found.push({
          field: "included",
          problem: `${quote(item)} gives ${meal}, but excluded says ${quote(excluded)}`,
        });
    }
  trip.days.forEach((day, index) => {
    for (const meal of mealsIn(day.meals)) {
      const excluded = ruledOut.get(meal);
      if (excluded)
        found.push({
          field: `day ${index + 1} meals`,
          problem: `${quote(day.meals)} gives ${meal}, but excluded says ${quote(excluded)}`,
        });
    }
  });
  return found;
}
