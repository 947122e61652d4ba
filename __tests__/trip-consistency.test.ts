import destinations from "../server/seed/destinations.json";
import tourPackages from "../server/seed/tour-packages.json";
import tours from "../content/tours.json";
import { contradictions, nightsIn, type TripTexts } from "../src/lib/trip-consistency";
import { tripDisagreements } from "../gatsby/content/trip-agreement";
import { cancellationSummary } from "../src/lib/trip-terms";

const trip = (changes: Partial<TripTexts> = {}): TripTexts => ({
  durationDays: 7,
  about: {},
  included: [],
  excluded: [],
  days: [],
  ...changes,
});

describe("the nights a text speaks of", () => {
  it("reads figures and words, and what a clause adds with 'plus'", () => {
    expect(nightsIn("2 nights accommodation in the hotels named")).toEqual([2]);
    expect(nightsIn("six nights in hotels plus one on a houseboat")).toEqual([6, 1]);
    expect(nightsIn("One night on a Dal Lake houseboat and four nights in hotels")).toEqual([1, 4]);
    expect(nightsIn("A 3-night stay")).toEqual([3]);
    expect(nightsIn("Overnight train, nightlife and night safaris")).toEqual([]);
  });
});

describe("a trip that contradicts itself", () => {
  it("nights listed in the inclusions that add up to other than a day fewer than the days", () => {
    const seven = trip({ included: ["Six nights in the hotels named in the plan", "One night on a houseboat"] });
    expect(contradictions(seven)).toEqual([
      {
        field: "included",
        problem:
          '"Six nights in the hotels named in the plan" and "One night on a houseboat" add up to 7 nights, but the trip has 7 days (6 nights)',
      },
    ]);
    expect(contradictions({ ...seven, durationDays: 8 })).toEqual([]);
  });

  it("a text about the whole trip that speaks of more nights than it has", () => {
    const london = trip({ durationDays: 6, about: { overview: "Six nights in a zone 1 hotel", description: "" } });
    expect(contradictions(london)).toEqual([
      { field: "overview", problem: "speaks of 6 nights, but the trip has 6 days (5 nights)" },
    ]);
    // A part of the trip is fine.
    expect(contradictions(trip({ about: { overview: "two nights in Pahalgam" } }))).toEqual([]);
  });

  it("a meal the inclusions give, or a day's plan, that an exclusion rules out", () => {
    const found = contradictions(
      trip({
        included: ["Breakfast and dinner every day"],
        excluded: ["Lunches and dinners"],
        days: [{ meals: "Dinner" }, { meals: "Breakfast" }, { meals: "None" }],
      }),
    );
    expect(found).toEqual([
      {
        field: "included",
        problem: '"Breakfast and dinner every day" gives dinner, but excluded says "Lunches and dinners"',
      },
      { field: "day 1 meals", problem: '"Dinner" gives dinner, but excluded says "Lunches and dinners"' },
    ]);
  });

  it("an exclusion with a qualifier rules out none of the meal", () => {
    for (const excluded of ["Lunch and dinner unless mentioned", "Other lunches and dinners", "Meals not mentioned"])
      expect(contradictions(trip({ excluded: [excluded], days: [{ meals: "Breakfast, lunch and dinner" }] }))).toEqual(
        [],
      );
  });
});

describe("the reference data", () => {
  it("has no trip that contradicts itself (the Kerala tour's nights and dinners, London's nights were fixed)", () => {
    const found = tripDisagreements(
      destinations.map((d) => ({ ...d, agencyId: d._id })),
      tourPackages.map((t) => ({ ...t, agencyId: t._id })),
      tours,
    );
    expect(found).toEqual([]);
  });
});

describe("the cancellation terms in a line", () => {
  it("the first term about cancelling, not about paying; null when there is none", () => {
    expect(
      cancellationSummary(
        "• 30% advance to confirm, balance 7 days before travel • More than 15 days before travel: 10% of package cost",
      ),
    ).toBe("More than 15 days before travel: 10% of package cost");
    expect(cancellationSummary("• Free cancellation up to 24 hours before pick-up")).toBe(
      "Free cancellation up to 24 hours before pick-up",
    );
    expect(cancellationSummary("• Full payment 30 days before travel")).toBeNull();
    expect(cancellationSummary("")).toBeNull();
  });
});
