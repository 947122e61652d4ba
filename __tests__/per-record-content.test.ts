import {
  BEST_TIME_FILE,
  DEAL_TERMS_FILE,
  recordsWithout,
  THEMES_FILE,
  unknownRecords,
} from "../gatsby/content/per-record-content";
import bestTimes from "../content/best-time-to-visit.json";
import themes from "../content/destination-themes.json";
import dealTerms from "../content/deal-terms.json";
import destinations from "../server/seed/destinations.json";
import deals from "../server/seed/deals.json";

const seed = destinations.map((destination) => ({ agencyId: destination._id, name: destination.name }));
const seedDeals = deals.map((deal) => ({ agencyId: deal._id, name: deal.title }));

describe.each([
  ["best time to visit", BEST_TIME_FILE, bestTimes, seed],
  ["regions and themes", THEMES_FILE, themes, seed],
  ["deal terms", DEAL_TERMS_FILE, dealTerms, seedDeals],
])("%s against the booking system's records", (_, file, entries, records) => {
  it("has no warning for the reference data: every entry names a record, every record has an entry", () => {
    const ids = records.map((record) => record.agencyId);
    expect(unknownRecords(file, ids, entries)).toEqual([]);
    expect(recordsWithout(file, records, entries)).toEqual([]);
  });
});

describe("per-record content checks", () => {
  it("names the file, the entry and the id of an entry for no destination, and only that one", () => {
    const warnings = unknownRecords(
      BEST_TIME_FILE,
      ["dst-munnar", "dst-alleppey"],
      [{ destinationId: "dst-munnar" }, { destinationId: "dst-munar" }, { destinationId: "dst-alleppey" }],
    );
    expect(warnings).toEqual([
      'content/best-time-to-visit.json: entry [1] (destinationId "dst-munar"): no record of the booking system has this id, so its advice on when to go is shown nowhere; correct the id or remove the entry',
    ]);
  });

  it("lists every record without an entry by name and id, in one warning", () => {
    const warnings = recordsWithout(
      THEMES_FILE,
      [
        { agencyId: "dst-munnar", name: "Munnar" },
        { agencyId: "dst-goa", name: "Goa" },
        { agencyId: "dst-ooty", name: "Ooty" },
      ],
      [{ destinationId: "dst-munnar" }],
    );
    expect(warnings).toEqual([
      "content/destination-themes.json: 2 of 3 destinations have no entry, so they lack a region and themes in the trip finder: Goa (dst-goa), Ooty (dst-ooty)",
    ]);
  });
});
