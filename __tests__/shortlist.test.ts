import { shortlistEnglish } from "../src/i18n/shortlist-text";
import { textOf } from "../src/i18n/text";
import { readCatalogue } from "../src/i18n/catalogue-files";
import { STORAGE_KEYS, createDeviceStorage } from "../src/lib/device-storage";
import { blockedStorage, fullStorage } from "./support/storage-stand-ins";
import {
  SHORTLIST_MAX,
  SHORTLIST_READ_LIMIT,
  SHORTLIST_STORED_MAX_CHARACTERS,
  createShortlist,
  readShortlist,
  saveTripPath,
  tripPath,
} from "../src/lib/shortlist";
import {
  shortlistEnquiryLine,
  shortlistEnquirySubject,
  shortlistSharePath,
  tripSavedByLink,
  tripsFromShareSearch,
  withoutSaveParam,
} from "../src/lib/shortlist-share";

const munnar = { kind: "destination", id: "dst-munnar" } as const;
const bali = { kind: "tour", id: "tour-bali-honeymoon-retreat" } as const;
const alleppey = { kind: "destination", id: "dst-alleppey" } as const;

const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.shortlist) ?? "null") as unknown;

beforeEach(() => localStorage.clear());

describe("readShortlist", () => {
  it("keeps valid trips in order, drops unknown kinds, bad ids and repeats", () => {
    expect(
      readShortlist([
        bali,
        { kind: "hotel", id: "h1" },
        { kind: "destination" },
        { kind: "destination", id: " " },
        "dst-munnar",
        null,
        { ...munnar, extra: true },
        bali,
      ]),
    ).toEqual([bali, munnar]);
  });

  it("reads anything that is not a list as an empty shortlist", () => {
    for (const value of [null, {}, "x", 3, { trips: [munnar] }]) expect(readShortlist(value)).toEqual([]);
  });

  it("never keeps more than the maximum", () => {
    const many = Array.from({ length: SHORTLIST_MAX + 5 }, (_, index) => ({ kind: "tour", id: `t${index}` }));
    expect(readShortlist(many)).toHaveLength(SHORTLIST_MAX);
  });
  /** `count` entries whose `kind` counts how often it is read: the work a read does, without a clock. */
  const countedEntries = (count: number, id: (index: number) => string) => {
    const reads = { kind: 0 };
    const entries = Array.from({ length: count }, (_, index) => ({
      get kind() {
        reads.kind += 1;
        return "tour";
      },
      id: id(index),
    }));
    return { entries, reads };
  };

  it("reads 10,000 tampered entries in linear work: at most SHORTLIST_READ_LIMIT entries, each looked at twice", () => {
    const distinct = countedEntries(10_000, (index) => `t${index}`);
    expect(readShortlist(distinct.entries).map(({ id }) => id)).toEqual(
      Array.from({ length: SHORTLIST_MAX }, (_, index) => `t${index}`),
    );
    expect(distinct.reads.kind).toBeLessThanOrEqual(2 * SHORTLIST_MAX);

    // Repeats all the way: nothing new after the first, and reading stops at the limit.
    const repeated = countedEntries(10_000, () => "t0");
    expect(readShortlist(repeated.entries)).toEqual([{ kind: "tour", id: "t0" }]);
    expect(repeated.reads.kind).toBeLessThanOrEqual(2 * SHORTLIST_READ_LIMIT);
  });
});

describe("the shortlist store", () => {
  it("is not loaded until it has read the device, then has the stored trips", () => {
    localStorage.setItem(STORAGE_KEYS.shortlist, JSON.stringify([bali, munnar]));
    const store = createShortlist(createDeviceStorage(() => localStorage));
    expect(store.get().loaded).toBe(false);
    store.reload();
    expect(store.get()).toEqual({ trips: [bali, munnar], keeping: "device", loaded: true });
  });

  it("reads corrupt stored JSON as an empty shortlist without throwing", () => {
    localStorage.setItem(STORAGE_KEYS.shortlist, "[{not json");
    const store = createShortlist(createDeviceStorage(() => localStorage));
    store.reload();
    expect(store.get().trips).toEqual([]);
    expect(store.add(munnar)).toBe("added");
    expect(stored()).toEqual([munnar]);
  });

  it("reads a stored text too long to be this site's as an empty shortlist, without parsing it", () => {
    const tampered = JSON.stringify(Array.from({ length: 10_000 }, (_, index) => ({ kind: "tour", id: `t${index}` })));
    expect(tampered.length).toBeGreaterThan(SHORTLIST_STORED_MAX_CHARACTERS);
    localStorage.setItem(STORAGE_KEYS.shortlist, tampered);
    const parse = jest.spyOn(JSON, "parse");
    try {
      const store = createShortlist();
      store.reload();
      expect(store.get()).toMatchObject({ trips: [], loaded: true, keeping: "device" });
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
    // The longest list this site writes is well within the limit.
    const longest = Array.from({ length: SHORTLIST_MAX }, (_, index) => ({
      kind: "destination",
      id: `${index}`.padEnd(100, "x"),
    }));
    expect(JSON.stringify(longest).length).toBeLessThan(SHORTLIST_STORED_MAX_CHARACTERS / 4);
  });

  it("adds, removes and toggles, keeping the order saved and writing each change", () => {
    const store = createShortlist(createDeviceStorage(() => localStorage));
    store.reload();
    expect(store.toggle(munnar)).toBe("added");
    expect(store.add(bali)).toBe("added");
    expect(store.add(alleppey)).toBe("added");
    expect(store.add(bali)).toBe("added");
    expect(stored()).toEqual([munnar, bali, alleppey]);
    expect(store.toggle(bali)).toBe("removed");
    expect(store.get().trips).toEqual([munnar, alleppey]);
    expect(stored()).toEqual([munnar, alleppey]);
    store.remove(munnar);
    store.remove(alleppey);
    expect(store.get().trips).toEqual([]);
    // An empty shortlist leaves nothing behind.
    expect(localStorage.getItem(STORAGE_KEYS.shortlist)).toBeNull();
  });

  it("tells every subscriber about a change", () => {
    const store = createShortlist(createDeviceStorage(() => localStorage));
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.add(munnar);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.remove(munnar);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("refuses a trip beyond the maximum and changes nothing", () => {
    const store = createShortlist(createDeviceStorage(() => localStorage));
    for (let index = 0; index < SHORTLIST_MAX; index += 1)
      expect(store.add({ kind: "tour", id: `t${index}` })).toBe("added");
    const before = store.get();
    expect(store.toggle(munnar)).toBe("full");
    expect(store.get()).toBe(before);
    expect(stored()).toHaveLength(SHORTLIST_MAX);
    // Removing one makes room again.
    expect(store.toggle({ kind: "tour", id: "t0" })).toBe("removed");
    expect(store.toggle(munnar)).toBe("added");
  });

  it("follows the device when another tab changed it", () => {
    const store = createShortlist(createDeviceStorage(() => localStorage));
    store.add(munnar);
    localStorage.setItem(STORAGE_KEYS.shortlist, JSON.stringify([munnar, bali]));
    store.reload();
    expect(store.get().trips).toEqual([munnar, bali]);
    // A change is made to the device's list, not to an older copy.
    localStorage.setItem(STORAGE_KEYS.shortlist, JSON.stringify([alleppey]));
    store.add(munnar);
    expect(stored()).toEqual([alleppey, munnar]);
  });

  it("with storage blocked keeps the trips for the visit and says so", () => {
    const store = createShortlist(blockedStorage());
    store.reload();
    expect(store.get()).toEqual({ trips: [], keeping: "blocked", loaded: true });
    expect(store.add(munnar)).toBe("added");
    expect(store.add(bali)).toBe("added");
    store.reload();
    expect(store.get().trips).toEqual([munnar, bali]);
    expect(store.toggle(munnar)).toBe("removed");
    expect(store.get()).toEqual({ trips: [bali], keeping: "blocked", loaded: true });
  });

  it("with storage full keeps the trips in memory, says so, and is not undone by a reload", () => {
    localStorage.setItem(STORAGE_KEYS.shortlist, JSON.stringify([munnar]));
    const store = createShortlist(fullStorage());
    store.reload();
    expect(store.add(bali)).toBe("added");
    expect(store.get()).toEqual({ trips: [munnar, bali], keeping: "full", loaded: true });
    store.reload();
    expect(store.get().trips).toEqual([munnar, bali]);
    expect(stored()).toEqual([munnar]);
  });

  it("links each trip to its page", () => {
    expect(tripPath(munnar)).toBe("/destination-details/dst-munnar");
    expect(tripPath(bali)).toBe("/tour-details/tour-bali-honeymoon-retreat");
  });
});

describe("a Save link pressed before the script (/shortlist?save=…)", () => {
  it("names the trip in the link, and the link is read back to it", () => {
    const path = saveTripPath({ kind: "destination", id: "dst-munnar" });
    expect(path).toBe("/shortlist?save=destination:dst-munnar");
    expect(tripSavedByLink(path.slice(path.indexOf("?")))).toEqual({ trip: { kind: "destination", id: "dst-munnar" } });
    expect(saveTripPath({ kind: "tour", id: "a,b&c" })).toBe("/shortlist?save=tour:a%2Cb%26c");
    expect(tripSavedByLink("?save=tour:a%2Cb%26c")).toEqual({ trip: { kind: "tour", id: "a,b&c" } });
  });

  it("is null when nothing is asked, names no trip for a mangled link, and takes only the first of several", () => {
    expect(tripSavedByLink("")).toBeNull();
    expect(tripSavedByLink("?trips=tour:tour-bali")).toBeNull();
    expect(tripSavedByLink("?save=")).toEqual({ trip: undefined });
    expect(tripSavedByLink("?save=hotel:h1")).toEqual({ trip: undefined });
    expect(tripSavedByLink("?save=tour:t1,destination:d1")).toEqual({ trip: { kind: "tour", id: "t1" } });
  });

  it("leaves the address's other parameters once the trip is saved", () => {
    expect(withoutSaveParam("?save=tour:t1")).toBe("");
    expect(withoutSaveParam("?utm_source=x&save=tour:t1&b=2")).toBe("?utm_source=x&b=2");
    expect(withoutSaveParam("")).toBe("");
  });
});

describe("sharing a shortlist", () => {
  it("writes the trips into the link in order and reads them back", () => {
    const trips = [
      { kind: "tour" as const, id: "tour-bali" },
      { kind: "destination" as const, id: "dst-munnar" },
    ];
    const path = shortlistSharePath(trips);
    expect(path).toBe("/shortlist?trips=tour:tour-bali,destination:dst-munnar");
    expect(tripsFromShareSearch(path.slice(path.indexOf("?")))).toEqual(trips);
  });

  it("is null without the parameter (the visitor's own shortlist), and empty for an empty one", () => {
    expect(tripsFromShareSearch("")).toBeNull();
    expect(tripsFromShareSearch("?utm_source=whatsapp")).toBeNull();
    expect(tripsFromShareSearch("?trips=")).toEqual([]);
  });

  it("keeps what a mangled link still names: unknown kinds and repeats drop, ids with odd characters survive", () => {
    expect(
      tripsFromShareSearch(
        "?trips=destination:dst-munnar,hotel:h1,destination:dst-munnar,tour,tour:a%2Cb,destination:%E0%A4%A",
      ),
    ).toEqual([
      { kind: "destination", id: "dst-munnar" },
      { kind: "tour", id: "a,b" },
      { kind: "destination", id: "%E0%A4%A" },
    ]);
    expect(shortlistSharePath([{ kind: "tour", id: "a,b" }])).toBe("/shortlist?trips=tour:a%2Cb");
  });

  it("reads a link of 10,000 ids by its first SHORTLIST_READ_LIMIT entries: its first trips, in linear work", () => {
    const link = `?trips=${Array.from({ length: 10_000 }, (_, index) => `tour:t${index % 5000}`).join(",")}`;
    const decode = jest.spyOn(globalThis, "decodeURIComponent");
    try {
      expect(tripsFromShareSearch(link)?.map(({ id }) => id)).toEqual(
        Array.from({ length: SHORTLIST_MAX }, (_, index) => `t${index}`),
      );
      expect(decode.mock.calls.length).toBeLessThanOrEqual(SHORTLIST_READ_LIMIT);
    } finally {
      decode.mockRestore();
    }
  });

  it("holds at most SHORTLIST_MAX trips", () => {
    const many = Array.from({ length: SHORTLIST_MAX + 3 }, (_, index) => ({ kind: "tour" as const, id: `t${index}` }));
    expect(tripsFromShareSearch(shortlistSharePath(many).replace("/shortlist", ""))).toHaveLength(SHORTLIST_MAX);
  });
});

describe("an enquiry about a shortlist", () => {
  const trips = [
    { kind: "destination" as const, id: "dst-munnar", name: "Munnar", durationDays: 3, pricePerPerson: 18500 },
    { kind: "tour" as const, id: "tour-bali", name: "Bali Retreat", durationDays: 1, pricePerPerson: 62500 },
  ];
  const english = textOf("en", undefined, shortlistEnglish);
  const malayalam = textOf("ml", readCatalogue(process.cwd(), "ml", ["frame", "shortlist"]), shortlistEnglish);
  it("names every trip with its kind, length and price, in the page's edition", () => {
    expect(shortlistEnquiryLine(english, trips)).toBe(
      "Trips on my shortlist: Munnar (destination, 3 days, ₹18,500 per person); Bali Retreat (tour, 1 day, ₹62,500 per person)",
    );
    expect(shortlistEnquiryLine(malayalam, trips)).toBe(
      "എന്റെ ഷോർട്ട്‌ലിസ്റ്റിലെ യാത്രകൾ: Munnar (സ്ഥലം, 3 ദിവസം, ഒരാൾക്ക് ₹18,500); Bali Retreat (ടൂർ, 1 ദിവസം, ഒരാൾക്ക് ₹62,500)",
    );
  });
  it("is about the trip when there is one, and says how many when there are more", () => {
    expect(shortlistEnquirySubject(english, trips.slice(0, 1))).toBe("Enquiry: Munnar");
    expect(shortlistEnquirySubject(english, trips)).toBe("Enquiry: 2 trips from my shortlist");
    expect(shortlistEnquirySubject(malayalam, trips)).toBe("അന്വേഷണം: എന്റെ ഷോർട്ട്‌ലിസ്റ്റിലെ 2 യാത്രകൾ");
  });
});
