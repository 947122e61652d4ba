export interface NavItem {
  label: string;
  to: string;
  children?: NavItem[];
  /** Other path prefixes under which this item is the current section. */
  alsoActiveUnder?: string[];
}

export const MAIN_MENU: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About Us", to: "/about" },
  {
    label: "Destination",
    to: "/destinations",
    children: [
      { label: "International", to: "/destination/International" },
      { label: "Domestic", to: "/destination/Domestic" },
    ],
    alsoActiveUnder: ["/destination/", "/destination-details/", "/Itinerary/"],
  },
  { label: "Services", to: "/service", alsoActiveUnder: ["/service-details"] },
  { label: "Blog", to: "/blog", alsoActiveUnder: ["/blog-details"] },
  { label: "Contact us", to: "/contact" },
];

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** Whether a menu item marks the section the visitor is in. */
export function isActiveItem(item: NavItem, pathname: string): boolean {
  const path = normalise(pathname);
  if (path === item.to) return true;
  if (item.to !== "/" && path.startsWith(`${item.to}/`)) return true;
  return (item.alsoActiveUnder ?? []).some((prefix) => path === normalise(prefix) || path.startsWith(prefix));
}

/** The Book Now button leads to /contact, so it is pointless there. */
export const showsBookNow = (pathname: string): boolean => normalise(pathname) !== "/contact";
