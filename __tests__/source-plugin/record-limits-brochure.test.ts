/** @jest-environment node */
import { canDraw } from "../../gatsby/pdf/pdf-assets";
import { renderBlocks } from "../../gatsby/pdf/write-pdfs";
import { extractPdfPages } from "../../e2e/pdf-text";
import {
  checkRecords,
  COLLECTIONS,
  RECORD_LIMITS,
  recordTextLength,
  schemas,
  TEXT_LIMITS,
  type CollectionDefinition,
} from "../../plugins/gatsby-source-agency-api/collections";
import { itineraryPdfDocument } from "../../src/lib/itinerary-pdf";
import { siteFacts } from "../../src/lib/site";

const destinations = COLLECTIONS.find((definition) => definition.key === "destinations") as CollectionDefinition;

/** `length` characters of wide words ("WWWWWWW "): the text that takes the most lines per character. */
const wide = (length: number) => "WWWWWWW ".repeat(Math.ceil(length / 8)).slice(0, length);

/**
 * The longest brochure found for a record within every limit (`RECORD_LIMITS`; the plugin's README, record policy):
 * 30 days, each just over half a page so that every day starts a page of its own, 10 meals a day, a full overview,
 * and the rest of the 60,000 characters in 200 bullet points.
 */
function longestBrochureRecord() {
  const day = { title: wide(200), description: wide(300), hotel: wide(200), meals: Array(10).fill(wide(50)) };
  const record = {
    _id: "dst-longest-brochure",
    type: "Domestic",
    name: "Longest brochure",
    bannerImage: "https://cdn.example.in/banner.jpg",
    overview: wide(TEXT_LIMITS.text),
    pricePerPerson: 99000,
    durationDays: RECORD_LIMITS.itineraryDays,
    itinerary: Array.from({ length: RECORD_LIMITS.itineraryDays }, (_, i) => ({ ...day, dayNumber: i + 1 })),
  };
  const parsed = destinations.schema.parse(record);
  const left = RECORD_LIMITS.text - recordTextLength(parsed, destinations.images(parsed));
  const perField = RECORD_LIMITS.bulletPoints / 4;
  const bullet = Math.min(Math.floor(left / RECORD_LIMITS.bulletPoints), TEXT_LIMITS.text / perField) - 3;
  const points = Array.from({ length: perField }, () => `• ${wide(bullet)}`).join(" ");
  return { ...record, inclusions: points, exclusions: points, termsAndConditions: points, cancellationPolicy: points };
}

describe("the brochure of a record within the whole-record limits", () => {
  it("has at most 45 pages (README.md) for the longest found: 30 days each starting a page, 200 bullet points", async () => {
    const record = longestBrochureRecord();
    expect(checkRecords(destinations, [record]).skipped).toEqual([]);
    const parsed = schemas.destination.parse(record);
    expect(recordTextLength(parsed, destinations.images(parsed))).toBeGreaterThan(RECORD_LIMITS.text - 300);

    const document = itineraryPdfDocument(
      { ...parsed, agencyId: parsed._id },
      {
        pageUrl: "https://example.org/Itinerary/dst-longest-brochure",
        facts: siteFacts,
        issued: "2026-11-24",
        canDraw,
      },
    );
    const pages = extractPdfPages(await renderBlocks(document.blocks, document.title)).length;
    expect(pages).toBeGreaterThanOrEqual(40); // the record is the long case it is meant to be
    expect(pages).toBeLessThanOrEqual(45);
  });
});
