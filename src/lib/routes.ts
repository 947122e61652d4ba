/**
 * Every address of the site, written once. gatsby-node creates the pages at these paths; links, menus,
 * breadcrumbs, the sitemap rules and redirects take them from here (a lint rule forbids route strings
 * anywhere else in src/, gatsby/ and gatsby-node.ts).
 */
import { DESTINATION_TYPES, type DestinationType } from "../../plugins/gatsby-source-agency-api/destination-types";
import { PAGE_DATA_URL_DIR } from "../../gatsby/upstream/gatsby-url-dirs";
import { pathInEdition, type EditionCode } from "../i18n/editions";

export { DESTINATION_TYPES, type DestinationType };

/** File-routed pages (src/pages) and the list of every destination. */
export const ROUTES = {
  home: "/",
  about: "/about",
  service: "/service",
  serviceDetails: "/service-details",
  tour: "/tour",
  tourDetails: "/tour-details",
  blog: "/blog",
  faq: "/faq",
  contact: "/contact",
  destinations: "/destinations",
  /** The trips a visitor saved on this device (noindex, not in the sitemap: it is different in every browser). */
  shortlist: "/shortlist",
  /** The privacy notice, a page made of blocks (content/pages/privacy.json). */
  privacy: "/privacy",
  /** The site search as a page: where the header's search goes before the scripts run, and ?q= links land. */
  search: "/search",
  /** The old article address /blog-details?id={id}; the posts themselves live at blogPostPath(id). */
  legacyBlogPost: "/blog-details",
  notFound: "/404",
} as const;

/**
 * The query parameters /contact prefills its enquiry from: `trip` names the trip (the subject), `days` is its length
 * (the last day follows the first), and a landing page's link may add the rest (src/lib/trip-enquiry.ts):
 * /contact?trip=Kerala%20honeymoon&adults=2&rooms=1.
 */
export const CONTACT_PARAMS = {
  trip: "trip",
  days: "days",
  when: "when",
  adults: "adults",
  children: "children",
  rooms: "rooms",
  from: "from",
  budget: "budget",
} as const;

/** /contact?trip=Munnar%20Hills&days=4: the contact page with its enquiry prefilled for one trip (Book Now on a trip card). */
export const contactTripPath = (tripName: string, days?: number): string =>
  `${ROUTES.contact}?${CONTACT_PARAMS.trip}=${encodeURIComponent(tripName)}` +
  (days && days > 0 ? `&${CONTACT_PARAMS.days}=${days}` : "");

/**
 * /search?q=munnar: the site search's page with a query (the header's "All pages found", the page's own address), in
 * an edition: /ml/search?q=… searches the Malayalam pages.
 */
export const searchPath = (query: string, code: EditionCode = "en"): string =>
  pathInEdition(code, `${ROUTES.search}?q=${encodeURIComponent(query)}`);

/** /destination/International: the destinations of one type. */
export const destinationListPath = (type: string): string => `/destination/${type}`;

/** /destination-details/{id} */
export const destinationDetailsPath = (id: string): string => `/destination-details/${id}`;

/** /Itinerary/{id}: the day-by-day plan (only for destinations that have days). */
export const itineraryPath = (id: string): string => `/Itinerary/${id}`;

/** /tour-details/{id}: one tour package of the booking system with its day plan. */
export const tourDetailsPath = (id: string): string => `${ROUTES.tourDetails}/${id}`;

/** /blog-details/{id} */
export const blogPostPath = (id: string): string => `${ROUTES.legacyBlogPost}/${encodeURIComponent(id)}`;

/** /blog with its list state, e.g. "/blog?category=Kerala&page=2" (the query string comes from blog-list). */
export const blogListPath = (queryString = ""): string => `${ROUTES.blog}${queryString}`;

/** The travel-tip PDF of a destination type: /assets/pdf/International-tips.pdf */
export const tipPdfPath = (type: string): string => `/assets/pdf/${type}-tips.pdf`;

/** Pages made of content blocks (content/pages/*.json) that the site needs; landing pages add their own paths. */
export const BLOCK_PAGE_ROUTES = [ROUTES.home, ROUTES.about, ROUTES.service, ROUTES.privacy] as const;

/** The CMS, its own single page (not for visitors, not in the sitemap). */
export const ADMIN_PATH = "/admin";

/** Addresses the code makes pages at: a content page cannot take one (gatsby/content/block-pages.ts). */
export const CODE_ROUTES: readonly string[] = Object.values(ROUTES).filter(
  (route) => !(BLOCK_PAGE_ROUTES as readonly string[]).includes(route),
);

/** The trips as the build writes them for the comparison on /shortlist (gatsby/pages/trip-data.ts). */
export const TRIP_DATA_DIR = "/data/trips";

/**
 * /data/trips/destination-dst-munnar.json: one trip's data, fetched when the visitor compares it; an edition's in its
 * own folder (/data/trips/ml/…), the trip in the edition's words where it is translated into it.
 */
export const tripDataPath = ({ kind, id }: { kind: string; id: string }, code: EditionCode = "en"): string =>
  `${TRIP_DATA_DIR}${code === "en" ? "" : `/${code}`}/${kind}-${id}.json`;

/** Folders the code fills with its own pages and files: a content page cannot live inside one. */
export const CODE_ROUTE_PREFIXES: readonly string[] = [
  destinationListPath(""),
  destinationDetailsPath(""),
  itineraryPath(""),
  tourDetailsPath(""),
  `${ROUTES.legacyBlogPost}/`,
  tipPdfPath("").replace(/[^/]*$/, ""),
  `${ADMIN_PATH}/`,
  ADMIN_PATH,
  PAGE_DATA_URL_DIR,
  `${TRIP_DATA_DIR}/`,
  "/static/",
  "/pagefind/",
];

/** The folder of the itinerary PDFs (the build removes PDFs there whose destination is gone). */
export const ITINERARY_PDF_DIR = "/assets/pdf/itineraries";

/**
 * The itinerary PDF of a destination, written at build in each edition's language it is translated into (its faces
 * in gatsby/pdf/pdf-assets.ts): /assets/pdf/itineraries/dst-dubai-itinerary.pdf, in Malayalam
 * dst-munnar-itinerary.ml.pdf and in Arabic dst-munnar-itinerary.ar.pdf.
 */
export const itineraryPdfPath = (id: string, language: EditionCode = "en"): string =>
  `${ITINERARY_PDF_DIR}/${id}-itinerary${language === "en" ? "" : `.${language}`}.pdf`;

/** "Dubai" → "Dubai-itinerary-Keralam-Holidays.pdf": the name the PDF is saved under (the link's `download`). */
export function itineraryPdfFileName(tripName: string, agencyName: string): string {
  const words = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  return [words(tripName), "itinerary", words(agencyName)].filter(Boolean).join("-") + ".pdf";
}

/** Path prefixes under which a menu section stays current (a destination's pages sit under "Destination"). */
export const SECTION_PREFIXES = {
  destinations: [
    destinationListPath(""),
    destinationDetailsPath(""),
    itineraryPath(""),
    ROUTES.tour,
    ROUTES.tourDetails,
  ],
  service: [ROUTES.serviceDetails],
  blog: [ROUTES.legacyBlogPost],
} as const;

/**
 * Decap CMS (gatsby/cms/admin-bundle.ts writes public/admin/index.html): not a Gatsby page, so not in the
 * sitemap; noindex, with its own Content-Security-Policy (gatsby/deploy/security-headers.ts).
 */
export const CMS_ADMIN_PATH = "/admin/";

/**
 * The backend records the CMS preview shows in blocks: the page made for their query (src/templates/
 * preview-records.tsx), and the JSON file the build writes from it for the preview to load (gatsby/cms/
 * preview-records.ts).
 */
export const CMS_PREVIEW_RECORDS_PATH = `${CMS_ADMIN_PATH}preview-records`;
export const CMS_PREVIEW_RECORDS_DATA = `${CMS_PREVIEW_RECORDS_PATH}.json`;

/**
 * The site search's index and scripts (Pagefind, written at build by gatsby/search/): loaded only when a visitor
 * searches; the folder has its own Content-Security-Policy, for the search worker's WebAssembly.
 */
export const SEARCH_INDEX_DIR = "/pagefind/";
