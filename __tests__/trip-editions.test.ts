/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { destinationTrip } from "../src/lib/trip";
import { destinationPageWords, destinationWords, translationProblem } from "../src/lib/trip-words";
import { itineraryPdfDocument, type ItineraryPdfInput } from "../src/lib/itinerary-pdf";
import { canDrawIn } from "../gatsby/pdf/pdf-assets";
import { renderBlocks } from "../gatsby/pdf/write-pdfs";
import { readCatalogue } from "../src/i18n/catalogue-files";
import { textOf } from "../src/i18n/text";
import tripEnglish from "../src/i18n/messages/trip/en.json";
import { siteFacts } from "../src/lib/site";
import { tripTranslationsSchema, type TripTranslation } from "../src/content-model/record-translations";
import { destinationDetailsSchema } from "../src/content-model/offers";
import referenceTranslations from "../content/trip-translations.json";
import seed from "../server/seed/destinations.json";

/*
 * A destination in an edition (design decision 37): the translation matches the record entry by entry, so what the
 * site reads from the English (GST, flights, the first cancellation term, the day trip) is shown as the same entry
 * in the edition's words; one that does not match is not used.
 */

const record: ItineraryPdfInput & { description: string } = {
  agencyId: "dst-x",
  type: "Domestic",
  name: "Munnar",
  description: "Tea hills.",
  overview: "Three days in the hills.",
  pricePerPerson: 18500,
  durationDays: 2,
  rating: 4.8,
  touristSpots: ["Top Station", "Echo Point"],
  itinerary: [
    { dayNumber: 1, title: "Kochi to Munnar", description: "Drive up.", hotel: "Tea Valley", meals: ["Dinner"] },
    { dayNumber: 2, title: "Back to Kochi", description: "Drive down.", hotel: "", meals: ["Breakfast", "Tea"] },
  ],
  inclusions: "• 1 night in the hotel named • Transfers in a private AC vehicle • Return flights from Kochi",
  exclusions: "• Entry tickets • GST (5%) on the package cost",
  termsAndConditions: "• Carry a photo ID",
  cancellationPolicy: "• 30% advance to confirm • More than 15 days before travel: 10% of package cost",
};

const malayalam: TripTranslation = {
  destinationId: "dst-x",
  language: "ml",
  name: "മൂന്നാർ",
  description: "തേയിലക്കുന്നുകൾ.",
  overview: "കുന്നുകളിൽ മൂന്നു ദിവസം.",
  places: ["ടോപ് സ്റ്റേഷൻ", "എക്കോ പോയിന്റ്"],
  days: [
    { dayNumber: 1, title: "കൊച്ചി മുതൽ മൂന്നാർ വരെ", description: "മലകയറ്റം.", hotel: "ടീ വാലി" },
    { dayNumber: 2, title: "കൊച്ചിയിലേക്ക് മടക്കം", description: "മലയിറക്കം." },
  ],
  inclusions: "• ഹോട്ടലിൽ ഒരു രാത്രി • എസി വാഹനത്തിൽ യാത്ര • കൊച്ചിയിൽ നിന്ന് വിമാനടിക്കറ്റ്",
  exclusions: "• പ്രവേശന ടിക്കറ്റുകൾ • പാക്കേജ് തുകയിൽ GST (5%)",
  termsAndConditions: "• ഫോട്ടോ ഐഡി കരുതുക",
  cancellationPolicy: "• ഉറപ്പിക്കാൻ 30% അഡ്വാൻസ് • യാത്രയ്ക്ക് 15 ദിവസത്തിലേറെ മുൻപ്: പാക്കേജ് തുകയുടെ 10%",
  bestTime: { months: "സെപ്റ്റംബർ മുതൽ മാർച്ച് വരെ", why: "മഴ കഴിഞ്ഞ്." },
};

const text = textOf("ml", readCatalogue(process.cwd(), "ml", ["frame", "trip"]), tripEnglish);
const gst = { plus: text("trip.taxes.plus"), includes: text("trip.taxes.includes") };
const fixed = {
  basicInformation: [
    { label: "Departure", value: "Kochi" },
    { label: "Accommodation", value: "Hotels" },
    { label: "Transport", value: "A car" },
  ],
  highlights: ["Honest prices"],
  translations: [
    {
      language: "ml",
      basicInformation: [
        { label: "പുറപ്പെടൽ", value: "കൊച്ചി" },
        { label: "താമസം", value: "ഹോട്ടലുകൾ" },
        { label: "യാത്ര", value: "കാർ" },
      ],
      highlights: ["സത്യസന്ധമായ നിരക്കുകൾ"],
    },
  ],
};

describe("a destination in Malayalam", () => {
  const words = destinationWords(record, { months: "September to March", why: "After the rains." }, malayalam);

  it("takes the translation's words, each entry in the English one's place", () => {
    expect(words.language).toBe("ml");
    const trip = destinationTrip(record, {}, { words, gst });
    expect(trip).toMatchObject({
      language: "ml",
      name: "മൂന്നാർ",
      places: ["ടോപ് സ്റ്റേഷൻ", "എക്കോ പോയിന്റ്"],
      bestTime: "സെപ്റ്റംബർ മുതൽ മാർച്ച് വരെ",
      links: { brochure: "/assets/pdf/itineraries/dst-x-itinerary.ml.pdf" },
    });
    // GST is found in the English exclusions and shown as the same entry of the Malayalam ones.
    expect(trip.price.taxes).toBe("കൂടാതെ പാക്കേജ് തുകയിൽ GST (5%)");
  });

  it("tells the facts box, the cancellation line and the highlights in Malayalam", () => {
    const page = destinationPageWords(record, words, fixed, text);
    expect(page.facts).toEqual([
      { label: "പുറപ്പെടൽ", value: "കൊച്ചി" },
      { label: "വിമാനയാത്ര", value: "കൊച്ചിയിൽ നിന്ന് വിമാനടിക്കറ്റ്" },
      { label: "താമസം", value: "ഹോട്ടലിൽ ഒരു രാത്രി" },
      { label: "യാത്ര", value: "എസി വാഹനത്തിൽ യാത്ര" },
    ]);
    expect(page.cancellationSummary).toBe("യാത്രയ്ക്ക് 15 ദിവസത്തിലേറെ മുൻപ്: പാക്കേജ് തുകയുടെ 10%");
    expect(page.highlights).toEqual(["സത്യസന്ധമായ നിരക്കുകൾ"]);
    const dayTrip = destinationPageWords({ ...record, durationDays: 1 }, words, fixed, text);
    expect(dayTrip.facts.find((row) => row.label === "താമസം")?.value).toBe("ഇല്ല: ഒരു ദിവസത്തെ യാത്ര, അന്നു വൈകുന്നേരം തിരികെ");
  });

  it("is not used where its lists do not match the record, and says what differs", () => {
    const short = { ...malayalam, days: malayalam.days.slice(0, 1), exclusions: "• പ്രവേശന ടിക്കറ്റുകൾ" };
    expect(translationProblem(record, short)).toBe(
      "content/trip-translations.json: the ml translation of dst-x has 1 days, the booking system's record has 2; " +
        "1 bullets in exclusions, the booking system's record has 2: its pages stay in English until the " +
        "translation matches the record",
    );
    const hotelOnDay2 = { ...malayalam, days: malayalam.days.map((day) => ({ ...day, hotel: "ഹോട്ടൽ" })) };
    expect(translationProblem(record, hotelOnDay2)).toContain("a hotel on days 1,2, the record names one on days 1");
    const english = destinationWords(record, null, short);
    expect(english).toMatchObject({ language: "en", name: "Munnar", places: ["Top Station", "Echo Point"] });
    expect(destinationTrip(record, {}, { words: english, gst }).links.brochure).toBe(
      "/assets/pdf/itineraries/dst-x-itinerary.pdf",
    );
  });

  it("an Arabic trip offers its Arabic brochure (__tests__/arabic-brochure.test.ts)", () => {
    const arabic = { ...malayalam, language: "ar" as const, name: "مونار" };
    const words = destinationWords(record, null, arabic);
    expect(destinationTrip(record, {}, { words, gst }).links.brochure).toBe(
      "/assets/pdf/itineraries/dst-x-itinerary.ar.pdf",
    );
  });

  it("makes a Malayalam brochure, its words shaped and readable as text", async () => {
    const document = itineraryPdfDocument(record, {
      pageUrl: "https://example.org/ml/Itinerary/dst-x",
      facts: siteFacts,
      issued: "2026-11-24",
      canDraw: canDrawIn("ml"),
      edition: { words, text },
    });
    expect(document.dropped).toEqual([]);
    expect(document.title).toBe("മൂന്നാർ: യാത്രാപരിപാടി");
    const pdf = await renderBlocks(document.blocks, document.title, {
      language: "ml",
      pageOf: text("trip.pdf.pageOf"),
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), "ml-brochure-")), "brochure.pdf");
    writeFileSync(file, pdf);
    const read = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    // Words without a vowel sign drawn before their consonant come out of the PDF as they went in (pdftotext gives
    // those in the order they are drawn).
    for (const word of ["മൂന്നാർ", "ഒരാൾക്ക്", "ദിവസം 1", "നൽകിയത്", "സാധുവാണ്", "അത്താഴം"]) expect(read).toContain(word);
    expect(read).toContain("₹18,500");
    expect(read).toMatch(/ജ് 1 \/ \d/); // the footer's "പേജ് 1 / 2"
    // No English heading or label is left (addresses aside: /ml/Itinerary/… is a path).
    expect(read.replace(/https?:\/\/\S+/g, "")).not.toMatch(
      /\b(Itinerary|Overview|Day by day|Inclusions|Meals|Page)\b/,
    );
  });
});

describe("the marketers' files", () => {
  it("refuse a destination translated twice into one language, naming the entries", () => {
    const result = tripTranslationsSchema.safeParse([malayalam, { ...malayalam, name: "മൂന്നാർ 2" }]);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["1.destinationId", "is already translated into ml by entry [0]: one translation per destination and language"],
    ]);
  });

  it("refuse a translation of the content's rows with a row fewer than the English", () => {
    const [english] = [fixed];
    const short = { ...english.translations[0]!, basicInformation: english.translations[0]!.basicInformation.slice(1) };
    const result = destinationDetailsSchema.safeParse({ ...english, translations: [short] });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["translations.0.basicInformation", "has 2 entries in ml, the English has 3: translate each one, in its order"],
    ]);
  });

  it("hold the reference translations, each matching its record", () => {
    expect(tripTranslationsSchema.safeParse(referenceTranslations).success).toBe(true);
    for (const translation of referenceTranslations as TripTranslation[]) {
      const record = seed.find((entry) => entry._id === translation.destinationId)!;
      expect(translationProblem({ ...record, agencyId: record._id }, translation)).toBeNull();
    }
  });
});
