import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import CompareTrips from "../src/components/shortlist/CompareTrips";
import { ShortlistPage, type ShortlistTrip } from "../src/components/shortlist/ShortlistPage";
import { shortlistStore } from "../src/hooks/useShortlist";
import { STORAGE_KEYS } from "../src/lib/device-storage";
import { createShortlist, moved } from "../src/lib/shortlist";
import { COMPARE_LINES, loadTripData, tripFromData, type TripData } from "../src/lib/trip-compare";
import { destinationTrip, tourTrip } from "../src/lib/trip";

/** What fetch answers (jsdom has no Response): the status and the JSON body. */
const fakeResponse = (status: number, body: unknown = {}) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

const munnar = { kind: "destination", id: "dst-munnar" } as const;
const bali = { kind: "tour", id: "tour-bali" } as const;
const kashmir = { kind: "tour", id: "tour-kashmir" } as const;

const picture = {
  layout: "constrained",
  width: 400,
  height: 267,
  images: { fallback: { src: "/static/a/munnar.jpg", srcSet: "/static/a/munnar.jpg 400w", sizes: "400px" } },
} as const;
/** Trip files as the build writes them (gatsby/pages/trip-data.ts). */
const munnarData: TripData = {
  ...destinationTrip(
    {
      agencyId: "dst-munnar",
      type: "Domestic",
      name: "Munnar",
      pricePerPerson: 18500,
      durationDays: 3,
      rating: 4.8,
      touristSpots: ["Eravikulam National Park", "Mattupetty Dam"],
      inclusions: "• Two nights in hotels • Breakfast • Private car • Sightseeing • Houseboat •",
      exclusions: "• Flights • Entry tickets",
      itinerary: [{}],
    },
    { bestTime: { months: "September to March" } },
  ),
  picture,
};
const baliData: TripData = {
  ...tourTrip(
    { agencyId: "tour-bali", name: "Bali Retreat", pricePerPerson: 62500, durationDays: 6, rating: null },
    { tourWords: { places: ["Ubud", "Seminyak"], included: ["Villa", "Breakfast"], excluded: ["Visa"] } },
  ),
  picture: null,
};

describe("tripFromData", () => {
  it("takes the file of the trip asked for as it is", () => {
    expect(tripFromData(munnar, munnarData)).toBe(munnarData);
    expect(tripFromData(bali, baliData)).toBe(baliData);
  });

  it("says what is wrong with a file it cannot use (another trip's, one without a price), and never throws", () => {
    expect(tripFromData(munnar, null)).toEqual({ problem: "unreadable" });
    expect(tripFromData(munnar, baliData)).toEqual({ problem: "unreadable" });
    expect(tripFromData(munnar, { ...munnarData, price: "₹18,500" })).toEqual({ problem: "incomplete" });
  });
});

describe("loadTripData", () => {
  const answer = (status: number, body: unknown = {}) =>
    jest.fn(async () => fakeResponse(status, body)) as unknown as typeof fetch;

  it("fetches the file the build wrote for the trip, an edition's in its folder", async () => {
    const fetcher = answer(200, munnarData);
    expect(await loadTripData(munnar, "en", fetcher)).toMatchObject({ name: "Munnar" });
    expect(fetcher).toHaveBeenCalledWith("/data/trips/destination-dst-munnar.json");
    await loadTripData(munnar, "ar", fetcher);
    expect(fetcher).toHaveBeenLastCalledWith("/data/trips/ar/destination-dst-munnar.json");
  });

  it("a file that is gone is a trip no longer offered; a failed request asks to try again", async () => {
    expect(await loadTripData(munnar, "en", answer(404))).toEqual({ problem: "gone" });
    expect(await loadTripData(munnar, "en", answer(500))).toEqual({ problem: "failed" });
    const offline = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    expect(await loadTripData(munnar, "en", offline)).toEqual({ problem: "offline" });
  });
});

describe("moving a trip", () => {
  it("moves one place either way and stays within the list", () => {
    expect(moved([munnar, bali, kashmir], bali, -1)).toEqual([bali, munnar, kashmir]);
    expect(moved([munnar, bali, kashmir], bali, 1)).toEqual([munnar, kashmir, bali]);
    expect(moved([munnar, bali], munnar, -1)).toEqual([munnar, bali]);
    expect(moved([munnar, bali], kashmir, 1)).toEqual([munnar, bali]);
  });

  it("the shortlist keeps the new order on the device", () => {
    localStorage.clear();
    const store = createShortlist();
    store.add(munnar);
    store.add(bali);
    store.move(bali, -1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.shortlist)!)).toEqual([bali, munnar]);
  });
});

describe("CompareTrips", () => {
  const pages: Record<string, unknown> = {
    "/data/trips/destination-dst-munnar.json": munnarData,
    "/data/trips/tour-tour-bali.json": baliData,
    "/data/trips/tour-tour-flaky.json": { ...baliData, id: "tour-flaky" },
  };
  let failing = new Set<string>();
  beforeEach(() => {
    failing = new Set();
    global.fetch = jest.fn(async (url: string) =>
      failing.has(url)
        ? Promise.reject(new TypeError("Failed to fetch"))
        : fakeResponse(pages[url] ? 200 : 404, pages[url] ?? {}),
    ) as unknown as typeof fetch;
  });

  const names = new Map([
    ["destination:dst-munnar", "Munnar"],
    ["tour:tour-bali", "Bali Retreat"],
    ["tour:tour-kashmir", "Kashmir"],
  ]);

  it("one column per trip and one row per fact, each row's cells lined up under the trips", async () => {
    render(
      <CompareTrips
        trips={[munnar, bali, kashmir]}
        names={names}
        onMove={() => {}}
        onRemove={() => {}}
        removeFrom="shortlist"
      />,
    );
    const table = screen.getByRole("table", { name: "3 trips compared: one column per trip, one row per fact" });
    expect(await within(table).findByText("₹18,500 per person")).toBeInTheDocument();
    await within(table).findByText("₹62,500 per person");
    expect(await within(table).findByText("We no longer offer this trip.")).toBeInTheDocument();
    const rows = within(table).getAllByRole("row");
    const cells = (label: string) =>
      within(rows.find((row) => within(row).queryByRole("rowheader", { name: label }))!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(
      within(rows[0]!)
        .getAllByRole("columnheader")
        .map((th) => th.querySelector("a")?.textContent),
    ).toEqual(["Munnar", "Bali Retreat", "Kashmir"]);
    expect(cells("Price per person")).toEqual(["₹18,500 per person", "₹62,500 per person", "–"]);
    expect(cells("Length")).toEqual(["3 days", "6 days", "–"]);
    expect(cells("Rating")).toEqual(["4.8 of 5", "–", "–"]);
    expect(cells("Places")).toEqual(["Eravikulam National Park, Mattupetty Dam", "Ubud, Seminyak", "–"]);
    // The first COMPARE_LINES lines of Munnar's five inclusions; its page has the rest.
    expect(cells("Included")).toEqual([munnarData.included.slice(0, COMPARE_LINES).join(""), "VillaBreakfast", "–"]);
    expect(cells("Included")[0]).not.toContain("Houseboat");
    expect(cells("Not included")).toEqual(["FlightsEntry tickets", "Visa", "–"]);
    expect(cells("Best time to visit")).toEqual(["September to March", "–", "–"]);
  });

  describe("with a currency chosen on a trip's page", () => {
    const compared = () => (
      <CompareTrips trips={[munnar, bali]} names={names} onMove={() => {}} onRemove={() => {}} removeFrom="shortlist" />
    );
    const priceCells = () => {
      const row = screen.getByRole("rowheader", { name: "Price per person" }).closest("tr")!;
      return within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    };
    beforeEach(() => {
      window.localStorage.setItem(STORAGE_KEYS.currency, JSON.stringify({ currency: "AED", until: "2099-12-31" }));
    });
    afterEach(() => {
      jest.useRealTimers();
      window.localStorage.clear();
    });

    it("shows it beside each rupee price, indicative, with the rates' day and source", async () => {
      // content/currency-rates.json: 24.2 rupees per dirham, of 25 Nov 2026, for 30 days.
      jest.useFakeTimers({ now: new Date("2026-11-28T10:00:00"), advanceTimers: true });
      render(compared());
      await screen.findByText("₹62,500 per person");
      expect(priceCells()).toEqual(["₹18,500 per person≈ AED 764", "₹62,500 per person≈ AED 2,583"]);
      expect(screen.getByText(/^Prices in ₹, with UAE dirham/)).toHaveTextContent(
        /indicative, you pay in ₹\. Rates of 25 Nov 2026 \(Reserve Bank of India/,
      );
    });

    it("after the rates' last day: rupees only, and no note", async () => {
      jest.useFakeTimers({ now: new Date("2026-12-26T10:00:00"), advanceTimers: true });
      render(compared());
      await screen.findByText("₹62,500 per person");
      expect(priceCells()).toEqual(["₹18,500 per person", "₹62,500 per person"]);
      expect(screen.queryByText(/^Prices in ₹, with/)).toBeNull();
    });
  });

  it("moves and removes through its callbacks, named for the trip; the first cannot move earlier", async () => {
    const user = userEvent.setup();
    const onMove = jest.fn();
    const onRemove = jest.fn();
    render(
      <CompareTrips trips={[munnar, bali]} names={names} onMove={onMove} onRemove={onRemove} removeFrom="shortlist" />,
    );
    await screen.findByText("₹62,500 per person");
    expect(screen.getByRole("button", { name: "Move Munnar earlier" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Move Munnar later" }));
    expect(onMove).toHaveBeenCalledWith(munnar, 1);
    await user.click(screen.getByRole("button", { name: "Remove Bali Retreat from shortlist" }));
    expect(onRemove).toHaveBeenCalledWith(bali);
  });

  it("a trip whose details could not be loaded says so, and Try again loads them", async () => {
    const user = userEvent.setup();
    // A trip this visit has not loaded yet (what loaded once is kept for the visit).
    const flaky = { kind: "tour", id: "tour-flaky" } as const;
    failing.add("/data/trips/tour-tour-flaky.json");
    render(
      <CompareTrips
        trips={[munnar, flaky]}
        names={names}
        onMove={() => {}}
        onRemove={() => {}}
        removeFrom="comparison"
      />,
    );
    expect(await screen.findByText(/Check the connection and try again/)).toBeInTheDocument();
    failing.clear();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("₹62,500 per person")).toBeInTheDocument();
    expect(screen.queryByText(/Check the connection/)).not.toBeInTheDocument();
  });

  it("compares the first four of a longer list, and says so", async () => {
    const five = ["a", "b", "c", "d", "e"].map((id) => ({ kind: "tour" as const, id }));
    render(<CompareTrips trips={five} names={names} onMove={() => {}} onRemove={() => {}} removeFrom="shortlist" />);
    expect(screen.getByText("Comparing the first 4 of your 5 trips. Move a trip earlier to compare it.")).toBeVisible();
    expect(screen.getAllByRole("columnheader")).toHaveLength(4);
    await screen.findAllByText("We no longer offer this trip.");
  });
});

describe("/shortlist with two trips or more", () => {
  const catalogue: ShortlistTrip[] = [
    { ...munnar, name: "Munnar", pricePerPerson: 18500, durationDays: 3 },
    { ...bali, name: "Bali Retreat", pricePerPerson: 62500, durationDays: 6 },
  ];
  beforeEach(() => {
    global.fetch = jest.fn(async (url: string) =>
      fakeResponse(200, url.includes("dst-munnar") ? munnarData : url.includes("tour-bali") ? baliData : {}),
    ) as unknown as typeof fetch;
  });

  it("shows them side by side (loaded on use), and a move there reorders the shortlist", async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.shortlist, JSON.stringify([munnar, bali]));
    act(() => shortlistStore.reload());
    render(<ShortlistPage catalogue={catalogue} search="" />);
    const table = await screen.findByRole("table");
    await within(table).findByText("₹62,500 per person");
    await user.click(screen.getByRole("button", { name: "Move Bali Retreat earlier" }));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.shortlist)!)).toEqual([bali, munnar]);
    expect(
      within(screen.getByRole("list", { name: "Saved trips" }))
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(["Bali Retreat", "Munnar"]);
  });

  it("a shared list is compared too; moving and removing there writes nothing", async () => {
    const user = userEvent.setup();
    localStorage.clear();
    act(() => shortlistStore.reload());
    render(<ShortlistPage catalogue={catalogue} search="?trips=destination:dst-munnar,tour:tour-bali" />);
    const table = await screen.findByRole("table");
    await within(table).findByText("₹62,500 per person");
    await user.click(screen.getByRole("button", { name: "Remove Bali Retreat from the comparison" }));
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.shortlist)).toBeNull();
  });
});
