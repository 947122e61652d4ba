import privacyNotice from "../../content/pages/privacy.json";
import { isIsoDate } from "./dates";

/**
 * What an enquiry must say about consent: which privacy notice the visitor was shown, and whether they ticked the
 * travel-offers box. The reference API runs this module (server/site-rules.mjs); no page imports it, so the notice's
 * text stays out of the site's JavaScript (the form gets its version from a static query, usePrivacyNotice.ts).
 */

/**
 * Every version of the privacy notice the site has published: its `lastUpdated` date and the dates it carried
 * before (`earlierVersions` in content/pages/privacy.json, the one place they are written).
 */
export const PUBLISHED_NOTICE_VERSIONS: readonly string[] = [
  privacyNotice.lastUpdated,
  ...(privacyNotice.earlierVersions ?? []),
];

/** What the visitor was told and chose, as the API takes and stores it. */
export interface ConsentRecord {
  /** The version (lastUpdated date) of the privacy notice shown beside the form. */
  noticeVersion: string;
  /** The separate, unticked-by-default box for travel offers (false when absent). */
  marketingOptIn: boolean;
}

/** The consent of a request body: every problem at once, or the consent as it is stored. */
export function checkConsent(
  body: Record<string, unknown>,
  published: readonly string[] = PUBLISHED_NOTICE_VERSIONS,
): { consent: ConsentRecord } | { fields: Partial<Record<keyof ConsentRecord, string>> } {
  const fields: Partial<Record<keyof ConsentRecord, string>> = {};
  const { noticeVersion, marketingOptIn = false } = body;
  if (noticeVersion === undefined || noticeVersion === null || noticeVersion === "") {
    fields.noticeVersion = "Notice version is required: the date of the privacy notice shown beside the form";
  } else if (typeof noticeVersion !== "string" || !isIsoDate(noticeVersion)) {
    fields.noticeVersion = "Notice version must be a date written YYYY-MM-DD";
  } else if (!published.includes(noticeVersion)) {
    fields.noticeVersion = `Notice version must be a version of the privacy notice: ${published.join(", ")}`;
  }
  if (typeof marketingOptIn !== "boolean") fields.marketingOptIn = "Marketing opt-in must be true or false";
  if (Object.keys(fields).length > 0) return { fields };
  return { consent: { noticeVersion: noticeVersion as string, marketingOptIn: marketingOptIn as boolean } };
}
