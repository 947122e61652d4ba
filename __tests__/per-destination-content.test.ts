import {
  BEST_TIME_FILE,
  destinationsWithout,
  THEMES_FILE,
  unknownDestinations,
} from "../gatsby/content/per-destination-content";
import bestTimes from "../content/best-time-to-visit.json";
import themes from "../content/destination-themes.json";
import destinations from "../server/seed/destinations.json";

const seed = destinations.map((destination) => ({ agencyId: destination._id, name: destination.name }));

describe.each([
  ["best time to visit", BEST_TIME_FILE, bestTimes],
  ["regions and themes", THEMES_FILE, themes],
])("%s against the booking system's destinations", (_, file, entries) => {
  it("has no warning for the reference data: every entry names a destination, every destination has an entry", () => {
    expect(
      unknownDestinations(
        file,
        seed.map((destination) => destination.agencyId),
        entries,
      ),
    ).toEqual([]);
    expect(destinationsWithout(file, seed, entries)).toEqual([]);
  });
});

describe("per-destination content checks", () => {
  it("names the file, the entry and the id of an entry for no destination, and only that one", () => {
    const warnings = unknownDestinations(
      BEST_TIME_FILE,
      ["dst-munnar", "dst-alleppey"],
      [{ destinationId: "dst-munnar" }, { destinationId: "dst-munar" }, { destinationId: "dst-alleppey" }],
    );
    expect(warnings).toEqual([
      'content/best-time-to-visit.json: entry [1] (destinationId "dst-munar"): no destination of the booking system has this id, so its advice on when to go is shown nowhere; correct the id or remove the entry',
    ]);
  });

  it("lists every destination without an entry by name and id, in one warning", () => {
    const warnings = destinationsWithout(
      THEMES_FILE,
      [
        { agencyId: "dst-munnar", name: "Munnar" },
        { agencyId: "dst-goa", name: "Goa" },
        { agencyId: "dst-ooty", name: "Ooty" },
      ],
      [{ destinationId: "dst-munnar" }],
    );
    expect(warnings).toEqual([
      "content/destination-themes.json: 2 of 3 destinations have no entry, so their pages lack a region and themes in the trip finder: Goa (dst-goa), Ooty (dst-ooty)",
    ]);
  });
});
