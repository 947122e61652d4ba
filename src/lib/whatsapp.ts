import { siteFacts } from "./site";
import { formatRupees } from "./money";
import { englishText, type Text } from "../i18n/text";

/** A wa.me chat link with the text pre-filled (URL-encoded, any script or emoji). */
export const whatsappUrl = (text: string, number: string = siteFacts.whatsappNumber): string =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

/** The words around the visitor's own in an enquiry's chat text: English here, an edition's from its catalogue. */
export interface ChatWords {
  hello: (name: string) => string;
  email: (email: string) => string;
  phone: (phone: string) => string;
  subject: (subject: string) => string;
}

const ENGLISH_CHAT_WORDS: ChatWords = {
  hello: (name) => `Hi! I'm ${name}.`,
  email: (email) => `E-mail: ${email}`,
  phone: (phone) => `Phone: ${phone}`,
  subject: (subject) => `Subject: ${subject}`,
};

/**
 * The chat text of an enquiry: the visitor's own name, how to reach them, subject and message (the original sent a
 * literal template). It is the whole enquiry, so an enquiry that could not reach the office can go this way instead;
 * its words are the edition's the form was on (`words`), so the planner answers in that language.
 */
export const enquiryMessage = (
  {
    name,
    email = "",
    phone = "",
    subject,
    message,
  }: {
    name: string;
    email?: string;
    phone?: string;
    subject: string;
    message: string;
  },
  words: ChatWords = ENGLISH_CHAT_WORDS,
): string =>
  [
    words.hello(name.trim()),
    ...(email.trim() ? [words.email(email.trim())] : []),
    ...(phone.trim() ? [words.phone(phone.trim())] : []),
    words.subject(subject.trim()),
    "",
    message.trim(),
  ].join("\n");

/** What the chat text says of a trip: the trip as the data layer projects it (src/lib/trip.ts). */
export interface WhatsAppTrip {
  name: string;
  durationDays: number;
  price: { amount: number };
}

/**
 * The chat text from a trip's page (destination details, itinerary, its brochure): the trip's name, days and price as
 * the page shows them, and the page, so the planner sees which trip at which price.
 */
export function tripWhatsAppText(trip: WhatsAppTrip, url: string, text: Text = englishText): string {
  const name = trip.name.trim();
  if (name === "") throw new Error("tripWhatsAppText: the trip name is empty");
  if (!/^https?:\/\//.test(url)) throw new Error(`tripWhatsAppText: "${url}" is not an absolute http(s) URL`);
  const facts = `${text("days", { count: trip.durationDays })}, ${text("price.line", { price: formatRupees(trip.price.amount) })}`;
  return text("bar.tripText", { name, facts, url });
}

/** The chat text from a page about no one trip (/service, a blog post). */
export const planningWhatsAppText = (text: Text = englishText): string => text("bar.planText");

/** A wa.me link with no number: WhatsApp lets the visitor pick whom to send the text to. */
export const whatsappShareUrl = (text: string): string => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** The text of "Share on WhatsApp" on an itinerary: the trip's name and the page's address. */
export const shareTripText = (tripName: string, url: string): string => `${tripName.trim()} itinerary: ${url}`;
