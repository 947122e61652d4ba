import type { Page } from "@playwright/test";
import { destinations as seed } from "./reference-data";
import { createDestinationSearch } from "../src/lib/destination-search";
import { formatDays, formatPrice } from "../src/lib/money";
import { ratingName } from "../src/lib/rating";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { extractPdfText } from "./pdf-text";

const TYPES = ["International", "Domestic"] as const;
/** In the backend's order, the lists' "Recommended": the reference API lists each type in its seed order. */
const ofType = (type: string) => seed.filter((d) => d.type === type);

const grid = (page: Page) => page.getByRole("main").getByRole("article");
const cardNames = (page: Page) => grid(page).getByRole("heading", { level: 3 }).allTextContents();
const pager = (page: Page) => page.getByRole("navigation", { name: "Pages" });
/** The finder's "Show N trips", found by its element rather than its name: its rendered text is what is checked. */
const showTrips = (page: Page) => page.locator("button[type=submit]").filter({ hasText: /^Show/ });

/** The static HTML as a crawler gets it, before any JavaScript. */
async function staticHtml(page: Page, path: string) {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  return response.text();
}

test.describe("destination lists", () => {
  for (const type of TYPES) {
    test(`${type}: 8 cards on page 1, the rest on page 2, Next disabled on the last page`, async ({ page }) => {
      const expected = ofType(type);
      const html = await staticHtml(page, `/destination/${type}`);
      expect(html.match(/<article/g), "cards in the static HTML").toHaveLength(8);

      await page.goto(`/destination/${type}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Destination: ${type}`);
      await expect(page.getByRole("link", { name: `Download ${type} Tip` })).toHaveAttribute(
        "href",
        `/assets/pdf/${type}-tips.pdf`,
      );
      await expect(grid(page)).toHaveCount(8);
      expect(await cardNames(page)).toEqual(expected.slice(0, 8).map((d) => d.name));

      await pager(page).getByRole("link", { name: "Next" }).click();
      await expect(page).toHaveURL(`/destination/${type}?page=2`);
      await expect(grid(page)).toHaveCount(expected.length - 8);
      expect(await cardNames(page)).toEqual(expected.slice(8).map((d) => d.name));
      await expect(pager(page).getByRole("link", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
      await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
      await expectNoAxeViolations(page, "main");

      await page.goBack();
      await expect(page).toHaveURL(`/destination/${type}`);
      await expect(grid(page)).toHaveCount(8);
    });

    test(`${type}: prices, days and ratings match the reference data, the same before and after hydration`, async ({
      page,
    }) => {
      const warnings: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "warning") warnings.push(message.text());
      });
      const html = await staticHtml(page, `/destination/${type}`);
      const staticRatings = [...html.matchAll(/aria-label="(Rated \d\.\d out of 5)"/g)].map((m) => m[1]);
      await page.goto(`/destination/${type}`);
      await page.waitForLoadState("load");
      for (const destination of ofType(type).slice(0, 8)) {
        const card = grid(page).filter({ has: page.getByRole("heading", { name: destination.name, exact: true }) });
        await expect(card.getByText(formatPrice(destination.pricePerPerson))).toBeVisible();
        await expect(card.getByText(formatDays(destination.durationDays))).toBeVisible();
        // The record's own rating, exactly as the reference API serves it.
        await expect(card.getByRole("img", { name: ratingName(destination.rating) })).toBeVisible();
        await expect(card.getByText(destination.rating.toFixed(1), { exact: true })).toBeVisible();
        await expect(card.getByRole("link", { name: /View details/ })).toHaveAttribute(
          "href",
          `/destination-details/${destination._id}`,
        );
      }
      const hydratedRatings = await grid(page)
        .getByRole("img", { name: /^Rated/ })
        .evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")));
      expect(hydratedRatings).toEqual(staticRatings);
      expect(warnings).toEqual([]);
    });
  }

  test("a ?page=2 deep link shows page 2; out-of-range and nonsense pages are handled", async ({ page }) => {
    await page.goto("/destination/Domestic?page=2");
    await expect(grid(page)).toHaveCount(7);
    await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await page.goto("/destination/Domestic?page=9");
    await expect(page.getByRole("status")).toHaveText("Showing 9–15 of 15 destinations");
    await page.goto("/destination/Domestic?page=abc");
    await expect(page.getByRole("status")).toHaveText("Showing 1–8 of 15 destinations");
  });

  test("typing narrows the grid on the next frame, resets to page 1, and Back restores the page", async ({ page }) => {
    await page.goto("/destination/International?page=2");
    await expect(grid(page)).toHaveCount(5);
    const box = page.getByRole("searchbox", { name: "Search destinations" });
    // Count the cards in the first frame after each keystroke.
    await box.evaluate((input) => {
      const counts: number[] = [];
      Object.assign(window, { __counts: counts });
      input.addEventListener("input", () =>
        requestAnimationFrame(() => counts.push(document.querySelectorAll("main article").length)),
      );
    });
    await box.pressSequentially("khalifa");
    // The last keystrokes' frames may still be ahead when typing returns: wait for all seven, then read them.
    const counts = () => page.evaluate(() => (window as unknown as { __counts: number[] }).__counts);
    await expect.poll(async () => (await counts()).length).toBe(7);
    expect((await counts()).at(-1)).toBe(1);
    await expect(page).toHaveURL("/destination/International?search=khalifa");
    expect(await cardNames(page)).toEqual(["Dubai"]);

    await box.fill("cappadocia");
    expect(await cardNames(page)).toEqual(["Turkey (Istanbul and Cappadocia)"]);
    await page.goBack();
    await expect(page).toHaveURL("/destination/International?page=2");
    await expect(box).toHaveValue("");
    await expect(grid(page)).toHaveCount(5);
    await page.goForward();
    await expect(box).toHaveValue("cappadocia");
  });

  test("a shared search link shows the search", async ({ page }) => {
    await page.goto("/destination/Domestic?search=houseboat");
    await expect(page.getByRole("searchbox", { name: "Search destinations" })).toHaveValue("houseboat");
    expect(await cardNames(page)).toContain("Alleppey Houseboats");
    await page.getByRole("searchbox").fill("no such place");
    await expect(page.getByRole("status")).toHaveText("No destinations match “no such place”.");
  });

  test("Show N trips reads as the count and the word apart after a search and a filter change", async ({
    page,
    isMobile,
  }) => {
    // The text as rendered (innerText), where a count hydrated as two text nodes lost its space: "Show 12trips".
    const reads = (text: string) => expect(showTrips(page)).toHaveText(text, { useInnerText: true });
    for (const path of ["/destinations", "/destination/Domestic"]) {
      await page.goto(path);
      if (isMobile) await page.getByText("Sort & filter").click();
      const search = page.getByRole("searchbox", { name: "Search destinations" });
      await search.fill("beach");
      const beaches = createDestinationSearch(path === "/destinations" ? seed : ofType("Domestic"))("beach").length;
      await reads(`Show ${beaches} ${beaches === 1 ? "trip" : "trips"}`);
      await search.fill("no such place");
      await reads("Show 0 trips");
      await search.fill("");
      await page.getByLabel("Budget per person").selectOption("under-30000");
      await expect(showTrips(page)).toHaveText(/^Show \d+ trips?$/, { useInnerText: true });
    }
  });

  test("an unknown type is the 404 page", async ({ page }) => {
    // Fetched, not opened: Chromium logs every 404 document as a console error, which the fixture counts.
    const response = await page.request.get("/destination/Foo");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(">Page not found</h1>");
  });

  test("/destinations lists both types with the same search and pagination", async ({ page }) => {
    await page.goto("/destinations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Destinations");
    await expect(page.getByRole("status")).toHaveText(`Showing 1–8 of ${seed.length} destinations`);
    await expect(page.getByRole("link", { name: "Download International Tip" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Download Domestic Tip" })).toBeVisible();
    await pager(page).getByRole("link", { name: "Page 4" }).click();
    await expect(grid(page)).toHaveCount(seed.length - 24);
    await expect(pager(page).getByRole("link", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
    await page.getByRole("searchbox").fill("beach");
    await expect(page).toHaveURL("/destinations?search=beach");
    const beaches = createDestinationSearch(seed)("beach").length;
    expect(beaches).toBeGreaterThan(8);
    await expect(page.getByRole("status")).toHaveText(`Showing 1–8 of ${beaches} destinations`);
    await expect(page.getByRole("complementary").getByRole("heading", { name: "Recent posts" })).toBeVisible();
    await expectNoAxeViolations(page, "main");
  });
});

test.describe("destination details and itineraries", () => {
  test("every destination has a details page; View Itinerary only where there are days", async ({ page }) => {
    for (const destination of seed) {
      const html = await staticHtml(page, `/destination-details/${destination._id}`);
      expect(html, destination._id).toContain(`>${destination.name}</h1>`);
      expect(html.includes(`href="/Itinerary/${destination._id}"`), `${destination._id} View Itinerary`).toBe(
        destination.itinerary.length > 0,
      );
    }
  });

  test("every itinerary page has its days and the four bullet sections; no page without days", async ({ page }) => {
    for (const destination of seed) {
      const response = await page.request.get(`/Itinerary/${destination._id}`);
      if (destination.itinerary.length === 0) {
        expect(response.status(), destination._id).toBe(404);
        continue;
      }
      const html = await response.text();
      for (const title of [
        "Inclusions",
        "Exclusions",
        "Terms &amp; Conditions",
        "Cancellation Policy &amp; Payment Terms",
      ]) {
        expect(html, `${destination._id} ${title}`).toContain(`>${title}</h2>`);
      }
      expect(html.match(/>Day (<!-- -->)?\d\d</g), destination._id).toHaveLength(destination.itinerary.length);
    }
  });

  test("a details page shows the facts, a gallery and leads to its itinerary", async ({ page }) => {
    await page.goto("/destination-details/dst-dubai");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dubai");
    const table = page.getByRole("table");
    await expect(table.getByRole("row", { name: "Price ₹64,500 per person" })).toBeVisible();
    await expect(table.getByRole("row", { name: "Tourist spots 8" })).toBeVisible();
    await expect(
      page.getByRole("img", { name: ratingName(seed.find((d) => d._id === "dst-dubai")!.rating) }),
    ).toBeVisible();
    await expect(
      page
        .getByRole("list")
        .filter({ has: page.getByRole("img", { name: /^Day 1:/ }) })
        .getByRole("img"),
    ).toHaveCount(6);
    await expectNoAxeViolations(page, "main");
    await page.getByRole("link", { name: "View Itinerary" }).click();
    await expect(page).toHaveURL("/Itinerary/dst-dubai");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dubai Itinerary");
    await expect(page.getByText("Breakfast, Dinner").first()).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Inclusions" }).locator("xpath=following-sibling::ul[1]/li"),
    ).toHaveCount(5);
    await expectNoAxeViolations(page, "main");
  });

  test("a destination without itinerary has no View Itinerary button", async ({ page }) => {
    await page.goto("/destination-details/dst-athirappilly");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Athirappilly Day Trip");
    await expect(page.getByRole("link", { name: "View Itinerary" })).toHaveCount(0);
  });
});

test.describe("PDF downloads", () => {
  const pdfs = [
    { path: "/assets/pdf/International-tips.pdf", phrase: "International travel tips" },
    { path: "/assets/pdf/Domestic-tips.pdf", phrase: "Domestic travel tips" },
    { path: "/assets/pdf/visa.pdf", phrase: "Visa checklist for Indian passport holders" },
  ];
  for (const { path, phrase } of pdfs) {
    test(`${path} is a valid PDF with extractable text`, async ({ page }) => {
      const response = await page.request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/pdf");
      const body = await response.body();
      expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      expect(extractPdfText(body)).toContain(phrase);
    });
  }

  test("the Download Tip button and the top bar's Visa Checklists download the PDFs", async ({ page }) => {
    await page.goto("/destination/Domestic");
    const tip = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download Domestic Tip" }).click();
    expect((await tip).suggestedFilename()).toBe("Domestic-tips.pdf");
    await expect(
      page.getByRole("navigation", { name: "Help" }).getByRole("link", { name: "Visa Checklists" }),
    ).toHaveAttribute("href", "/assets/pdf/visa.pdf");
  });
});

test("a search for honeymoon leads to the honeymoon guide in one tap", async ({ page }) => {
  await page.goto("/destination/Domestic");
  await page.getByRole("searchbox", { name: /search/i }).fill("honeymoon");
  await page.getByRole("main").getByRole("link", { name: "Kerala honeymoon packages" }).click();
  await expect(page).toHaveURL(/\/kerala-honeymoon$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
