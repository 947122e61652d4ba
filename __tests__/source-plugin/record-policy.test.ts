/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  checkRecords,
  COLLECTIONS,
  LIST_LIMIT,
  lossProblem,
  RECORD_LIMITS,
  recordTextLength,
  TEXT_LIMITS,
  type CollectionDefinition,
} from "../../plugins/gatsby-source-agency-api/collections";
import { resolveSourceOptions } from "../../plugins/gatsby-source-agency-api/options";
import seedDestinations from "../../server/seed/destinations.json";
import { readSeed } from "./reference-api";

const collection = (key: string) => COLLECTIONS.find((definition) => definition.key === key) as CollectionDefinition;
const destinations = collection("destinations");
const munnar = { ...seedDestinations.find((d) => d._id === "dst-munnar")!, type: "Domestic" };
/** A blog post with an article as long as allowed. */
const post = {
  _id: "blog-x",
  title: "A title",
  featuredImage: "https://cdn.example.in/a.jpg",
  createdAt: "2026-01-01",
  content: "x".repeat(TEXT_LIMITS.article),
};

describe("text length limits", () => {
  it.each([
    ["name", TEXT_LIMITS.label],
    ["description", TEXT_LIMITS.text],
    ["overview", TEXT_LIMITS.text],
    ["cancellationPolicy", TEXT_LIMITS.text],
    ["bannerImage", TEXT_LIMITS.url],
  ])("a destination's %s may have %i characters, not one more", (field, limit) => {
    const at = checkRecords(destinations, [{ ...munnar, [field]: "x".repeat(limit) }]);
    expect(at.skipped).toEqual([]);
    const over = checkRecords(destinations, [{ ...munnar, [field]: "x".repeat(limit + 1) }]);
    expect(over.valid).toEqual([]);
    expect(over.skipped.map((record) => record.warning)).toEqual([
      `destinations: skipped record 1 ("dst-munnar"): ${field}: has ${limit + 1} characters, more than the ${limit} allowed`,
    ]);
  });

  it("limits texts inside an itinerary day and list entries, and how many entries a list has", () => {
    const [day] = munnar.itinerary;
    const warnings = (record: object) => checkRecords(destinations, [record]).skipped.map((r) => r.warning);
    expect(warnings({ ...munnar, itinerary: [{ ...day, description: "x".repeat(TEXT_LIMITS.text + 1) }] })).toEqual([
      expect.stringContaining(`itinerary.0.description: has ${TEXT_LIMITS.text + 1} characters`),
    ]);
    expect(warnings({ ...munnar, touristSpots: ["x".repeat(TEXT_LIMITS.label + 1)] })).toEqual([
      expect.stringContaining(`touristSpots.0: has ${TEXT_LIMITS.label + 1} characters`),
    ]);
    expect(warnings({ ...munnar, touristSpots: Array(LIST_LIMIT + 1).fill("Tea museum") })).toEqual([
      expect.stringContaining(`touristSpots: has ${LIST_LIMIT + 1} entries, more than the ${LIST_LIMIT} allowed`),
    ]);
  });

  it("a blog post's content may be an article, its title only a title", () => {
    const blogs = collection("blogs");
    expect(checkRecords(blogs, [post]).skipped).toEqual([]);
    expect(checkRecords(blogs, [{ ...post, content: `${post.content}x` }]).skipped).toHaveLength(1);
    expect(checkRecords(blogs, [{ ...post, title: "x".repeat(TEXT_LIMITS.label + 1) }]).skipped).toHaveLength(1);
  });

  it("every seed record fits them, and so does a benchmark-sized generated seed (names and titles get “ · 5000”)", () => {
    const large = mkdtempSync(path.join(os.tmpdir(), "record-policy-large-"));
    try {
      execFileSync(process.execPath, [
        "server/seed/generate-large.mjs",
        ...["--destinations", "5000", "--blogs", "2000", "--out", large],
      ]);
      for (const dir of [path.resolve("server/seed"), large]) {
        for (const definition of COLLECTIONS) {
          const { skipped } = checkRecords(definition, readSeed(dir, definition.key));
          expect(skipped.map((record) => record.warning)).toEqual([]);
        }
      }
    } finally {
      rmSync(large, { recursive: true, force: true });
    }
  });
});

describe("whole-record limits", () => {
  const [day] = munnar.itinerary;
  const days = (count: number, fields: object = {}) =>
    Array.from({ length: count }, (_, i) => ({ ...day, dayNumber: i + 1, ...fields }));
  const warnings = (definition: CollectionDefinition, record: object) =>
    checkRecords(definition, [record]).skipped.map((skipped) => skipped.warning);
  /** Characters of text in a record as the policy counts them: parsed (unknown fields dropped), pictures left out. */
  const textOf = (record: object) => {
    const parsed = destinations.schema.parse(record);
    return recordTextLength(parsed, destinations.images(parsed));
  };
  /** The record with its overview padded so that it holds exactly `total` characters of text. */
  const withText = (record: object, total: number) => ({
    ...record,
    overview: "o".repeat(total - textOf({ ...record, overview: "" })),
  });
  // 30 days of 1,800 characters and 10 meals: each field within its limit, the record near its own.
  const long = { ...munnar, itinerary: days(30, { description: "d".repeat(1_800), meals: Array(10).fill("Tea") }) };

  it("skips a record of 100 days of 5,000 characters with 100 meals a day, naming it", () => {
    const huge = {
      ...munnar,
      itinerary: days(100, { description: "x".repeat(5_000), meals: Array(100).fill("Lunch") }),
    };
    expect(checkRecords(destinations, [huge, { ...munnar, _id: "dst-kept" }]).valid.map((r) => r._id)).toEqual([
      "dst-kept",
    ]);
    expect(warnings(destinations, huge)).toEqual([
      'destinations: skipped record 1 ("dst-munnar"): itinerary: has 100 entries, more than the 30 allowed',
    ]);
  });

  it("allows 30 itinerary days of 10 meals, not a day or a meal more", () => {
    expect(warnings(destinations, { ...munnar, itinerary: days(30, { meals: Array(10).fill("Dinner") }) })).toEqual([]);
    expect(warnings(destinations, { ...munnar, itinerary: days(31) })).toEqual([
      'destinations: skipped record 1 ("dst-munnar"): itinerary: has 31 entries, more than the 30 allowed',
    ]);
    expect(warnings(destinations, { ...munnar, itinerary: days(2, { meals: Array(11).fill("Dinner") }) })).toEqual([
      'destinations: skipped record 1 ("dst-munnar"): itinerary.0.meals: has 11 entries, more than the 10 allowed; ' +
        "itinerary.1.meals: has 11 entries, more than the 10 allowed",
    ]);
  });

  it("allows 200 bullet points in inclusions, exclusions, terms and cancellation together, not one more", () => {
    const points = (count: number) => Array.from({ length: count }, (_, i) => `point ${i}`).join(" • ");
    const at = { ...munnar, inclusions: points(50), exclusions: points(50), termsAndConditions: points(50) };
    expect(warnings(destinations, { ...at, cancellationPolicy: points(50) })).toEqual([]);
    expect(warnings(destinations, { ...at, cancellationPolicy: points(51) })).toEqual([
      'destinations: skipped record 1 ("dst-munnar"): (record): has 201 bullet points in inclusions, exclusions, ' +
        "terms and cancellation policy, more than the 200 allowed",
    ]);
  });

  it("allows 60,000 characters of text in a record, its days and lists included, not one more", () => {
    expect(RECORD_LIMITS.text).toBe(60_000);
    expect(warnings(destinations, withText(long, 60_000))).toEqual([]);
    expect(warnings(destinations, withText(long, 60_001))).toEqual([
      'destinations: skipped record 1 ("dst-munnar"): (record): has 60001 characters of text, more than the 60000 allowed',
    ]);
  });

  it("does not count image URLs as text", () => {
    const url = `https://cdn.example.in/${"p".repeat(TEXT_LIMITS.url - 23)}`;
    const pictured = { ...long, bannerImage: url, itinerary: long.itinerary.map((d) => ({ ...d, image: url })) };
    const short = { ...pictured, bannerImage: "https://a.in/b.jpg", itinerary: long.itinerary };
    expect(textOf(pictured)).toBe(textOf(short));
    expect(warnings(destinations, withText(pictured, 60_000))).toEqual([]);
  });

  it("holds a blog post to the same total: an article with 100 long tags is skipped", () => {
    expect(warnings(collection("blogs"), { ...post, tags: Array(49).fill("t".repeat(200)) })).toEqual([]);
    expect(warnings(collection("blogs"), { ...post, tags: Array(100).fill("t".repeat(200)) })).toEqual([
      'blogs: skipped record 1 ("blog-x"): (record): has 70023 characters of text, more than the 60000 allowed',
    ]);
  });
});

describe("duplicate ids", () => {
  it("keeps the first valid record with an _id and names both in the warning", () => {
    const bali = { ...munnar, name: "Bali", type: "International" };
    const kovalam = { ...munnar, name: "Kovalam" };
    const { valid, skipped } = checkRecords(destinations, [munnar, { ...munnar, name: "" }, bali, kovalam]);
    expect(valid.map((record) => record.name)).toEqual(["Munnar"]);
    expect(skipped.map((record) => record.warning)).toEqual([
      'destinations: skipped record 2 ("dst-munnar"): name: is required',
      'destinations: record 3 ("Bali") has _id "dst-munnar", already used by record 1 ("Munnar"); kept the first, skipped this one',
      'destinations: record 4 ("Kovalam") has _id "dst-munnar", already used by record 1 ("Munnar"); kept the first, skipped this one',
    ]);
  });

  it("gives reviews without an _id one from their position, so they never collide", () => {
    const review = { profile: "https://cdn.example.in/a.jpg", author: "Asha", rating: 5, text: "Lovely" };
    const { valid, skipped } = checkRecords(collection("reviews"), [review, { ...review, _id: null }]);
    expect(valid.map((record) => record._id)).toEqual(["reviews-1", "reviews-2"]);
    expect(skipped).toEqual([]);
  });
});

describe("loss limit", () => {
  const skipped = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ warning: "", summary: `record ${i + 1} ("x"): name: is required` }));

  it("allows up to the limit and stops above it, naming the collection, counts and first problems", () => {
    expect(lossProblem("destinations", 30, skipped(6), 20)).toBeNull();
    expect(lossProblem("destinations", 30, skipped(9), 20)).toBe(
      "destinations: 9 of 30 records (30 %) failed validation, more than the 20 % allowed; first problems: " +
        'record 1 ("x"): name: is required; record 2 ("x"): name: is required; record 3 ("x"): name: is required',
    );
    expect(lossProblem("destinations", 30, skipped(1), 0)).toMatch(/1 of 30 records \(3\.3 %\)/);
  });

  it("stops when every record fails whatever the limit, and never for an empty collection", () => {
    expect(lossProblem("faqs", 2, skipped(2), 100)).toMatch(/^faqs: all 2 records failed validation; first problems/);
    expect(lossProblem("faqs", 0, [], 0)).toBeNull();
  });

  it("is 20 % by default, set by SOURCE_MAX_INVALID_PERCENT, which must be a percentage", () => {
    expect(resolveSourceOptions({}).maxInvalidPercent).toBe(20);
    expect(resolveSourceOptions({ SOURCE_MAX_INVALID_PERCENT: "5" }).maxInvalidPercent).toBe(5);
    expect(resolveSourceOptions({ SOURCE_MAX_INVALID_PERCENT: "0" }).maxInvalidPercent).toBe(0);
    for (const bad of ["20%", "-1", "101", "many"])
      expect(() => resolveSourceOptions({ SOURCE_MAX_INVALID_PERCENT: bad })).toThrow(
        `SOURCE_MAX_INVALID_PERCENT must be a number from 0 to 100 (a percentage of records), got "${bad}"`,
      );
  });
});
