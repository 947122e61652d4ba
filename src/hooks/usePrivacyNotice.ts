import { graphql, useStaticQuery } from "gatsby";

/**
 * The privacy notice's version: its `lastUpdated` date (content/pages/privacy.json), which every enquiry carries
 * so the office knows which notice its sender saw. A static query of one short string (gatsby-node resolves it).
 */
export function usePrivacyNoticeVersion(): string {
  const data = useStaticQuery<Queries.PrivacyNoticeVersionQuery>(graphql`
    query PrivacyNoticeVersion {
      privacyNoticeVersion
    }
  `);
  return data.privacyNoticeVersion;
}
