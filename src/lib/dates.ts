const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "Mar 5, 2026": day, short month and year in US English, fixed to UTC so build and browser agree. Written
 * without Intl, whose first formatter costs a page tens of milliseconds of locale data (see numbers.ts).
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: "${iso}"`);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** A calendar date written YYYY-MM-DD that exists (2027-02-30 does not). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

/** A month written YYYY-MM (what `<input type="month">` gives). */
export const isIsoMonth = (text: string): boolean => {
  const month = Number(ISO_MONTH.exec(text)?.[2]);
  return month >= 1 && month <= 12;
};

const utcDate = (iso: string) => {
  if (!isIsoDate(iso)) throw new RangeError(`Not a date written YYYY-MM-DD: "${iso}"`);
  return new Date(`${iso}T00:00:00Z`);
};

/** The ISO date `days` days after `iso` (before, when negative). */
export const addDays = (iso: string, days: number): string =>
  new Date(utcDate(iso).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Today on the visitor's own calendar (local time), as YYYY-MM-DD: what "a date in the past" is measured against. */
export const localIsoDate = (now: Date = new Date()): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;

/** "March 2027" from "2027-03". */
export function formatMonth(isoMonth: string): string {
  if (!isIsoMonth(isoMonth)) throw new RangeError(`Not a month written YYYY-MM: "${isoMonth}"`);
  return `${MONTH_NAMES[Number(isoMonth.slice(5)) - 1]} ${isoMonth.slice(0, 4)}`;
}

/**
 * A trip's dates as Indian English writes them, with no part said twice: "12–18 Mar 2027", "28 Mar – 3 Apr 2027",
 * "28 Dec 2026 – 3 Jan 2027", and one day "12 Mar 2027".
 */
export function formatDateRange(start: string, end: string): string {
  const [from, to] = [utcDate(start), utcDate(end)];
  const day = (date: Date) => date.getUTCDate();
  const month = (date: Date) => MONTHS[date.getUTCMonth()];
  const year = (date: Date) => date.getUTCFullYear();
  if (start === end) return `${day(from)} ${month(from)} ${year(from)}`;
  if (year(from) !== year(to)) return `${day(from)} ${month(from)} ${year(from)} – ${day(to)} ${month(to)} ${year(to)}`;
  if (month(from) !== month(to)) return `${day(from)} ${month(from)} – ${day(to)} ${month(to)} ${year(to)}`;
  return `${day(from)}–${day(to)} ${month(to)} ${year(to)}`;
}

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000; // UTC+5:30, all year

/** The calendar date in India at `now`, "2026-11-24": the agency's "today", whatever the build machine's time zone. */
export const indiaDate = (now: Date): string => new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** Whole days from one "YYYY-MM-DD" date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The same day `years` years after `iso` (29 February becomes 28 February in a common year); 9999-12-31, the last
 * date written YYYY-MM-DD, at the most.
 */
export function yearsAfter(iso: string, years: number): string {
  const [year, month, day] = iso.split("-");
  const later = Number(year) + years;
  if (later > 9999) return "9999-12-31";
  const date = `${String(later).padStart(4, "0")}-${month}-${day}`;
  return isIsoDate(date) ? date : `${String(later).padStart(4, "0")}-${month}-28`;
}

const HOUR_MS = 3_600_000;
/**
 * The earliest calendar date anywhere on Earth at `now` (UTC−12): a date before it is in the past for every
 * visitor, whatever their time zone, so a server never refuses a date the visitor's own form accepted.
 */
export const earliestToday = (now: number): string => new Date(now - 12 * HOUR_MS).toISOString().slice(0, 10);
/** The latest calendar date anywhere on Earth at `now` (UTC+14): what "two years ahead" is counted from on a server. */
export const latestToday = (now: number): string => new Date(now + 14 * HOUR_MS).toISOString().slice(0, 10);
