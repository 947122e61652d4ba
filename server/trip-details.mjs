import { textProblem } from "./text-rules.mjs";

/**
 * The travel details of an enquiry (`trip`): when, who, rooms, from where and an optional budget. Keep these rules
 * and messages the same as src/lib/trip-details.ts (__tests__/enquiry-rules-parity.test.ts compares them).
 * @typedef {{ type: "month", month: string } | { type: "dates", start: string, end: string } | { type: "flexible" }} TripWhen
 * @typedef {{ when: TripWhen, adults: number, children: number[], rooms: number, from: string, budgetPerPerson?: number }} TripDetails
 */

export const MAX_CHILDREN = 6;
export const MAX_CHILD_AGE = 17;
const FROM_RULE = { label: "Leaving from", required: true, max: 100 };
/** The longest `from`, for the body limit. */
export const FROM_MAX = FROM_RULE.max;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD that exists (2027-02-30 does not). @param {string} text */
export function isIsoDate(text) {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/** @param {string} text */
const isIsoMonth = (text) => {
  const month = Number(ISO_MONTH.exec(text)?.[2]);
  return month >= 1 && month <= 12;
};

/**
 * The earliest calendar date anywhere on Earth now (UTC−12), YYYY-MM-DD: a date before it is in the past for every
 * visitor, whatever their time zone, so the server never refuses a date the visitor's own form accepted.
 * @param {number} now
 */
export const earliestToday = (now) => new Date(now - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** @param {unknown} value @returns {value is number} */
const isWhole = (value) => typeof value === "number" && Number.isSafeInteger(value);
/** @param {unknown} value */
const isMissing = (value) => value === undefined || value === null || value === "";
/** @param {number} count @param {string} one @param {string} many */
const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`;

/** @param {unknown} when @param {string} today @returns {Record<string, string>} */
function whenProblems(when, today) {
  const { type, month, start, end } =
    when && typeof when === "object" ? /** @type {Record<string, unknown>} */ (when) : {};
  if (type === "flexible") return {};
  if (type === "month") {
    if (isMissing(month)) return { "trip.when.month": "Choose the month you want to travel" };
    if (typeof month !== "string" || !isIsoMonth(month)) return { "trip.when.month": "Write the month as YYYY-MM" };
    if (month < today.slice(0, 7)) {
      return { "trip.when.month": "The month is in the past; choose this month or a later one" };
    }
    return {};
  }
  if (type !== "dates") return { "trip.when": "Choose when you want to travel: a month, exact dates or flexible" };
  /** @type {Record<string, string>} */
  const errors = {};
  const startOk = typeof start === "string" && isIsoDate(start);
  if (isMissing(start)) errors["trip.when.start"] = "Choose the first day of your trip";
  else if (!startOk) errors["trip.when.start"] = "Write the start date as YYYY-MM-DD";
  else if (/** @type {string} */ (start) < today) errors["trip.when.start"] = "The start date is in the past";
  if (isMissing(end)) errors["trip.when.end"] = "Choose the last day of your trip";
  else if (typeof end !== "string" || !isIsoDate(end)) errors["trip.when.end"] = "Write the end date as YYYY-MM-DD";
  else if (startOk && end < /** @type {string} */ (start)) {
    errors["trip.when.end"] = "The end date is before the start date";
  }
  return errors;
}

/** @param {unknown} children @returns {Record<string, string>} */
function childrenProblems(children) {
  if (children === undefined) return {};
  if (!Array.isArray(children)) return { "trip.children": "Children must be a list of ages" };
  if (children.length > MAX_CHILDREN) {
    return { "trip.children": `Up to ${MAX_CHILDREN} children per enquiry; tell us about more in your message` };
  }
  /** @type {Record<string, string>} */
  const errors = {};
  children.forEach((age, index) => {
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
 * Every problem of a trip at once, keyed as in a 400's `fields` ("trip.adults", "trip.when.start", "trip.children.1");
 * or the trip as it is stored: only its known keys, in order, the city trimmed.
 * @param {unknown} value @param {string} today YYYY-MM-DD
 * @returns {{ trip: TripDetails } | { fields: Record<string, string> }}
 */
export function validateTrip(value, today) {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    return { fields: { trip: "Trip must be an object with when, adults, children, rooms and from" } };
  }
  const { when, adults, children, rooms, from, budgetPerPerson } = /** @type {Record<string, unknown>} */ (value);
  /** @type {Record<string, string>} */
  const fields = { ...whenProblems(when, today) };

  if (isMissing(adults)) fields["trip.adults"] = "Tell us how many adults are travelling";
  else if (!isWhole(adults)) fields["trip.adults"] = "Adults must be a whole number";
  else if (adults < 1) fields["trip.adults"] = "At least one adult must travel";

  Object.assign(fields, childrenProblems(children));

  // Rooms are compared with the travellers only once both numbers are known.
  const childTotal =
    children === undefined ? 0 : Array.isArray(children) && children.length <= MAX_CHILDREN ? children.length : null;
  if (isMissing(rooms)) fields["trip.rooms"] = "Tell us how many rooms you need";
  else if (!isWhole(rooms)) fields["trip.rooms"] = "Rooms must be a whole number";
  else if (rooms < 1) fields["trip.rooms"] = "At least one room is needed";
  else if (isWhole(adults) && adults >= 1 && childTotal !== null) {
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

  if (!isMissing(budgetPerPerson) && !(isWhole(budgetPerPerson) && budgetPerPerson > 0)) {
    fields["trip.budgetPerPerson"] = "Budget per person must be a whole number of rupees above 0";
  }

  if (Object.keys(fields).length > 0) return { fields };
  const valid = /** @type {TripDetails} */ (value);
  /** @type {TripWhen} */
  const whenStored =
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
