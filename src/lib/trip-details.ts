import { addDays, formatDateRange, formatMonth, isIsoDate, isIsoMonth, yearsAfter } from "./dates";
import { formatRupees } from "./money";
import { textProblem } from "./text-rules";

/**
 * The travel details of an enquiry, which make it quotable: when, who, how many rooms, from where and, if the
 * visitor says, the budget. Sent as `trip` with the enquiry (server/README.md#contact-enquiries) and written into
 * its message as one readable line, so a backend that knows nothing of `trip` still shows them.
 */

/** At most this many adults, children and rooms in one enquiry: a bigger group writes about it in the message. */
export const MAX_ADULTS = 20;
export const MAX_CHILDREN = 20;
export const MAX_ROOMS = 20;
/** A child is 0 to 17 years old; from 18 a traveller is an adult. */
export const MAX_CHILD_AGE = 17;
/** The budgets per person the office quotes for, in rupees (its trips cost ₹3,200 to ₹2,89,000 a person). */
export const BUDGET_PER_PERSON = { min: 1_000, max: 10_00_000 } as const;
/** How far ahead a trip may be: the office quotes up to two years from today. */
export const YEARS_AHEAD = 2;
const FROM_RULE = { label: "Leaving from", required: true, max: 100 };
/** The longest city name, in characters (for the API's body limit). */
export const FROM_MAX = FROM_RULE.max;

export type TripWhen =
  { type: "month"; month: string } | { type: "dates"; start: string; end: string } | { type: "flexible" };
export type WhenType = TripWhen["type"];

/** `trip` as the API takes and stores it. */
export interface TripDetails {
  when: TripWhen;
  adults: number;
  /** One age (0–17) per child; none is []. */
  children: number[];
  rooms: number;
  /** The city the travellers leave from. */
  from: string;
  /** Rupees per person, when the visitor gives a budget. */
  budgetPerPerson?: number;
}

/** Where a problem is, as the API names it in a 400's `fields`: "trip.adults", "trip.when.start", "trip.children.1". */
export type TripErrorKey = "trip" | `trip.${string}`;
export type TripErrors = Partial<Record<TripErrorKey, string>>;

/** The trip's problems in the order the form shows their fields, so the first one is where focus goes. */
export const TRIP_ERROR_ORDER: readonly TripErrorKey[] = [
  "trip",
  "trip.when",
  "trip.when.month",
  "trip.when.start",
  "trip.when.end",
  "trip.adults",
  "trip.children",
  ...Array.from({ length: MAX_CHILDREN }, (_, index): TripErrorKey => `trip.children.${index}`),
  "trip.rooms",
  "trip.from",
  "trip.budgetPerPerson",
];

// `today` is YYYY-MM-DD: the visitor's own date in the form; on the API, the earliest date anywhere on Earth for the
// past and the latest (`latestToday`) for two years ahead, so the API never refuses what a visitor's form accepted.
const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value);
const isMissing = (value: unknown) => value === undefined || value === null || value === "";
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The last day a trip may be on: two years from today ("24 Nov 2028" in a message). */
export const lastTravelDay = (today: string): string => yearsAfter(today, YEARS_AHEAD);
const tooFar = (lastDay: string) =>
  `We quote trips up to two years ahead: choose a date until ${formatDateRange(lastDay, lastDay)}`;

function whenProblems(when: unknown, today: string, lastDay: string): TripErrors {
  const { type, month, start, end } = when && typeof when === "object" ? (when as Record<string, unknown>) : {};
  if (type === "flexible") return {};
  if (type === "month") {
    if (isMissing(month)) return { "trip.when.month": "Choose the month you want to travel" };
    if (typeof month !== "string" || !isIsoMonth(month)) return { "trip.when.month": "Write the month as YYYY-MM" };
    if (month < today.slice(0, 7)) {
      return { "trip.when.month": "The month is in the past; choose this month or a later one" };
    }
    if (month > lastDay.slice(0, 7)) {
      return {
        "trip.when.month": `We quote trips up to two years ahead: choose a month until ${formatMonth(lastDay.slice(0, 7))}`,
      };
    }
    return {};
  }
  if (type !== "dates") return { "trip.when": "Choose when you want to travel: a month, exact dates or flexible" };
  const errors: TripErrors = {};
  const startOk = typeof start === "string" && isIsoDate(start);
  if (isMissing(start)) errors["trip.when.start"] = "Choose the first day of your trip";
  else if (!startOk) errors["trip.when.start"] = "Write the start date as YYYY-MM-DD";
  else if (start < today) errors["trip.when.start"] = "The start date is in the past";
  else if (start > lastDay) errors["trip.when.start"] = tooFar(lastDay);
  if (isMissing(end)) errors["trip.when.end"] = "Choose the last day of your trip";
  else if (typeof end !== "string" || !isIsoDate(end)) errors["trip.when.end"] = "Write the end date as YYYY-MM-DD";
  else if (startOk && end < start) errors["trip.when.end"] = "The end date is before the start date";
  // A start too far ahead is said once, on the start.
  else if (end > lastDay && !(startOk && start > lastDay)) errors["trip.when.end"] = tooFar(lastDay);
  return errors;
}

function childrenProblems(children: unknown): TripErrors {
  if (children === undefined) return {};
  if (!Array.isArray(children)) return { "trip.children": "Children must be a list of ages" };
  if (children.length > MAX_CHILDREN) {
    return { "trip.children": `Up to ${MAX_CHILDREN} children per enquiry; tell us about more in your message` };
  }
  const errors: TripErrors = {};
  children.forEach((age: unknown, index) => {
    const child = `child ${index + 1}`;
    if (isMissing(age)) errors[`trip.children.${index}`] = `Enter the age of ${child}`;
    else if (!isWhole(age)) errors[`trip.children.${index}`] = `Age of ${child} must be a whole number of years`;
    else if (age < 0 || age > MAX_CHILD_AGE) {
      errors[`trip.children.${index}`] =
        `Age of ${child} must be from 0 to ${MAX_CHILD_AGE} (18 and over count as adults)`;
    }
  });
  return errors;
}

/**
 * Every problem of a trip at once, keyed as the API keys them; or the trip as it is stored (trimmed, in order).
 * Dates run from `today` to two years after `latestToday` (the same day, unless the API says otherwise).
 */
export function validateTrip(
  value: unknown,
  today: string,
  latestToday: string = today,
): { trip: TripDetails } | { fields: TripErrors } {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return { fields: { trip: "Trip must be an object with when, adults, children, rooms and from" } };
  }
  const { when, adults, children, rooms, from, budgetPerPerson } = value as Record<string, unknown>;
  const fields: TripErrors = { ...whenProblems(when, today, lastTravelDay(latestToday)) };

  if (isMissing(adults)) fields["trip.adults"] = "Tell us how many adults are travelling";
  else if (!isWhole(adults)) fields["trip.adults"] = "Adults must be a whole number";
  else if (adults < 1) fields["trip.adults"] = "At least one adult must travel";
  else if (adults > MAX_ADULTS) {
    fields["trip.adults"] = `Up to ${MAX_ADULTS} adults per enquiry; tell us about a bigger group in your message`;
  }

  Object.assign(fields, childrenProblems(children));

  // Rooms are compared with the travellers only once both numbers are known.
  const childTotal =
    children === undefined ? 0 : Array.isArray(children) && children.length <= MAX_CHILDREN ? children.length : null;
  if (isMissing(rooms)) fields["trip.rooms"] = "Tell us how many rooms you need";
  else if (!isWhole(rooms)) fields["trip.rooms"] = "Rooms must be a whole number";
  else if (rooms < 1) fields["trip.rooms"] = "At least one room is needed";
  else if (rooms > MAX_ROOMS) {
    fields["trip.rooms"] = `Up to ${MAX_ROOMS} rooms per enquiry; tell us about more in your message`;
  } else if (isWhole(adults) && adults >= 1 && childTotal !== null) {
    const travellers = adults + childTotal;
    if (rooms > travellers) {
      fields["trip.rooms"] =
        `More rooms than travellers: at most ${plural(travellers, "room", "rooms")} for ${plural(travellers, "traveller", "travellers")}`;
    }
  }

  if (from !== undefined && typeof from !== "string") fields["trip.from"] = "Leaving from must be text";
  else {
    const city = (from ?? "").trim();
    const problem = city === "" ? "Tell us the city you are leaving from" : textProblem(FROM_RULE, city);
    if (problem) fields["trip.from"] = problem;
  }

  const budgetProblem = isMissing(budgetPerPerson)
    ? undefined
    : !isWhole(budgetPerPerson)
      ? "Budget per person must be a whole number of rupees"
      : budgetPerPerson < BUDGET_PER_PERSON.min || budgetPerPerson > BUDGET_PER_PERSON.max
        ? `Budget per person must be from ${formatRupees(BUDGET_PER_PERSON.min)} to ${formatRupees(BUDGET_PER_PERSON.max)}`
        : undefined;
  if (budgetProblem) fields["trip.budgetPerPerson"] = budgetProblem;

  if (Object.keys(fields).length > 0) return { fields };
  const valid = value as TripDetails;
  const whenStored: TripWhen =
    valid.when.type === "month"
      ? { type: "month", month: valid.when.month }
      : valid.when.type === "dates"
        ? { type: "dates", start: valid.when.start, end: valid.when.end }
        : { type: "flexible" };
  return {
    trip: {
      when: whenStored,
      adults: valid.adults,
      children: [...(valid.children ?? [])],
      rooms: valid.rooms,
      from: valid.from.trim(),
      ...(isMissing(budgetPerPerson) ? {} : { budgetPerPerson: valid.budgetPerPerson }),
    },
  };
}

/** "Travel: 12–18 Mar 2027 · 2 adults, 1 child (7) · 1 room · from Kochi · budget ₹30,000 per person" */
export function tripSummary({ when, adults, children, rooms, from, budgetPerPerson }: TripDetails): string {
  const whenText =
    when.type === "month"
      ? formatMonth(when.month)
      : when.type === "dates"
        ? formatDateRange(when.start, when.end)
        : "dates flexible";
  const ages = children.map((age) => (age === 0 ? "under 1" : String(age))).join(", ");
  const travellers =
    plural(adults, "adult", "adults") +
    (children.length > 0 ? `, ${plural(children.length, "child", "children")} (${ages})` : "");
  return [
    `Travel: ${whenText}`,
    travellers,
    plural(rooms, "room", "rooms"),
    `from ${from}`,
    ...(budgetPerPerson === undefined ? [] : [`budget ${formatRupees(budgetPerPerson)} per person`]),
  ].join(" · ");
}

/** The message as sent: what the visitor wrote, then the trip's line (alone when they wrote nothing). */
export function messageWithTrip(message: string, trip: TripDetails | undefined): string {
  if (!trip) return message;
  const written = message.trim();
  return written === "" ? tripSummary(trip) : `${written}\n\n${tripSummary(trip)}`;
}

/** The trip's fields as the form holds them: text, as inputs give it ("" when empty). */
export interface TripForm {
  when: WhenType | "";
  month: string;
  start: string;
  end: string;
  adults: string;
  children: string;
  /** One per child shown, first child first. */
  childAges: readonly string[];
  rooms: string;
  from: string;
  /** As typed: "30000", "30,000" or "₹1,25,000" all mean rupees. */
  budget: string;
}
export type TripTextField = Exclude<keyof TripForm, "childAges">;

export const EMPTY_TRIP_FORM: TripForm = {
  when: "",
  month: "",
  start: "",
  end: "",
  adults: "",
  children: "",
  childAges: [],
  rooms: "",
  from: "",
  budget: "",
};
export const TRIP_TEXT_FIELDS = Object.keys(EMPTY_TRIP_FORM).filter(
  (field): field is TripTextField => field !== "childAges",
);
const WHEN_TYPES: readonly WhenType[] = ["month", "dates", "flexible"];

export const isBlankTripForm = (form: TripForm): boolean =>
  TRIP_TEXT_FIELDS.every((field) => form[field] === "") && form.childAges.every((age) => age === "");

/** The trip fields from stored JSON (a draft); anything else in it is ignored. */
export function tripFormFrom(value: unknown): TripForm {
  const raw = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const form: Record<string, unknown> = { ...EMPTY_TRIP_FORM };
  for (const field of TRIP_TEXT_FIELDS) if (typeof raw[field] === "string") form[field] = raw[field];
  const ages = Array.isArray(raw.childAges) ? raw.childAges : [];
  return {
    ...(form as unknown as TripForm),
    when: WHEN_TYPES.find((type) => type === raw.when) ?? "",
    childAges: ages.slice(0, MAX_CHILDREN).map((age) => (typeof age === "string" ? age : "")),
  };
}

/** How many children the form says, or undefined while that is not a whole number from 0 (blank is none). */
const childCount = (form: TripForm): number | undefined => {
  const count = form.children.trim() === "" ? 0 : Number(form.children);
  return Number.isSafeInteger(count) && count >= 0 ? count : undefined;
};

/** The age fields to show: one per child, up to MAX_CHILDREN. */
export const shownChildAges = (form: TripForm): number => Math.min(childCount(form) ?? 0, MAX_CHILDREN);

/** The form with a new number of children: one age field per child, the ages already typed kept. */
export function withChildren(form: TripForm, children: string): TripForm {
  const next = { ...form, children };
  const shown = shownChildAges(next);
  return { ...next, childAges: Array.from({ length: shown }, (_, index) => form.childAges[index] ?? "") };
}

/** The form with a new first day: the last day follows from the trip's length unless the visitor chose it. */
export function withStartDate(form: TripForm, start: string, tripDays?: number): TripForm {
  const lastDay = (first: string) => (tripDays && isIsoDate(first) ? addDays(first, tripDays - 1) : undefined);
  const endFollows = form.end === "" || form.end === lastDay(form.start);
  return { ...form, start, end: endFollows ? (lastDay(start) ?? form.end) : form.end };
}

const numberFrom = (text: string): number | undefined => (text.trim() === "" ? undefined : Number(text.trim()));
// Rupees as people write them: "30000", "30,000", "₹ 1,25,000", "Rs. 30000".
const RUPEES = /^(?:₹|rs\.?|inr)?\s*(\d[\d,\s]*)$/i;
const rupeesFrom = (text: string): number | undefined => {
  if (text.trim() === "") return undefined;
  const digits = RUPEES.exec(text.trim())?.[1];
  return digits ? Number(digits.replace(/[,\s]/g, "")) : Number.NaN;
};

/**
 * The form's trip checked by the shared rules (and the form's own: the number of children), every problem keyed
 * as the API keys it; or the trip to send.
 */
export function checkTripForm(form: TripForm, today: string): { trip: TripDetails } | { fields: TripErrors } {
  const count = childCount(form);
  const when =
    form.when === "month"
      ? { type: "month", month: form.month.trim() }
      : form.when === "dates"
        ? { type: "dates", start: form.start.trim(), end: form.end.trim() }
        : form.when === "flexible"
          ? { type: "flexible" }
          : undefined;
  const candidate = {
    when,
    adults: numberFrom(form.adults),
    children: Array.from({ length: count ?? 0 }, (_, index) => numberFrom(form.childAges[index] ?? "") ?? null),
    rooms: numberFrom(form.rooms),
    from: form.from,
    budgetPerPerson: rupeesFrom(form.budget),
  };
  const result = validateTrip(candidate, today);
  if (count !== undefined) return result;
  return {
    fields: {
      ...("fields" in result ? result.fields : {}),
      "trip.children": "Children must be a whole number, 0 or more",
    },
  };
}

/** What a page knows before the visitor types: trip fields it can fill in, and the trip's length in days. */
export type TripPrefill = Partial<TripForm> & { days?: number };

/** The restored form with the prefill in every field the visitor left empty (their own text wins). */
export function withTripPrefill(form: TripForm, prefill: TripPrefill | undefined): TripForm {
  if (!prefill) return form;
  const next: TripForm = { ...form };
  for (const field of TRIP_TEXT_FIELDS) {
    const value = prefill[field];
    if (field !== "children" && value && next[field] === "") Object.assign(next, { [field]: value });
  }
  // The children and their ages go together: both the prefill's, or both the visitor's.
  if (!prefill.children || form.children !== "") return next;
  return withChildren({ ...next, childAges: prefill.childAges ?? [] }, prefill.children);
}

/** What the draft keeps: a field still holding the prefill is not the visitor's, so it never outlives the prefill. */
export function tripDraftWithoutPrefill(form: TripForm, prefill: TripPrefill | undefined): TripForm {
  if (!prefill) return form;
  const next: TripForm = { ...form };
  for (const field of TRIP_TEXT_FIELDS) {
    if (field !== "children" && prefill[field] && next[field] === prefill[field]) Object.assign(next, { [field]: "" });
  }
  const prefilledChildren =
    prefill.children !== undefined &&
    form.children === prefill.children &&
    form.childAges.join() === (prefill.childAges ?? []).join();
  return prefilledChildren ? { ...next, children: "", childAges: [] } : next;
}
