/** One URL per route of the site, with reference-data ids. */
export const ROUTES = {
  home: "/",
  about: "/about",
  blog: "/blog",
  blogPost: "/blog-details/blog-best-time-to-visit-kerala",
  blogLegacy: "/blog-details?id=blog-best-time-to-visit-kerala",
  service: "/service",
  serviceDetails: "/service-details",
  faq: "/faq",
  contact: "/contact",
  destinationsAll: "/destinations",
  destinationInternational: "/destination/International",
  destinationDomestic: "/destination/Domestic",
  destinationDetails: "/destination-details/dst-munnar",
  itinerary: "/Itinerary/dst-munnar",
  tour: "/tour",
  /** The featured tour (content/tour-catalogue.json). */
  tourDetails: "/tour-details",
  tourPage: "/tour-details/tour-bali-honeymoon-retreat",
  tourGuide: "/tour-guider-details",
  /** The privacy notice, a page made of blocks (content/pages/privacy.json). */
  privacy: "/privacy",
  /** The trips saved in this browser (empty in a fresh context). */
  shortlist: "/shortlist",
  /** The site search as a page (its results come once the page's script runs). */
  search: "/search",
  /** A landing page made of blocks (content/pages/kerala-honeymoon.json). */
  landing: "/kerala-honeymoon",
} as const;

/** The main menu's links in their order, the Destination submenu's after it (desktop menu and phone menu alike). */
export const MAIN_MENU_LABELS = [
  "Home",
  "About Us",
  "Destination",
  "International",
  "Domestic",
  "Tours",
  "Services",
  "Blog",
  "Contact us",
] as const;
