import { formatCounter } from "../src/lib/counters";
import { formatDate } from "../src/lib/dates";
import { formatRupees } from "../src/lib/money";
import { formatIndian } from "../src/lib/numbers";

// The site's formats are written without Intl (its first formatter costs a page tens of milliseconds of
// locale data); Node's Intl, with full ICU, is the reference they must agree with.
const indian = (decimals: number) =>
  new Intl.NumberFormat("en-IN", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
const usDate = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** A fixed spread of amounts: every magnitude up to 10^15, halves and the binary fractions that round oddly. */
const AMOUNTS = [
  0,
  -0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  9999,
  10000,
  99999,
  100000,
  125000,
  999999,
  1000000,
  12345678,
  123456789,
  9876543210,
  999999999999999,
  0.5,
  1.5,
  2.5,
  -2.5,
  0.05,
  0.15,
  0.25,
  1.005,
  2.675,
  1.45,
  4.95,
  8.345,
  999.995,
  99999.5,
  0.004,
  -0.004,
  -1234.5678,
  75,
  2650,
  18500.49,
  18500.5,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  Math.PI * 1e5,
  NaN,
  Infinity,
  -Infinity,
];
let seed = 7;
const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 10 ** Math.floor(seed % 9);
const SAMPLES = [...AMOUNTS, ...Array.from({ length: 2000 }, random)];

describe("number formats agree with Intl", () => {
  it.each([0, 1, 2])("Indian grouping with %i decimals is Intl's en-IN", (decimals) => {
    const format = indian(decimals);
    for (const value of SAMPLES) expect([value, formatIndian(value, decimals)]).toEqual([value, format.format(value)]);
  });
  it("rupees and counters use the Indian grouping", () => {
    expect(formatRupees(12345678.4)).toBe("₹1,23,45,678");
    expect(formatCounter(25000, 0, "+")).toBe("25,000+");
    expect(formatCounter(4.9, 1, "")).toBe("4.9");
  });
});

describe("formatDate agrees with Intl", () => {
  it("for a day of every month over a century, at either end of the UTC day", () => {
    for (let year = 1950; year < 2050; year += 7)
      for (let month = 0; month < 12; month++)
        for (const time of ["T00:00:00.000Z", "T23:59:59.999Z"]) {
          const iso = `${year}-${String(month + 1).padStart(2, "0")}-${String(1 + ((year + month) % 28)).padStart(2, "0")}${time}`;
          expect([iso, formatDate(iso)]).toEqual([iso, usDate.format(new Date(iso))]);
        }
  });
  it("names a value that is not a date instead of showing 'Invalid Date'", () => {
    expect(() => formatDate("next Tuesday")).toThrow('Not a date: "next Tuesday"');
  });
});
