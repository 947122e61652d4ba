import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSitePages, type PagesQuery } from "../gatsby/pages/create-pages";

type Destination = PagesQuery["destinations"]["nodes"][number];

const destination = (agencyId: string, days = 0): Destination => ({
  agencyId,
  itinerary: Array.from({ length: days }, (_, index) => ({ dayNumber: index + 1 })),
});

/** Runs createSitePages over `destinations` and nothing else; what it created, and what it reported. */
async function pagesFor(destinations: Destination[]) {
  const data: PagesQuery = {
    // The pages the site needs, each of one block (their templates are written into a throwaway directory).
    blockPages: {
      nodes: ["/", "/about", "/service", "/privacy"].map((pagePath) => ({
        id: pagePath,
        path: pagePath,
        parent: { relativePath: `${pagePath}.json` },
        blocks: [{}],
        blockTypes: ["richText"],
        phoneActionBar: null,
        lastUpdated: "2026-11-25",
      })),
    },
    faqs: { nodes: [] },
    faqStatus: { ok: true },
    serviceCards: { nodes: [] },
    serviceCardStatus: { ok: true },
    destinations: { nodes: destinations },
    blogs: { nodes: [] },
    tourPackages: { nodes: [{ agencyId: "tour-x", name: "Tour X", durationDays: 3 }] },
    tourPackageStatus: { ok: true },
    tourWords: { nodes: [{ tourId: "tour-x", plan: [{ title: "Arrive" }, { title: "Explore" }, { title: "Leave" }] }] },
    tourCatalogue: { featuredTourId: "tour-x" },
    bestTimes: { nodes: [] },
  };
  const created: { path: string; context: Record<string, unknown> }[] = [];
  const problems: string[] = [];
  const directory = mkdtempSync(path.join(os.tmpdir(), "create-pages-"));
  await createSitePages(
    {
      graphql: (async () => ({ data })) as never,
      actions: {
        createPage: (page: { path: string; context: Record<string, unknown> }) => created.push(page),
      } as never,
      reporter: {
        warn: () => {},
        panicOnBuild: (message: string) => problems.push(message),
      } as never,
    },
    directory,
  ).finally(() => rmSync(directory, { recursive: true, force: true }));
  return { created, problems };
}

const contextOf = (created: { path: string; context: Record<string, unknown> }[], path: string) =>
  created.find((page) => page.path === path)?.context;

describe("createSitePages: destination pages", () => {
  it("gives each destination page its id (the page asks the data layer for its trip and similar trips)", async () => {
    const { created, problems } = await pagesFor([destination("dst-a", 2), destination("dst-b")]);
    expect(problems).toEqual([]);
    expect(contextOf(created, "/destination-details/dst-a")).toEqual({ agencyId: "dst-a" });
    expect(contextOf(created, "/destination-details/dst-b")).toEqual({ agencyId: "dst-b" });
    // Only a destination with days has an itinerary page.
    expect(contextOf(created, "/Itinerary/dst-a")).toEqual({ agencyId: "dst-a" });
    expect(contextOf(created, "/Itinerary/dst-b")).toBeUndefined();
  });
});
