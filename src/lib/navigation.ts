import type { LinkedPage } from "./landing-links";
import { DESTINATION_TYPES, destinationListPath, ROUTES, SECTION_PREFIXES } from "./routes";
import { byText } from "./text-order";

export interface NavItem {
  label: string;
  to: string;
  children?: NavItem[];
  /** Other path prefixes under which this item is the current section. */
  alsoActiveUnder?: string[];
}

export const MAIN_MENU: NavItem[] = [
  { label: "Home", to: ROUTES.home },
  { label: "About Us", to: ROUTES.about },
  {
    label: "Destination",
    to: ROUTES.destinations,
    // The lists of each type, then the tour packages: every trip the agency sells is one tap from the menu.
    children: [
      ...DESTINATION_TYPES.map((type) => ({ label: type, to: destinationListPath(type) })),
      { label: "Tours", to: ROUTES.tour },
    ],
    alsoActiveUnder: [...SECTION_PREFIXES.destinations],
  },
  { label: "Services", to: ROUTES.service, alsoActiveUnder: [...SECTION_PREFIXES.service] },
  { label: "Blog", to: ROUTES.blog, alsoActiveUnder: [...SECTION_PREFIXES.blog] },
  { label: "Contact us", to: ROUTES.contact },
];

/**
 * The main menu with the landing pages a marketer put in it ("Linked from" → menu label), in address order,
 * before "Contact us", which stays last.
 */
export function mainMenu(pages: readonly LinkedPage[]): NavItem[] {
  const landing = pages
    .flatMap((page) => (page.linkedFrom?.menuLabel ? [{ label: page.linkedFrom.menuLabel, to: page.path }] : []))
    .sort((a, b) => byText(a.to, b.to));
  const contact = MAIN_MENU.findIndex((item) => item.to === ROUTES.contact);
  return [...MAIN_MENU.slice(0, contact), ...landing, ...MAIN_MENU.slice(contact)];
}

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** Whether a menu item marks the section the visitor is in. */
export function isActiveItem(item: NavItem, pathname: string): boolean {
  const path = normalise(pathname);
  if (path === item.to) return true;
  if (item.to !== ROUTES.home && path.startsWith(`${item.to}/`)) return true;
  return (item.alsoActiveUnder ?? []).some((prefix) => path === normalise(prefix) || path.startsWith(prefix));
}

/** The Book Now button leads to /contact, so it is pointless there. */
export const showsBookNow = (pathname: string): boolean => normalise(pathname) !== ROUTES.contact;
