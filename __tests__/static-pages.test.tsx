import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StarRating } from "../src/components/common/StarRating";
import { TeamGrid } from "../src/components/team/TeamGrid";
import { TourCatalogue } from "../src/components/tours/TourCatalogue";
import { TourDetails, type TourWords } from "../src/components/tours/TourDetails";
import { tourTrip } from "../src/lib/trip";
import { formatRupees } from "../src/lib/money";
import { toTourCards } from "../src/queries/tours";
import seedPackages from "../server/seed/tour-packages.json";
import tourWords from "../content/tours.json";
import malayalamNames from "../server/seed/translations/ml.json";
import tourCatalogue from "../content/tour-catalogue.json";
import team from "../content/team.json";
import { installMatchMedia } from "./support/browser-stand-ins";
import { EditionProvider } from "../src/i18n/EditionContext";
import { readCatalogue } from "../src/i18n/catalogue-files";

/** The reference backend's tour packages as the page query gets them: each its trip (no pictures in a unit test). */
const packages = seedPackages.map(({ _id, bannerImage: _banner, ...tour }, sourceOrder) => ({
  name: tour.name,
  trip: tourTrip({ ...tour, agencyId: _id }, { tourWords: tourWords.find((words) => words.tourId === _id) }),
  sourceOrder,
  bannerImageFile: null,
}));
const tours = toTourCards(packages, tourWords);
const location = { pathname: "/tour" };

const tourNames = () =>
  within(screen.getByRole("list", { name: "Tours" }))
    .getAllByRole("heading", { level: 2 })
    .map((h) => h.textContent);
const rupees = (text: string | null) => Number((text ?? "").replace(/[^0-9]/g, ""));
/** "$" followed by a digit: a dollar amount, which no page may show. */
const DOLLAR_AMOUNT = /\$\s?\d/;

describe("TourCatalogue over the booking system's tour packages", () => {
  beforeEach(() => window.history.replaceState(null, "", "/tour"));

  it("shows every package in the booking system's order, with its rupee price, days and the marketers' words", () => {
    const { container } = render(<TourCatalogue tours={tours} location={location} />);
    expect(tourNames()).toEqual(seedPackages.map((tour) => tour.name));
    const kerala = screen.getByRole("heading", { name: "Kerala Backwaters and Hills" }).closest("article")!;
    expect(kerala).toHaveTextContent("₹27,500 per person");
    expect(kerala).toHaveTextContent("7 days");
    expect(within(kerala).getByRole("img", { name: "Rated 4.8 out of 5" })).toBeInTheDocument();
    expect(kerala).toHaveTextContent("Kochi, Munnar, Thekkady, Alleppey, Kovalam");
    expect(container.textContent).not.toMatch(DOLLAR_AMOUNT);
  });

  it("opens each tour's own page", () => {
    render(<TourCatalogue tours={tours} location={location} />);
    const links = screen.getAllByRole("link", { name: /^View details of / });
    expect(links.map((link) => link.getAttribute("href"))).toEqual(
      seedPackages.map((tour) => `/tour-details/${tour._id}`),
    );
    expect(screen.getByRole("link", { name: "View details of Bali Honeymoon Retreat" })).toHaveAttribute(
      "href",
      "/tour-details/tour-bali-honeymoon-retreat",
    );
  });

  it("sorts by price both ways, by rating and back to popularity", async () => {
    const user = userEvent.setup();
    render(<TourCatalogue tours={tours} location={location} />);
    const sort = screen.getByRole("combobox", { name: "Sort by" });
    expect(
      within(sort)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Popularity", "Rating", "Latest", "Price: low to high", "Price: high to low"]);

    await user.selectOptions(sort, "Price: low to high");
    const ascending = tourNames();
    const prices = ascending.map((name) => seedPackages.find((tour) => tour.name === name)!.pricePerPerson);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(rupees(screen.getAllByText(/^₹[\d,]+$/)[0]!.textContent)).toBe(Math.min(...prices));

    await user.selectOptions(sort, "Price: high to low");
    expect(tourNames()).toEqual([...ascending].reverse());

    await user.selectOptions(sort, "Rating");
    expect(tourNames()[0]).toBe("Swiss and Paris Delight");

    await user.selectOptions(sort, "Popularity");
    expect(tourNames()).toEqual(seedPackages.map((tour) => tour.name));
  });

  it("narrows the tours as you type, by name or place, and says when nothing matches", async () => {
    const user = userEvent.setup();
    render(<TourCatalogue tours={tours} location={location} />);
    const search = screen.getByRole("searchbox", { name: "Search tours" });
    await user.type(search, "bali");
    expect(tourNames()).toEqual(["Bali Honeymoon Retreat"]);
    expect(screen.getByRole("status")).toHaveTextContent(`Showing 1 of ${seedPackages.length} tours`);
    await user.clear(search);
    await user.type(search, "thekkady");
    expect(tourNames()).toEqual(["Kerala Backwaters and Hills"]);
    await user.clear(search);
    await user.type(search, "antarctica");
    expect(screen.queryByRole("list", { name: "Tours" })).toBeNull();
    expect(screen.getByText(/No tours match “antarctica”/)).toBeInTheDocument();
  });

  it("switches between grid and list", async () => {
    const user = userEvent.setup();
    render(<TourCatalogue tours={tours} location={location} />);
    const grid = screen.getByRole("button", { name: "Grid" });
    const list = screen.getByRole("button", { name: "List" });
    expect(grid).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("list", { name: "Tours" })).toHaveAttribute("data-layout", "grid");
    await user.click(list);
    expect(list).toHaveAttribute("aria-pressed", "true");
    expect(grid).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("list", { name: "Tours" })).toHaveAttribute("data-layout", "list");
  });

  it("says so when the booking system's tours could not be loaded", () => {
    render(<TourCatalogue tours={[]} failed location={location} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Our tours could not be loaded just now");
    expect(screen.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");
  });
});

describe("TourCatalogue in an edition (/ml/tour, /ar/tour)", () => {
  const inEdition = (code: "ml" | "ar", props: Partial<React.ComponentProps<typeof TourCatalogue>> = {}) =>
    render(
      <EditionProvider code={code} catalogue={readCatalogue(process.cwd(), code, ["frame", "tours"])}>
        <TourCatalogue tours={tours} location={{ pathname: `/${code}/tour` }} {...props} />
      </EditionProvider>,
    );

  beforeEach(() => window.history.replaceState(null, "", "/ml/tour"));

  it("speaks Malayalam around the booking system's English tours, which are marked so and lead to their Malayalam pages", () => {
    inEdition("ml");
    expect(screen.getByRole("searchbox", { name: "ടൂറുകൾ തിരയുക" })).toBeInTheDocument();
    expect(screen.getByRole("search")).toHaveAttribute("action", "/ml/tour");
    expect(screen.getByRole("combobox", { name: "ക്രമം" })).toHaveDisplayValue("ജനപ്രീതി");
    expect(screen.getByRole("group", { name: "കാഴ്ച" })).toHaveTextContent("ഗ്രിഡ്പട്ടിക");
    expect(screen.getByRole("status")).toHaveTextContent(
      `${seedPackages.length} ടൂറുകളിൽ ${seedPackages.length} കാണിക്കുന്നു`,
    );
    const list = screen.getByRole("list", { name: "ടൂറുകൾ" });
    const name = within(list).getByRole("heading", { name: "Kerala Backwaters and Hills" });
    expect(name).toHaveAttribute("lang", "en");
    const card = name.closest("article")!;
    expect(card).toHaveTextContent("ഒരാൾക്ക് ₹27,500");
    expect(card).not.toHaveTextContent("per person");
    expect(card).not.toHaveTextContent("7 days");
    const link = within(card).getByRole("link", { name: "Kerala Backwaters and Hills: വിശദാംശങ്ങൾ" });
    expect(link).toHaveAttribute("href", "/ml/tour-details/tour-kerala-backwaters-and-hills");
    expect(link).not.toHaveAttribute("hreflang");
    expect(link).toHaveTextContent("വിശദാംശങ്ങൾ");
  });

  it("names a tour as the booking system names it in the edition, unmarked, and finds it by that name or its English", async () => {
    const user = userEvent.setup();
    const names = malayalamNames["tour-packages"];
    const named = seedPackages.map(({ _id, bannerImage: _banner, ...tour }, sourceOrder) => ({
      name: tour.name,
      trip: tourTrip(
        { ...tour, agencyId: _id, translations: [{ language: "ml", ...names[_id as keyof typeof names] }] },
        { tourWords: tourWords.find((words) => words.tourId === _id) },
        "ml",
      ),
      sourceOrder,
      bannerImageFile: null,
    }));
    inEdition("ml", { tours: toTourCards(named, tourWords) });
    const bali = names["tour-bali-honeymoon-retreat"].name;
    const list = () => screen.getByRole("list", { name: "ടൂറുകൾ" });
    const shown = () =>
      within(list())
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent);
    expect(within(list()).getByRole("heading", { name: bali })).not.toHaveAttribute("lang");
    await user.type(screen.getByRole("searchbox", { name: "ടൂറുകൾ തിരയുക" }), "bali");
    expect(shown()).toEqual([bali]);
    await user.clear(screen.getByRole("searchbox", { name: "ടൂറുകൾ തിരയുക" }));
    await user.type(screen.getByRole("searchbox", { name: "ടൂറുകൾ തിരയുക" }), "മധുവിധു");
    expect(shown()).toEqual([bali]);
  });

  it("says in Arabic that no tour matches, and that the tours failed, leading to the Arabic contact page", async () => {
    const user = userEvent.setup();
    const { unmount } = inEdition("ar");
    await user.type(screen.getByRole("searchbox", { name: "ابحث في الجولات" }), "nowhere");
    expect(screen.getByText("لا توجد جولات تطابق «nowhere». جرّب مكانًا مثل مونار أو بالي.")).toBeInTheDocument();
    unmount();
    inEdition("ar", { tours: [], failed: true });
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("تعذّر تحميل جولاتنا الآن. اسألنا عن جولات اليوم عبر صفحة التواصل.");
    expect(within(alert).getByRole("link", { name: "صفحة التواصل" })).toHaveAttribute("href", "/ar/contact");
  });
});

describe("TourDetails of the featured tour", () => {
  beforeAll(() => {
    // jsdom has no media queries; the gallery carousel asks for the reduced-motion preference.
    installMatchMedia();
  });

  const featured = seedPackages.find((tour) => tour._id === tourCatalogue.featuredTourId)!;
  const words = tourWords.find((entry) => entry.tourId === featured._id)!;
  // The tour's facts as the template gives them: from its trip, which reads GST from the words' lists.
  const trip = tourTrip({ ...featured, agencyId: featured._id }, { tourWords: words });
  const facts = { trip };
  const wordsWithPictures: TourWords = { ...words, gallery: [] };
  const others = seedPackages.filter((tour) => tour !== featured).map((tour) => ({ ...tour, id: tour._id }));

  it("has one tab per day of the booking system's tour, Day 01 to Day 07, each with its pane", async () => {
    const user = userEvent.setup();
    render(<TourDetails tour={facts} words={wordsWithPictures} otherTours={others} />);
    const tabs = within(screen.getByRole("tablist", { name: "Tour plan by day" })).getAllByRole("tab");
    expect(featured.durationDays).toBe(7);
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
    expect(screen.getByRole("tabpanel")).toHaveTextContent(`Day 01: ${words.plan[0]!.title}`);

    await user.click(screen.getByRole("tab", { name: "Day 04" }));
    expect(screen.getByRole("tab", { name: "Day 04" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent(`Day 04: ${words.plan[3]!.title}`);

    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Day 05" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Day 07" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows the booking system's price, days and rating under the tour's name, enquires about this tour, and links the other tours", () => {
    const { container } = render(<TourDetails tour={facts} words={wordsWithPictures} otherTours={others} />);
    expect(screen.getAllByText(`${formatRupees(featured.pricePerPerson)}`, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.getByText("7 days")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: `Rated ${featured.rating} out of 5` })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: featured.name })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Enquire about this trip" })).toHaveAttribute(
      "href",
      `/contact?trip=${encodeURIComponent(featured.name)}&days=7`,
    );
    expect(screen.getByRole("link", { name: "Day-by-day plan" })).toHaveAttribute("href", "#tour-plan");
    expect(document.getElementById("tour-plan")).toHaveTextContent("7 days plan");
    // The words name no GST, so neither does the price.
    expect(screen.queryByText(/GST/)).toBeNull();
    const more = within(screen.getByRole("region", { name: "More tours" })).getAllByRole("link");
    expect(more.map((link) => link.getAttribute("href"))).toEqual(others.map((tour) => `/tour-details/${tour._id}`));
    expect(screen.queryByRole("heading", { name: "Categories" })).toBeNull();
    expect(container.textContent).not.toMatch(DOLLAR_AMOUNT);
  });

  it("without the marketers' words shows the facts and the enquiry, and no day plan", () => {
    render(<TourDetails tour={facts} words={null} otherTours={[]} />);
    expect(screen.queryByRole("tablist")).toBeNull();
    expect(screen.getByText(formatRupees(featured.pricePerPerson)).closest("dd")).toHaveTextContent(
      `${formatRupees(featured.pricePerPerson)} per person`,
    );
    expect(screen.getByRole("link", { name: "Enquire about this trip" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Day-by-day plan" })).toBeNull();
  });
});

describe("TourDetails in an edition (/ml/tour-details/…, /ar/tour-details/…)", () => {
  beforeAll(() => installMatchMedia());

  const featured = seedPackages.find((tour) => tour._id === tourCatalogue.featuredTourId)!;
  const words = tourWords.find((entry) => entry.tourId === featured._id)!;
  const trip = tourTrip({ ...featured, agencyId: featured._id }, { tourWords: words });
  const others = seedPackages.filter((tour) => tour !== featured).map((tour) => ({ ...tour, id: tour._id }));
  const inEdition = (code: "ml" | "ar") =>
    render(
      <EditionProvider code={code} catalogue={readCatalogue(process.cwd(), code, ["frame", "trip", "tours"])}>
        <TourDetails tour={{ trip }} words={{ ...words, gallery: [] }} otherTours={others} />
      </EditionProvider>,
    );

  it("speaks Malayalam around the tour's English, which is marked so, and keeps its links in the edition", () => {
    const { container } = inEdition("ml");
    const title = screen.getByRole("heading", { level: 1, name: featured.name });
    expect(title.querySelector("bdi")).toHaveAttribute("lang", "en");
    expect(screen.getByRole("heading", { level: 2, name: "ഒറ്റനോട്ടത്തിൽ" })).toBeInTheDocument();
    expect(screen.getByText(words.summary)).toHaveAttribute("lang", "en");
    expect(document.getElementById("tour-plan")).toHaveTextContent("7 ദിവസത്തെ പരിപാടി");
    const tabs = within(screen.getByRole("tablist", { name: "ദിവസം തിരിച്ചുള്ള ടൂർ പരിപാടി" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(words.plan.map((_, day) => `ദിവസം 0${day + 1}`));
    expect(screen.getByRole("tabpanel")).toHaveTextContent(`ദിവസം 01: ${words.plan[0]!.title}`);
    expect(screen.getByText(words.plan[0]!.description)).toHaveAttribute("lang", "en");
    expect(screen.getByRole("link", { name: "ഈ യാത്രയെക്കുറിച്ച് അന്വേഷിക്കുക" })).toHaveAttribute(
      "href",
      `/ml/contact?trip=${encodeURIComponent(featured.name)}&days=7`,
    );
    const trail = screen.getByRole("navigation", { name: /./ });
    expect(within(trail).getByRole("link", { name: "ടൂറുകൾ" })).toHaveAttribute("href", "/ml/tour");
    const more = within(screen.getByRole("region", { name: "മറ്റു ടൂറുകൾ" })).getAllByRole("link");
    expect(more.map((link) => link.getAttribute("href"))).toEqual(others.map((tour) => `/ml/tour-details/${tour._id}`));
    expect(more[0]!.querySelector("[lang=en]")).toHaveTextContent(others[0]!.name);
    // None of the page's own English words is left.
    for (const english of ["Overview", "Day 01", "Stay", "Meals", "Included", "More tours", "days plan"])
      expect(container).not.toHaveTextContent(new RegExp(`\\b${english}\\b`));
  });

  it("says a tour's day, stay and lists in Arabic", () => {
    inEdition("ar");
    expect(screen.getByRole("tab", { name: "اليوم 01" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "تشمل الجولة" })).toBeInTheDocument();
    expect(screen.getAllByText("الإقامة")).toHaveLength(7);
    expect(document.getElementById("tour-plan")).toHaveTextContent("برنامج 7 أيام");
  });
});

describe("TeamGrid (/tour-guider-details)", () => {
  it("shows every person of content/team.json with their role, each name a heading right under the page title (h2)", () => {
    render(<TeamGrid members={team.map((member) => ({ ...member, image: undefined }))} />);
    const people = within(screen.getByRole("list", { name: "Our team" })).getAllByRole("listitem");
    expect(people).toHaveLength(team.length);
    for (const [index, member] of team.entries()) {
      expect(within(people[index]!).getByRole("heading", { level: 2, name: member.name })).toBeInTheDocument();
      expect(people[index]).toHaveTextContent(member.designation);
    }
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
