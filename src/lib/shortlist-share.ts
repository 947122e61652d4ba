import { formatRupees } from "./money";
import type { ShortlistText } from "../i18n/shortlist-text";
import { ROUTES } from "./routes";
import { SAVE_PARAM, SHORTLIST_READ_LIMIT, readShortlist, type TripRef } from "./shortlist";

// What only /shortlist needs of a shortlist (sharing it, sending one enquiry about it): apart from shortlist.ts, which
// every page with a save button loads.

/** The query parameter of a shared shortlist: `/shortlist?trips=destination:dst-munnar,tour:tour-bali`. */
export const SHARE_PARAM = "trips";

/** The address of a shortlist to share: its trips, in order, readable in the link itself. */
export function shortlistSharePath(trips: readonly TripRef[]): string {
  const list = trips.map(({ kind, id }) => `${kind}:${encodeURIComponent(id)}`).join(",");
  return `${ROUTES.shortlist}?${SHARE_PARAM}=${list}`;
}

/**
 * The trips a query string names in `param` (`kind:id,kind:id`); null when it has no such parameter. A link mangled
 * on its way (a chat app cutting it, an unknown kind) keeps the trips it still names, in order, once each; only its
 * first SHORTLIST_READ_LIMIT entries are read.
 */
function tripsFromSearch(search: string, param: string): TripRef[] | null {
  // Read from the raw query: URLSearchParams would decode a comma inside an id into a separator.
  const pair = search
    .replace(/^\?/, "")
    .split("&")
    .find((part) => part === param || part.startsWith(`${param}=`));
  if (pair === undefined) return null;
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text; // not encoded as shortlistSharePath writes it: taken as it is
    }
  };
  const entries = pair
    .slice(param.length + 1)
    .split(",", SHORTLIST_READ_LIMIT)
    .filter((entry) => entry.includes(":"))
    .map((entry) => {
      const at = entry.indexOf(":");
      return { kind: entry.slice(0, at).trim(), id: decoded(entry.slice(at + 1)).trim() };
    });
  return readShortlist(entries);
}

/** The trips of a shared shortlist's query string; null when it shares none (the visitor's own /shortlist). */
export const tripsFromShareSearch = (search: string): TripRef[] | null => tripsFromSearch(search, SHARE_PARAM);

/**
 * The trip a Save link pressed before its page's script asks /shortlist to save (`saveTripPath`): null when the
 * address asks nothing; `{ trip: undefined }` when it asks but names no trip this site could have written. One trip:
 * a link carrying more was not written by this site, and only its first is taken.
 */
export function tripSavedByLink(search: string): { trip: TripRef | undefined } | null {
  const trips = tripsFromSearch(search, SAVE_PARAM);
  return trips && { trip: trips[0] };
}

/** The query string without the Save link's parameter: what the address keeps once the trip is saved. */
export const withoutSaveParam = (search: string): string => {
  const rest = search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && part !== SAVE_PARAM && !part.startsWith(`${SAVE_PARAM}=`));
  return rest.length > 0 ? `?${rest.join("&")}` : "";
};

/** What an enquiry about a shortlist says of its trips, for the planner: each one's name, kind, length and price. */
export const shortlistEnquiryLine = (
  text: ShortlistText,
  trips: readonly (TripRef & { name: string; durationDays: number; pricePerPerson: number })[],
): string =>
  text("shortlist.form.line", {
    trips: trips
      .map((trip) =>
        text("shortlist.form.trip", {
          name: trip.name,
          kind: text(`shortlist.kind.${trip.kind}`).toLowerCase(),
          days: text("days", { count: trip.durationDays }),
          price: text("price.line", { price: formatRupees(trip.pricePerPerson) }),
        }),
      )
      .join("; "),
  });

/** The subject an enquiry about a shortlist starts with: the trip's own for one, how many for more. */
export const shortlistEnquirySubject = (text: ShortlistText, trips: readonly { name: string }[]): string =>
  trips.length === 1
    ? text("shortlist.form.subjectOne", { name: trips[0]!.name.trim() })
    : text("shortlist.form.subjectMany", { count: trips.length });
