import { addDays, formatDateRange, formatMonth, isIsoDate, isIsoMonth, localIsoDate } from "../src/lib/dates";
import {
  EMPTY_TRIP_FORM,
  checkTripForm,
  isBlankTripForm,
  lastTravelDay,
  messageWithTrip,
  tripDraftWithoutPrefill,
  tripFormFrom,
  tripSummary,
  validateTrip,
  withChildren,
  withStartDate,
  withTripPrefill,
  type TripDetails,
  type TripForm,
} from "../src/lib/trip-details";

const TODAY = "2026-11-24";
const trip: TripDetails = {
  when: { type: "dates", start: "2027-03-12", end: "2027-03-18" },
  adults: 2,
  children: [7],
  rooms: 1,
  from: "Kochi",
  budgetPerPerson: 30000,
};
const problems = (override: Record<string, unknown>) => {
  const result = validateTrip({ ...trip, ...override }, TODAY);
  return "fields" in result ? result.fields : {};
};
const form = (values: Partial<TripForm>): TripForm => ({ ...EMPTY_TRIP_FORM, ...values });
const filled = form({
  when: "dates",
  start: "2027-03-12",
  end: "2027-03-18",
  adults: "2",
  children: "1",
  childAges: ["7"],
  rooms: "1",
  from: " Kochi ",
  budget: "30,000",
});

describe("travel dates", () => {
  it("knows real dates and months, and counts days across months and years", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    for (const text of ["2027-02-29", "2027-13-01", "2027-3-1", "12/03/2027", ""]) expect(isIsoDate(text)).toBe(false);
    expect(isIsoMonth("2027-12")).toBe(true);
    for (const text of ["2027-13", "2027-00", "2027-3", "March 2027"]) expect(isIsoMonth(text)).toBe(false);
    expect(addDays("2027-03-12", 6)).toBe("2027-03-18");
    expect(addDays("2026-12-29", 5)).toBe("2027-01-03");
    expect(localIsoDate(new Date(2027, 0, 5, 23, 30))).toBe("2027-01-05");
  });

  it("writes a range without saying a month or year twice", () => {
    expect(formatDateRange("2027-03-12", "2027-03-18")).toBe("12–18 Mar 2027");
    expect(formatDateRange("2027-03-28", "2027-04-03")).toBe("28 Mar – 3 Apr 2027");
    expect(formatDateRange("2026-12-28", "2027-01-03")).toBe("28 Dec 2026 – 3 Jan 2027");
    expect(formatDateRange("2027-03-12", "2027-03-12")).toBe("12 Mar 2027");
    expect(formatMonth("2027-03")).toBe("March 2027");
    expect(() => formatDateRange("2027-02-30", "2027-03-01")).toThrow('Not a date written YYYY-MM-DD: "2027-02-30"');
  });
});

describe("the trip's rules", () => {
  it("accepts a quotable trip and stores it in order, the city trimmed, unknown keys dropped", () => {
    expect(validateTrip({ ...trip, from: "  Kochi ", extra: 1 }, TODAY)).toEqual({ trip });
    const { budgetPerPerson: _none, ...noBudget } = trip;
    expect(validateTrip({ ...noBudget, budgetPerPerson: null }, TODAY)).toEqual({ trip: noBudget });
    expect(validateTrip({ ...trip, children: undefined }, TODAY)).toEqual({ trip: { ...trip, children: [] } });
    // Today itself is not in the past, nor is this month.
    expect(problems({ when: { type: "dates", start: TODAY, end: TODAY } })).toEqual({});
    expect(problems({ when: { type: "month", month: "2026-11" } })).toEqual({});
    // Two years ahead is the last day the office quotes; 20 adults, 20 children and 20 rooms the largest party.
    expect(problems({ when: { type: "dates", start: "2028-11-24", end: "2028-11-24" } })).toEqual({});
    expect(problems({ when: { type: "month", month: "2028-11" } })).toEqual({});
    const twenty = Array.from({ length: 20 }, () => 17);
    expect(problems({ adults: 20, children: twenty, rooms: 20, budgetPerPerson: 10_00_000 })).toEqual({});
    expect(problems({ adults: 1, rooms: 1, budgetPerPerson: 1_000 })).toEqual({});
  });

  it("counts two years ahead from the latest today the API allows, 29 February as the 28th", () => {
    const start = { when: { type: "dates", start: "2028-11-25", end: "2028-11-25" } };
    expect(validateTrip({ ...trip, ...start }, TODAY, "2026-11-25")).toEqual({ trip: { ...trip, ...start } });
    expect(lastTravelDay("2028-02-29")).toBe("2030-02-28");
    expect(lastTravelDay("9998-06-01")).toBe("9999-12-31");
  });

  it.each([
    [
      "a start in the past",
      { when: { type: "dates", start: "2026-11-23", end: "2027-01-02" } },
      "trip.when.start",
      "The start date is in the past",
    ],
    [
      "an end before the start",
      { when: { type: "dates", start: "2027-03-12", end: "2027-03-11" } },
      "trip.when.end",
      "The end date is before the start date",
    ],
    [
      "a month gone by",
      { when: { type: "month", month: "2026-10" } },
      "trip.when.month",
      "The month is in the past; choose this month or a later one",
    ],
    [
      "no choice of when",
      { when: undefined },
      "trip.when",
      "Choose when you want to travel: a month, exact dates or flexible",
    ],
    [
      "21 children",
      { children: Array.from({ length: 21 }, () => 5) },
      "trip.children",
      "Up to 20 children per enquiry; tell us about more in your message",
    ],
    [
      "21 adults",
      { adults: 21 },
      "trip.adults",
      "Up to 20 adults per enquiry; tell us about a bigger group in your message",
    ],
    [
      "9,007,199,254,740,991 adults",
      { adults: Number.MAX_SAFE_INTEGER },
      "trip.adults",
      "Up to 20 adults per enquiry; tell us about a bigger group in your message",
    ],
    [
      "21 rooms for 21 travellers",
      { adults: 20, children: [5], rooms: 21 },
      "trip.rooms",
      "Up to 20 rooms per enquiry; tell us about more in your message",
    ],
    [
      "a start more than two years ahead",
      { when: { type: "dates", start: "2028-11-25", end: "2028-11-26" } },
      "trip.when.start",
      "We quote trips up to two years ahead: choose a date until 24 Nov 2028",
    ],
    [
      "an end more than two years ahead",
      { when: { type: "dates", start: "2028-11-20", end: "9999-12-31" } },
      "trip.when.end",
      "We quote trips up to two years ahead: choose a date until 24 Nov 2028",
    ],
    [
      "a month more than two years ahead",
      { when: { type: "month", month: "2028-12" } },
      "trip.when.month",
      "We quote trips up to two years ahead: choose a month until November 2028",
    ],
    [
      "an 18-year-old child",
      { children: [18] },
      "trip.children.0",
      "Age of child 1 must be from 0 to 17 (18 and over count as adults)",
    ],
    [
      "a negative age",
      { children: [4, -1] },
      "trip.children.1",
      "Age of child 2 must be from 0 to 17 (18 and over count as adults)",
    ],
    ["no age", { children: [null] }, "trip.children.0", "Enter the age of child 1"],
    ["no adults", { adults: 0 }, "trip.adults", "At least one adult must travel"],
    ["half an adult", { adults: 1.5 }, "trip.adults", "Adults must be a whole number"],
    ["no rooms", { rooms: 0 }, "trip.rooms", "At least one room is needed"],
    [
      "more rooms than travellers",
      { rooms: 4 },
      "trip.rooms",
      "More rooms than travellers: at most 3 rooms for 3 travellers",
    ],
    ...[0, -30000, 999, 10_00_001, Number.MAX_SAFE_INTEGER].map(
      (budgetPerPerson): [string, Record<string, unknown>, string, string] => [
        `a budget of ${budgetPerPerson}`,
        { budgetPerPerson },
        "trip.budgetPerPerson",
        "Budget per person must be from ₹1,000 to ₹10,00,000",
      ],
    ),
    [
      "a budget with paise",
      { budgetPerPerson: 30000.5 },
      "trip.budgetPerPerson",
      "Budget per person must be a whole number of rupees",
    ],
    ["no city", { from: " " }, "trip.from", "Tell us the city you are leaving from"],
    [
      "a line break in the city",
      { from: "Kochi\nBcc: x" },
      "trip.from",
      "Leaving from cannot contain line breaks or hidden control characters",
    ],
  ])("refuses %s with a message of its own", (_what, override, key, message) => {
    expect(problems(override)).toEqual({ [key]: message });
  });

  it("names every problem at once, and one room for one adult is enough", () => {
    expect(Object.keys(problems({ adults: 0, rooms: 0, from: "", budgetPerPerson: -1 }))).toEqual([
      "trip.adults",
      "trip.rooms",
      "trip.from",
      "trip.budgetPerPerson",
    ]);
    expect(problems({ adults: 1, children: [], rooms: 1 })).toEqual({});
    expect(problems({ adults: 1, children: [], rooms: 2 })).toEqual({
      "trip.rooms": "More rooms than travellers: at most 1 room for 1 traveller",
    });
  });
});

describe("the trip's line in the message", () => {
  it("says when, who, rooms, from where and the budget, as the office reads it", () => {
    expect(tripSummary(trip)).toBe(
      "Travel: 12–18 Mar 2027 · 2 adults, 1 child (7) · 1 room · from Kochi · budget ₹30,000 per person",
    );
    expect(
      tripSummary({
        when: { type: "month", month: "2027-12" },
        adults: 1,
        children: [0, 4],
        rooms: 2,
        from: "Bengaluru",
        budgetPerPerson: 125000,
      }),
    ).toBe(
      "Travel: December 2027 · 1 adult, 2 children (under 1, 4) · 2 rooms · from Bengaluru · budget ₹1,25,000 per person",
    );
    expect(tripSummary({ when: { type: "flexible" }, adults: 4, children: [], rooms: 2, from: "Delhi" })).toBe(
      "Travel: dates flexible · 4 adults · 2 rooms · from Delhi",
    );
  });

  it("follows what the visitor wrote, or is the whole message when they wrote nothing", () => {
    const line = tripSummary(trip);
    expect(messageWithTrip(" Honeymoon, sea view please. ", trip)).toBe(`Honeymoon, sea view please.\n\n${line}`);
    expect(messageWithTrip("  ", trip)).toBe(line);
    expect(messageWithTrip("Just a question", undefined)).toBe("Just a question");
  });
});

describe("the trip's fields in the form", () => {
  it("turn into the trip to send: rupees as people write them, ages per child", () => {
    expect(checkTripForm(filled, TODAY)).toEqual({ trip });
    expect(checkTripForm({ ...filled, budget: "₹ 1,25,000" }, TODAY)).toEqual({
      trip: { ...trip, budgetPerPerson: 125000 },
    });
    const { budgetPerPerson: _none, ...noBudget } = trip;
    expect(checkTripForm({ ...filled, budget: "" }, TODAY)).toEqual({ trip: noBudget });
    expect(checkTripForm({ ...filled, children: "", childAges: [] }, TODAY)).toEqual({
      trip: { ...trip, children: [] },
    });
    expect(checkTripForm(form({ when: "flexible", adults: "2", rooms: "1", from: "Kochi" }), TODAY)).toEqual({
      trip: { when: { type: "flexible" }, adults: 2, children: [], rooms: 1, from: "Kochi" },
    });
  });

  it("mark what the visitor left out or wrote wrong, by the shared rules and the form's own", () => {
    expect(checkTripForm(EMPTY_TRIP_FORM, TODAY)).toEqual({
      fields: {
        "trip.when": "Choose when you want to travel: a month, exact dates or flexible",
        "trip.adults": "Tell us how many adults are travelling",
        "trip.rooms": "Tell us how many rooms you need",
        "trip.from": "Tell us the city you are leaving from",
      },
    });
    const wrong = checkTripForm({ ...filled, children: "2", childAges: ["7", ""], budget: "30k" }, TODAY);
    expect(wrong).toEqual({
      fields: {
        "trip.children.1": "Enter the age of child 2",
        "trip.budgetPerPerson": "Budget per person must be a whole number of rupees",
      },
    });
    expect(checkTripForm({ ...filled, children: "1.5" }, TODAY)).toEqual({
      fields: { "trip.children": "Children must be a whole number, 0 or more" },
    });
    const twentyAges = Array.from({ length: 20 }, () => "5");
    expect(checkTripForm({ ...filled, children: "21", childAges: twentyAges, rooms: "1" }, TODAY)).toEqual({
      fields: { "trip.children": "Up to 20 children per enquiry; tell us about more in your message" },
    });
    expect(
      checkTripForm({ ...filled, adults: "9007199254740991", rooms: "1", budget: "₹90,07,19,92,54,740" }, TODAY),
    ).toEqual({
      fields: {
        "trip.adults": "Up to 20 adults per enquiry; tell us about a bigger group in your message",
        "trip.budgetPerPerson": "Budget per person must be from ₹1,000 to ₹10,00,000",
      },
    });
    expect(checkTripForm({ ...filled, when: "month", month: "" }, TODAY)).toEqual({
      fields: { "trip.when.month": "Choose the month you want to travel" },
    });
  });

  it("show one age field per child, up to twenty, keeping ages already typed", () => {
    const two = withChildren(form({ childAges: [] }), "2");
    expect(two.childAges).toEqual(["", ""]);
    const typed = { ...two, childAges: ["7", "4"] };
    expect(withChildren(typed, "1").childAges).toEqual(["7"]);
    expect(withChildren(typed, "3").childAges).toEqual(["7", "4", ""]);
    expect(withChildren(typed, "9").childAges).toHaveLength(9);
    expect(withChildren(typed, "25").childAges).toHaveLength(20);
    expect(withChildren(typed, "").childAges).toEqual([]);
  });

  it("fill the last day from the trip's length until the visitor chooses it", () => {
    const first = withStartDate(form({ when: "dates" }), "2027-03-12", 6);
    expect(first.end).toBe("2027-03-17");
    // A new first day moves the last one it had filled in...
    expect(withStartDate(first, "2027-04-01", 6).end).toBe("2027-04-06");
    // ...but never one the visitor chose.
    expect(withStartDate({ ...first, end: "2027-03-20" }, "2027-04-01", 6).end).toBe("2027-03-20");
    // Without a known length (a page about no one trip) only the first day changes.
    expect(withStartDate(form({}), "2027-03-12").end).toBe("");
    expect(withStartDate(form({ end: "2027-03-20" }), "", 6).end).toBe("2027-03-20");
  });

  it("take a page's prefill where the visitor left a field empty, and keep it out of the draft", () => {
    const prefill = { adults: "2", rooms: "1", children: "1", childAges: ["7"], days: 4 };
    const started = withTripPrefill(EMPTY_TRIP_FORM, prefill);
    expect(started).toEqual(form({ adults: "2", rooms: "1", children: "1", childAges: ["7"] }));
    expect(withTripPrefill(form({ adults: "3" }), prefill).adults).toBe("3");
    expect(tripDraftWithoutPrefill(started, prefill)).toEqual(EMPTY_TRIP_FORM);
    expect(isBlankTripForm(tripDraftWithoutPrefill({ ...started, from: "Kochi" }, prefill))).toBe(false);
    // The children and their ages go together: typed ages keep the prefilled count in the draft too.
    const ownAges = { ...started, childAges: ["9"] };
    expect(tripDraftWithoutPrefill(ownAges, prefill)).toMatchObject({ children: "1", childAges: ["9"] });
    expect(withTripPrefill(tripDraftWithoutPrefill(ownAges, prefill), prefill).childAges).toEqual(["9"]);
  });

  it("come back from a draft as they were, anything else in it ignored", () => {
    expect(tripFormFrom(JSON.parse(JSON.stringify(filled)))).toEqual(filled);
    expect(tripFormFrom({ when: "someday", adults: 2, childAges: ["4", 5], rooms: "1" })).toEqual(
      form({ rooms: "1", childAges: ["4", ""] }),
    );
    expect(tripFormFrom(null)).toEqual(EMPTY_TRIP_FORM);
  });
});
