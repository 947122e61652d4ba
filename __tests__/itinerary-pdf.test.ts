/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Reporter } from "gatsby";
import seed from "../server/seed/destinations.json";
import translations from "../content/trip-translations.json";
import type { TripTranslation } from "../src/content-model/record-translations";
import { writeItineraryPdfs } from "../gatsby/pdf/itinerary-pdfs";
import { canDraw } from "../gatsby/pdf/pdf-assets";
import { itineraryPdfInputOf, writeDocuments } from "../gatsby/pdf/write-documents";
import { renderBlocks } from "../gatsby/pdf/write-pdfs";
import { extractPdfLinks, extractPdfPages, extractPdfText, type PdfTextRun } from "../e2e/pdf-text";
import {
  drawableText,
  isDueForReissue,
  itineraryPdfDocument,
  priceValidUntil,
  type ItineraryPdfInput,
} from "../src/lib/itinerary-pdf";
import { ITINERARY_PDF_DIR, itineraryPdfFileName, itineraryPdfPath } from "../src/lib/routes";
import { siteFacts } from "../src/lib/site";

const dubai: ItineraryPdfInput = {
  agencyId: "dst-dubai",
  type: "International",
  name: "Dubai",
  touristSpots: ["Burj Khalifa"],
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
  exclusions: "• Lunches • GST (5%) on the package cost",
  termsAndConditions: "• Passport valid for 6 months",
  cancellationPolicy: "• 25% retained within 30 days",
};
const pageUrl = "https://example.org/Itinerary/dst-dubai";
const issued = "2026-11-24";
const options = { pageUrl, facts: siteFacts, issued, canDraw };
const textOf = (pdf: Buffer) => extractPdfText(pdf).join(" ").replace(/\s+/g, " ");
const render = (input: ItineraryPdfInput) => {
  const document = itineraryPdfDocument(input, options);
  return renderBlocks(document.blocks, document.title);
};
const bannerOf = (file: string) => path.resolve("server/seed", file);
const whatsappText = (url: string) => new URL(url).searchParams.get("text") ?? "";

describe("itineraryPdfDocument", () => {
  const document = itineraryPdfDocument(dubai, options);
  const flat = JSON.stringify(document.blocks);

  it("holds the overview, every day with hotel and meals, the four term lists, the agency's contacts and the URL", () => {
    expect(document.title).toBe("Dubai Itinerary");
    for (const expected of [
      "City sights, the desert and a dhow cruise.",
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

  it("puts the price in rupees with what the trip says about GST, the days, the issue date and validity, and links", () => {
    const price = document.blocks.find((block) => block.kind === "price");
    expect(price).toEqual({
      kind: "price",
      amount: "₹64,500",
      unit: "per person",
      duration: "3 days",
      notes: ["Plus GST (5%) on the package cost", "Issued Nov 24, 2026 · Prices valid until Dec 24, 2026"],
      links: [
        { label: "See this trip online", url: pageUrl },
        { label: "Ask us on WhatsApp", url: expect.stringMatching(/^https:\/\/wa\.me\/919447012345\?text=/) },
      ],
    });
    const whatsapp = price?.kind === "price" ? (price.links[1]?.url ?? "") : "";
    expect(whatsappText(whatsapp)).toBe(
      `Hi! I'm interested in the "Dubai" trip (3 days, ₹64,500 per person): ${pageUrl}. Can you provide more details?`,
    );
    // The validity follows content/site.json.
    const week = itineraryPdfDocument(dubai, { ...options, facts: { ...siteFacts, pdfPriceValidityDays: 7 } });
    expect(JSON.stringify(week.blocks)).toContain("Issued Nov 24, 2026 · Prices valid until Dec 1, 2026");
  });

  it("prints the price in each offered currency beside ₹ while the rates may be shown on the day of issue, else not", () => {
    const rates = {
      date: "2026-11-20",
      source: "the office's bank",
      validDays: 10,
      rates: { AED: 24, SAR: 23.5, QAR: 24.5, KWD: 290, OMR: 230, BHD: 235, USD: 88.5, GBP: 117 },
    };
    const priced = itineraryPdfDocument(dubai, { ...options, rates });
    const notes = priced.blocks.find((block) => block.kind === "price");
    expect(notes?.kind === "price" && notes.notes[2]).toBe(
      "Indicative, you pay in ₹: AED 2,688 · SAR 2,745 · QAR 2,633 · KWD 222 · OMR 280 · BHD 274 · USD 729 · " +
        "GBP 551. Rates of Nov 20, 2026 (the office's bank).",
    );
    // Issued on Nov 24: rates of Nov 10 valid for 10 days ended on Nov 20, and rates of a later day are not yet.
    for (const old of [
      { ...rates, date: "2026-11-10" },
      { ...rates, date: "2026-11-25" },
    ]) {
      const unpriced = itineraryPdfDocument(dubai, { ...options, rates: old });
      expect(JSON.stringify(unpriced.blocks)).not.toContain("Indicative");
    }
  });

  it("says nothing about GST when the trip's lists do not", () => {
    const silent = itineraryPdfDocument({ ...dubai, exclusions: "• Lunches" }, options);
    const price = silent.blocks.find((block) => block.kind === "price");
    expect(price?.kind === "price" && price.notes).toEqual(["Issued Nov 24, 2026 · Prices valid until Dec 24, 2026"]);
  });

  it("opens with the banner when there is one", () => {
    expect(document.blocks[0]).toEqual({ kind: "heading", level: 1, text: "Dubai Itinerary" });
    const pictured = itineraryPdfDocument({ ...dubai, picturePath: "/pictures/dubai.jpg" }, options);
    expect(pictured.blocks[0]).toEqual({ kind: "picture", path: "/pictures/dubai.jpg" });
  });

  it("keeps each day's blocks together and leaves out a hotel or meals the day does not have", () => {
    const days = document.blocks.filter((block) => block.kind === "together").slice(0, 3);
    expect(days).toHaveLength(3);
    expect(days[2]).toEqual({ kind: "together", blocks: [{ kind: "heading", level: 3, text: "Day 3: Departure" }] });
  });

  it("refuses a destination without days (it has no itinerary page)", () => {
    expect(() => itineraryPdfDocument({ ...dubai, itinerary: [] }, options)).toThrow(
      'destination "dst-dubai" has no itinerary days',
    );
  });
});

describe("drawableText", () => {
  it("keeps the rupee sign, flattens line breaks and reports what the font cannot draw", () => {
    const dropped: string[] = [];
    expect(drawableText("From ₹500\nper  night 🙂 – “café”", "day 2", dropped, canDraw)).toBe(
      "From ₹500 per night – “café”",
    );
    expect(dropped).toEqual(["🙂 (day 2)"]);
  });
});

describe("the PDF's file name and dates", () => {
  it("saves the PDF under the trip's and the agency's names", () => {
    expect(itineraryPdfFileName("Dubai", "Keralam Holidays")).toBe("Dubai-itinerary-Keralam-Holidays.pdf");
    expect(itineraryPdfFileName("Alleppey Houseboats & Backwaters", "Keralam Holidays")).toBe(
      "Alleppey-Houseboats-Backwaters-itinerary-Keralam-Holidays.pdf",
    );
    expect(itineraryPdfFileName("Café Côte d'Azur", "Agency")).toBe("Cafe-Cote-d-Azur-itinerary-Agency.pdf");
  });

  it("holds prices for the days of the setting and re-issues once half of them have passed", () => {
    expect(priceValidUntil("2026-11-24", 30)).toBe("2026-12-24");
    expect(isDueForReissue("2026-11-24", "2026-12-09", 30)).toBe(false);
    expect(isDueForReissue("2026-11-24", "2026-12-10", 30)).toBe(true);
    expect(isDueForReissue("2026-11-24", "2026-11-23", 30)).toBe(true); // issued "in the future": the clock moved
  });
});

describe("the itinerary PDF", () => {
  it("is a valid PDF whose text holds the trip name, the price in rupees, GST, the dates, every day and the URL", async () => {
    const pdf = await render(dubai);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = textOf(pdf);
    for (const phrase of [
      "Dubai Itinerary",
      "₹64,500 per person",
      "3 days",
      "Plus GST (5%) on the package cost",
      "Issued Nov 24, 2026 · Prices valid until Dec 24, 2026",
      "Day 1: Arrival in Dubai",
      "Day 2: Desert Safari",
      "Day 3: Departure",
      pageUrl,
      ...siteFacts.phones.map((phone) => phone.display),
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it("links to the trip's page, to WhatsApp with a prefilled text, and to the agency's phones and e-mails", async () => {
    const links = extractPdfLinks(await render(dubai));
    expect(links).toContain(pageUrl);
    const whatsapp = links.filter((url) => url.startsWith(`https://wa.me/${siteFacts.whatsappNumber}?text=`));
    expect(whatsapp.length).toBeGreaterThan(0);
    expect(whatsappText(whatsapp[0] ?? "")).toContain(`"Dubai" trip (3 days, ₹64,500 per person): ${pageUrl}`);
    for (const phone of siteFacts.phones) expect(links).toContain(`tel:${phone.tel}`);
    for (const email of siteFacts.emails) expect(links).toContain(`mailto:${email.address}`);
  });

  it("embeds its fonts, which have the rupee sign, instead of naming Helvetica", async () => {
    const raw = (await render(dubai)).toString("latin1");
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed\b/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSansCondensed-Bold\b/);
    expect(raw).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(raw).not.toContain("/Helvetica");
  });

  it("prints the banner at the size it is shown, the logo on every page, and does without a banner it cannot read", async () => {
    const images = (pdf: Buffer) =>
      [...pdf.toString("latin1").matchAll(/\/Subtype \/Image[\s\S]*?\/Width (\d+)\s*\/Height (\d+)/g)].map(
        ([, width, height]) => `${width}x${height}`,
      );
    const pictured = await render({ ...dubai, picturePath: bannerOf("images/destinations/dubai.jpg") });
    // The 1600 x 1000 banner, cut to its 495 x 200 point box at 2 pixels a point; the 96-pixel logo once (and its mask).
    expect(images(pictured)).toEqual(expect.arrayContaining(["991x400", "96x96"]));
    expect(images(pictured).filter((size) => size === "991x400")).toHaveLength(1);

    const missing = await render({ ...dubai, picturePath: path.join(tmpdir(), "no-such-banner.jpg") });
    expect(images(missing)).not.toContain("991x400");
    expect(textOf(missing)).toContain("Dubai Itinerary");
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
    const pages = pageTexts(await render({ ...dubai, itinerary: days }));
    expect(pages.length).toBeGreaterThan(2);
    for (const day of days) {
      const page = pages.find((text) => text.includes(`Day ${day.dayNumber}: ${day.title}`));
      expect(page).toBeDefined();
      expect(page?.split(`Day ${day.dayNumber}: ${day.title}`)[1]).toContain("Meals:");
    }
  });

  it("leaves no page mostly empty for any itinerary of the reference data, nor the contacts alone on a last page", async () => {
    const itineraries = seed.filter((destination) => (destination.itinerary ?? []).length > 0);
    expect(itineraries.length).toBeGreaterThan(10);
    for (const { _id, bannerImage, itinerary, ...destination } of itineraries) {
      const pages = extractPdfPages(
        await render({ ...destination, agencyId: _id, itinerary: itinerary ?? [], picturePath: bannerOf(bannerImage) }),
      );
      const fills = pages.map(pageFill);
      // Each page but the last is filled to at least 80 % (a day kept whole leaves the rest of a page empty).
      for (const [page, fill] of fills.slice(0, -1).entries())
        expect([_id, page + 1, fill >= 0.8]).toEqual([_id, page + 1, true]);
      // The last page holds more than the agency's contacts: it is at least a quarter full and opens with other text.
      const last = pages[pages.length - 1] ?? [];
      expect([_id, (fills[fills.length - 1] ?? 0) >= 0.25]).toEqual([_id, true]);
      const body = last.filter((run) => run.y > TEXT_TOP && run.y < TEXT_BOTTOM);
      expect([_id, body.findIndex((run) => run.text.startsWith("Book with")) >= 5]).toEqual([_id, true]);
    }
  }, 30_000);
});

// The text area of a page (gatsby/pdf/write-pdfs.ts: below the header, above the footer), points from the top.
const TEXT_TOP = 76;
const TEXT_BOTTOM = 841.89 - 68;

/** How far down its text area a page's text reaches, 0 to 1. */
function pageFill(page: PdfTextRun[]): number {
  const lowest = Math.max(
    TEXT_TOP,
    ...page.filter((run) => run.y > TEXT_TOP && run.y < TEXT_BOTTOM).map((run) => run.y),
  );
  return (lowest - TEXT_TOP) / (TEXT_BOTTOM - TEXT_TOP);
}

/** The text of each page. */
function pageTexts(pdf: Buffer): string[] {
  return extractPdfPages(pdf).map((page) => page.map((run) => run.text).join(" "));
}

describe("writeItineraryPdfs", () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "itinerary-pdfs-"))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (destinations: ItineraryPdfInput[], fingerprint = "layout-1", today = "2026-11-24") =>
    writeItineraryPdfs({
      destinations,
      publicDir: path.join(dir, "public"),
      manifestFile: path.join(dir, "cache", "itinerary-pdfs.json"),
      fingerprint,
      origin: "https://example.org",
      today,
    });
  const pdfText = (id: string) => textOf(readFileSync(path.join(dir, "public", itineraryPdfPath(id))));
  const kerala: ItineraryPdfInput = { ...dubai, agencyId: "dst-kerala", name: "Kerala" };
  const noDays: ItineraryPdfInput = { ...dubai, agencyId: "dst-none", itinerary: [] };

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

  it("starts afresh from an unreadable manifest, or one without issue dates", async () => {
    await write([dubai]);
    writeFileSync(path.join(dir, "cache", "itinerary-pdfs.json"), "{not json");
    expect((await write([dubai])).written).toEqual([itineraryPdfPath("dst-dubai")]);
    writeFileSync(
      path.join(dir, "cache", "itinerary-pdfs.json"),
      JSON.stringify({ [itineraryPdfPath("dst-dubai")]: "f00" }),
    );
    expect((await write([dubai])).written).toEqual([itineraryPdfPath("dst-dubai")]);
  });

  it("keeps an unchanged PDF's issue date until half its validity has passed, then re-issues it", async () => {
    await write([dubai], "layout-1", "2026-11-24");
    expect(pdfText("dst-dubai")).toContain("Issued Nov 24, 2026 · Prices valid until Dec 24, 2026");

    const later = await write([dubai], "layout-1", "2026-12-09");
    expect(later.unchanged).toEqual([itineraryPdfPath("dst-dubai")]);
    expect(pdfText("dst-dubai")).toContain("Issued Nov 24, 2026");

    const due = await write([dubai], "layout-1", "2026-12-10");
    expect(due.written).toEqual([itineraryPdfPath("dst-dubai")]);
    expect(pdfText("dst-dubai")).toContain("Issued Dec 10, 2026 · Prices valid until Jan 9, 2027");
  });

  it("re-issues a changed trip with the day's date", async () => {
    await write([dubai], "layout-1", "2026-11-24");
    await write([{ ...dubai, pricePerPerson: 66000 }], "layout-1", "2026-11-30");
    expect(pdfText("dst-dubai")).toContain("₹66,000 per person");
    expect(pdfText("dst-dubai")).toContain("Issued Nov 30, 2026");
  });

  it("lays out a destination whose banner file is missing without a picture, and says so", async () => {
    const result = await write([{ ...dubai, picturePath: path.join(dir, "gone.jpg") }]);
    expect(result.written).toEqual([itineraryPdfPath("dst-dubai")]);
    expect(result.withoutPicture).toEqual(["dst-dubai"]);
    expect(pdfText("dst-dubai")).toContain("Dubai Itinerary");
  });
});

describe("writeDocuments (the build step)", () => {
  let dir: string;
  beforeEach(() => {
    // A site root whose sources are the repository's: the step writes into its public/ and .cache/.
    dir = mkdtempSync(path.join(tmpdir(), "write-documents-"));
    for (const folder of ["content", "gatsby", "node_modules", "src", "static"]) {
      symlinkSync(path.resolve(folder), path.join(dir, folder));
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("prints each destination's downloaded banner, and none where the source plugin fell back to its placeholder", async () => {
    const files: Record<string, { id: string; name: string; absolutePath: string }> = {
      "file-dubai": { id: "file-dubai", name: "dubai-1a2b", absolutePath: bannerOf("images/destinations/dubai.jpg") },
      "file-placeholder": {
        id: "file-placeholder",
        name: "agency-placeholder",
        absolutePath: bannerOf("images/placeholder.jpg"),
      },
    };
    const node = (id: string, bannerImageFileId: string) => ({
      ...dubai,
      id: `node-${id}`,
      agencyId: id,
      bannerImageFileId,
    });
    const reporter = { info: jest.fn(), warn: jest.fn(), panic: jest.fn() };
    await writeDocuments(
      {
        reporter: reporter as unknown as Reporter,
        getNodesByType: ((type: string) =>
          type === "AgencyDestination"
            ? [node("dst-dubai", "file-dubai"), node("dst-kerala", "file-placeholder")]
            : []) as never,
        getNode: ((id: string) => files[id]) as never,
      },
      dir,
    );
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith(
      expect.stringMatching(/^\[pdf\] itinerary PDFs: 2 written, 0 unchanged, 0 removed, in [\d.]+ s$/),
    );
    const pictures = (id: string) =>
      readFileSync(path.join(dir, "public", itineraryPdfPath(id)))
        .toString("latin1")
        .match(/\/Width 991\s*\/Height 400/g) ?? [];
    expect(pictures("dst-dubai")).toHaveLength(1);
    expect(pictures("dst-kerala")).toHaveLength(0);
  });
  const reporterMock = () => ({ info: jest.fn(), warn: jest.fn(), panic: jest.fn() });
  const nodesOf = (destinations: object[]) => ({
    getNodesByType: ((type: string) => (type === "AgencyDestination" ? destinations : [])) as never,
    getNode: (() => undefined) as never,
  });

  it("beside the build (gatsby build), returns before the itinerary PDFs are written and says when they are", async () => {
    const reporter = reporterMock();
    const { itineraryPdfs } = await writeDocuments(
      {
        reporter: reporter as unknown as Reporter,
        ...nodesOf([{ ...dubai, id: "node-dubai", agencyId: "dst-dubai" }]),
      },
      dir,
      { besideTheBuild: true },
    );
    expect(reporter.info).not.toHaveBeenCalledWith(expect.stringContaining("itinerary PDFs:"));
    await itineraryPdfs;
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith(
      expect.stringMatching(/^\[pdf\] itinerary PDFs: 1 written, 0 unchanged, 0 removed, in [\d.]+ s$/),
    );
    expect(textOf(readFileSync(path.join(dir, "public", itineraryPdfPath("dst-dubai"))))).toContain("Dubai Itinerary");
  });

  it("writes the Malayalam and Arabic brochures of a destination translated into them", async () => {
    const reporter = reporterMock();
    const munnar = seed.find((record) => record._id === "dst-munnar")!;
    const node = { ...munnar, id: "node-munnar", agencyId: munnar._id };
    const translated = (translations as TripTranslation[]).filter((entry) => entry.destinationId === munnar._id);
    await writeDocuments(
      {
        reporter: reporter as unknown as Reporter,
        getNodesByType: ((type: string) =>
          type === "AgencyDestination" ? [node] : type === "TripTranslation" ? translated : []) as never,
        getNode: (() => undefined) as never,
      },
      dir,
    );
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(reporter.info).toHaveBeenCalledWith(expect.stringMatching(/itinerary PDFs: 3 written/));
    const read = (language: "ml" | "ar") =>
      execFileSync("pdftotext", [path.join(dir, "public", itineraryPdfPath(munnar._id, language)), "-"], {
        encoding: "utf8",
      });
    expect(read("ml")).toContain("മൂന്നാർ");
    expect(read("ar")).toContain("برنامج رحلة مونار");
  });

  it("stops, naming the node and its fields, when a destination node lacks what the PDF reads", () => {
    const { pricePerPerson: _price, ...withoutPrice } = dubai;
    expect(() => itineraryPdfInputOf({ ...withoutPrice, inclusions: 3 })).toThrow(
      'destination node "dst-dubai" does not fit the itinerary PDF: pricePerPerson, inclusions',
    );
    expect(itineraryPdfInputOf({ ...dubai })).toMatchObject({ agencyId: "dst-dubai", pricePerPerson: 64500 });
  });

  it("panics with the reason when the itinerary PDFs cannot be written, beside the build or not", async () => {
    for (const besideTheBuild of [true, false]) {
      const reporter = reporterMock();
      // The PDFs' folder is a file: nothing can be written under it.
      const folder = path.join(dir, "public", ITINERARY_PDF_DIR);
      mkdirSync(path.dirname(folder), { recursive: true });
      writeFileSync(folder, "");
      const { itineraryPdfs } = await writeDocuments(
        {
          reporter: reporter as unknown as Reporter,
          ...nodesOf([{ ...dubai, id: "node-dubai", agencyId: "dst-dubai" }]),
        },
        dir,
        { besideTheBuild },
      );
      await itineraryPdfs;
      expect(reporter.panic).toHaveBeenCalledWith(expect.stringMatching(/^\[pdf\] itinerary PDFs: .*(EEXIST|ENOTDIR)/));
      rmSync(path.join(dir, "public"), { recursive: true, force: true });
    }
  });
});
