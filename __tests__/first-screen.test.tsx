import React from "react";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import seed from "../server/seed/destinations.json";
import bestTimes from "../content/best-time-to-visit.json";
import { TripSummary } from "../src/components/trips/TripSummary";
import { cancellationSummary } from "../src/lib/trip-terms";
import { breadcrumbTrail, destinationDetailsCrumbs, itineraryCrumbs, tourDetailsCrumbs } from "../src/lib/breadcrumbs";
import { similarTrips, type ComparableTrip } from "../src/lib/similar-trips";
import { bestTimesToVisitSchema } from "../src/content-model/best-time";
import { ContentFileError, validateContentFile } from "../gatsby/content/content-validation";
import { CONTENT_MODEL } from "../src/content-model";
import { cmsConfig } from "../src/cms/config";

describe("TripSummary", () => {
  type Given = Partial<Omit<React.ComponentProps<typeof TripSummary>, "trip">> & {
    taxes?: string | null;
    rating?: number | null;
  };
  const summary = ({ taxes = "Plus GST (5%) on the package cost", rating = 4.8, ...props }: Given = {}) =>
    render(
      <TripSummary
        trip={{ id: "dst-munnar", name: "Munnar", price: { amount: 27500, taxes }, durationDays: 7, rating }}
        kind="destination"
        enquire="#enquiry-form"
        {...props}
      />,
    );
  /** The definition list's terms and what each says, as a screen reader pairs them. */
  const facts = () =>
    Object.fromEntries(
      screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent ?? ""]),
    );

  it("states price per person with the trip's GST, days and rating as a definition list", () => {
    summary();
    expect(facts()).toEqual({
      Price: "₹27,500 per personPlus GST (5%) on the package cost",
      Duration: "7 days",
      Rating: "4.8",
    });
    expect(screen.getByRole("img", { name: "Rated 4.8 out of 5" })).toBeInTheDocument();
  });

  it("says nothing about GST or rating when the data says nothing", () => {
    summary({ taxes: null, rating: null });
    expect(facts()).toEqual({ Price: "₹27,500 per person", Duration: "7 days" });
    expect(screen.queryByText(/GST/)).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("leads to the enquiry first, then the itinerary page and the brochure, which downloads", () => {
    summary({
      enquire: "/contact?trip=Munnar&days=3",
      more: [
        { label: "View Itinerary", to: "/Itinerary/dst-munnar" },
        {
          label: "Download itinerary (PDF)",
          to: "/assets/pdf/itineraries/dst-munnar-itinerary.pdf",
          download: "Munnar.pdf",
        },
      ],
    });
    const links = screen.getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Enquire about this trip", "/contact?trip=Munnar&days=3"],
      ["View Itinerary", "/Itinerary/dst-munnar"],
      ["Download itinerary (PDF)", "/assets/pdf/itineraries/dst-munnar-itinerary.pdf"],
    ]);
    expect(links[2]).toHaveAttribute("download", "Munnar.pdf");
    expect(links[1]).not.toHaveAttribute("download");
  });

  it("says what the price covers and what cancelling costs, linking the page's full sections", () => {
    summary({
      terms: {
        included: ["2 nights in hotels", "Breakfast", "Transfers"],
        excluded: ["Flights", "GST (5%)"],
        cancellation: cancellationSummary(
          "• 30% advance to confirm, balance 7 days before travel • More than 15 days before travel: 10% of package cost • Within 7 days: no refund",
        ),
      },
    });
    expect(screen.getByRole("link", { name: "What is included (3) and not (2)" })).toHaveAttribute(
      "href",
      "#inclusions",
    );
    expect(screen.getByText(/^Cancellation:/)).toHaveTextContent(
      "Cancellation: More than 15 days before travel: 10% of package cost. All terms",
    );
    expect(screen.getByRole("link", { name: "All terms" })).toHaveAttribute("href", "#cancellation");
  });

  it("is never a heading: the trip's name stays the page's only h1", () => {
    summary();
    expect(screen.queryByRole("heading")).toBeNull();
  });
});

describe("similarTrips", () => {
  const trip = (id: string, type: string, pricePerPerson: number, durationDays: number): ComparableTrip => ({
    id,
    type,
    name: id,
    pricePerPerson,
    durationDays,
  });

  it("keeps the same type, never the trip itself, nearest in price and days first, at most 4", () => {
    const goa = trip("goa", "Domestic", 24500, 5);
    const candidates = [
      goa,
      trip("dubai", "International", 24500, 5),
      trip("far", "Domestic", 90000, 12),
      trip("same-price-longer", "Domestic", 24500, 8),
      trip("near", "Domestic", 25000, 5),
      trip("cheaper-same-days", "Domestic", 20000, 5),
      trip("a-bit-shorter", "Domestic", 24000, 4),
      trip("also-far", "Domestic", 60000, 9),
    ];
    expect(similarTrips(goa, candidates).map((other) => other.id)).toEqual([
      "near",
      "cheaper-same-days",
      "a-bit-shorter",
      "same-price-longer",
    ]);
  });

  it("weighs price and days as shares of the trip's own, and breaks ties by name", () => {
    const base = trip("base", "Domestic", 10000, 4);
    // +10 % price and +25 % days are 0.35 away; +50 % price alone is 0.5.
    const result = similarTrips(base, [
      trip("b-pricier", "Domestic", 15000, 4),
      trip("z-longer", "Domestic", 11000, 5),
      trip("a-longer", "Domestic", 11000, 5),
    ]);
    expect(result.map((other) => other.id)).toEqual(["a-longer", "z-longer", "b-pricier"]);
  });

  it("gives every seed destination 3 or 4 suggestions of its own type", () => {
    for (const d of seed) {
      const own = {
        id: d._id,
        type: d.type,
        name: d.name,
        pricePerPerson: d.pricePerPerson,
        durationDays: d.durationDays,
      };
      const all = seed.map((x) => ({
        ...own,
        id: x._id,
        type: x.type,
        name: x.name,
        pricePerPerson: x.pricePerPerson,
        durationDays: x.durationDays,
      }));
      const similar = similarTrips(own, all);
      expect([d._id, similar.length]).toEqual([d._id, 4]);
      expect(similar.every((other) => other.type === d.type && other.id !== d._id)).toBe(true);
    }
  });
});

describe("one breadcrumb rule for every trip page", () => {
  const labels = (title: string, crumbs: ReturnType<typeof destinationDetailsCrumbs>) =>
    breadcrumbTrail(title, crumbs).map((crumb) => [crumb.label, crumb.to]);

  it("a destination's page and its itinerary both go through Destinations and the destination's type", () => {
    expect(labels("Goa", destinationDetailsCrumbs("Domestic"))).toEqual([
      ["Home", "/"],
      ["Destinations", "/destinations"],
      ["Domestic", "/destination/Domestic"],
      ["Goa", undefined],
    ]);
    expect(labels("Goa Itinerary", itineraryCrumbs({ id: "dst-goa", type: "Domestic", name: "Goa" }))).toEqual([
      ["Home", "/"],
      ["Destinations", "/destinations"],
      ["Domestic", "/destination/Domestic"],
      ["Goa", "/destination-details/dst-goa"],
      ["Goa Itinerary", undefined],
    ]);
  });

  it("a tour's page goes through Tours", () => {
    expect(labels("Kerala Backwaters and Hills", tourDetailsCrumbs)).toEqual([
      ["Home", "/"],
      ["Tours", "/tour"],
      ["Kerala Backwaters and Hills", undefined],
    ]);
  });
});

describe("content/best-time-to-visit.json", () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "best-time-"));
  mkdirSync(path.join(scratch, "content"), { recursive: true });
  const problemsOf = (entries: unknown): string[] => {
    writeFileSync(path.join(scratch, "content/best-time-to-visit.json"), JSON.stringify(entries));
    try {
      validateContentFile("content/best-time-to-visit.json", bestTimesToVisitSchema, scratch);
    } catch (error) {
      if (error instanceof ContentFileError) return [error.file, ...error.problems];
      throw error;
    }
    return [];
  };

  it("as committed is valid and names destinations of the seed, Munnar and Alleppey among them", () => {
    expect(problemsOf(bestTimes)).toEqual([]);
    const ids = new Set(seed.map((d) => d._id));
    expect(bestTimes.filter((entry) => !ids.has(entry.destinationId))).toEqual([]);
    expect(bestTimes.map((entry) => entry.destinationId)).toEqual(
      expect.arrayContaining(["dst-munnar", "dst-alleppey"]),
    );
  });

  it("names the file and the field of a missing text, a malformed id and a destination entered twice", () => {
    const [munnar] = bestTimes;
    expect(
      problemsOf([
        { ...munnar, months: "" },
        { ...munnar, destinationId: "Dst Goa" },
        { ...munnar, why: undefined },
      ]),
    ).toEqual([
      "content/best-time-to-visit.json",
      "[0].months: is required",
      "[1].destinationId: must be lower-case letters, digits and dashes",
      "[2].why: is required",
    ]);
    expect(problemsOf([munnar, bestTimes[1], munnar])).toEqual([
      "content/best-time-to-visit.json",
      "[2].destinationId: is already the id of entry [0]: each destination has one entry",
    ]);
  });

  it("is edited in the CMS as a list of destinations with their months and why", () => {
    const config = cmsConfig(CONTENT_MODEL, { localBackendUrl: "http://localhost:8081/api/v1" });
    const file = config.collections
      .flatMap(
        (collection) => (collection as { files?: { name: string; file: string; fields: unknown[] }[] }).files ?? [],
      )
      .find((candidate) => candidate.file === "content/best-time-to-visit.json");
    expect(file).toMatchObject({
      name: "bestTimeToVisit",
      fields: [
        {
          name: "records",
          widget: "list",
          fields: [
            { name: "destinationId", widget: "string" },
            { name: "months", widget: "string" },
            { name: "why", widget: "text" },
          ],
        },
      ],
    });
  });
});
