import type { Reporter } from "gatsby";
import { enquiryOrigin, EnquiryEndpointError } from "../deploy/enquiry-endpoint";
import { validateContent } from "./content-validation";
import { catalogueFileProblems } from "../../src/i18n/catalogue-files";
import { lastDayOf, ratesShownOn, type CurrencyRates } from "../../src/lib/currencies";
import { CURRENCY_RATES } from "../../src/lib/currency-rates";
import { localIsoDate } from "../../src/lib/dates";

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
  const stale = staleRatesWarning(CURRENCY_RATES, localIsoDate());
  if (stale) reporter.warn(`[currency] ${stale}`);
}

/** What the build says when the currency rates are past their last day (visitors then see prices in ₹ only). */
export function staleRatesWarning(rates: CurrencyRates, today: string): string | null {
  if (ratesShownOn(rates, today)) return null;
  return `content/currency-rates.json: the rates of ${rates.date} were for use until ${lastDayOf(rates)}; trip pages show prices in ₹ only until they are updated (CMS: Site content → Currency rates)`;
}
