import { pathInEdition } from "../src/i18n/editions";
import { TRANSLATED_PAGES } from "../src/i18n/translated-pages";
import type { APIRequestContext, Page } from "@playwright/test";
import site from "../content/site.json";
import posts from "../server/seed/blogs.json";
import { destinations } from "./reference-data";
import tourPackages from "../server/seed/tour-packages.json";
import { validateJsonLd } from "../__tests__/support/schema-org";
import { ROUTES } from "./routes";
import tripTranslations from "../content/trip-translations.json";
import blogTranslations from "../content/blog-translations.json";
import { readdirSync, readFileSync } from "node:fs";
import { EDITION_CODES } from "../src/i18n/editions";
import { expect, test } from "./fixtures";

/** The canonical origin the build was made for (as in src/lib/site.ts). */
const origin = (process.env.GATSBY_SITE_URL || site.siteUrl).replace(/\/+$/, "");
/** A URL on the canonical origin, fetched from the build under test. */
const local = (url: string) => {
  expect(url.startsWith(`${origin}/`), `${url} is on ${origin}`).toBe(true);
  return url.slice(origin.length);
};

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON-LD is read field by field

interface HeadTags {
  titles: string[];
  meta: Record<string, string[]>;
  canonicals: string[];
  jsonLd: string[];
  breadcrumb: { label: string; href: string | null }[] | null;
}

/** What the hydrated document's head says, and the visible breadcrumb, read the way a crawler that runs scripts would. */
const readHead = (page: Page): Promise<HeadTags> =>
  page.evaluate(() => {
    const meta: Record<string, string[]> = {};
    for (const tag of Array.from(document.head.querySelectorAll("meta[name], meta[property]"))) {
      const key = tag.getAttribute("property") ?? tag.getAttribute("name")!;
      (meta[key] ??= []).push(tag.getAttribute("content") ?? "");
    }
    const trail = document.querySelector('nav[aria-label="Breadcrumb"]');
    return {
      titles: Array.from(document.head.querySelectorAll("title")).map((title) => title.textContent ?? ""),
      meta,
      canonicals: Array.from(document.head.querySelectorAll('link[rel="canonical"]')).map(
        (link) => link.getAttribute("href") ?? "",
      ),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
        (script) => script.textContent ?? "",
      ),
      breadcrumb: trail
        ? Array.from(trail.querySelectorAll("li")).map((item) => ({
            label: item.textContent?.trim() ?? "",
            href: item.querySelector("a")?.getAttribute("href") ?? null,
          }))
        : null,
    };
  });

const one = (tags: HeadTags, key: string): string => {
  expect(tags.meta[key], `exactly one ${key}`).toHaveLength(1);
  const value = tags.meta[key]![0]!;
  expect(value.trim(), `${key} is not empty`).not.toBe("");
  return value;
};

async function expectServed(request: APIRequestContext, url: string, contentType: RegExp) {
  const response = await request.get(local(url));
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toMatch(contentType);
}

/** Every indexable page type, with what its JSON-LD must add to the site-wide TravelAgency. */
const PAGES: { path: string; types: string[] }[] = [
  { path: ROUTES.home, types: [] },
  { path: ROUTES.about, types: ["BreadcrumbList"] },
  { path: ROUTES.service, types: ["BreadcrumbList"] },
  { path: ROUTES.serviceDetails, types: ["BreadcrumbList"] },
  { path: ROUTES.destinationsAll, types: ["BreadcrumbList"] },
  { path: ROUTES.destinationInternational, types: ["BreadcrumbList"] },
  { path: ROUTES.destinationDetails, types: ["BreadcrumbList", "TouristTrip"] },
  { path: ROUTES.itinerary, types: ["BreadcrumbList", "TouristTrip"] },
  { path: ROUTES.blog, types: ["BreadcrumbList"] },
  { path: ROUTES.blogPost, types: ["BreadcrumbList", "BlogPosting"] },
  { path: ROUTES.faq, types: ["BreadcrumbList", "FAQPage"] },
  { path: ROUTES.contact, types: ["BreadcrumbList"] },
  { path: ROUTES.tour, types: ["BreadcrumbList"] },
  { path: ROUTES.tourDetails, types: ["BreadcrumbList", "TouristTrip"] },
  { path: ROUTES.tourGuide, types: ["BreadcrumbList"] },
  { path: ROUTES.landing, types: ["BreadcrumbList"] },
  { path: ROUTES.privacy, types: ["BreadcrumbList"] },
];

test.describe("head tags and JSON-LD", () => {
  for (const { path, types } of PAGES) {
    test(`${path}: title, description, canonical, sharing tags and valid JSON-LD`, async ({ page, request }) => {
      await page.goto(path);
      const head = await readHead(page);
      const canonical = `${origin}${path}`;

      expect(head.titles).toHaveLength(1);
      expect(head.titles[0]).toContain(site.name);
      one(head, "description");
      expect(head.canonicals).toEqual([canonical]);
      expect(one(head, "og:url")).toBe(canonical);
      expect(one(head, "og:title")).toBe(head.titles[0]);
      expect(one(head, "og:description")).toBe(one(head, "description"));
      one(head, "og:image:alt");
      expect(one(head, "twitter:card")).toBe("summary_large_image");
      const image = one(head, "og:image");
      expect(one(head, "twitter:image")).toBe(image);
      await expectServed(request, image, /^image\/jpeg/);
      expect(head.meta["robots"]).toBeUndefined();

      const documents = head.jsonLd.map((text) => JSON.parse(text) as Json);
      for (const document of documents) expect(validateJsonLd(document), `${document["@type"]} on ${path}`).toEqual([]);
      expect(documents.map((document) => document["@type"]).sort()).toEqual(["TravelAgency", ...types].sort());

      const agency = documents.find((document) => document["@type"] === "TravelAgency")!;
      expect(agency).toMatchObject({
        name: site.name,
        url: `${origin}/`,
        sameAs: site.social.map((profile) => profile.url),
      });
      expect(agency.openingHoursSpecification).toHaveLength(site.hours.length);

      const breadcrumbs = documents.find((document) => document["@type"] === "BreadcrumbList");
      if (breadcrumbs) {
        // The JSON-LD trail is the visible one: same names, same links, the page itself last.
        expect(head.breadcrumb).not.toBeNull();
        const items = breadcrumbs.itemListElement as Json[];
        expect(items.map((item) => item.name)).toEqual(head.breadcrumb!.map((crumb) => crumb.label));
        expect(items.map((item) => item.position)).toEqual(items.map((_item, index) => index + 1));
        expect(items.map((item) => item.item)).toEqual(
          head.breadcrumb!.map((crumb, index) => (index === items.length - 1 ? canonical : `${origin}${crumb.href}`)),
        );
      } else {
        expect(head.breadcrumb).toBeNull();
      }
    });
  }

  test("the first load keeps the server's head, rendered once more when idle; a client-side navigation gets its own", async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name === "phone",
      "the main navigation is in the phone's menu; one width shows the head",
    );
    await page.goto("/faq");
    // Gatsby renders the page's Head again after hydration, when the browser is idle (patched: the head is the
    // server's already, gatsby/upstream/UPGRADING.md): one of each tag before and after.
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 0), { timeout: 3000 })),
    );
    let head = await readHead(page);
    expect(head.titles).toHaveLength(1);
    expect(head.canonicals).toEqual([`${origin}/faq`]);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About Us" }).click();
    await expect.poll(async () => (await readHead(page)).canonicals).toEqual([`${origin}/about`]);
    head = await readHead(page);
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]).toContain("About");
    // The same document: Gatsby's router navigated, and the head followed.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });

  test("a destination's TouristTrip offers its price in rupees, with its own picture for sharing", async ({
    page,
    request,
  }) => {
    const destination = destinations.find((record) => ROUTES.destinationDetails.endsWith(record._id))!;
    for (const path of [ROUTES.destinationDetails, ROUTES.itinerary]) {
      await page.goto(path);
      const head = await readHead(page);
      const trip = head.jsonLd
        .map((text) => JSON.parse(text) as Json)
        .find((document) => document["@type"] === "TouristTrip")!;
      expect(trip.offers).toMatchObject({ "@type": "Offer", price: destination.pricePerPerson, priceCurrency: "INR" });
      expect(trip.provider).toEqual({ "@id": `${origin}/#agency` });
      expect(trip.image).toBe(one(head, "og:image"));
      expect(one(head, "og:image")).not.toContain("og-default");
      expect([one(head, "og:image:width"), one(head, "og:image:height")]).toEqual(["1200", "630"]);
      await expectServed(request, trip.image, /^image\/jpeg/);
    }
    const days = (await readHead(page)).jsonLd
      .map((text) => JSON.parse(text) as Json)
      .find((document) => document["@type"] === "TouristTrip")!.itinerary;
    expect(days.itemListElement.map((day: Json) => day.name)).toEqual(
      destination.itinerary.map((day) => `Day ${day.dayNumber}: ${day.title}`),
    );
  });

  test("a blog post is an article: BlogPosting with headline, date, author and image", async ({ page, request }) => {
    await page.goto(ROUTES.blogPost);
    const head = await readHead(page);
    expect(one(head, "og:type")).toBe("article");
    const posting = head.jsonLd
      .map((text) => JSON.parse(text) as Json)
      .find((document) => document["@type"] === "BlogPosting")!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(posting.headline);
    expect(posting.mainEntityOfPage["@id"]).toBe(`${origin}${ROUTES.blogPost}`);
    expect(Number.isNaN(Date.parse(posting.datePublished))).toBe(false);
    expect(posting.author.name).toBeTruthy();
    expect(posting.image).toBe(one(head, "og:image"));
    await expectServed(request, posting.image, /^image\/jpeg/);
  });

  test("/faq: FAQPage has every visible question", async ({ page }) => {
    await page.goto(ROUTES.faq);
    const faq = (await readHead(page)).jsonLd
      .map((text) => JSON.parse(text) as Json)
      .find((document) => document["@type"] === "FAQPage")!;
    // Each question is a details/summary whose heading is "Q1 How do I …".
    const questions = await page
      .getByRole("main")
      .locator("summary")
      .getByRole("heading", { name: /^Q\d+ / })
      .allTextContents();
    expect(questions.length).toBeGreaterThan(0);
    expect(faq.mainEntity.map((entry: Json) => entry.name)).toEqual(
      questions.map((text) => text.replace(/^Q\d+\s*/, "").trim()),
    );
  });

  test("pages that must not be indexed say so and carry no breadcrumb JSON-LD", async ({ page, watch }) => {
    watch.expectConsoleErrors(/404/);
    // /blog-details without an id is the page behind legacy ?id= links (known ids are redirected to the post).
    for (const path of ["/no-such-page", "/blog-details"]) {
      await page.goto(path);
      const head = await readHead(page);
      expect(head.meta["robots"], path).toEqual(["noindex"]);
      expect(
        head.jsonLd.map((text) => (JSON.parse(text) as Json)["@type"]),
        path,
      ).toEqual(["TravelAgency"]);
    }
  });
});

test.describe("sitemap, robots.txt and web manifest", () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "plain HTTP checks, the same at every viewport: run once, in the desktop project",
  );

  test("the sitemap lists every public page and no error page; robots.txt points at it", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(await robots.text())?.[1];
    expect(sitemapUrl).toBe(`${origin}/sitemap-index.xml`);

    const index = await (await request.get(local(sitemapUrl!))).text();
    const parts = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(parts.length).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const part of parts)
      urls.push(
        ...[...(await (await request.get(local(part))).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
          (match) => match[1]!,
        ),
      );

    // Exactly the public pages: every page type, every destination, itinerary (where it has days), tour and post,
    // every edition of a translated page; no 404 page, no /blog-details.
    const listed = [...PAGES.map((page) => page.path), ROUTES.destinationDomestic];
    const expected = [
      ...listed,
      ...destinations.map((destination) => `/destination-details/${destination._id}`),
      ...destinations
        .filter((destination) => destination.itinerary.length > 0)
        .map((destination) => `/Itinerary/${destination._id}`),
      ...tourPackages.map((tour) => `/tour-details/${tour._id}`),
      ...posts.map((post) => `/blog-details/${post._id}`),
      // Of a listed page: /ml/search is as unlisted as /search.
      ...Object.entries(TRANSLATED_PAGES)
        .filter(([english]) => listed.includes(english))
        .flatMap(([english, editions]) => editions.map((code) => pathInEdition(code, english))),
      // Each page made of blocks in the languages it is translated into (content/pages/ml/, content/pages/ar/): a
      // landing page is in those, listed in TRANSLATED_PAGES or not.
      ...EDITION_CODES.filter((code) => code !== "en").flatMap((code) =>
        readdirSync(`content/pages/${code}`)
          .map((file) => (JSON.parse(readFileSync(`content/pages/${code}/${file}`, "utf8")) as { path: string }).path)
          .filter((english) => listed.includes(english))
          .map((english) => pathInEdition(code, english)),
      ),
      // Each translated destination's pages in its languages (content/trip-translations.json).
      ...tripTranslations.flatMap(({ destinationId, language }) => {
        const record = destinations.find((destination) => destination._id === destinationId)!;
        return [
          `/${language}/destination-details/${destinationId}`,
          ...(record.itinerary.length > 0 ? [`/${language}/Itinerary/${destinationId}`] : []),
        ];
      }),
      // Each translated blog post's page in its languages (content/blog-translations.json).
      ...blogTranslations.map(({ blogId, language }) => `/${language}/blog-details/${blogId}`),
      // Every tour's page, and /tour-details, in every edition.
      ...EDITION_CODES.filter((code) => code !== "en").flatMap((code) => [
        pathInEdition(code, ROUTES.tourDetails),
        ...tourPackages.map((tour) => pathInEdition(code, `/tour-details/${tour._id}`)),
      ]),
    ];
    const paths = urls.map(local);
    expect([...paths].sort()).toEqual([...new Set(expected)].sort());
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
  });

  test("the manifest and every icon it names are served, same-origin", async ({ request }) => {
    const response = await request.get("/manifest.webmanifest");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Json;
    expect(manifest).toMatchObject({ name: site.name, start_url: "/", display: "standalone", theme_color: "#0b5e5a" });
    const icons = manifest.icons as Json[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    for (const icon of [...icons.map((entry) => entry.src as string), "/icons/apple-touch-icon.png", "/favicon.svg"]) {
      expect(icon.startsWith("/")).toBe(true);
      expect((await request.get(icon)).status(), icon).toBe(200);
    }
  });
});
