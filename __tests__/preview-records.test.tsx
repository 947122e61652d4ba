// On React (jest.config.js's CMS admin project): the CMS admin renders the block previews with the site's
// components on React, not on the visitor's Preact.
import React from "react";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { BlockPreview } from "../src/blocks/preview";
import { recordsFor, type PreviewRecords } from "../src/blocks/preview-records";
import type { BlockType, PageBlockContent } from "../src/content-model/blocks";
import type { BlockPropsOf } from "../src/blocks";
import { picturesShown, previewRecordsResolvers, writePreviewRecords } from "../gatsby/cms/preview-records";
import { pageDataOf } from "../gatsby/upstream/gatsby-public-files";
import { CMS_PREVIEW_RECORDS_DATA, CMS_PREVIEW_RECORDS_PATH } from "../src/lib/routes";

const assetUrl = (file: string) => `/admin/media/${file}`;

const offer = (agencyId: string, name: string, rating: number | null, pricePerPerson: number, type?: string) => ({
  agencyId,
  name,
  rating,
  pricePerPerson,
  bannerImageFile: null,
  trip: {
    id: agencyId,
    name,
    rating,
    price: { amount: pricePerPerson },
    durationDays: 4,
    links: { page: `/trip/${agencyId}` },
  },
  ...(type && { type }),
});

const destinations = {
  nodes: [
    offer("dst-goa", "Goa", 4.2, 15000, "Domestic"),
    offer("dst-munnar", "Munnar", 4.8, 12000, "Domestic"),
    offer("dst-bali", "Bali", 4.9, 40000, "International"),
    offer("dst-wayanad", "Wayanad", null, 9000, "Domestic"),
  ],
};

/** The build's snapshot, small: what src/templates/preview-records.tsx selects, pictures left out. */
const records = {
  destinations,
  destinationTiles: destinations,
  deals: {
    nodes: [2, 1].map((n) => ({
      agencyId: `deal-${n}`,
      title: `Deal ${n}`,
      webBannerFile: null,
      mobileBannerFile: null,
    })),
  },
  tourPackages: { nodes: [offer("tour-b", "Backwaters", 4.5, 27500), offer("tour-a", "Andaman", 4.6, 45000)] },
  team: { nodes: [{ name: "Anil Joseph", designation: "Founder", detailsLink: "/tour-guider-details", image: null }] },
  reviews: { nodes: [] },
  posts: {
    nodes: ["2026-01-05", "2026-03-01", "2025-12-24"].map((createdAt, n) => ({
      agencyId: `blog-${n}`,
      title: `Post of ${createdAt}`,
      excerpt: "",
      createdAt,
      featuredImageFile: null,
    })),
  },
  serviceCards: { nodes: [] },
  landingPages: {
    nodes: [
      { path: "/kerala-honeymoon", title: "Honeymoon", breadcrumb: null, linkedFrom: { serviceCard: "svc-honeymoon" } },
      { path: "/about", title: "About", breadcrumb: null, linkedFrom: null },
    ],
  },
  hotels: { nodes: [] },
  transport: { nodes: [] },
  faqs: {
    nodes: [
      { agencyId: "faq-1", question: "Visa?", answer: "Yes." },
      { agencyId: "faq-2", question: "Refunds?", answer: "Within 14 days." },
    ],
  },
} as unknown as PreviewRecords;

const block = (data: object) => data as PageBlockContent;
/** The names of the records a block is given, by one of their fields. */
const names = (records: Record<string, unknown>, field: string, key: string) =>
  (records[field] as Record<string, unknown>[]).map((record) => record[key]);

describe("the preview's records are chosen as the build chooses them", () => {
  it("an offer carousel: its type, order and limit", () => {
    const carousel = recordsFor(
      block({
        type: "offerCarousel",
        title: "Kerala",
        source: "destinations",
        destinationType: "Domestic",
        order: "rating",
        limit: 2,
      }),
      records,
    );
    expect(names(carousel, "offers", "name")).toEqual(["Munnar", "Goa"]);
    const tours = recordsFor(
      block({ type: "offerCarousel", title: "Tours", source: "tourPackages", order: "priceLow" }),
      records,
    );
    expect(names(tours, "offers", "name")).toEqual(["Backwaters", "Andaman"]);
  });

  it("deals by id, the newest posts, FAQs in the block's order, the destination type tiles, linked landing pages", () => {
    const deals = recordsFor(block({ type: "deals", title: "Deals" }), records);
    expect(names(deals, "deals", "title")).toEqual(["Deal 1", "Deal 2"]);
    const posts = recordsFor(block({ type: "blogTeaser", title: "Blog", count: 2 }), records);
    expect(names(posts, "posts", "createdAt")).toEqual(["2026-03-01", "2026-01-05"]);
    const faqs = recordsFor(block({ type: "faqList", title: "FAQ", faqIds: ["faq-2", "faq-9", "faq-1"] }), records);
    expect([names(faqs, "faqs", "question"), faqs.failed]).toEqual([["Refunds?", "Visa?"], false]);
    const tiles = recordsFor(block({ type: "destinationTypes", title: "Where" }), records);
    expect((tiles.types as { type: string; count: number }[]).map(({ type, count }) => [type, count])).toEqual([
      ["International", 1],
      ["Domestic", 3],
    ]);
    const cards = recordsFor(block({ type: "serviceCards", title: "Services" }), records);
    expect([names(cards, "landingPages", "path"), cards.failed]).toEqual([["/kerala-honeymoon"], false]);
  });

  it("a block without backend data is given no records", () => {
    expect(recordsFor(block({ type: "richText", title: "T", text: "x" }), records)).toEqual({});
  });
});

describe("the preview of a page with backend blocks", () => {
  const carousel = {
    type: "offerCarousel",
    title: "Kerala escapes",
    source: "destinations",
    destinationType: "Domestic",
    order: "rating",
    limit: 3,
  };

  it("shows the real records once the build's snapshot has loaded", async () => {
    render(<BlockPreview blocks={[carousel]} assetUrl={assetUrl} loadRecords={() => Promise.resolve(records)} />);
    expect(await screen.findByText("Munnar")).toBeInTheDocument();
    expect(screen.getByText("Goa")).toBeInTheDocument();
    expect(screen.queryByText("Bali")).toBeNull();
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("says which records, and why they are missing, when the snapshot cannot be loaded", async () => {
    render(
      <BlockPreview
        blocks={[carousel]}
        assetUrl={assetUrl}
        loadRecords={() => Promise.reject(new Error(`${CMS_PREVIEW_RECORDS_DATA} answered HTTP 404`))}
      />,
    );
    expect(await screen.findByText(/could not be loaded/)).toHaveTextContent(
      "Preview: the published page shows up to 3 Domestic destinations, highest rated first, from the booking system here. " +
        `The booking system's records could not be loaded for the preview: ${CMS_PREVIEW_RECORDS_DATA} answered HTTP 404.`,
    );
  });

  it("asks for no records when no block shows any", () => {
    const load = jest.fn(() => Promise.resolve(records));
    render(
      <BlockPreview blocks={[{ type: "richText", title: "T", text: "x" }]} assetUrl={assetUrl} loadRecords={load} />,
    );
    expect(load).not.toHaveBeenCalled();
  });
});

describe("the build's snapshot has pictures only where a block can show them", () => {
  // 100 Domestic destinations, each worse than the one before in every order a carousel offers, and 20 posts.
  const many = Array.from({ length: 100 }, (_, n) => ({
    ...offer(`dst-${String(n).padStart(3, "0")}`, `D ${String(n).padStart(3, "0")}`, 5 - n / 100, 1000 + n, "Domestic"),
    bannerImageFileId: `file-${n}`,
  }));
  const posts = Array.from({ length: 20 }, (_, n) => ({
    agencyId: `blog-${n}`,
    createdAt: `2026-01-${String(n + 1).padStart(2, "0")}`,
    featuredImageFileId: `post-file-${n}`,
  }));

  it("the first of each carousel order, each tile's top destination, the newest posts", () => {
    const shown = picturesShown(many, posts);
    expect(shown.carousels.size).toBe(24);
    expect(many.slice(0, 24).every((record) => shown.carousels.has(record))).toBe(true);
    expect([...shown.tiles]).toEqual([many[0]]);
    expect(shown.posts.size).toBe(12);
    expect(Math.min(...[...shown.posts].map((post) => Number(post.createdAt.slice(-2))))).toBe(9);
  });

  it("the snapshot's root fields give every record, in the store's order, the others without their picture link", async () => {
    const types: Record<string, object[]> = { AgencyDestination: many, AgencyBlog: posts };
    const context = {
      nodeModel: { findAll: ({ type }: { type: string }) => Promise.resolve({ entries: types[type] }) },
    };
    type Field = { resolve: (...args: unknown[]) => Promise<{ nodes: Record<string, unknown>[] }> };
    const { Query } = previewRecordsResolvers() as {
      Query: Record<"cmsPreviewDestinations" | "cmsPreviewDestinationTiles" | "cmsPreviewPosts", Field>;
    };
    const field = (name: keyof typeof Query) => Query[name].resolve(undefined, {}, context);
    const linked = (nodes: Record<string, unknown>[], link: string) => nodes.filter((node) => node[link] !== null);

    const destinations = (await field("cmsPreviewDestinations")).nodes;
    expect(destinations.map((node) => node.agencyId)).toEqual(many.map((node) => node.agencyId));
    expect(linked(destinations, "bannerImageFileId")).toEqual(many.slice(0, 24));
    const tiles = (await field("cmsPreviewDestinationTiles")).nodes;
    expect(tiles).toHaveLength(100);
    expect(linked(tiles, "bannerImageFileId")).toEqual([many[0]]);
    const newest = (await field("cmsPreviewPosts")).nodes;
    expect(newest).toHaveLength(20);
    expect(linked(newest, "featuredImageFileId").map((post) => post.createdAt)).toEqual(
      posts.slice(8).map((post) => post.createdAt),
    );
    // The records themselves are untouched: the node store's objects are never changed.
    expect(many.every((node) => node.bannerImageFileId)).toBe(true);
  });

  it("writes the file the preview loads from the query's result, checked; the page's HTML stays for the next build", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "preview-records-"));
    expect(() => writePreviewRecords(dir)).toThrow("the query result of /admin/preview-records is missing");
    const data = pageDataOf(dir, CMS_PREVIEW_RECORDS_PATH).file;
    mkdirSync(path.dirname(data), { recursive: true });
    const { hotels: _hotels, ...withoutHotels } = records;
    writeFileSync(data, JSON.stringify({ result: { data: withoutHotels } }));
    expect(() => writePreviewRecords(dir)).toThrow("the CMS preview's records do not fit their schema: hotels");
    writeFileSync(data, JSON.stringify({ result: { data: records } }));
    mkdirSync(path.join(dir, CMS_PREVIEW_RECORDS_PATH), { recursive: true });
    writeFileSync(path.join(dir, CMS_PREVIEW_RECORDS_PATH, "index.html"), "<!doctype html>");
    expect(writePreviewRecords(dir).bytes).toBeGreaterThan(100);
    expect(JSON.parse(readFileSync(path.join(dir, CMS_PREVIEW_RECORDS_DATA), "utf8"))).toEqual(records);
    expect(existsSync(path.join(dir, CMS_PREVIEW_RECORDS_PATH, "index.html"))).toBe(true);
  });
});

/*
 * The snapshot's records have the shape each block's component reads: the snapshot query selects every collection
 * with the fragments of the blocks that show it, and `tsc` (npm test's type check) holds them to the components'
 * `records` props here, field by field, the collection each field's rule chooses from (its block file's `records`).
 */
type Snapshot = Queries.PreviewRecordsQuery;
type SnapshotRecord<C extends keyof Snapshot> = Snapshot[C]["nodes"][number];
type ComponentRecords<T extends BlockType> = BlockPropsOf<T> extends { records: infer R } ? R : never;
type ShownRecord<T extends BlockType, F extends keyof ComponentRecords<T>> =
  ComponentRecords<T>[F] extends ReadonlyArray<infer R> ? R : never;
type Fits<A, B> = [A] extends [B] ? true : false;
const snapshotFitsComponents: [
  Fits<SnapshotRecord<"deals">, ShownRecord<"deals", "deals">>,
  Fits<SnapshotRecord<"destinations">, ShownRecord<"offerCarousel", "offers">>,
  Fits<SnapshotRecord<"tourPackages">, ShownRecord<"offerCarousel", "offers">>,
  Fits<SnapshotRecord<"team">, ShownRecord<"team", "members">>,
  Fits<SnapshotRecord<"reviews">, ShownRecord<"testimonials", "reviews">>,
  Fits<SnapshotRecord<"posts">, ShownRecord<"blogTeaser", "posts">>,
  Fits<SnapshotRecord<"serviceCards">, ShownRecord<"serviceCards", "cards">>,
  Fits<SnapshotRecord<"landingPages">, ShownRecord<"serviceCards", "landingPages">>,
  Fits<SnapshotRecord<"tourPackages">, ShownRecord<"travelTabs", "tours">>,
  Fits<SnapshotRecord<"hotels">, ShownRecord<"travelTabs", "hotels">>,
  Fits<SnapshotRecord<"transport">, ShownRecord<"travelTabs", "transport">>,
  Fits<SnapshotRecord<"faqs">, ShownRecord<"faqList", "faqs">>,
  Fits<SnapshotRecord<"destinationTiles">, NonNullable<ShownRecord<"destinationTypes", "types">["top"]>>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true];

describe("the snapshot's records fit the components", () => {
  it("every pairing above is checked by the type checker (a mismatch is a type error, not a runtime one)", () => {
    expect(snapshotFitsComponents.every(Boolean)).toBe(true);
  });
});
