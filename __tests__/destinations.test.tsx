import React from "react";
import { hydrateRoot } from "react-dom/client";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import seed from "../server/seed/destinations.json";
import { DestinationCatalogue } from "../src/components/destinations/DestinationCatalogue";
import { createDestinationSearch } from "../src/lib/destination-search";
import type { DestinationSummary } from "../src/components/destinations/DestinationCard";
import { DestinationDetails, type DestinationDetailsProps } from "../src/components/destinations/DestinationDetails";
import { ItineraryPage } from "../src/components/destinations/ItineraryPage";
import { destinationTrip } from "../src/lib/trip";
import { destinationPageWordsOf } from "./support/destination-pages";
import fixed from "../content/destination-details.json";
import bestTimes from "../content/best-time-to-visit.json";
import { formatPrice } from "../src/lib/money";
import { similarTrips } from "../src/lib/similar-trips";
import { ContactForm as PlacedForm } from "../src/components/forms/EnquiryForm";

// Pages place the enquiry form through partOnUse, whose script loads when needed: here, loaded before the renders.
beforeAll(() => PlacedForm.preload());

type SeedDestination = (typeof seed)[number];

const summary = (d: SeedDestination): DestinationSummary => ({
  id: d._id,
  language: "en",
  name: d.name,
  description: d.description,
  overview: d.overview,
  touristSpots: d.touristSpots,
  region: null,
  themes: [],
  pricePerPerson: d.pricePerPerson,
  durationDays: d.durationDays,
  image: null,
  rating: d.rating ?? null,
});
const ofType = (type: string) =>
  seed
    .filter((d) => d.type === type)
    .map(summary)
    .sort((a, b) => a.name.localeCompare(b.name));
const international = ofType("International");

const cards = () => screen.getAllByRole("article");
/** The page's HTML as the build renders it (react-dom/server is the build's), in the document. */
async function builtHtml(page: React.ReactElement) {
  const container = document.createElement("div");
  const { renderToString } = await import("react-dom/server");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

beforeEach(() => window.history.replaceState(null, "", "/destination/International"));

describe("DestinationCatalogue", () => {
  it("shows the first 8 cards with rating, price per person and days, and the rest on page 2", async () => {
    render(<DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />);
    expect(cards()).toHaveLength(8);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1–8 of 13 destinations");
    const dubai = cards().find((card) => within(card).queryByRole("heading", { name: "Dubai" }))!;
    expect(within(dubai).getByText("₹64,500 per person")).toBeInTheDocument();
    expect(within(dubai).getByText("6 days")).toBeInTheDocument();
    const dubaiRating = seed.find((d) => d._id === "dst-dubai")!.rating;
    expect(within(dubai).getByRole("img", { name: `Rated ${dubaiRating.toFixed(1)} out of 5` })).toBeInTheDocument();
    expect(within(dubai).getByRole("link", { name: /View details/ })).toHaveAttribute(
      "href",
      "/destination-details/dst-dubai",
    );

    const pager = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pager).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    expect(within(pager).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "href",
      "/destination/International?page=2",
    );
    await userEvent.click(within(pager).getByRole("link", { name: "Next" }));
    expect(cards()).toHaveLength(5);
    expect(window.location.search).toBe("?page=2");
    expect(within(pager).getByRole("link", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
    expect(within(pager).getByRole("link", { name: "Next" })).not.toHaveAttribute("href");
  });

  it("hydrates the static page 1 without a mismatch, then shows the page in the URL", async () => {
    window.history.replaceState(null, "", "/destination/International?page=2");
    const page = (
      <DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />
    );
    const container = await builtHtml(page);
    expect(container.querySelectorAll("article")).toHaveLength(8);
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.querySelectorAll("article")).toHaveLength(5);
    expect(within(container).getByRole("status")).toHaveTextContent("Showing 9–13 of 13");
    container.remove();
  });

  it("keeps a search typed and a budget chosen in the static HTML before hydration", async () => {
    window.history.replaceState(null, "", "/destination/International?sort=rating");
    const page = (
      <DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />
    );
    const container = await builtHtml(page);
    // The visitor, before the script: the form is sent by GET with the names the list reads from the URL.
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "get");
    // Sent, it lands on the results heading (#results), not the top of the page.
    expect(form).toHaveAttribute("action", "/destination/International#results");
    expect(container.querySelector("#results")).toHaveTextContent("Results");
    within(container).getByLabelText<HTMLInputElement>("Search destinations").value = "a";
    within(container).getByLabelText<HTMLSelectElement>("Budget per person").value = "under-30000";
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(within(container).getByLabelText("Search destinations")).toHaveValue("a");
    expect(within(container).getByLabelText("Budget per person")).toHaveValue("under-30000");
    expect(within(container).getByLabelText("Sort by")).toHaveValue("rating");
    expect(window.location.search).toBe("?search=a&sort=rating&budget=under-30000");
    container.remove();
  });

  it("shows the last page for an out-of-range page and page 1 for a nonsense one", () => {
    window.history.replaceState(null, "", "/destination/International?page=40");
    const { unmount } = render(
      <DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Showing 9–13 of 13");
    unmount();
    window.history.replaceState(null, "", "/destination/International?page=two");
    render(<DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1–8 of 13");
  });

  it("narrows on every keystroke, resets to page 1, and keeps one history entry per search", async () => {
    window.history.replaceState(null, "", "/destination/International?page=2");
    render(<DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />);
    const before = window.history.length;
    const box = screen.getByRole("searchbox", { name: "Search destinations" });
    await userEvent.type(box, "burj");
    expect(cards().map((card) => within(card).getByRole("heading").textContent)).toEqual(["Dubai"]);
    expect(window.location.search).toBe("?search=burj");
    expect(window.history.length).toBe(before + 1);

    // Back: the browser restores the previous URL and fires popstate.
    window.history.replaceState(null, "", "/destination/International?page=2");
    act(() => window.dispatchEvent(new PopStateEvent("popstate")));
    expect(box).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 9–13 of 13");
  });

  it("says so when nothing matches, and clears the search", async () => {
    render(<DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />);
    await userEvent.type(screen.getByRole("searchbox"), "atlantis");
    expect(screen.getByRole("status")).toHaveTextContent("No destinations match “atlantis”.");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
    expect(screen.queryByRole("navigation", { name: "Pages" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(cards()).toHaveLength(8);
  });

  it("leads a search to the marketers' guide it names, with results or without, and elsewhere when none match", async () => {
    const guides = [{ path: "/kerala-honeymoon", title: "Kerala honeymoon packages" }];
    const domestic = ofType("Domestic");
    render(
      <DestinationCatalogue destinations={domestic} guides={guides} location={{ pathname: "/destination/Domestic" }} />,
    );
    expect(screen.queryByRole("link", { name: "Kerala honeymoon packages" })).toBeNull();
    await userEvent.type(screen.getByRole("searchbox"), "honeymoon");
    expect(screen.getByRole("link", { name: "Kerala honeymoon packages" })).toHaveAttribute(
      "href",
      "/kerala-honeymoon",
    );
    await userEvent.clear(screen.getByRole("searchbox"));
    await userEvent.type(screen.getByRole("searchbox"), "atlantis");
    expect(screen.queryByRole("link", { name: "Kerala honeymoon packages" })).toBeNull();
    expect(screen.getByRole("link", { name: "Tours for “atlantis”" })).toHaveAttribute("href", "/tour?search=atlantis");
    expect(screen.getByRole("link", { name: "Search the whole site for “atlantis”" })).toHaveAttribute(
      "href",
      "/search?q=atlantis",
    );
  });

  it("sorts and filters with the finder's selects, back to page 1, and keeps the choices in the URL", async () => {
    window.history.replaceState(null, "", "/destination/International?page=2");
    render(<DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />);
    const finder = screen.getByText("Sort & filter").closest("details");
    expect(finder).not.toHaveAttribute("open");
    await userEvent.click(screen.getByText("Sort & filter"));
    expect(finder).toHaveAttribute("open");

    await userEvent.selectOptions(screen.getByLabelText("Sort by"), "Price: low to high");
    expect(window.location.search).toBe("?sort=price-asc");
    const cheapest = [...international].sort((a, b) => a.pricePerPerson - b.pricePerPerson);
    expect(cards().map((card) => within(card).getByRole("heading").textContent)).toEqual(
      cheapest.slice(0, 8).map((d) => d.name),
    );

    // Every International trip of the seed lasts 5 to 7 days; two of them cost under ₹50,000.
    await userEvent.selectOptions(screen.getByLabelText("Duration"), "5–7 days (13)");
    expect(window.location.search).toBe("?sort=price-asc&days=5-7");
    await userEvent.selectOptions(screen.getByLabelText("Budget per person"), "Under ₹50,000 (2)");
    const found = cheapest.filter((d) => d.durationDays >= 5 && d.durationDays <= 7 && d.pricePerPerson < 50_000);
    expect(found.map((d) => d.name)).toEqual(["Sri Lanka", "Thailand (Phuket and Krabi)"]);
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1–2 of 2 destinations");
    expect(cards().map((card) => within(card).getByRole("heading").textContent)).toEqual(found.map((d) => d.name));
    expect(window.location.search).toBe("?sort=price-asc&days=5-7&budget=under-50000");
    expect(screen.getByText("Sort & filter").closest("summary")).toHaveTextContent(/^Sort & filter\s*3 chosen$/);

    // An option that gives nothing says so and can still be chosen.
    await userEvent.selectOptions(screen.getByLabelText("Duration"), "Up to 4 days (0)");
    expect(screen.getByRole("status")).toHaveTextContent("No destinations match Up to 4 days, Under ₹50,000.");
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(window.location.search).toBe("?sort=price-asc");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1–8 of 13 destinations");
    expect(screen.getByLabelText("Duration")).toHaveValue("");
  });

  it("counts each option with the other choices, and the search", async () => {
    render(<DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />);
    const optionsOf = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(optionsOf("Duration")).toEqual([
      "Any length (13)",
      "Up to 4 days (0)",
      "5–7 days (13)",
      "8–10 days (0)",
      "11+ days (0)",
    ]);
    expect(optionsOf("Budget per person")).toEqual([
      "Any budget (13)",
      "Under ₹20,000 (0)",
      "Under ₹30,000 (0)",
      "Under ₹50,000 (2)",
      "Under ₹75,000 (6)",
      "₹75,000 and over (7)",
    ]);
    // “lake”: Japan (₹2,15,000), Switzerland (₹2,45,000) and Vietnam (₹69,500).
    const lake = international.filter((d) => createDestinationSearch(international)("lake").includes(d));
    expect(lake.map((d) => d.name)).toEqual(["Japan", "Switzerland", "Vietnam"]);
    await userEvent.type(screen.getByRole("searchbox"), "lake");
    expect(optionsOf("Budget per person")).toEqual([
      "Any budget (3)",
      "Under ₹20,000 (0)",
      "Under ₹30,000 (0)",
      "Under ₹50,000 (0)",
      "Under ₹75,000 (1)",
      "₹75,000 and over (2)",
    ]);
    await userEvent.selectOptions(screen.getByLabelText("Budget per person"), "₹75,000 and over (2)");
    expect(optionsOf("Duration")).toEqual([
      "Any length (2)",
      "Up to 4 days (0)",
      "5–7 days (2)",
      "8–10 days (0)",
      "11+ days (0)",
    ]);
    expect(screen.getByRole("button", { name: "Show 2 trips" })).toBeInTheDocument();
  });

  it("Show N trips folds the finder away and brings the results heading to the top, focused", async () => {
    const scrolled: Element[] = [];
    // jsdom lays nothing out and has no scrollIntoView: record which element asked to be scrolled to.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      render(
        <DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />,
      );
      await userEvent.click(screen.getByText("Sort & filter"));
      await userEvent.selectOptions(screen.getByLabelText("Budget per person"), "under-50000");
      const show = screen.getByRole("button", { name: "Show 2 trips" });
      await userEvent.click(show);
      expect(screen.getByText("Sort & filter").closest("details")).not.toHaveAttribute("open");
      const heading = screen.getByRole("heading", { name: "Results" });
      expect(scrolled).toEqual([heading]);
      expect(heading).toHaveFocus();
      expect(window.location.search).toBe("?budget=under-50000");

      // By keyboard: Enter on the button does the same; one trip is “1 trip”.
      await userEvent.click(screen.getByText("Sort & filter"));
      await userEvent.type(screen.getByRole("searchbox"), "lanka");
      screen.getByRole("button", { name: "Show 1 trip" }).focus();
      await userEvent.keyboard("{Enter}");
      expect(screen.getByText("Sort & filter").closest("details")).not.toHaveAttribute("open");
      expect(heading).toHaveFocus();
      expect(scrolled).toEqual([heading, heading]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("has the counts of the whole list in the static HTML and those of the URL's choices after hydration", async () => {
    window.history.replaceState(null, "", "/destination/International?budget=under-50000");
    const page = (
      <DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />
    );
    const container = await builtHtml(page);
    const duration = () => within(container).getByLabelText("Duration");
    expect(within(duration()).getByRole("option", { name: "5–7 days (13)" })).toBeInTheDocument();
    expect(within(container).getByRole("button", { name: "Show 13 trips" })).toBeInTheDocument();
    // Until hydration the panel is not marked ready: the CSS may hide a total a changed select makes stale.
    expect(within(container).getByRole("button", { name: "Show 13 trips" }).closest("[data-ready]")).toBeNull();
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(within(duration()).getByRole("option", { name: "5–7 days (2)" })).toBeInTheDocument();
    expect(within(container).getByRole("button", { name: "Show 2 trips" }).closest("[data-ready]")).not.toBeNull();
    container.remove();
  });

  it("says Show N trips in the server's text nodes after hydration, a search and a filter change", async () => {
    // The server's HTML holds the total and its space as one text node ("13 "). A component that writes them as two
    // gets a second space node on hydration ("Show 13  trips"), which Chromium, laying out the next update, drops
    // at the end of the total: the visitor read "Show 2trips" (e2e/destinations.spec.ts reads the rendered text).
    const page = (
      <DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />
    );
    const container = await builtHtml(page);
    const show = () => within(container).getByRole("button", { name: /^Show/ });
    expect(show().textContent).toBe("Show 13 trips");
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(show().textContent).toBe("Show 13 trips");
    await userEvent.selectOptions(within(container).getByLabelText("Budget per person"), "under-50000");
    expect(show().textContent).toBe("Show 2 trips");
    expect(show()).toHaveAccessibleName("Show 2 trips");
    await userEvent.type(within(container).getByLabelText("Search destinations"), "zzz");
    expect(show().textContent).toBe("Show 0 trips");
    await userEvent.clear(within(container).getByLabelText("Search destinations"));
    await userEvent.selectOptions(within(container).getByLabelText("Budget per person"), "");
    expect(show().textContent).toBe("Show 13 trips");
    container.remove();
  });

  it("reads the finder's choices from a shared link and ignores unknown values", () => {
    window.history.replaceState(null, "", "/destination/International?sort=rating&days=5-7&budget=lots");
    render(<DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />);
    expect(screen.getByLabelText("Sort by")).toHaveValue("rating");
    expect(screen.getByLabelText("Duration")).toHaveValue("5-7");
    expect(screen.getByLabelText("Budget per person")).toHaveValue("");
    const expected = international
      .filter((d) => d.durationDays >= 5 && d.durationDays <= 7)
      .sort((a, b) => (b.rating ?? -1) - (a.rating ?? -1));
    expect(cards().map((card) => within(card).getByRole("heading").textContent)).toEqual(
      expected.slice(0, 8).map((d) => d.name),
    );
  });

  it("ignores the old bands' values (4–6 days, under ₹25,000) like any unknown value", () => {
    window.history.replaceState(null, "", "/destination/International?days=4-6&budget=under-25000");
    render(<DestinationCatalogue destinations={international} location={{ pathname: "/destination/International" }} />);
    expect(screen.getByLabelText("Duration")).toHaveValue("");
    expect(screen.getByLabelText("Budget per person")).toHaveValue("");
    expect(screen.getByRole("status")).toHaveTextContent("Showing 1–8 of 13 destinations");
  });
});

/** A seed destination's trip, as the data layer projects it for every page (src/lib/trip.ts). */
const tripOf = (id: string) => {
  const d = seed.find((x) => x._id === id)!;
  return destinationTrip({ ...d, agencyId: d._id });
};
const wordsOf = destinationPageWordsOf;
const detailsOf = (
  id: string,
  bestTime: { months: string; why: string } | null = null,
): DestinationDetailsProps["destination"] => ({
  trip: tripOf(id),
  banner: null,
  gallery: [],
  words: wordsOf(id, bestTime),
});
const comparable = seed.map((d) => ({ ...d, id: d._id }));
/** The similar trips the data layer gives a destination's page (its `similarTrips`), as trips. */
const similarTo = (id: string) =>
  similarTrips(
    comparable.find((d) => d.id === id)!,
    comparable,
  ).map((d) => tripOf(d.id));

describe("DestinationDetails", () => {
  it("shows the basic information with the fixed rows from content, and the highlights", () => {
    render(<DestinationDetails destination={detailsOf("dst-munnar")} similar={[]} />);
    expect(screen.getByRole("heading", { level: 1, name: "Munnar" })).toBeInTheDocument();
    const table = screen.getByRole("table");
    expect(within(table).getByRole("row", { name: "Destination Munnar" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: "Tourist spots 7" })).toBeInTheDocument();
    expect(within(table).getByRole("row", { name: "Price ₹18,500 per person" })).toBeInTheDocument();
    for (const row of fixed.basicInformation)
      expect(within(table).getByRole("rowheader", { name: row.label })).toBeInTheDocument();
    const highlights = screen.getByRole("heading", { name: "Highlights" }).nextElementSibling as HTMLElement;
    expect(within(highlights).getAllByRole("listitem")).toHaveLength(fixed.highlights.length);
    expect(screen.getByRole("link", { name: "View Itinerary" })).toHaveAttribute("href", "/Itinerary/dst-munnar");
    expect(screen.getByRole("heading", { level: 2, name: "Ask us about Munnar" })).toBeInTheDocument();
  });

  it("tells each trip's accommodation, transport and flights in its own words, not one text for all", () => {
    const rowOf = (name: string) =>
      within(screen.getByRole("table")).getByRole("rowheader", { name }).closest("tr")!.querySelector("td")!
        .textContent;
    const { unmount } = render(<DestinationDetails destination={detailsOf("dst-munnar")} similar={[]} />);
    expect(rowOf("Accommodation")).toBe("2 nights accommodation in the hotels named, on twin sharing");
    expect(rowOf("Transport")).toMatch(/^All transfers and sightseeing in a private AC vehicle/);
    expect(screen.queryByRole("rowheader", { name: "Flights" })).not.toBeInTheDocument();
    unmount();
    render(<DestinationDetails destination={detailsOf("dst-dubai")} similar={[]} />);
    expect(rowOf("Flights")).toBe("Return economy airfare from Kochi with 20–30 kg check-in baggage");
    expect(rowOf("Accommodation")).toBe("5 nights in the hotels named in the itinerary, on twin sharing");
  });

  it("a day trip's facts promise no hotel", () => {
    render(<DestinationDetails destination={detailsOf("dst-athirappilly")} similar={[]} />);
    const row = within(screen.getByRole("table")).getByRole("rowheader", { name: "Accommodation" }).closest("tr")!;
    expect(row.querySelector("td")!.textContent).toBe("None: a day trip, back the same evening");
    expect(screen.getByRole("table").textContent).not.toMatch(/3-star and 4-star hotels/);
  });

  it("has no View Itinerary button and no brochure when the itinerary is empty", () => {
    render(<DestinationDetails destination={detailsOf("dst-athirappilly")} similar={[]} />);
    expect(screen.queryByRole("link", { name: "View Itinerary" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download itinerary (PDF)" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enquire about this trip" })).toHaveAttribute("href", "#enquiry-form");
  });

  it("shows when to go from content/best-time-to-visit.json, and nothing for a destination without an entry", () => {
    const entry = bestTimes.find((time) => time.destinationId === "dst-munnar")!;
    const { unmount } = render(<DestinationDetails destination={detailsOf("dst-munnar", entry)} similar={[]} />);
    const section = screen.getByRole("region", { name: "Best time to visit" });
    expect(section).toHaveTextContent(entry.months);
    expect(section).toHaveTextContent(entry.why);
    unmount();
    render(<DestinationDetails destination={detailsOf("dst-goa")} similar={[]} />);
    expect(screen.queryByRole("heading", { name: "Best time to visit" })).not.toBeInTheDocument();
  });

  it("links 3 to 4 similar trips of the same type to their pages, with their days and price", () => {
    const similar = similarTo("dst-munnar");
    render(<DestinationDetails destination={detailsOf("dst-munnar")} similar={similar} />);
    const list = within(screen.getByRole("region", { name: "Similar trips" })).getAllByRole("listitem");
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(4);
    for (const [index, item] of list.entries()) {
      const trip = similar[index]!;
      expect(within(item).getByRole("link", { name: trip.name })).toHaveAttribute(
        "href",
        `/destination-details/${trip.id}`,
      );
      expect(item).toHaveTextContent(`${trip.durationDays} days · ${formatPrice(trip.price.amount)}`);
    }
  });

  it("shows its pictures in one labelled strip a keyboard can scroll, not a stack", () => {
    const picture = {
      images: { fallback: { src: "/a.jpg" }, sources: [] },
      layout: "constrained",
      width: 800,
      height: 600,
    };
    const gallery = [1, 2, 3].map((day) => ({ image: picture as never, dayNumber: day, title: "a view" }));
    render(<DestinationDetails destination={{ ...detailsOf("dst-munnar"), gallery }} similar={[]} />);
    const strip = screen.getByRole("list", { name: "Pictures of Munnar" });
    expect(strip).toHaveAttribute("tabindex", "0");
    expect(within(strip).getAllByRole("img")).toHaveLength(3);
  });
});

/** A seed destination as the itinerary template gives it to ItineraryPage: its trip and the page's own texts. */
const itineraryFacts = (d: (typeof seed)[number]) => ({
  trip: tripOf(d._id),
  words: wordsOf(d._id),
});

describe("ItineraryPage", () => {
  it("downloads the itinerary PDF under the trip's name instead of opening it in place of the page", () => {
    const d = seed.find((x) => x._id === "dst-dubai")!;
    render(<ItineraryPage destination={{ ...itineraryFacts(d), banner: null, days: [] }} />);
    const pdf = screen.getByRole("link", { name: "Download itinerary (PDF)" });
    expect(pdf).toHaveAttribute("href", "/assets/pdf/itineraries/dst-dubai-itinerary.pdf");
    expect(pdf).toHaveAttribute("download", "Dubai-itinerary-Keralam-Holidays.pdf");
    expect(pdf).not.toHaveAttribute("target");
  });

  it("shows one card per day with meals joined by commas, and the four bullet sections", () => {
    const d = seed.find((x) => x._id === "dst-dubai")!;
    render(
      <ItineraryPage
        destination={{
          ...itineraryFacts(d),
          banner: null,
          days: d.itinerary.map((day) => ({ ...day, image: null })),
        }}
      />,
    );
    const days = screen.getByRole("heading", { name: "Day by day" }).nextElementSibling as HTMLElement;
    expect(within(days).getAllByRole("listitem")).toHaveLength(6);
    const safari = within(days)
      .getByRole("heading", { level: 3, name: "Desert Safari with BBQ Dinner" })
      .closest("li")!;
    expect(within(safari).getByText("Day 03")).toBeInTheDocument();
    expect(within(safari).getByText("Breakfast, Dinner")).toBeInTheDocument();
    expect(within(safari).getByText("Citymax Hotel Al Barsha")).toBeInTheDocument();
    for (const [title, text] of [
      ["Inclusions", d.inclusions],
      ["Exclusions", d.exclusions],
      ["Terms & Conditions", d.termsAndConditions],
      ["Cancellation Policy & Payment Terms", d.cancellationPolicy],
    ]) {
      const list = screen.getByRole("heading", { level: 2, name: title }).nextElementSibling as HTMLElement;
      const expected = (text ?? "")
        .split("•")
        .map((item) => item.trim())
        .filter(Boolean);
      expect(
        within(list)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toEqual(expected);
    }
  });
});
