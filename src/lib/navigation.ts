import type { LinkedPage } from "./landing-links";
import { DESTINATION_TYPES, destinationListPath, ROUTES, SECTION_PREFIXES } from "./routes";
import { byText } from "./text-order";
import { englishText, type MessageKey } from "../i18n/text";
import { englishPathOf } from "../i18n/editions";

export interface NavItem {
  label: string;
  /** The label's key in the interface catalogues (src/i18n/messages): the menu's items, not a marketer's. */
  key?: MessageKey;
  to: string;
  children?: NavItem[];
  /** Other path prefixes under which this item is the current section. */
  alsoActiveUnder?: string[];
}

/** An item of the menu, labelled from the interface catalogue. */
const item = (key: MessageKey, to: string, more: Omit<NavItem, "label" | "key" | "to"> = {}): NavItem => ({
  label: englishText(key),
  key,
  to,
  ...more,
});

const TYPE_KEYS = { International: "nav.international", Domestic: "nav.domestic" } as const satisfies Record<
  (typeof DESTINATION_TYPES)[number],
  MessageKey
>;

export const MAIN_MENU: NavItem[] = [
  item("nav.home", ROUTES.home),
  item("nav.about", ROUTES.about),
  item("nav.destinations", ROUTES.destinations, {
    // The lists of each type, then the tour packages: every trip the agency sells is one tap from the menu.
    children: [
      ...DESTINATION_TYPES.map((type) => item(TYPE_KEYS[type], destinationListPath(type))),
      item("nav.tours", ROUTES.tour),
    ],
    alsoActiveUnder: [...SECTION_PREFIXES.destinations],
  }),
  item("nav.services", ROUTES.service, { alsoActiveUnder: [...SECTION_PREFIXES.service] }),
  item("nav.blog", ROUTES.blog, { alsoActiveUnder: [...SECTION_PREFIXES.blog] }),
  item("nav.contact", ROUTES.contact),
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

/** The Book Now button leads to /contact (its edition's), so it is pointless there. */
export const showsBookNow = (pathname: string): boolean => normalise(englishPathOf(pathname)) !== ROUTES.contact;
