/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import seed from "../server/seed/destinations.json";
import seedTours from "../server/seed/tour-packages.json";
import tourWords from "../content/tours.json";
import bestTimes from "../content/best-time-to-visit.json";
import destinationThemes from "../content/destination-themes.json";
import { buildTimeResolvers } from "../gatsby/pages/resolvers";
import { tripDataFiles, tripDataSchema, writeTripData } from "../gatsby/pages/trip-data";
import { formatPrice, formatRupees, PRICE_BASIS } from "../src/lib/money";
import { destinationTrip, tourTrip, type Trip } from "../src/lib/trip";

const dubaiRecord = { ...seed.find((record) => record._id === "dst-dubai")!, agencyId: "dst-dubai" };
const oneDay = { ...seed.find((record) => record._id === "dst-athirappilly")!, agencyId: "dst-athirappilly" };

describe("formatPrice: the one way a price is written", () => {
  it("is the rupees in Indian grouping, then what the price is for", () => {
    expect(formatPrice(125000)).toBe("₹1,25,000 per person");
    expect(formatPrice(47321)).toBe(`${formatRupees(47321)} ${PRICE_BASIS}`);
    expect(formatPrice(3200.4)).toBe("₹3,200 per person");
  });
});

describe("destinationTrip", () => {
  it("projects a destination: identity, type, price with its basis and GST, days and nights, lists, links", () => {
    const trip = destinationTrip(dubaiRecord, {
      bestTime: { months: "November to March" },
      themes: { region: "Middle East", themes: ["Cities", "Desert"] },
    });
    expect(trip).toEqual<Trip>({
      kind: "destination",
      id: "dst-dubai",
      language: "en",
      name: "Dubai",
      nameLanguage: "en",
      destinationType: "International",
      price: {
        amount: 64500,
        currency: "INR",
        basis: "per person",
        taxes: "Plus GST (5%) and TCS as applicable under Indian tax rules",
      },
      durationDays: 6,
      nights: 5,
      rating: dubaiRecord.rating,
      bestTime: "November to March",
      region: "Middle East",
      themes: ["Cities", "Desert"],
      places: dubaiRecord.touristSpots,
      included: expect.arrayContaining([expect.any(String)]) as never,
      excluded: expect.arrayContaining(["GST (5%) and TCS as applicable under Indian tax rules"]) as never,
      links: {
        page: "/destination-details/dst-dubai",
        itinerary: "/Itinerary/dst-dubai",
        brochure: "/assets/pdf/itineraries/dst-dubai-itinerary.pdf",
      },
    });
  });

  it("a day trip has no nights; a destination without days has no itinerary page nor brochure; no entry, no best time", () => {
    const trip = destinationTrip({ ...oneDay, itinerary: [] });
    expect(trip).toMatchObject({ durationDays: 1, nights: 0, bestTime: null, region: null, themes: [] });
    expect(trip.links).toEqual({ page: "/destination-details/dst-athirappilly", itinerary: null, brochure: null });
  });

  it("says nothing about GST when the lists do not, and keeps no rating where the record has none", () => {
    const trip = destinationTrip({ ...dubaiRecord, inclusions: "• Hotel", exclusions: "• Flights", rating: null });
    expect(trip.price.taxes).toBeNull();
    expect(trip.rating).toBeNull();
  });
});

describe("tourTrip", () => {
  it("projects a tour package with the places and lists of its words; tours have no type or best time", () => {
    const record = { ...seedTours[0]!, agencyId: seedTours[0]!._id };
    const words = tourWords.find((entry) => entry.tourId === record.agencyId)!;
    const trip = tourTrip(record, { tourWords: words });
    expect(trip).toMatchObject({
      kind: "tour",
      id: record.agencyId,
      name: record.name,
      destinationType: null,
      price: { amount: record.pricePerPerson, currency: "INR", basis: "per person" },
      durationDays: record.durationDays,
      nights: record.durationDays - 1,
      bestTime: null,
      places: words.places,
      included: words.included,
      excluded: words.excluded,
      links: { page: `/tour-details/${record.agencyId}`, itinerary: null, brochure: null },
    });
  });

  it("in an edition, takes the booking system's name in it where it gives one; its words stay English", () => {
    const record = {
      agencyId: "tour-x",
      name: "Kerala Backwaters",
      pricePerPerson: 1000,
      durationDays: 2,
      translations: [{ language: "ml", name: "കേരളത്തിലെ കായലുകൾ" }],
    };
    const words = { places: ["Kochi"], included: ["Hotels"], excluded: ["Flights"] };
    expect(tourTrip(record, { tourWords: words }, "ml")).toMatchObject({
      name: "കേരളത്തിലെ കായലുകൾ",
      nameLanguage: "ml",
      language: "en",
      places: ["Kochi"],
    });
    // Arabic is not given: the English name, said so; English pages never take a translation.
    expect(tourTrip(record, {}, "ar")).toMatchObject({ name: "Kerala Backwaters", nameLanguage: "en" });
    expect(tourTrip(record, {})).toMatchObject({ name: "Kerala Backwaters", nameLanguage: "en" });
  });

  it("without words, a tour has no places nor lists, and its price says nothing about GST", () => {
    const trip = tourTrip({ agencyId: "tour-x", name: "X", pricePerPerson: 1000, durationDays: 2 });
    expect(trip).toMatchObject({ places: [], included: [], excluded: [], rating: null, price: { taxes: null } });
  });
});

/** A node model over the reference data, as the resolvers get it. */
const nodeModel = {
  findOne: async ({ type, query }: { type: string; query: { filter: Record<string, { eq: string }> } }) => {
    const [field, { eq }] = Object.entries(query.filter)[0]!;
    const entries: Record<string, unknown>[] =
      { BestTimeToVisit: bestTimes, DestinationTheme: destinationThemes, TourDescription: tourWords }[type] ?? [];
    return entries.find((entry) => entry[field] === eq) ?? null;
  },
  findAll: async ({ type }: { type: string }) => ({
    entries: type === "AgencyDestination" ? seed.map((record) => ({ ...record, agencyId: record._id })) : [],
  }),
};
type Resolver = { resolve: (source: unknown, args: unknown, context: unknown) => Promise<unknown> };
const resolvers = buildTimeResolvers() as Record<string, Record<string, Resolver>>;

describe("the trip fields of the data layer", () => {
  it("gives a destination its trip with the marketers' best time, region, themes and its banner's file", async () => {
    const bestTime = bestTimes.find((entry) => entry.destinationId === "dst-dubai");
    const themes = destinationThemes.find((entry) => entry.destinationId === "dst-dubai");
    const trip = await resolvers.AgencyDestination!.trip!.resolve(
      { ...dubaiRecord, bannerImageFileId: "file-1" },
      {},
      { nodeModel },
    );
    expect(trip).toEqual({
      ...destinationTrip(dubaiRecord, { bestTime: bestTime ?? null, themes: themes ?? null }),
      pictureFileId: "file-1",
    });
  });

  it("gives a destination the trips nearest to it in price and days, of its type, never itself", async () => {
    const similar = (await resolvers.AgencyDestination!.similarTrips!.resolve(
      dubaiRecord,
      {},
      { nodeModel },
    )) as Trip[];
    expect(similar).toHaveLength(4);
    expect(similar.map((trip) => trip.destinationType)).toEqual(Array(4).fill("International"));
    expect(similar.map((trip) => trip.id)).not.toContain("dst-dubai");
    // Nearest to Dubai (₹64,500, 6 days): Bali (₹58,500, 6), Malaysia (₹52,500, 6), Singapore (₹78,900, 6), Vietnam
    // (₹69,500, 7 days).
    expect(similar.map((trip) => trip.id)).toEqual(["dst-bali", "dst-malaysia", "dst-singapore", "dst-vietnam"]);
  });

  it("gives a tour package its trip with its words", async () => {
    const record = { ...seedTours[0]!, agencyId: seedTours[0]!._id };
    const trip = (await resolvers.AgencyTourPackage!.trip!.resolve(record, {}, { nodeModel })) as Trip;
    expect(trip.places).toEqual(tourWords.find((entry) => entry.tourId === record.agencyId)!.places);
  });
});

describe("the trip files the comparison loads", () => {
  const picture = {
    layout: "constrained",
    width: 400,
    height: 267,
    images: {
      fallback: { src: "/static/1/dubai.jpg", srcSet: "/static/1/dubai.jpg 400w", sizes: "400px" },
      sources: [{ srcSet: "/static/1/dubai.avif 400w", type: "image/avif", sizes: "400px" }],
    },
  };
  const dubai = destinationTrip(dubaiRecord);
  const tour = tourTrip({ agencyId: "tour-x", name: "X", pricePerPerson: 1000, durationDays: 2 });
  const result = (destinations: object[], tours: object[] = []) =>
    ({
      destinations: { nodes: destinations.map((trip) => ({ trip })) },
      tours: { nodes: tours.map((trip) => ({ trip })) },
    }) as never;

  it("one file per trip, with its card picture, each fitting the schema", () => {
    const { files, problems } = tripDataFiles(
      result([{ ...dubai, picture: { childImageSharp: { gatsbyImageData: picture } } }], [{ ...tour, picture: null }]),
    );
    expect(problems).toEqual([]);
    expect([...files.keys()]).toEqual(["/data/trips/destination-dst-dubai.json", "/data/trips/tour-tour-x.json"]);
    expect(files.get("/data/trips/destination-dst-dubai.json")).toEqual({ ...dubai, picture });
    expect(files.get("/data/trips/tour-tour-x.json")?.picture).toBeNull();
  });

  it("names the file and the field of a trip outside the schema", () => {
    const { files, problems } = tripDataFiles(
      result([
        { ...dubai, price: { ...dubai.price, amount: -1 }, picture: null },
        { ...dubai, id: "dst-2", name: "", picture: null },
      ]),
    );
    expect(files.size).toBe(0);
    expect(problems).toEqual([
      expect.stringMatching(/^\/data\/trips\/destination-dst-dubai\.json: price\.amount /),
      expect.stringMatching(/^\/data\/trips\/destination-dst-2\.json: name /),
    ]);
    expect(tripDataSchema.safeParse({ ...dubai, picture: null, extra: 1 }).success).toBe(false);
  });

  it("writes the files and removes those of trips no longer offered", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "trip-data-"));
    try {
      mkdirSync(path.join(dir, "data/trips/ml"), { recursive: true });
      writeFileSync(path.join(dir, "data/trips/destination-dst-gone.json"), "{}");
      writeFileSync(path.join(dir, "data/trips/ml/destination-dst-gone.json"), "{}");
      const reporter = { info: jest.fn(), panicOnBuild: jest.fn() };
      // Each trip in English and in each edition: Dubai translated into Malayalam, the tour English in it.
      const inMalayalam = { ...dubai, language: "ml", nameLanguage: "ml", name: "ദുബായ്", picture: null };
      const graphql = jest.fn(async () => ({
        data: {
          destinations: { nodes: [{ trip: { ...dubai, picture: null }, ml: inMalayalam }] },
          tours: { nodes: [{ trip: { ...tour, picture: null }, ml: { ...tour, picture: null } }] },
        },
      }));
      await writeTripData({ graphql: graphql as never, reporter: reporter as never }, dir);
      expect(reporter.panicOnBuild).not.toHaveBeenCalled();
      expect(readdirSync(path.join(dir, "data/trips")).sort()).toEqual([
        "ar",
        "destination-dst-dubai.json",
        "ml",
        "tour-tour-x.json",
      ]);
      expect(readdirSync(path.join(dir, "data/trips/ml")).sort()).toEqual([
        "destination-dst-dubai.json",
        "tour-tour-x.json",
      ]);
      const malayalam = JSON.parse(readFileSync(path.join(dir, "data/trips/ml/destination-dst-dubai.json"), "utf8"));
      expect(malayalam).toMatchObject({ name: "ദുബായ്", language: "ml", price: { amount: 64500 } });
      const written = JSON.parse(readFileSync(path.join(dir, "data/trips/destination-dst-dubai.json"), "utf8"));
      expect(tripDataSchema.parse(written)).toEqual({ ...dubai, picture: null });
      expect(written.price.amount).toBe(64500);

      // A trip outside the schema stops the build and writes nothing.
      const bad = jest.fn(async () => ({ data: result([{ ...dubai, durationDays: 0, picture: null }]) }));
      rmSync(path.join(dir, "data"), { recursive: true });
      await writeTripData({ graphql: bad as never, reporter: reporter as never }, dir);
      expect(reporter.panicOnBuild).toHaveBeenCalledWith(
        expect.stringContaining("destination-dst-dubai.json: durationDays"),
      );
      expect(existsSync(path.join(dir, "data/trips"))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a blog post's date in the data layer", () => {
  const post = { createdAt: "2026-03-05T08:00:00.000Z" };
  const publishedIn = (language?: string) => resolvers.AgencyBlog!.publishedIn!.resolve(post, { language }, {});

  it("is the edition's words, written at build (no Intl in the browser), and formatDate's in English", async () => {
    expect(await publishedIn("ml")).toBe("2026 മാർച്ച് 5");
    expect(await publishedIn("ar")).toBe("5 مارس 2026");
    expect(await publishedIn("en")).toBe("Mar 5, 2026");
    expect(await publishedIn()).toBe("Mar 5, 2026");
  });
});

describe("a page made of blocks' editions in the data layer", () => {
  const pages = [
    { path: "/monsoon", language: "en" },
    { path: "/monsoon/", language: "ar" },
    { path: "/about", language: "ml" },
  ];
  const context = { nodeModel: { findAll: async () => ({ entries: pages }) } };
  const editions = (source: { path: string; language: string }) =>
    resolvers.BlockPage!.editions!.resolve(source, {}, context);

  it("are English and each language it is translated into, in the site's order; a translation names none", async () => {
    expect(await editions(pages[0]!)).toEqual(["en", "ar"]);
    expect(await editions({ path: "/service", language: "en" })).toEqual(["en"]);
    expect(await editions(pages[1]!)).toEqual([]);
  });
});
