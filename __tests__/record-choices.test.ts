/** @jest-environment node */
import { CONTENT_MODEL } from "../src/content-model";
import { cmsConfig } from "../src/cms/config";
import { faqChoices, offerChoices, recordChoices, withRecordChoices } from "../src/cms/record-choices";
import { carouselOffers } from "../src/lib/block-records";

/* An offer carousel's trips chosen by name: the CMS's select of every trip, and the build's choice of them. */

const destinations = [
  { agencyId: "dst-munnar", name: "Munnar", type: "Domestic", rating: 4.8, pricePerPerson: 12000 },
  { agencyId: "dst-paris", name: "Paris", type: "International", rating: 4.9, pricePerPerson: 90000 },
  { agencyId: "dst-kovalam", name: "Kovalam", type: "Domestic", rating: 4.5, pricePerPerson: 9000 },
];
const tourPackages = [{ agencyId: "tour-kerala", name: "Kerala Delight", rating: 4.7, pricePerPerson: 30000 }];
const faqs = [
  { agencyId: "faq-02", question: "Do I need a visa for Dubai?", answer: "…" },
  { agencyId: "faq-01", question: "How do I book?", answer: "…" },
];
const records = {
  destinations: { nodes: destinations },
  tourPackages: { nodes: tourPackages },
  faqs: { nodes: faqs },
} as never;

type Field = { name: string; widget?: string; multiple?: boolean; options?: unknown; hint?: string; choices?: unknown };
const carouselTrips = (config: unknown): Field => {
  const pages = (config as { collections: { name: string; fields: Field[] }[] }).collections.find(
    (collection) => collection.name === "pages",
  )!;
  const blocks = pages.fields.find((field) => field.name === "blocks") as unknown as {
    types: { name: string; fields: Field[] }[];
  };
  return blocks.types.find((type) => type.name === "offerCarousel")!.fields.find((field) => field.name === "trips")!;
};

describe("trips chosen by name", () => {
  it("the CMS offers every destination and tour package by name and kind, and stores the id", () => {
    expect(offerChoices(records)).toEqual([
      { label: "Kerala Delight · tour package", value: "tour-kerala" },
      { label: "Kovalam · Domestic destination", value: "dst-kovalam" },
      { label: "Munnar · Domestic destination", value: "dst-munnar" },
      { label: "Paris · International destination", value: "dst-paris" },
    ]);
  });

  it("the carousel's field is a select of several, given those options before the CMS starts", () => {
    const config = cmsConfig(CONTENT_MODEL, { localBackendUrl: "http://127.0.0.1:8081/api/v1" });
    expect(carouselTrips(config)).toMatchObject({ widget: "select", multiple: true, choices: "offers", max: 24 });
    const given = carouselTrips(withRecordChoices(config, recordChoices(records)));
    expect(given.options).toHaveLength(4);
    expect(given).not.toHaveProperty("choices");
    // Everything else as it was: a field's pattern stays a RegExp (Decap refuses a configuration without it).
    const whole = withRecordChoices(config, recordChoices(records)) as unknown as {
      collections: { fields: { pattern?: unknown }[] }[];
    };
    expect(whole.collections[0]!.fields[0]!.pattern).toEqual(
      (config as unknown as { collections: { fields: { pattern?: unknown }[] }[] }).collections[0]!.fields[0]!.pattern,
    );
    expect((whole.collections[0]!.fields[0]!.pattern as unknown[])[0]).toBeInstanceOf(RegExp);
    // Without the records, it says why it offers nothing.
    const failed = carouselTrips(withRecordChoices(config, new Error("HTTP 404")));
    expect(failed.hint).toMatch(/could not be loaded \(HTTP 404\)/);
    expect(JSON.stringify(withRecordChoices(config, new Error("x")))).not.toContain('"choices"');
  });

  it("a FAQ list's questions are chosen by question, in the booking system's order, stored by id", () => {
    expect(faqChoices(records)).toEqual([
      { label: "Do I need a visa for Dubai?", value: "faq-02" },
      { label: "How do I book?", value: "faq-01" },
    ]);
    const config = withRecordChoices(
      cmsConfig(CONTENT_MODEL, { localBackendUrl: "http://127.0.0.1:8081/api/v1" }),
      recordChoices(records),
    );
    expect(JSON.stringify(config).includes('"label":"How do I book?","value":"faq-01"')).toBe(true);
  });

  it("the build shows the chosen trips in their order, whatever the type, order and number say", () => {
    const block = { order: "rating", destinationType: "Domestic", limit: 1, trips: ["dst-paris", "dst-kovalam"] };
    expect(carouselOffers(destinations, block).map((trip) => trip.agencyId)).toEqual(["dst-paris", "dst-kovalam"]);
    // An id the booking system no longer has shows nothing; none chosen: the type, order and number.
    expect(carouselOffers(destinations, { ...block, trips: ["dst-gone", "dst-munnar"] })).toHaveLength(1);
    expect(carouselOffers(destinations, { ...block, trips: [] }).map((trip) => trip.agencyId)).toEqual(["dst-munnar"]);
  });
});
