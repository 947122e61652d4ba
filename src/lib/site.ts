import site from "../../content/site.json";

/** The agency's facts, from content/site.json (validated at build time by gatsby-node). */
export type SiteFacts = typeof site;
export const siteFacts: SiteFacts = site;

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
