import { unknownBestTimeDestinations } from "../gatsby/content/best-time-content";
import bestTimes from "../content/best-time-to-visit.json";
import destinations from "../server/seed/destinations.json";

describe("best time to visit against the booking system's destinations", () => {
  it("has no warning for the reference data: every entry names a destination", () => {
    expect(
      unknownBestTimeDestinations(
        destinations.map((destination) => destination._id),
        bestTimes,
      ),
    ).toEqual([]);
  });

  it("names the file, the entry and the id of an entry for no destination, and only that one", () => {
    const warnings = unknownBestTimeDestinations(
      ["dst-munnar", "dst-alleppey"],
      [{ destinationId: "dst-munnar" }, { destinationId: "dst-munar" }, { destinationId: "dst-alleppey" }],
    );
    expect(warnings).toEqual([
      'content/best-time-to-visit.json: entry [1] (destinationId "dst-munar"): no destination of the booking system has this id, so this advice is not shown; correct the id or remove the entry',
    ]);
  });
});
