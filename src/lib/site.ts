import site from "../../content/site.json";
import { dialNumber } from "./phone";

/** One of the agency's phones: its label, the number as shown and the number to dial (made from it). */
export interface Phone {
  label: string;
  display: string;
  tel: string;
}

/**
 * The agency's facts as the site uses them: content/site.json, each phone with its number to dial, and the facts
 * that name a phone (WhatsApp's, the privacy contact's) with that phone.
 */
export type SiteFacts = Omit<typeof site, "phones" | "whatsapp" | "privacyContact"> & {
  phones: Phone[];
  /** WhatsApp's number, digits only with the country code, as wa.me links take it. */
  whatsappNumber: string;
  privacyContact: Omit<typeof site.privacyContact, "phone"> & { phone: Phone };
};

/**
 * The facts of a site.json: the number to dial of each phone made from the number as shown, and each phone a fact
 * names by its label found (the build has checked that it is there: src/content-model/site.ts).
 */
export function siteFactsFrom(content: typeof site): SiteFacts {
  const { whatsapp, ...rest } = content;
  const phones = content.phones.map((phone) => ({ ...phone, tel: dialNumber(phone.display) }));
  const phone = (label: string): Phone => {
    const found = phones.find((candidate) => candidate.label === label);
    if (!found) throw new Error(`content/site.json names the phone "${label}", which is not one of its phones`);
    return found;
  };
  return {
    ...rest,
    phones,
    whatsappNumber: phone(whatsapp).tel.slice(1),
    privacyContact: { ...content.privacyContact, phone: phone(content.privacyContact.phone) },
  };
}

/** The agency's facts, from content/site.json (validated at build time by gatsby-node). */
export const siteFacts: SiteFacts = siteFactsFrom(site);

/** "Mon to Fri 9.30 am to 6.00 pm, Sat 9.30 am to 4.00 pm" */
export const openingHoursText = (facts: SiteFacts = siteFacts): string =>
  facts.hours.map((slot) => `${slot.days} ${slot.opens} to ${slot.closes}`).join(", ");

/** The canonical origin, without a trailing slash: GATSBY_SITE_URL (inlined at build) or siteUrl in content/site.json. */
export const siteUrl = (): string => (process.env.GATSBY_SITE_URL || siteFacts.siteUrl).replace(/\/+$/, "");

/** "/about" → "https://example.org/about"; absolute URLs are returned unchanged. */
export const absoluteUrl = (url: string, origin: string = siteUrl()): string =>
  /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;

/** The canonical URL of a page: no trailing slash (gatsby-config trailingSlash "never"), "/" for the home page. */
export const canonicalUrl = (pathname: string, origin: string = siteUrl()): string =>
  absoluteUrl(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname, origin);
