/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PDFDocument from "pdfkit";
import { canDrawIn, pdfFonts } from "../gatsby/pdf/pdf-assets";
import { writeItineraryPdfs } from "../gatsby/pdf/itinerary-pdfs";
import { renderBlocks } from "../gatsby/pdf/write-pdfs";
import { LATIN_FACE, RightToLeftText } from "../gatsby/pdf/right-to-left";
import { textPerGlyphUse } from "../gatsby/upstream/pdfkit-glyph-text";
import { itineraryPdfDocument, type ItineraryPdfInput } from "../src/lib/itinerary-pdf";
import { destinationTrip } from "../src/lib/trip";
import { destinationWords } from "../src/lib/trip-words";
import { itineraryPdfPath } from "../src/lib/routes";
import { readCatalogue } from "../src/i18n/catalogue-files";
import { textOf } from "../src/i18n/text";
import tripEnglish from "../src/i18n/messages/trip/en.json";
import { siteFacts } from "../src/lib/site";
import type { TripTranslation } from "../src/content-model/record-translations";

/*
 * The Arabic brochure: set right to left in Noto Sans Arabic, its Latin runs (a hotel's name, a price) left to right
 * in DejaVu, and its text read back as written.
 */

const record: ItineraryPdfInput = {
  agencyId: "dst-x",
  type: "Domestic",
  name: "Munnar",
  overview: "Three days in the hills.",
  pricePerPerson: 24500,
  durationDays: 2,
  rating: 4.8,
  touristSpots: ["Top Station"],
  itinerary: [
    { dayNumber: 1, title: "Kochi to Munnar", description: "Drive up.", hotel: "Tea Valley Resort", meals: ["Dinner"] },
    { dayNumber: 2, title: "Back to Kochi", description: "Drive down.", hotel: "", meals: ["Breakfast"] },
  ],
  inclusions: "• 1 night in the hotel named",
  exclusions: "• GST (5%) on the package cost",
  termsAndConditions: "• Carry a photo ID",
  cancellationPolicy: "• 30% advance to confirm",
};

const arabic: TripTranslation = {
  destinationId: "dst-x",
  language: "ar",
  name: "مونار",
  description: "تلال الشاي.",
  overview: "ثلاثة أيام في التلال.",
  places: ["توب ستيشن"],
  days: [
    // The hotel's name as the booking system spells it, in Latin letters; the price written into the sentence.
    { dayNumber: 1, title: "من كوتشي إلى مونار", description: "السعر ₹ 24,500 للشخص", hotel: "Tea Valley Resort" },
    { dayNumber: 2, title: "العودة إلى كوتشي", description: "نزول." },
  ],
  inclusions: "• ليلة في الفندق المذكور",
  exclusions: "• ضريبة السلع والخدمات GST (5%) على قيمة الباقة",
  termsAndConditions: "• احمل هوية بصورة",
  cancellationPolicy: "• دفعة مقدمة 30% للتأكيد",
};

const text = textOf("ar", readCatalogue(process.cwd(), "ar", ["frame", "trip"]), tripEnglish);
const words = destinationWords(record, null, arabic);
const edition = { words, text };
const pageUrl = "https://example.org/ar/Itinerary/dst-x";

/** The Arabic brochure of the record, as the build writes it, saved to a file for poppler's tools. */
async function arabicBrochure(): Promise<{ file: string; dropped: string[] }> {
  const document = itineraryPdfDocument(record, {
    pageUrl,
    facts: siteFacts,
    issued: "2026-11-24",
    canDraw: canDrawIn("ar"),
    edition,
  });
  const pdf = await renderBlocks(document.blocks, document.title, {
    language: "ar",
    pageOf: text("trip.pdf.pageOf"),
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), "ar-brochure-")), "brochure.ar.pdf");
  writeFileSync(file, pdf);
  return { file, dropped: document.dropped };
}

/** pdftotext's reading, without the direction marks it puts around each run. */
const readBack = (file: string) =>
  execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).replace(/[\u200e\u200f\u202a-\u202e]/g, "");

/** A word as pdftotext finds it on a page: its text in the order drawn, and where it starts. */
interface DrawnWord {
  text: string;
  x: number;
  y: number;
}

/** The words of the first page, from pdftotext's boxes; an Arabic one's letters are in the order drawn (reversed). */
function drawnWords(file: string): DrawnWord[] {
  const boxes = execFileSync("pdftotext", ["-bbox", "-f", "1", "-l", "1", file, "-"], { encoding: "utf8" });
  return [...boxes.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)].map(([, x, y, text]) => ({
    text: text!,
    x: Number(x),
    y: Number(y),
  }));
}

/** An Arabic word as written, from the order its letters are drawn in. */
const reversed = (text: string) => [...text].reverse().join("");

describe("the Arabic brochure", () => {
  let brochure: { file: string; dropped: string[] };
  beforeAll(async () => {
    brochure = await arabicBrochure();
  });
  afterAll(() => rmSync(path.dirname(brochure.file), { recursive: true, force: true }));

  it("is offered on the Arabic trip's pages, at its own address", () => {
    expect(words.language).toBe("ar");
    const gst = { plus: text("trip.taxes.plus"), includes: text("trip.taxes.includes") };
    expect(destinationTrip(record, {}, { words, gst }).links.brochure).toBe(
      "/assets/pdf/itineraries/dst-x-itinerary.ar.pdf",
    );
  });

  it("is set in Noto Sans Arabic, with DejaVu for what it lacks and for the Latin runs, nothing left out", () => {
    expect(brochure.dropped).toEqual([]);
    const fonts = execFileSync("pdffonts", [brochure.file], { encoding: "utf8" });
    for (const face of ["NotoSansArabic-Regular", "NotoSansArabic-Bold", "DejaVuSansCondensed "])
      expect(fonts).toContain(face);
  });

  it("reads back in Arabic, its title, days and labels letter for letter, the hotel's name and the price intact", () => {
    const read = readBack(brochure.file);
    // Noto Sans Arabic draws ب, ت, ن and ي on one dotless glyph: each reads back as its own letter.
    for (const phrase of ["برنامج رحلة مونار", "من كوتشي إلى مونار", "العودة إلى كوتشي", "الفندق", "الوجبات", "للشخص"])
      expect(read).toContain(phrase);
    expect(read).toContain("اليوم");
    expect(read).toContain("Tea Valley Resort");
    expect(read).toContain("₹24,500");
    expect(read).toMatch(/صفحة\s*1\s*من\s*\d/); // the footer's "صفحة 1 من 2"
    // No English heading or label is left (addresses and the agency's name aside).
    expect(read.replace(/https?:\/\/\S+/g, "")).not.toMatch(/\b(Itinerary|Overview|Day|Inclusions|Meals|Page)\b/);
  });

  it("sets the words of a line right to left: the first written is the rightmost", () => {
    const words = drawnWords(brochure.file);
    const first = words.find((word) => word.text === reversed("برنامج"));
    const line = words.filter((word) => word.y === first?.y);
    const xOf = (written: string) => line.find((word) => word.text === reversed(written))?.x ?? NaN;
    expect(xOf("برنامج")).toBeGreaterThan(xOf("رحلة"));
    expect(xOf("رحلة")).toBeGreaterThan(xOf("مونار"));
    // Right aligned: the line ends at the right margin (A4, 50 points), where an English one starts at the left.
    expect(Math.min(...line.map((word) => word.x))).toBeGreaterThan(200);
  });

  it("keeps a number's digits in order inside a right-to-left line, the price beside its words", () => {
    const doc = new PDFDocument({ font: null as unknown as string });
    const fonts = pdfFonts("ar");
    doc.registerFont("body", fonts.body as unknown as PDFKit.Mixins.PDFFontSource);
    doc.registerFont(LATIN_FACE.body, fonts.latin!.body as unknown as PDFKit.Mixins.PDFFontSource);
    const [line, ...more] = new RightToLeftText(doc, fonts).lines(
      [{ text: "السعر ₹ 24,500 للشخص", bold: false }],
      10,
      400,
    );
    expect(more).toEqual([]);
    // Left to right as drawn: للشخص, the amount (one run, its digits in order), ₹, السعر; the Arabic words are given
    // to fontkit as written, which draws them right to left.
    const drawn = line!.pieces.map((piece) => piece.text).filter((text) => text !== " ");
    expect(drawn).toEqual(["للشخص", "24,500", "₹", "السعر"]);
    expect(line!.pieces.find((piece) => piece.text === "₹")?.face).toBe(LATIN_FACE.body);
    const read = readBack(brochure.file);
    expect(read).toContain("24,500");
    expect(read).not.toContain("500,24");
  });

  it("mirrors brackets right to left, so that they open towards what they enclose", () => {
    const doc = new PDFDocument({ font: null as unknown as string });
    const fonts = pdfFonts("ar");
    doc.registerFont("body", fonts.body as unknown as PDFKit.Mixins.PDFFontSource);
    const [line] = new RightToLeftText(doc, fonts).lines([{ text: "يوم المغادرة (دون مبيت)", bold: false }], 10, 400);
    // As given to fontkit (written order, which it draws right to left): "(" is drawn as ")" at the right end of
    // the enclosed words, ")" as "(" at their left end.
    expect(line!.pieces.map((piece) => piece.text).filter((text) => text !== " ")).toEqual([
      "مبيت(",
      ")دون",
      "المغادرة",
      "يوم",
    ]);
  });

  it("is written by the build beside the English and Malayalam ones, as <id>-itinerary.ar.pdf", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "ar-brochures-"));
    try {
      const result = await writeItineraryPdfs({
        destinations: [record, { ...record, edition }],
        publicDir: dir,
        manifestFile: path.join(dir, "manifest.json"),
        fingerprint: "test",
        today: "2026-11-24",
      });
      expect(result.written).toEqual([itineraryPdfPath("dst-x"), itineraryPdfPath("dst-x", "ar")]);
      expect(itineraryPdfPath("dst-x", "ar")).toBe("/assets/pdf/itineraries/dst-x-itinerary.ar.pdf");
      expect(readBack(path.join(dir, itineraryPdfPath("dst-x", "ar")))).toContain("برنامج رحلة مونار");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("textPerGlyphUse (pdfkit's embedded font, not in its types)", () => {
  it("stops naming pdfkit when a document has no embedded font to keep the letters of", () => {
    const doc = new PDFDocument({ font: null as unknown as string });
    expect(() => textPerGlyphUse(doc)).toThrow(/^pdfkit: a document's current font \(doc\._font\) no longer has/);
  });

  it("gives Noto Sans Arabic's shared skeleton one entry per letter", () => {
    const doc = new PDFDocument({ font: null as unknown as string });
    doc.registerFont("body", pdfFonts("ar").body as unknown as PDFKit.Mixins.PDFFontSource);
    doc.font("body");
    textPerGlyphUse(doc);
    const font = (doc as unknown as { _font: { encode(text: string): unknown; unicode: number[][] } })._font;
    // ب and ن at the start of a word are one glyph (a dotless skeleton) with a dot below or above: the PDF's text
    // has both letters, where pdfkit alone would read the second as the first.
    font.encode("بر");
    font.encode("نر");
    expect(font.unicode.flat()).toEqual(expect.arrayContaining([0x628, 0x646]));
  });
});
