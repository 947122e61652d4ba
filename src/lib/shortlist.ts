import { STORAGE_KEYS, deviceStorage, readJson, type DeviceStorage } from "./device-storage";
import { ROUTES, destinationDetailsPath, tourDetailsPath } from "./routes";
import { pathInEdition, type EditionCode } from "../i18n/editions";

/** A trip a visitor can save: a destination or a tour package of the booking system, by its id. */
export type TripKind = "destination" | "tour";
export interface TripRef {
  kind: TripKind;
  id: string;
}

/** Enough to compare on one screen; more is a catalogue, not a shortlist. */
export const SHORTLIST_MAX = 12;

/** Where the shortlist is kept: on this device, or only for this visit because storage is blocked or full. */
export type ShortlistKeeping = "device" | "blocked" | "full";

export interface ShortlistState {
  /** The saved trips, oldest first. */
  trips: readonly TripRef[];
  keeping: ShortlistKeeping;
  /** False until the device has been read (in the build's HTML and while hydrating): nothing is known yet. */
  loaded: boolean;
}

export const EMPTY_SHORTLIST: ShortlistState = { trips: [], keeping: "device", loaded: false };

export const sameTrip = (a: TripRef, b: TripRef): boolean => a.kind === b.kind && a.id === b.id;

/** The query parameter of a trip saved by its link, before the page's script took the Save button over. */
export const SAVE_PARAM = "save";

/**
 * Where Save leads before the script has read the shortlist (a slow phone's first seconds): /shortlist, which saves
 * the trip once its own script runs. `/shortlist?save=destination:dst-munnar`.
 */
export const saveTripPath = ({ kind, id }: TripRef): string =>
  `${ROUTES.shortlist}?${SAVE_PARAM}=${kind}:${encodeURIComponent(id)}`;

/** The page of a saved trip. */
export const tripPath = ({ kind, id }: TripRef): string =>
  kind === "destination" ? destinationDetailsPath(id) : tourDetailsPath(id);

/**
 * A trip's page in edition `code`: a tour's page is in every edition, a destination's where it is translated into it
 * (`language`, the words the build gave the trip in that edition); otherwise its English page.
 */
export const tripPathIn = (code: EditionCode, trip: TripRef & { language: string }): string =>
  code !== "en" && (trip.kind === "tour" || trip.language === code)
    ? pathInEdition(code, tripPath(trip))
    : tripPath(trip);

const isTripRef = (value: unknown): value is TripRef => {
  if (!value || typeof value !== "object") return false;
  const { kind, id } = value as Record<string, unknown>;
  return (kind === "destination" || kind === "tour") && typeof id === "string" && id.trim() !== "";
};

/**
 * Entries of a stored or shared list that are read: this site writes at most SHORTLIST_MAX, so a longer list was
 * tampered with or mangled, and its first entries are as good as any (a page must not stall on 100,000 of them).
 */
export const SHORTLIST_READ_LIMIT = 100;

/**
 * The longest stored shortlist text read: SHORTLIST_MAX trips with ids of the longest kind (100 characters) take
 * under 2,000. A longer one was not written by this site and is read as an empty shortlist without being parsed:
 * parsing 100,000 tampered entries alone stalls a phone.
 */
export const SHORTLIST_STORED_MAX_CHARACTERS = 16_000;

/**
 * The stored shortlist as trips: anything that is not a list of trips is an empty one; bad or repeated entries drop.
 * Linear: it reads at most SHORTLIST_READ_LIMIT entries and stops at SHORTLIST_MAX trips.
 */
export function readShortlist(value: unknown): TripRef[] {
  if (!Array.isArray(value)) return [];
  const trips: TripRef[] = [];
  const seen = new Set<string>();
  for (const entry of value.slice(0, SHORTLIST_READ_LIMIT) as unknown[]) {
    if (!isTripRef(entry)) continue;
    const { kind, id } = entry;
    const key = `${kind}:${id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    trips.push({ kind, id });
    if (trips.length === SHORTLIST_MAX) break;
  }
  return trips;
}

/** The list with `trip` moved `by` places (−1 earlier, +1 later), kept within the list's ends. */
export function moved<T extends TripRef>(trips: readonly T[], trip: TripRef, by: -1 | 1): T[] {
  const from = trips.findIndex((entry) => sameTrip(entry, trip));
  const to = from + by;
  if (from < 0 || to < 0 || to >= trips.length) return [...trips];
  const next = [...trips];
  const [entry] = next.splice(from, 1);
  next.splice(to, 0, entry!);
  return next;
}

export type ToggleResult = "added" | "removed" | "full";

export interface ShortlistStore {
  get(): ShortlistState;
  subscribe(listener: () => void): () => void;
  /** Reads the device (the first time, and when another tab changed it); blocked storage keeps this visit's list. */
  reload(): void;
  add(trip: TripRef): Exclude<ToggleResult, "removed">;
  remove(trip: TripRef): void;
  toggle(trip: TripRef): ToggleResult;
  /** Moves a saved trip one place earlier (−1) or later (+1): the order the visitor compares them in. */
  move(trip: TripRef, by: -1 | 1): void;
}

/** The shortlist over device storage; every change is written at once and told to every subscriber. */
export function createShortlist(storage: DeviceStorage = deviceStorage): ShortlistStore {
  let state = EMPTY_SHORTLIST;
  const listeners = new Set<() => void>();
  const publish = (next: ShortlistState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const fromDevice = (): ShortlistState =>
    storage.available()
      ? {
          trips: readShortlist(readJson(STORAGE_KEYS.shortlist, storage, SHORTLIST_STORED_MAX_CHARACTERS)),
          keeping: "device",
          loaded: true,
        }
      : { trips: state.trips, keeping: "blocked", loaded: true };
  // The list to change: the device's (another tab may have changed it), or this visit's when the device is not used.
  const current = (): readonly TripRef[] =>
    state.loaded && state.keeping !== "device" ? state.trips : fromDevice().trips;
  const save = (trips: readonly TripRef[]) => {
    const result =
      trips.length === 0
        ? storage.remove(STORAGE_KEYS.shortlist)
          ? "saved"
          : "unavailable"
        : storage.write(STORAGE_KEYS.shortlist, JSON.stringify(trips));
    publish({ trips, keeping: result === "saved" ? "device" : result === "full" ? "full" : "blocked", loaded: true });
  };

  const store: ShortlistStore = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      // A list kept only for this visit (storage full) is newer than what the device holds.
      if (state.loaded && state.keeping === "full") return;
      publish(fromDevice());
    },
    add(trip) {
      const trips = current();
      if (trips.some((saved) => sameTrip(saved, trip))) return "added";
      if (trips.length >= SHORTLIST_MAX) return "full";
      save([...trips, { kind: trip.kind, id: trip.id }]);
      return "added";
    },
    remove(trip) {
      save(current().filter((saved) => !sameTrip(saved, trip)));
    },
    toggle(trip) {
      if (current().some((saved) => sameTrip(saved, trip))) {
        store.remove(trip);
        return "removed";
      }
      return store.add(trip);
    },
    move(trip, by) {
      const trips = current();
      const next = moved(trips, trip, by);
      if (next.some((entry, index) => entry !== trips[index])) save(next);
    },
  };
  return store;
}
