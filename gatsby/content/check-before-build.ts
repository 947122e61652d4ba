import type { Reporter } from "gatsby";
import { enquiryOrigin, EnquiryEndpointError } from "../deploy/enquiry-endpoint";
import { validateContent } from "./content-validation";
import { catalogueFileProblems } from "../../src/i18n/catalogue-files";

/**
 * Checked first, before any sourcing: the enquiry endpoint (a published build that would lose enquiries stops
 * here, naming GATSBY_ADMIN_API_URL), then the content files edited by marketers (naming file and field) and the
 * editions' interface catalogues (naming file, language and key).
 */
export function checkBeforeBuild(reporter: Reporter): void {
  const problems: string[] = [];
  try {
    enquiryOrigin(process.env);
  } catch (error) {
    if (!(error instanceof EnquiryEndpointError)) throw error;
    reporter.panic(`[enquiry] ${error.message}`);
  }
  problems.push(...validateContent(), ...catalogueFileProblems());
  if (problems.length > 0) reporter.panic(`[content] ${problems.join("\n")}`);
}
