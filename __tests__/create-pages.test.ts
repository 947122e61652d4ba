import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createSitePages, type PagesQuery } from "../gatsby/pages/create-pages";

type Destination = PagesQuery["destinations"]["nodes"][number];

const destination = (agencyId: string, type: string, pricePerPerson: number, durationDays: number): Destination => ({
  agencyId,
  type,
  name: agencyId,
  pricePerPerson,
  durationDays,
  itinerary: [],
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
  it("gives each destination page the ids of its similar trips, nearest first, of its own type, never itself", async () => {
    const { created, problems } = await pagesFor([
      destination("dst-a", "Domestic", 20_000, 4),
      destination("dst-b", "Domestic", 21_000, 4),
      destination("dst-c", "Domestic", 60_000, 9),
      destination("dst-d", "International", 20_000, 4),
    ]);
    expect(problems).toEqual([]);
    expect(contextOf(created, "/destination-details/dst-a")).toEqual({
      agencyId: "dst-a",
      similarIds: ["dst-b", "dst-c"],
    });
    expect(contextOf(created, "/destination-details/dst-d")).toEqual({ agencyId: "dst-d", similarIds: [] });
  });

  it("keeps a page's context the same size however large the catalogue (at most four similar trips)", async () => {
    const many = Array.from({ length: 500 }, (_, index) =>
      destination(`dst-${index}`, "Domestic", 10_000 + index * 100, 3 + (index % 7)),
    );
    const { created } = await pagesFor(many);
    const details = created.filter((page) => page.path.startsWith("/destination-details/"));
    expect(details).toHaveLength(500);
    for (const page of details) expect((page.context.similarIds as string[]).length).toBe(4);
  });
});
