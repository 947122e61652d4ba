import { splitBullets } from "./bullets";
import { addDays, daysBetween, formatDate } from "./dates";
import { formatRupees } from "./money";
import { destinationTrip, type DestinationRecord } from "./trip";
import { destinationWords, type DestinationWords } from "./trip-words";
import { EDITIONS } from "../i18n/editions";
import { mealName, tripPageText, type TripText } from "../i18n/trip-text";
import type { Block, CanDraw, Span } from "./markdown-blocks";
import type { SiteFacts } from "./site";
import { tripWhatsAppText, whatsappUrl } from "./whatsapp";
import { CURRENCY_CODES, indicativePrice, ratesShownOn, type CurrencyRates } from "./currencies";

/**
 * What an itinerary PDF is written from: the destination as the source plugin keeps it, whose trip (src/lib/trip.ts)
 * gives the name, price and lists, with the fields only the itinerary shows, and its banner on disk.
 */
export interface ItineraryPdfInput extends DestinationRecord {
  overview: string;
  itinerary: readonly {
    dayNumber: number;
    title: string;
    description: string;
    hotel: string;
    meals: readonly string[];
  }[];
  termsAndConditions: string;
  cancellationPolicy: string;
  /** The destination's banner as the build downloaded it; without one the PDF is laid out without a picture. */
  picturePath?: string | null;
  /** A brochure in another language than English: the destination's words and the interface words in it. */
  edition?: BrochureEdition;
}

/** A brochure in an edition: the destination's words in it (src/lib/trip-words.ts) and its interface words. */
export interface BrochureEdition {
  words: DestinationWords;
  text: TripText;
}

/** A link drawn as a button. */
export interface PdfLink {
  label: string;
  url: string;
}

/**
 * A block of the PDF: Markdown's (headings, paragraphs, lists), blocks the layout keeps on one page (a day is never
 * split across pages), a picture across the page, or the price panel with its links.
 */
export type PdfBlock =
  | Block
  | { kind: "together"; blocks: Block[] }
  | { kind: "picture"; path: string }
  | { kind: "price"; amount: string; unit: string; duration: string; notes: string[]; links: PdfLink[] };

export interface ItineraryPdfDocument {
  title: string;
  blocks: PdfBlock[];
  /** Characters of the data the PDF font cannot draw, left out of the PDF: "🌄 (day 2)". */
  dropped: string[];
}

/** The facts of the agency an itinerary PDF uses (content/site.json). */
export type ItineraryPdfFacts = Pick<
  SiteFacts,
  "name" | "phones" | "emails" | "whatsappNumber" | "pdfPriceValidityDays"
>;

/** Only destinations with days get an itinerary page (gatsby-node), and so a PDF. */
export const hasItinerary = (destination: { itinerary: readonly unknown[] }): boolean =>
  destination.itinerary.length > 0;

/**
 * The prices of an itinerary PDF hold for `validityDays` (content/site.json pdfPriceValidityDays) from the day it is
 * issued, the day the build writes it. A build re-issues a PDF (today's date, a new validity) when its trip changed,
 * and once more than half its validity has passed, so a PDF on the site always has at least half of it left as long
 * as the site is built that often.
 */
export const priceValidUntil = (issued: string, validityDays: number): string => addDays(issued, validityDays);

export const isDueForReissue = (issued: string, today: string, validityDays: number): boolean => {
  const age = daysBetween(issued, today);
  return age < 0 || age * 2 > validityDays;
};

/**
 * Backend text made drawable by the PDF font: line breaks and tabs become spaces, and what the font cannot draw
 * (emoji, scripts it lacks) is left out and reported in `dropped`.
 */
export function drawableText(text: string, where: string, dropped: string[], canDraw: CanDraw): string {
  const normalised = text
    .normalize("NFC")
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
  const bad = [...new Set([...normalised].filter((char) => !canDraw(char)))];
  if (bad.length === 0) return normalised;
  dropped.push(`${bad.join(" ")} (${where})`);
  return [...normalised]
    .filter((char) => canDraw(char))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();
}

const plain = (text: string): Span[] => [{ text, bold: false }];
const labelled = (label: string, text: string, link?: string): Span[] => [
  { text: `${label}: `, bold: true },
  { text, bold: false, ...(link ? { link } : {}) },
];

/**
 * The itinerary PDF of a destination: its banner, the trip's name, the price panel (price per person and what it says
 * about GST, days, issue date and price validity, links to the trip's page and to WhatsApp), then in the order of its
 * page: overview, each day with hotel and meals, inclusions, exclusions, terms, cancellation, and how to book.
 */
export function itineraryPdfDocument(
  destination: ItineraryPdfInput,
  {
    pageUrl,
    facts,
    issued,
    canDraw,
    edition,
    rates,
  }: {
    pageUrl: string;
    facts: ItineraryPdfFacts;
    issued: string;
    canDraw: CanDraw;
    edition?: BrochureEdition;
    /** content/currency-rates.json: the price in each currency beside ₹, while they may be shown on the issue day. */
    rates?: CurrencyRates;
  },
): ItineraryPdfDocument {
  if (!hasItinerary(destination)) {
    throw new Error(`destination "${destination.agencyId}" has no itinerary days, so it has no itinerary PDF`);
  }
  const t = edition?.text ?? tripPageText("/", {});
  const words = edition?.words ?? destinationWords(destination, null, null);
  const gstWords = { plus: t("trip.taxes.plus"), includes: t("trip.taxes.includes") };
  const trip = destinationTrip(destination, {}, edition && { words, gst: gstWords });
  const locale = EDITIONS[words.language].locale;
  const date = (iso: string) =>
    words.language === "en"
      ? formatDate(iso)
      : new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
          new Date(`${iso}T00:00:00Z`),
        );
  const dropped: string[] = [];
  const text = (value: string, where: string) => drawableText(value, where, dropped, canDraw);
  const list = (value: string, where: string) =>
    splitBullets(value)
      .map((item) => text(item, where))
      .filter(Boolean);
  const items = (values: readonly string[], where: string) => values.map((item) => text(item, where)).filter(Boolean);
  const name = text(trip.name, "name");
  const inclusions = items(trip.included, "inclusions");
  const exclusions = items(trip.excluded, "exclusions");
  const whatsapp = whatsappUrl(tripWhatsAppText({ ...trip, name: name || trip.id }, pageUrl, t), facts.whatsappNumber);

  const blocks: PdfBlock[] = destination.picturePath ? [{ kind: "picture", path: destination.picturePath }] : [];
  const title = t("trip.itinerary.title", { name });
  blocks.push({ kind: "heading", level: 1, text: title });
  const gst = trip.price.taxes === null ? null : text(trip.price.taxes, "price");
  blocks.push({
    kind: "price",
    amount: formatRupees(trip.price.amount),
    unit: t("trip.pdf.perPerson"),
    duration: t("days", { count: trip.durationDays }),
    notes: [
      ...(gst ? [gst] : []),
      t("trip.pdf.issued", {
        issued: date(issued),
        until: date(priceValidUntil(issued, facts.pdfPriceValidityDays)),
      }),
      // For a family abroad: the price in the Gulf's currencies and others, indicative, with the rates' day. Rates
      // too old on the day of issue are left out, never printed as current.
      ...(rates && ratesShownOn(rates, issued)
        ? [
            t("trip.pdf.currencies", {
              prices: CURRENCY_CODES.map((code) => indicativePrice(trip.price.amount, rates.rates[code], code)).join(
                " · ",
              ),
              date: date(rates.date),
              source: rates.source,
            }),
          ]
        : []),
    ],
    links: [
      { label: t("trip.pdf.online"), url: pageUrl },
      { label: t("trip.pdf.ask"), url: whatsapp },
    ],
  });
  const overview = text(words.overview, "overview");
  if (overview)
    blocks.push(
      { kind: "heading", level: 2, text: t("trip.pdf.overview") },
      { kind: "paragraph", spans: plain(overview) },
    );

  blocks.push({ kind: "heading", level: 2, text: t("trip.itinerary.days") });
  destination.itinerary.forEach((day, index) => {
    const where = `day ${day.dayNumber}`;
    const own = words.days[index] ?? day;
    const heading = t("trip.dayPicture", { day: day.dayNumber, title: text(own.title, where) });
    const dayBlocks: Block[] = [{ kind: "heading", level: 3, text: heading }];
    const description = text(own.description, where);
    if (description) dayBlocks.push({ kind: "paragraph", spans: plain(description) });
    const hotel = text(own.hotel, where);
    const meals = day.meals.map((meal) => text(mealName(t, meal), where)).filter(Boolean);
    const stay = [
      ...(hotel ? [labelled(t("trip.itinerary.hotel"), hotel)] : []),
      ...(meals.length > 0 ? [labelled(t("trip.itinerary.meals"), meals.join(t("trip.itinerary.mealsJoin")))] : []),
    ];
    if (stay.length > 0) dayBlocks.push({ kind: "list", items: stay });
    blocks.push({ kind: "together", blocks: dayBlocks });
  });

  const sections = [
    { title: t("trip.terms.inclusions"), items: inclusions },
    { title: t("trip.terms.exclusions"), items: exclusions },
    { title: t("trip.terms.terms"), items: list(words.termsAndConditions, "terms & conditions") },
    {
      title: t("trip.terms.cancellation"),
      items: list(words.cancellationPolicy, "cancellation policy & payment terms"),
    },
  ];
  for (const section of sections) {
    if (section.items.length > 0) {
      blocks.push(
        { kind: "heading", level: 2, text: section.title },
        { kind: "list", items: section.items.map(plain) },
      );
    }
  }

  blocks.push({
    kind: "together",
    blocks: [
      { kind: "heading", level: 2, text: t("trip.pdf.book", { name: facts.name }) },
      {
        kind: "list",
        items: [
          ...facts.phones.map((phone) => labelled(phone.label, phone.display, `tel:${phone.tel}`)),
          labelled(t("bar.whatsapp"), t("trip.pdf.chat"), whatsapp),
          ...facts.emails.map((email) =>
            labelled(t("trip.pdf.email", { label: email.label }), email.address, `mailto:${email.address}`),
          ),
          labelled(t("trip.pdf.thisOnline"), pageUrl, pageUrl),
        ],
      },
    ],
  });
  return { title, blocks, dropped };
}
