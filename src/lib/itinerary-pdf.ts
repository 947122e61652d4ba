import { splitBullets } from "./bullets";
import { formatDays } from "./money";
import { formatIndian } from "./numbers";
import type { Block, Span } from "./markdown-blocks";
import type { SiteFacts } from "./site";

/** What an itinerary PDF is written from: the same fields the itinerary page shows. */
export interface ItineraryPdfInput {
  id: string;
  name: string;
  overview: string;
  pricePerPerson: number;
  durationDays: number;
  itinerary: readonly {
    dayNumber: number;
    title: string;
    description: string;
    hotel: string;
    meals: readonly string[];
  }[];
  inclusions: string;
  exclusions: string;
  termsAndConditions: string;
  cancellationPolicy: string;
}

/** A block of the PDF, or blocks the layout keeps on one page (a day is never split across pages). */
export type PdfBlock = Block | { kind: "together"; blocks: Block[] };

export interface ItineraryPdfDocument {
  title: string;
  blocks: PdfBlock[];
  /** Characters of the data the PDF font cannot draw, left out of the PDF: "Munnar 🌄 (day 2 title)". */
  dropped: string[];
}

/** Only destinations with days get an itinerary page (gatsby-node), and so a PDF. */
export const hasItinerary = (destination: { itinerary: readonly unknown[] }): boolean =>
  destination.itinerary.length > 0;

// Windows-1252 beyond Latin-1: the characters the PDFs' built-in fonts (Helvetica) can draw besides ASCII.
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const UNDRAWABLE = new RegExp(`[^\\x20-\\x7e\\xa0-\\xff${WIN_ANSI_EXTRA}]`, "gu");

/**
 * Backend text made drawable by the PDF font: the rupee sign becomes "Rs", line breaks and tabs become
 * spaces, and what still cannot be drawn (emoji, other scripts) is left out and reported in `dropped`.
 */
export function drawableText(text: string, where: string, dropped: string[]): string {
  const normalised = text
    .normalize("NFC")
    .replace(/₹\s*/g, "Rs ")
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
  const bad = normalised.match(UNDRAWABLE);
  if (bad) dropped.push(`${[...new Set(bad)].join(" ")} (${where})`);
  return normalised.replace(UNDRAWABLE, "").replace(/ {2,}/g, " ").trim();
}

/** "Rs 64,500 per person": the page's price in letters Helvetica has. */
export const pdfPrice = (amount: number): string => `Rs ${formatIndian(Math.round(amount))} per person`;

const plain = (text: string): Span[] => [{ text, bold: false }];
const labelled = (label: string, text: string): Span[] => [
  { text: `${label}: `, bold: true },
  { text, bold: false },
];

/**
 * The itinerary PDF of a destination, in the order of its page: overview, each day with hotel and meals,
 * inclusions, exclusions, terms, cancellation, then how to reach the agency and the page's address.
 */
export function itineraryPdfDocument(
  destination: ItineraryPdfInput,
  { pageUrl, facts }: { pageUrl: string; facts: Pick<SiteFacts, "name" | "phones" | "emails"> },
): ItineraryPdfDocument {
  if (!hasItinerary(destination)) {
    throw new Error(`destination "${destination.id}" has no itinerary days, so it has no itinerary PDF`);
  }
  const dropped: string[] = [];
  const text = (value: string, where: string) => drawableText(value, where, dropped);
  const name = text(destination.name, "name");
  const blocks: PdfBlock[] = [{ kind: "heading", level: 1, text: `${name} Itinerary` }];
  blocks.push({
    kind: "paragraph",
    spans: [{ text: `${formatDays(destination.durationDays)} · ${pdfPrice(destination.pricePerPerson)}`, bold: true }],
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
    const facts = [
      ...(hotel ? [labelled("Hotel", hotel)] : []),
      ...(meals.length > 0 ? [labelled("Meals", meals.join(", "))] : []),
    ];
    if (facts.length > 0) dayBlocks.push({ kind: "list", items: facts });
    blocks.push({ kind: "together", blocks: dayBlocks });
  }

  const sections = [
    { title: "Inclusions", value: destination.inclusions },
    { title: "Exclusions", value: destination.exclusions },
    { title: "Terms & Conditions", value: destination.termsAndConditions },
    { title: "Cancellation Policy & Payment Terms", value: destination.cancellationPolicy },
  ];
  for (const section of sections) {
    const items = splitBullets(section.value)
      .map((item) => text(item, section.title.toLowerCase()))
      .filter(Boolean);
    if (items.length > 0) {
      blocks.push({ kind: "heading", level: 2, text: section.title }, { kind: "list", items: items.map(plain) });
    }
  }

  blocks.push({
    kind: "together",
    blocks: [
      { kind: "heading", level: 2, text: `Book with ${facts.name}` },
      {
        kind: "list",
        items: [
          ...facts.phones.map((phone) => labelled(phone.label, phone.display)),
          ...facts.emails.map((email) => labelled(`${email.label} e-mail`, email.address)),
          labelled("This itinerary online", pageUrl),
        ],
      },
    ],
  });
  return { title: `${name} Itinerary`, blocks, dropped };
}
