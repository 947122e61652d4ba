import site from "../../content/site.json";

/** The agency's facts, from content/site.json (validated at build time by gatsby-node). */
export type SiteFacts = typeof site;
export const siteFacts: SiteFacts = site;

/** "Mon to Fri 9.30 am to 6.00 pm, Sat 9.30 am to 4.00 pm" */
export const openingHoursText = (facts: SiteFacts = siteFacts): string =>
  facts.hours.map((slot) => `${slot.days} ${slot.opens} to ${slot.closes}`).join(", ");
