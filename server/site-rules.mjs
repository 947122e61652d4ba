/**
 * The site's rules for what an enquiry may hold, run by the API as they are written: src/lib's TypeScript modules
 * (enquiry-rules, trip-details, text-rules, consent-rules, enquiry-context, dates), bundled by esbuild in memory when this module is
 * first imported and loaded from that bundle. Nothing is compiled ahead or written to disk, so `node server/index.mjs`
 * and `node --test server/test/*.test.mjs` always run the rules as they are in src/lib (docs/design-decisions.md,
 * "The API runs the site's rule modules").
 */
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const RULES = ["enquiry-rules", "trip-details", "text-rules", "consent-rules", "enquiry-context", "dates"];

const {
  outputFiles: [bundle],
} = await build({
  stdin: {
    contents: RULES.map((name) => `export * from "./${name}";`).join("\n"),
    resolveDir: fileURLToPath(new URL("../src/lib/", import.meta.url)),
    sourcefile: "server/site-rules.mjs (src/lib rules)",
    loader: "ts",
  },
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  write: false,
  logLevel: "silent",
});

/** @type {typeof import("../src/lib/enquiry-rules") & typeof import("../src/lib/trip-details") & typeof import("../src/lib/text-rules") & typeof import("../src/lib/consent-rules") & typeof import("../src/lib/enquiry-context") & typeof import("../src/lib/dates")} */
const rules = await import(`data:text/javascript;base64,${Buffer.from(bundle.text).toString("base64")}`);

export const {
  BUDGET_PER_PERSON,
  ENQUIRY_RULES,
  FROM_MAX,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_ROOMS,
  PUBLISHED_NOTICE_VERSIONS,
  addDays,
  checkConsent,
  checkEnquiry,
  checkEnquiryContext,
  earliestToday,
  fieldProblem,
  formatDateRange,
  formatMonth,
  hiddenCharacter,
  lastTravelDay,
  latestToday,
  normaliseField,
  problemMessage,
  tripSummary,
  validateTrip,
} = rules;
