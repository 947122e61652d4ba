import { checkTourContent } from "../gatsby/content/tour-content";

const packages = [
  { agencyId: "tour-kerala", name: "Kerala Backwaters and Hills", durationDays: 7 },
  { agencyId: "tour-bali", name: "Bali Honeymoon Retreat", durationDays: 6 },
];
const plan = (days: number) => Array.from({ length: days }, (_, day) => ({ title: `Day ${day + 1}` }));

describe("the tours' words against the booking system's tour packages", () => {
  it("accepts words whose day plans have the packages' days, and a featured tour with words", () => {
    expect(
      checkTourContent(
        packages,
        [
          { tourId: "tour-kerala", plan: plan(7) },
          { tourId: "tour-bali", plan: plan(6) },
        ],
        "tour-kerala",
      ),
    ).toEqual({ problems: [], warnings: [] });
  });

  it("stops on a day plan longer or shorter than the package, naming the file, the tour and both counts", () => {
    const { problems } = checkTourContent(
      packages,
      [
        { tourId: "tour-kerala", plan: plan(6) },
        { tourId: "tour-bali", plan: plan(7) },
      ],
      "tour-kerala",
    );
    expect(problems).toEqual([
      'content/tours.json: the tour with tourId "tour-kerala": plan has 6 days, but "Kerala Backwaters and Hills" ' +
        "lasts 7 days in the booking system: write one day per day of the tour (Day 01 to Day 07), or correct the " +
        "days in the booking system",
      expect.stringContaining('"tour-bali": plan has 7 days, but "Bali Honeymoon Retreat" lasts 6 days'),
    ]);
  });

  it("stops on a featured tour that is not a package, or has no words", () => {
    const words = [{ tourId: "tour-kerala", plan: plan(7) }];
    expect(checkTourContent(packages, words, "tour-munnar").problems).toEqual([
      'content/tour-catalogue.json: featuredTourId: "tour-munnar" is not a tour package of the booking system ' +
        "(its tours: tour-kerala, tour-bali)",
    ]);
    expect(checkTourContent(packages, words, "tour-bali").problems).toEqual([
      'content/tour-catalogue.json: featuredTourId: "tour-bali" has no entry in content/tours.json: ' +
        "the featured tour needs its words and day plan",
    ]);
  });

  it("warns about a package without words and words without a package", () => {
    const report = checkTourContent(
      packages,
      [
        { tourId: "tour-kerala", plan: plan(7) },
        { tourId: "tour-gone", plan: plan(3) },
      ],
      "tour-kerala",
    );
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([
      'content/tours.json: the tour with tourId "tour-gone": no tour package of the booking system has this id, ' +
        "so its words are not shown",
      'content/tours.json: the tour package "Bali Honeymoon Retreat" (tour-bali) has no entry: its page shows no ' +
        "summary or day plan",
    ]);
  });

  it("compares nothing when the booking system's tours were not loaded", () => {
    expect(checkTourContent(null, [{ tourId: "tour-kerala", plan: plan(2) }], "tour-x")).toEqual({
      problems: [],
      warnings: [],
    });
  });

  it("the committed tours agree with the reference backend's seed", async () => {
    const { readFileSync } = await import("node:fs");
    const read = (file: string) => JSON.parse(readFileSync(file, "utf8")) as unknown;
    const seed = read("server/seed/tour-packages.json") as { _id: string; name: string; durationDays: number }[];
    const words = read("content/tours.json") as { tourId: string; plan: unknown[] }[];
    const { featuredTourId } = read("content/tour-catalogue.json") as { featuredTourId: string };
    const report = checkTourContent(
      seed.map(({ _id, name, durationDays }) => ({ agencyId: _id, name, durationDays })),
      words,
      featuredTourId,
    );
    expect(report).toEqual({ problems: [], warnings: [] });
    expect(seed.find((tour) => tour._id === featuredTourId)?.durationDays).toBe(7);
  });
});
