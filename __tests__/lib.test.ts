import { splitBullets } from "../src/lib/bullets";
import { addDays, daysBetween, formatDate, indiaDate } from "../src/lib/dates";
import { formatDays, formatPrice, formatRupees, gstNote } from "../src/lib/money";
import { byRatingDescending, formatRating, ratingName, starsFor } from "../src/lib/rating";
import { readingTimeMinutes } from "../src/lib/reading-time";
import blogEnglish from "../src/i18n/messages/blog/en.json";
import { textOf } from "../src/i18n/text";

/** "3 min read": the reading time in the English words of the blog's catalogue. */
const readingTimeLabel = (content: string | null | undefined) =>
  textOf("en", undefined, blogEnglish)("blog.readingTime", { count: readingTimeMinutes(content) });

describe("money", () => {
  it("groups digits the Indian way", () => {
    expect(formatRupees(125000)).toBe("₹1,25,000");
    expect(formatRupees(9600)).toBe("₹9,600");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
    expect(formatRupees(999.6)).toBe("₹1,000");
  });
  it("shows price per person and days", () => {
    expect(formatPrice(18500)).toBe("₹18,500 per person");
    expect(formatDays(1)).toBe("1 day");
    expect(formatDays(6)).toBe("6 days");
  });
  it("says what the price does about GST only as the trip's own lists say it", () => {
    expect(gstNote(["Hotel stay"], ["Lunches", "GST (5%) on the package cost"])).toBe(
      "Plus GST (5%) on the package cost",
    );
    expect(gstNote(["All taxes including GST"], ["Lunches"])).toBe("Includes all taxes including GST");
    // An exclusion wins: the price is what it is before it.
    expect(gstNote(["Taxes except GST"], ["gst and TCS as applicable"])).toBe("Plus gst and TCS as applicable");
    expect(gstNote(["Hotel stay"], ["Lunches", "Tips and other taxes"])).toBeNull();
  });
});

describe("ratings are the record's own", () => {
  it("shows stars rounded to the nearest half, between 0 and 5", () => {
    expect([4.8, 4.7, 4.3, 4.2, 3.75, 1, 0.2, 9, -2].map(starsFor)).toEqual([5, 4.5, 4.5, 4, 4, 1, 0, 5, 0]);
  });
  it("writes the number with one decimal and names it for screen readers", () => {
    expect(formatRating(4.8)).toBe("4.8");
    expect(formatRating(5)).toBe("5.0");
    expect(ratingName(4.8)).toBe("Rated 4.8 out of 5");
  });
  it("sorts highest first with the same number, records without a rating last", () => {
    const records = [{ rating: 4.2 }, { rating: null }, { rating: 4.8 }, { rating: 4.6 }];
    expect([...records].sort(byRatingDescending).map((record) => record.rating)).toEqual([4.8, 4.6, 4.2, null]);
  });
});

describe("readingTimeMinutes", () => {
  it("is words / 200 rounded up", () => {
    expect(readingTimeMinutes("word ".repeat(200))).toBe(1);
    expect(readingTimeMinutes("word ".repeat(201))).toBe(2);
    expect(readingTimeMinutes("one\n\ntwo   three")).toBe(1);
  });
  it("is 2 minutes when content is missing", () => {
    expect(readingTimeMinutes("")).toBe(2);
    expect(readingTimeMinutes("   ")).toBe(2);
    expect(readingTimeMinutes(null)).toBe(2);
    expect(readingTimeLabel(undefined)).toBe("2 min read");
  });
});

describe("formatDate", () => {
  it("shows day, short month and year in US English, in UTC", () => {
    expect(formatDate("2026-03-05T23:30:00.000Z")).toBe("Mar 5, 2026");
    expect(formatDate("2025-12-31")).toBe("Dec 31, 2025");
  });
  it("counts days on India's calendar, whatever the machine's zone", () => {
    expect(indiaDate(new Date("2026-11-24T18:29:00Z"))).toBe("2026-11-24");
    expect(indiaDate(new Date("2026-11-24T18:30:00Z"))).toBe("2026-11-25");
    expect(addDays("2026-12-20", 30)).toBe("2027-01-19");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(daysBetween("2026-11-24", "2026-12-24")).toBe(30);
    expect(daysBetween("2026-11-24", "2026-11-20")).toBe(-4);
  });
});

describe("splitBullets", () => {
  it("splits on the bullet and drops empty items", () => {
    expect(splitBullets("• Airport transfers • Daily breakfast ••  • Houseboat •")).toEqual([
      "Airport transfers",
      "Daily breakfast",
      "Houseboat",
    ]);
    expect(splitBullets("Hotel•Breakfast")).toEqual(["Hotel", "Breakfast"]);
    expect(splitBullets("")).toEqual([]);
    expect(splitBullets(null)).toEqual([]);
  });
});
