import {
  blogPosting,
  breadcrumbList,
  faqPage,
  serializeJsonLd,
  touristTrip,
  travelAgency,
} from "../src/lib/structured-data";
import { breadcrumbTrail, destinationDetailsCrumbs, itineraryCrumbs } from "../src/lib/breadcrumbs";
import { siteFacts } from "../src/lib/site";
import { loadVocabulary, validateJsonLd } from "./support/schema-org";

const origin = "https://example.in";

const trip = {
  name: "Dubai Itinerary",
  description: "Five days in Dubai.",
  url: `${origin}/Itinerary/dst-dubai`,
  image: `${origin}/static/abc/dubai.jpg`,
  pricePerPerson: 54900,
  durationDays: 5,
  stops: [{ name: "Day 1: Arrival", description: "Transfer to the hotel." }, { name: "Day 2: City tour" }],
};

const post = {
  title: "The Best Time to Visit Kerala",
  description: "Month by month.",
  url: `${origin}/blog-details/blog-best-time`,
  image: `${origin}/static/abc/best-time.jpg`,
  datePublished: "2026-03-05T09:00:00.000Z",
  author: "Anil Joseph",
};

describe("every builder's output is valid schema.org", () => {
  const documents = {
    travelAgency: travelAgency(origin),
    breadcrumbList: breadcrumbList(
      breadcrumbTrail("Dubai", destinationDetailsCrumbs("International")),
      `${origin}/destination-details/dst-dubai`,
      origin,
    ),
    touristTrip: touristTrip(trip, origin),
    touristTripWithoutStopsOrImage: touristTrip({ ...trip, image: undefined, stops: [] }, origin),
    blogPosting: blogPosting(post, origin),
    blogPostingWithoutAuthor: blogPosting({ ...post, author: " " }, origin),
    faqPage: faqPage([{ question: "Do you arrange visas?", answer: "Yes, for most countries." }]),
  };
  it.each(Object.entries(documents))("%s", (_name, document) => {
    expect(validateJsonLd(document)).toEqual([]);
  });
});

describe("validateJsonLd catches what schema.org does not define", () => {
  it("loads the whole vocabulary, pending types included", () => {
    const vocabulary = loadVocabulary();
    expect(vocabulary.classes.size).toBeGreaterThan(800);
    expect(vocabulary.classes.get("TouristTrip")).toEqual(new Set(["Trip"]));
  });

  it.each([
    [
      "an unknown type",
      { "@context": "https://schema.org", "@type": "HolidayPackage", name: "x" },
      "$: HolidayPackage is not a schema.org type",
    ],
    [
      "an unknown property",
      { "@context": "https://schema.org", "@type": "TouristTrip", pricePerPerson: 5 },
      "$.pricePerPerson: not a schema.org property",
    ],
    [
      "a property of another type",
      { "@context": "https://schema.org", "@type": "TouristTrip", headline: "x" },
      "$.headline: not a property of TouristTrip",
    ],
    [
      "a property of a nested node",
      { "@context": "https://schema.org", "@type": "TouristTrip", offers: { "@type": "Offer", headline: "x" } },
      "$.offers.headline: not a property of Offer",
    ],
    [
      "a nested type outside the range",
      { "@context": "https://schema.org", "@type": "TouristTrip", offers: { "@type": "Person", name: "x" } },
      "$.offers: Person is not in the property's range (Demand, Offer)",
    ],
    [
      "a value outside an enumeration",
      { "@context": "https://schema.org", "@type": "OpeningHoursSpecification", dayOfWeek: ["Mon"] },
      '$.dayOfWeek[0]: "Mon" is not a member of DayOfWeek',
    ],
    [
      "a nested node without a type",
      { "@context": "https://schema.org", "@type": "BlogPosting", author: { name: "x" } },
      "$.author: a node with properties needs an @type",
    ],
    [
      "a wrong context",
      { "@context": "http://schema.org/", "@type": "Thing" },
      '$: @context must be "https://schema.org"',
    ],
  ])("%s", (_name, document, problem) => {
    expect(validateJsonLd(document)).toContain(problem);
  });
});

describe("travelAgency", () => {
  const agency = travelAgency(origin) as unknown as Record<string, unknown>;
  it("has the agency's name, address, phones, opening hours and social profiles from content/site.json", () => {
    expect(agency).toMatchObject({
      "@id": `${origin}/#agency`,
      name: siteFacts.name,
      url: `${origin}/`,
      telephone: "+914812420100",
    });
    expect(agency.address).toMatchObject({
      streetAddress: siteFacts.address.street,
      postalCode: "686101",
      addressCountry: "IN",
    });
    expect(agency.contactPoint).toHaveLength(siteFacts.phones.length);
    expect(agency.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:30",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:30", closes: "16:00" },
    ]);
    expect(agency.sameAs).toEqual(siteFacts.social.map((profile) => profile.url));
  });
});

describe("breadcrumbList", () => {
  it("numbers the visible trail from 1 with absolute URLs, the page itself last", () => {
    const pageUrl = `${origin}/Itinerary/dst-dubai`;
    const list = breadcrumbList(
      breadcrumbTrail("Dubai Itinerary", itineraryCrumbs({ id: "dst-dubai", type: "International", name: "Dubai" })),
      pageUrl,
      origin,
    );
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${origin}/` },
      { "@type": "ListItem", position: 2, name: "Destinations", item: `${origin}/destinations` },
      { "@type": "ListItem", position: 3, name: "International", item: `${origin}/destination/International` },
      { "@type": "ListItem", position: 4, name: "Dubai", item: `${origin}/destination-details/dst-dubai` },
      { "@type": "ListItem", position: 5, name: "Dubai Itinerary", item: pageUrl },
    ]);
  });
});

describe("touristTrip", () => {
  it("offers the per-person price in rupees and lists the stops in order", () => {
    const document = touristTrip(trip, origin) as unknown as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- reading nested JSON
    expect(document.offers).toMatchObject({
      "@type": "Offer",
      price: 54900,
      priceCurrency: "INR",
      url: trip.url,
      description: "Per person, 5 days",
    });
    expect(document.provider).toEqual({ "@id": `${origin}/#agency` });
    expect(document.itinerary.numberOfItems).toBe(2);
    expect(document.itinerary.itemListElement[1]).toEqual({
      "@type": "ListItem",
      position: 2,
      name: "Day 2: City tour",
    });
  });
});

describe("blogPosting", () => {
  it("has headline, date, author, image and the page as its main entity", () => {
    expect(blogPosting(post, origin)).toMatchObject({
      headline: post.title,
      datePublished: post.datePublished,
      author: { "@type": "Person", name: "Anil Joseph" },
      image: post.image,
      mainEntityOfPage: { "@type": "WebPage", "@id": post.url },
      publisher: { "@id": `${origin}/#agency` },
    });
  });
  it("names the agency as author when the backend names nobody", () => {
    expect(blogPosting({ ...post, author: "" }, origin).author).toEqual({ "@id": `${origin}/#agency` });
  });
});

describe("serializeJsonLd", () => {
  it("escapes text that would close the script tag, and still parses to the same data", () => {
    const document = faqPage([{ question: "</script><script>alert(1)</script>", answer: "A & B > C" }]);
    const json = serializeJsonLd(document);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(document);
  });
});
