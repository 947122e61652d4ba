/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeItineraryPdfs } from "../gatsby/pdf/itinerary-pdfs";
import { renderBlocks } from "../gatsby/pdf/write-pdfs";
import { extractPdfText } from "../e2e/pdf-text";
import { drawableText, itineraryPdfDocument, pdfPrice, type ItineraryPdfInput } from "../src/lib/itinerary-pdf";
import { itineraryPdfPath } from "../src/lib/routes";
import { siteFacts } from "../src/lib/site";

const dubai: ItineraryPdfInput = {
  id: "dst-dubai",
  name: "Dubai",
  overview: "City sights, the desert and a dhow cruise.",
  pricePerPerson: 64500,
  durationDays: 3,
  itinerary: [
    {
      dayNumber: 1,
      title: "Arrival in Dubai",
      description: "Transfer to the hotel.",
      hotel: "Citymax",
      meals: ["Dinner"],
    },
    {
      dayNumber: 2,
      title: "Desert Safari",
      description: "Dune bashing.",
      hotel: "Citymax",
      meals: ["Breakfast", "Dinner"],
    },
    { dayNumber: 3, title: "Departure", description: "", hotel: "", meals: [] },
  ],
  inclusions: "• Return flights • Visa",
  exclusions: "• Lunches",
  termsAndConditions: "• Passport valid for 6 months",
  cancellationPolicy: "• 25% retained within 30 days",
};
const pageUrl = "https://example.org/Itinerary/dst-dubai";
const textOf = (pdf: Buffer) => extractPdfText(pdf).join(" ").replace(/\s+/g, " ");

describe("itineraryPdfDocument", () => {
  const document = itineraryPdfDocument(dubai, { pageUrl, facts: siteFacts });
  const flat = JSON.stringify(document.blocks);

  it("holds the overview, every day with hotel and meals, the four term lists, the agency's contacts and the URL", () => {
    expect(document.title).toBe("Dubai Itinerary");
    for (const expected of [
      "City sights, the desert and a dhow cruise.",
      "3 days · Rs 64,500 per person",
      "Day 1: Arrival in Dubai",
      "Day 2: Desert Safari",
      "Day 3: Departure",
      "Breakfast, Dinner",
      "Citymax",
      "Return flights",
      "Lunches",
      "Passport valid for 6 months",
      "25% retained within 30 days",
      "Cancellation Policy & Payment Terms",
      pageUrl,
      ...siteFacts.phones.map((phone) => phone.display),
      ...siteFacts.emails.map((email) => email.address),
    ]) {
      expect(flat).toContain(JSON.stringify(expected).slice(1, -1));
    }
    expect(document.dropped).toEqual([]);
  });

  it("keeps each day's blocks together and leaves out a hotel or meals the day does not have", () => {
    const days = document.blocks.filter((block) => block.kind === "together").slice(0, 3);
    expect(days).toHaveLength(3);
    expect(days[2]).toEqual({ kind: "together", blocks: [{ kind: "heading", level: 3, text: "Day 3: Departure" }] });
  });

  it("refuses a destination without days (it has no itinerary page)", () => {
    expect(() => itineraryPdfDocument({ ...dubai, itinerary: [] }, { pageUrl, facts: siteFacts })).toThrow(
      'destination "dst-dubai" has no itinerary days',
    );
  });
});

describe("drawableText", () => {
  it("writes the rupee sign as Rs, flattens line breaks and reports what the font cannot draw", () => {
    const dropped: string[] = [];
    expect(drawableText("From ₹500\nper  night 🙂 – “café”", "day 2", dropped)).toBe("From Rs 500 per night – “café”");
    expect(dropped).toEqual(["🙂 (day 2)"]);
  });

  it("formats the price as the page does, in letters Helvetica has", () => {
    expect(pdfPrice(125000)).toBe("Rs 1,25,000 per person");
  });
});

describe("the itinerary PDF", () => {
  it("is a valid PDF whose text holds the trip name, every day title and the page URL", async () => {
    const document = itineraryPdfDocument(dubai, { pageUrl, facts: siteFacts });
    const pdf = await renderBlocks(document.blocks, document.title);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = textOf(pdf);
    for (const phrase of ["Dubai Itinerary", "Arrival in Dubai", "Desert Safari", "Departure", pageUrl]) {
      expect(text).toContain(phrase);
    }
  });

  it("never splits a day across pages", async () => {
    const long = "A long day of sightseeing with many stops along the way. ".repeat(6);
    const days = Array.from({ length: 14 }, (_, index) => ({
      dayNumber: index + 1,
      title: `Stop ${index + 1}`,
      description: long,
      hotel: "Hotel",
      meals: ["Breakfast"],
    }));
    const document = itineraryPdfDocument({ ...dubai, itinerary: days }, { pageUrl, facts: siteFacts });
    const pdf = await renderBlocks(document.blocks, document.title);
    // Each page is one content stream: a day's title and its meals line must come out of the same one.
    const pages = pageTexts(pdf);
    expect(pages.length).toBeGreaterThan(2);
    for (const day of days) {
      const page = pages.find((text) => text.includes(`Day ${day.dayNumber}: ${day.title}`));
      expect(page).toBeDefined();
      expect(page?.split(`Day ${day.dayNumber}: ${day.title}`)[1]).toContain("Meals:");
    }
  });
});

/** The text of each page (pdfkit writes one content stream per page, in order, with bufferPages). */
function pageTexts(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const pages: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(raw))) {
    const start = match.index + match[0].length;
    const single = Buffer.concat([
      Buffer.from("x stream\n"),
      pdf.subarray(start, raw.indexOf("endstream", start)),
      Buffer.from("endstream"),
    ]);
    const text = extractPdfText(single).join(" ");
    if (text) pages.push(text);
  }
  return pages;
}

describe("writeItineraryPdfs", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "itinerary-pdfs-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (destinations: ItineraryPdfInput[], fingerprint = "layout-1") =>
    writeItineraryPdfs({
      destinations,
      publicDir: path.join(dir, "public"),
      manifestFile: path.join(dir, "cache", "itinerary-pdfs.json"),
      fingerprint,
      origin: "https://example.org",
    });
  const kerala: ItineraryPdfInput = { ...dubai, id: "dst-kerala", name: "Kerala" };
  const noDays: ItineraryPdfInput = { ...dubai, id: "dst-none", itinerary: [] };

  it("writes a PDF per destination with days, then rewrites only the changed one", async () => {
    const cold = await write([dubai, kerala, noDays]);
    expect(cold.written).toEqual([itineraryPdfPath("dst-dubai"), itineraryPdfPath("dst-kerala")]);
    expect(cold.unchanged).toEqual([]);
    const file = path.join(dir, "public", itineraryPdfPath("dst-kerala"));
    expect(textOf(readFileSync(file))).toContain("https://example.org/Itinerary/dst-kerala");

    const warm = await write([dubai, { ...kerala, name: "Kerala Backwaters" }, noDays]);
    expect(warm.written).toEqual([itineraryPdfPath("dst-kerala")]);
    expect(warm.unchanged).toEqual([itineraryPdfPath("dst-dubai")]);
    expect(textOf(readFileSync(file))).toContain("Kerala Backwaters Itinerary");
  });

  it("rewrites every PDF when the layout code changes, and a PDF whose file went missing", async () => {
    await write([dubai, kerala]);
    rmSync(path.join(dir, "public", itineraryPdfPath("dst-dubai")));
    expect((await write([dubai, kerala])).written).toEqual([itineraryPdfPath("dst-dubai")]);
    expect((await write([dubai, kerala], "layout-2")).written).toHaveLength(2);
  });

  it("removes the PDF of a destination that is gone or lost its days", async () => {
    await write([dubai, kerala]);
    const result = await write([dubai, { ...kerala, itinerary: [] }]);
    expect(result.removed).toEqual([itineraryPdfPath("dst-kerala")]);
    expect(existsSync(path.join(dir, "public", itineraryPdfPath("dst-kerala")))).toBe(false);
  });

  it("starts afresh from an unreadable manifest", async () => {
    await write([dubai]);
    writeFileSync(path.join(dir, "cache", "itinerary-pdfs.json"), "{not json");
    expect((await write([dubai])).written).toEqual([itineraryPdfPath("dst-dubai")]);
  });
});
