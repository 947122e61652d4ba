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

const DAY_MS = 86_400_000;
const INDIA_OFFSET_MS = 330 * 60_000; // UTC+5:30, all year

/** The calendar date in India at `now`, "2026-11-24": the agency's "today", whatever the build machine's time zone. */
export const indiaDate = (now: Date): string => new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** "2026-11-24" plus 30 days → "2026-12-24" */
export const addDays = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one "YYYY-MM-DD" date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
