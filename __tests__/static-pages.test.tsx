import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StarRating } from "../src/components/common/StarRating";
import { ServiceDetails } from "../src/components/services/ServiceDetails";
import { TourCatalogue } from "../src/components/tours/TourCatalogue";
import { TourDetails } from "../src/components/tours/TourDetails";
import tourList from "../content/samples/tour.json";
import tourDetails from "../content/samples/tour-details.json";
import serviceDetails from "../content/samples/service-details.json";

const tourNames = () =>
  within(screen.getByRole("list", { name: "Tours" }))
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);
const dollars = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));

describe("TourCatalogue", () => {
  beforeEach(() => window.history.replaceState(null, "", "/tour"));

  it("sorts by price both ways and back to the file's order", async () => {
    const user = userEvent.setup();
    render(<TourCatalogue tours={tourList.tours} location={{ pathname: "/tour" }} />);
    expect(tourNames()).toEqual(tourList.tours.map((tour) => tour.name));
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Default", "Popularity", "Rating", "Latest", "Price: low to high", "Price: high to low"]);

    await user.selectOptions(sort, "Price: low to high");
    const ascending = tourNames();
    const prices = ascending.map((name) => tourList.tours.find((tour) => tour.name === name)!.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(dollars(screen.getAllByText(/^\$[\d,]+\.00$/)[0]!.textContent)).toBe(Math.min(...prices));

    await user.selectOptions(sort, "Price: high to low");
    expect(tourNames()).toEqual([...ascending].reverse());
  });

  it("narrows the tours as you type, and says when nothing matches", async () => {
    const user = userEvent.setup();
    render(<TourCatalogue tours={tourList.tours} location={{ pathname: "/tour" }} />);
    const search = screen.getByRole("searchbox", { name: "Search tours" });
    await user.type(search, "bali");
    expect(tourNames()).toEqual(["Bali Honeymoon Retreat"]);
    expect(screen.getByRole("status")).toHaveTextContent(`Showing 1 of ${tourList.tours.length} tours`);
    await user.clear(search);
    await user.type(search, "antarctica");
    expect(screen.queryByRole("list", { name: "Tours" })).toBeNull();
    expect(screen.getByText(/No tours match “antarctica”/)).toBeInTheDocument();
  });

  it("switches between grid and list", async () => {
    const user = userEvent.setup();
    render(<TourCatalogue tours={tourList.tours} location={{ pathname: "/tour" }} />);
    const grid = screen.getByRole("button", { name: "Grid" });
    const list = screen.getByRole("button", { name: "List" });
    expect(grid).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("list", { name: "Tours" })).toHaveAttribute("data-layout", "grid");
    await user.click(list);
    expect(list).toHaveAttribute("aria-pressed", "true");
    expect(grid).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("list", { name: "Tours" })).toHaveAttribute("data-layout", "list");
  });
});

describe("TourDetails day plan", () => {
  beforeAll(() => {
    // jsdom has no media queries; the gallery carousel asks for the reduced-motion preference.
    window.matchMedia = jest.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }));
  });

  it("has seven tabs Day 01 to Day 07, each with its pane, by click and by keyboard", async () => {
    const user = userEvent.setup();
    render(<TourDetails tour={tourDetails} gallery={[]} />);
    const tabs = within(screen.getByRole("tablist", { name: "Tour plan by day" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Day 01",
      "Day 02",
      "Day 03",
      "Day 04",
      "Day 05",
      "Day 06",
      "Day 07",
    ]);
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(7);
    expect(screen.getByRole("tabpanel")).toHaveTextContent(`Day 01: ${tourDetails.plan[0]!.title}`);

    await user.click(screen.getByRole("tab", { name: "Day 04" }));
    expect(screen.getByRole("tab", { name: "Day 04" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent(`Day 04: ${tourDetails.plan[3]!.title}`);

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Day 05" })).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Day 05" })).toBeVisible();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Day 07" })).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Day 01" })).toHaveFocus();
  });
});

describe("ServiceDetails", () => {
  it("shows the Maldives sample with its $75.00 price, reviews and categories", () => {
    render(<ServiceDetails service={serviceDetails} replyForm={<form aria-label="Reply" />} />);
    expect(screen.getByText("$75.00")).toBeInTheDocument();
    expect(screen.getByText("Maldives")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: `Reviews (${serviceDetails.reviews.length})` })).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: /^Rated \d\.\d out of 5$/ })).toHaveLength(serviceDetails.reviews.length);
    const categories = within(screen.getByRole("heading", { name: "Categories" }).parentElement!).getAllByRole("link");
    expect(categories).toHaveLength(serviceDetails.categories.length);
  });

  it("puts the reply form it is given under the reviews", () => {
    render(<ServiceDetails service={serviceDetails} replyForm={<form aria-label="Reply" />} />);
    expect(screen.getByRole("form", { name: "Reply" })).toBeInTheDocument();
  });
});

describe("StarRating", () => {
  it("is one labelled image filled to the nearest half star, with the record's own number beside it", () => {
    const { container } = render(<StarRating rating={4.7} />);
    expect(screen.getByRole("img", { name: "Rated 4.7 out of 5" })).toHaveAttribute("data-stars", "4.5");
    expect(container).toHaveTextContent("4.7");
    render(<StarRating rating={4.9} showValue={false} />);
    expect(screen.getByRole("img", { name: "Rated 4.9 out of 5" })).toHaveAttribute("data-stars", "5");
  });
  it("shows nothing for a record without a rating", () => {
    const { container } = render(<StarRating rating={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
