import { splitBullets } from "./bullets";
import { addDays, daysBetween, formatDate } from "./dates";
import { formatDays, formatRupees } from "./money";
import { destinationTrip, type DestinationRecord } from "./trip";
import type { Block, CanDraw, Span } from "./markdown-blocks";
import type { SiteFacts } from "./site";
import { tripWhatsAppText, whatsappUrl } from "./whatsapp";

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
  { pageUrl, facts, issued, canDraw }: { pageUrl: string; facts: ItineraryPdfFacts; issued: string; canDraw: CanDraw },
): ItineraryPdfDocument {
  if (!hasItinerary(destination)) {
    throw new Error(`destination "${destination.agencyId}" has no itinerary days, so it has no itinerary PDF`);
  }
  const trip = destinationTrip(destination);
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
  const whatsapp = whatsappUrl(tripWhatsAppText({ ...trip, name: name || trip.id }, pageUrl), facts.whatsappNumber);

  const blocks: PdfBlock[] = destination.picturePath ? [{ kind: "picture", path: destination.picturePath }] : [];
  blocks.push({ kind: "heading", level: 1, text: `${name} Itinerary` });
  const gst = trip.price.taxes === null ? null : text(trip.price.taxes, "price");
  blocks.push({
    kind: "price",
    amount: formatRupees(trip.price.amount),
    unit: trip.price.basis,
    duration: formatDays(trip.durationDays),
    notes: [
      ...(gst ? [gst] : []),
      `Issued ${formatDate(issued)} · Prices valid until ${formatDate(priceValidUntil(issued, facts.pdfPriceValidityDays))}`,
    ],
    links: [
      { label: "See this trip online", url: pageUrl },
      { label: "Ask us on WhatsApp", url: whatsapp },
    ],
  });
  const overview = text(destination.overview, "overview");
  if (overview)
    blocks.push({ kind: "heading", level: 2, text: "Overview" }, { kind: "paragraph", spans: plain(overview) });

  blocks.push({ kind: "heading", level: 2, text: "Day by day" });
  for (const day of destination.itinerary) {
    const where = `day ${day.dayNumber}`;
    const dayBlocks: Block[] = [{ kind: "heading", level: 3, text: `Day ${day.dayNumber}: ${text(day.title, where)}` }];
    const description = text(day.description, where);
    if (description) dayBlocks.push({ kind: "paragraph", spans: plain(description) });
    const hotel = text(day.hotel, where);
    const meals = day.meals.map((meal) => text(meal, where)).filter(Boolean);
    const stay = [
      ...(hotel ? [labelled("Hotel", hotel)] : []),
      ...(meals.length > 0 ? [labelled("Meals", meals.join(", "))] : []),
    ];
    if (stay.length > 0) dayBlocks.push({ kind: "list", items: stay });
    blocks.push({ kind: "together", blocks: dayBlocks });
  }

  const sections = [
    { title: "Inclusions", items: inclusions },
    { title: "Exclusions", items: exclusions },
    { title: "Terms & Conditions", items: list(destination.termsAndConditions, "terms & conditions") },
    {
      title: "Cancellation Policy & Payment Terms",
      items: list(destination.cancellationPolicy, "cancellation policy & payment terms"),
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
      { kind: "heading", level: 2, text: `Book with ${facts.name}` },
      {
        kind: "list",
        items: [
          ...facts.phones.map((phone) => labelled(phone.label, phone.display, `tel:${phone.tel}`)),
          labelled("WhatsApp", "chat with us about this trip", whatsapp),
          ...facts.emails.map((email) => labelled(`${email.label} e-mail`, email.address, `mailto:${email.address}`)),
          labelled("This itinerary online", pageUrl, pageUrl),
        ],
      },
    ],
  });
  return { title: `${name} Itinerary`, blocks, dropped };
}
