import { destinationDetailsPath, destinationListPath, ROUTES } from "./routes";

/** One step of a breadcrumb trail; the current page has no link. */
export interface Crumb {
  label: string;
  to?: string;
}

/** The visible trail and the BreadcrumbList JSON-LD are both built from this, so they cannot differ. */
export const breadcrumbTrail = (title: string, crumbs: readonly Crumb[] = []): Crumb[] => [
  { label: "Home", to: ROUTES.home },
  ...crumbs,
  { label: title },
];

/** /destination/{type} sits under /destinations; /destinations itself has nothing in between. */
export const destinationListCrumbs = (type: string | null): Crumb[] =>
  type ? [{ label: "Destinations", to: ROUTES.destinations }] : [];

export const destinationDetailsCrumbs = (type: string): Crumb[] => [
  { label: "Destinations", to: ROUTES.destinations },
  { label: type, to: destinationListPath(type) },
];

export const itineraryCrumbs = (destination: { id: string; type: string; name: string }): Crumb[] => [
  { label: destination.type, to: destinationListPath(destination.type) },
  { label: destination.name, to: destinationDetailsPath(destination.id) },
];

export const blogPostCrumbs: Crumb[] = [{ label: "Blog", to: ROUTES.blog }];
