import { destinationDetailsPath, destinationListPath, ROUTES } from "./routes";

/** One step of a breadcrumb trail; the current page has no link. */
export interface Crumb {
  label: string;
  to?: string;
}

/**
 * The visible trail and the BreadcrumbList JSON-LD are both built from this, so they cannot differ. `home`: the
 * first crumb in the page's edition (English: Home, at /).
 */
export const breadcrumbTrail = (
  title: string,
  crumbs: readonly Crumb[] = [],
  home: Crumb = { label: "Home", to: ROUTES.home },
): Crumb[] => [home, ...crumbs, { label: title }];

/** /destination/{type} sits under /destinations; /destinations itself has nothing in between. */
export const destinationListCrumbs = (type: string | null, destinations = "Destinations"): Crumb[] =>
  type ? [{ label: destinations, to: ROUTES.destinations }] : [];

/**
 * How an edition names the lists of a trip page's trail (English: Destinations, Domestic, Tours), from its interface
 * words; the lists are English pages until they have editions.
 */
export interface CrumbWords {
  destinations: string;
  type: (type: string) => string;
  tours: string;
}

const ENGLISH_CRUMBS: CrumbWords = { destinations: "Destinations", type: (type) => type, tours: "Tours" };

/** A destination type in a page's words, as the menu names it: International, Domestic (ml: വിദേശയാത്രകൾ, ഇന്ത്യയിൽ). */
export const destinationTypeName = (
  text: (key: "nav.international" | "nav.domestic") => string,
  type: string,
): string => (type === "International" ? text("nav.international") : type === "Domestic" ? text("nav.domestic") : type);

/** The crumb words of an edition from its interface text (the frame's and the trip part's). */
export const crumbWordsOf = (
  text: (key: "trip.crumb.destinations" | "nav.international" | "nav.domestic" | "nav.tours") => string,
): CrumbWords => ({
  destinations: text("trip.crumb.destinations"),
  type: (type) => destinationTypeName(text, type),
  tours: text("nav.tours"),
});

/**
 * The one rule of every trip page: Home › the trip's list › the trip › the page. A destination's list is its type
 * under Destinations (Destinations › Domestic), a tour package's is Tours. On the trip's own page the trip is the
 * page's title; a page about a part of the trip (its itinerary) links the trip before its own title.
 */
export const tripCrumbs = (
  trip: { type: string | null; part?: { name: string; to: string } },
  words: CrumbWords = ENGLISH_CRUMBS,
): Crumb[] => [
  ...(trip.type === null
    ? [{ label: words.tours, to: ROUTES.tour }]
    : [
        { label: words.destinations, to: ROUTES.destinations },
        { label: words.type(trip.type), to: destinationListPath(trip.type) },
      ]),
  ...(trip.part ? [{ label: trip.part.name, to: trip.part.to }] : []),
];

/** /destination-details/{id}: Home › Destinations › Domestic › Goa. */
export const destinationDetailsCrumbs = (type: string, words?: CrumbWords): Crumb[] => tripCrumbs({ type }, words);

/** /Itinerary/{id}: Home › Destinations › Domestic › Goa › Goa Itinerary; `to`: the trip's page in the edition. */
export const itineraryCrumbs = (
  destination: { id: string; type: string; name: string; to?: string },
  words?: CrumbWords,
): Crumb[] =>
  tripCrumbs(
    {
      type: destination.type,
      part: { name: destination.name, to: destination.to ?? destinationDetailsPath(destination.id) },
    },
    words,
  );

/** /tour-details/{id}: Home › Tours › Kerala Backwaters and Hills. */
export const tourDetailsCrumbs: Crumb[] = tripCrumbs({ type: null });
