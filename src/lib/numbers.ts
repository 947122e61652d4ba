/*
 * Number formats without Intl. The first Intl formatter (or collator) a page creates makes the browser load
 * its locale data: 20–65 ms of main thread here before any page code runs, four times that on the slow phone
 * Lighthouse simulates. The site shows numbers in fixed shapes (Indian grouping, dates), so it writes them itself; the unit
 * tests compare every shape with Intl's own output over many values.
 */

import { groupIndian } from "./indian-grouping";

/** "1299" → "1300": one added to a string of digits. */
const increment = (digits: string): string => {
  const chars = digits.split("");
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== "9") {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join("");
    }
    chars[i] = "0";
  }
  return `1${chars.join("")}`;
};

/**
 * The whole and fraction digits of `value` (not negative) rounded to `decimals`, half away from zero, from the
 * number's shortest decimal form, as Intl does: 1.005 is "1.01" here, where `toFixed` says "1.00".
 */
function roundedDigits(value: number, decimals: number): [whole: string, fraction: string] {
  const text = String(value);
  if (text.includes("e")) {
    // Below 1e-6 or from 1e21: no such amount on this site; toFixed is as close as it needs to be.
    const [whole = "", fraction = ""] = value.toFixed(decimals).split(".");
    return [whole, fraction];
  }
  const [whole = "", fraction = ""] = text.split(".");
  if (fraction.length <= decimals) return [whole, fraction.padEnd(decimals, "0")];
  const kept = whole + fraction.slice(0, decimals);
  const rounded = (fraction[decimals] ?? "0") >= "5" ? increment(kept) : kept;
  return decimals === 0
    ? [rounded, ""]
    : [rounded.slice(0, -decimals) || "0", rounded.slice(-decimals).padStart(decimals, "0")];
}

/**
 * `value` with exactly `decimals` decimals, its whole part grouped; "-" in front of a negative value (as Intl:
 * also when it rounds to zero). Not a number is "NaN" and an infinite one "∞", as Intl writes them.
 */
function formatFixed(value: number, decimals: number, group: (digits: string) => string): string {
  if (Number.isNaN(value)) return "NaN";
  if (!Number.isFinite(value)) return value < 0 ? "-∞" : "∞";
  const [whole, fraction] = roundedDigits(Math.abs(value), decimals);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${group(whole)}${fraction ? `.${fraction}` : ""}`;
}

/** 125000 → "1,25,000"; 4.95 with 1 decimal → "5.0" (en-IN). */
export const formatIndian = (value: number, decimals = 0): string => formatFixed(value, decimals, groupIndian);
