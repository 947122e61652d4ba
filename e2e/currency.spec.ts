import { readFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { blockSiteData, expect, expectNoAxeViolations, test } from "./fixtures";
import { fillEnquiry, sendAccepted, storedWith, uniqueMarker } from "./enquiry-helpers";
import { comparison } from "./comparison";

/**
 * A trip's price in another currency (content/currency-rates.json): an indicative figure beside the ₹ price with the
 * rates' day, remembered on the device; none once the rates are past their stated life. The visitor's calendar is set
 * (visitorDate) so that the cases hold whatever day the suite runs on.
 */
const rates = JSON.parse(readFileSync("content/currency-rates.json", "utf8")) as {
  date: string;
  validDays: number;
  rates: Record<string, number>;
};
const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon of the day `days` after the rates' day. */
const dayAfterRates = (days: number) => new Date(Date.parse(`${rates.date}T12:00:00`) + days * DAY_MS);

/**
 * The visitor's calendar moved to `at`: only Date (Playwright's clock also fakes the timers and performance.now the
 * page's hydration in turns schedules with, and the page then never hydrated).
 */
const visitorDate = (context: BrowserContext, at: Date) =>
  context.addInitScript({
    content: `(() => {
      const RealDate = Date;
      const offset = ${at.getTime() - Date.now()};
      function VisitorDate(...args) {
        if (!new.target) return new RealDate(RealDate.now() + offset).toString();
        return args.length ? new RealDate(...args) : new RealDate(RealDate.now() + offset);
      }
      VisitorDate.prototype = RealDate.prototype;
      VisitorDate.now = () => RealDate.now() + offset;
      VisitorDate.parse = RealDate.parse;
      VisitorDate.UTC = RealDate.UTC;
      globalThis.Date = VisitorDate;
    })();`,
  });
const TRIP = "/destination-details/dst-munnar";

/** The trip's rupee price as its page shows it. */
async function rupeePrice(page: Page): Promise<number> {
  const price = await page.locator('[data-pagefind-meta="price"]').first().innerText();
  return Number(/₹([\d,]+)/.exec(price)![1]!.replace(/,/g, ""));
}

const SHOW = "Price in AED, SAR, USD and more";
/** Presses the button under the price that brings the currency choice (its code loads then). */
const showCurrencies = (page: Page) => page.getByRole("button", { name: SHOW }).click();
const choice = (page: Page) => page.getByLabel("Also in");
/** The figure beside the choice (an output element: a polite live region). */
const converted = (page: Page) => page.locator("output");

/**
 * The visitor, three days after the rates' day, chooses `currency` on Munnar's page: the trip's rupee price and its
 * figure in that currency as the price line shows it ("1,860").
 */
async function chooseOnTrip(page: Page, context: BrowserContext, currency: string) {
  await visitorDate(context, dayAfterRates(3));
  await page.goto(TRIP);
  await showCurrencies(page);
  await choice(page).selectOption(currency);
  const rupees = await rupeePrice(page);
  return { rupees, figure: Math.round(rupees / rates.rates[currency]!).toLocaleString("en") };
}

test.describe("a trip's price in the visitor's currency", () => {
  test("choosing AED shows the ₹ price and an AED figure with the rates' day; it survives a reload", async ({
    page,
    context,
  }) => {
    const { figure: aed } = await chooseOnTrip(page, context, "AED");
    await expect(converted(page)).toHaveText(`≈ AED ${aed}`);
    await expect(page.getByText(/^Indicative: you pay in ₹\. Rates of \d+ \w{3} \d{4}/)).toBeVisible();
    await expect(page.locator('[data-pagefind-meta="price"]').first()).toContainText(`₹`);
    await expectNoAxeViolations(page);
    // After a reload the choice is there without pressing anything.
    await page.reload();
    await expect(choice(page)).toHaveValue("AED");
    await expect(converted(page)).toHaveText(`≈ AED ${aed}`);
  });

  test("an enquiry sent afterwards records the currency seen and the English edition; the quote stays in ₹", async ({
    page,
    context,
  }, testInfo) => {
    await chooseOnTrip(page, context, "OMR");
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    const marker = uniqueMarker(testInfo.project.name);
    await fillEnquiry(form, {
      name: "Salim Al Harthy",
      email: "salim@example.om",
      subject: "Munnar for a family of five",
      message: `Munnar in July ${marker}`,
    });
    await sendAccepted(form);
    await expect.poll(async () => (await storedWith(marker)).length).toBe(1);
    expect((await storedWith(marker))[0]).toMatchObject({ language: "en", currency: "OMR" });
  });

  test("the lists' cards show the chosen currency over their pictures, and nothing on the card moves", async ({
    page,
    context,
    browser,
    viewport,
  }) => {
    const { figure: aed } = await chooseOnTrip(page, context, "AED");
    await page.goto("/destination/Domestic");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Munnar", exact: true }) });
    await expect(card.getByText(`≈ AED ${aed}`)).toBeVisible();
    await expectNoAxeViolations(page);
    // The tours' cards too.
    await page.goto("/tour");
    await expect(
      page
        .getByRole("article")
        .first()
        .getByText(/^≈ AED [\d,]+/),
    ).toBeVisible();
    await page.goto("/destination/Domestic");
    // The same card on a device that chose no currency: the same box.
    const plain = await browser.newContext({ viewport: viewport ?? undefined, baseURL: new URL(page.url()).origin });
    try {
      const other = await plain.newPage();
      await other.goto("/destination/Domestic");
      const plainCard = other
        .getByRole("article")
        .filter({ has: other.getByRole("heading", { name: "Munnar", exact: true }) });
      await expect(plainCard.getByText(/≈/)).toHaveCount(0);
      expect(await card.boundingBox()).toEqual(await plainCard.boundingBox());
    } finally {
      await plain.close();
    }
  });

  test("the comparison of the shortlist shows the chosen currency beside each ₹ price, with the rates' day", async ({
    page,
    context,
    isMobile,
  }) => {
    const { rupees, figure: aed } = await chooseOnTrip(page, context, "AED");
    await page.getByRole("button", { name: /^Save Munnar to shortlist/ }).click();
    await page.goto("/tour");
    await page
      .getByRole("button", { name: /^Save .* to shortlist/ })
      .first()
      .click();
    await page.goto("/shortlist");
    const compared = comparison(page, isMobile);
    await expect(compared.trips).toHaveCount(2);
    await expect(compared.fact("Price per person")).toHaveText([
      `₹${rupees.toLocaleString("en-IN")} per person≈ AED ${aed}`,
      /^₹[\d,]+ per person≈ AED [\d,]+$/,
    ]);
    await expect(page.getByText(/^Prices in ₹, with UAE dirham \(AED\) beside them/)).toContainText("Rates of");
    await expectNoAxeViolations(page);
  });

  test("rates past their stated life: no conversion, and the page says prices are in ₹ only", async ({
    page,
    context,
  }) => {
    await visitorDate(context, dayAfterRates(rates.validDays + 1));
    await page.goto(TRIP);
    await showCurrencies(page);
    await expect(choice(page)).toBeDisabled();
    await expect(page.getByText(/^Prices in ₹ only: the exchange rates of/)).toBeVisible();
    await expect(page.getByText(/≈ [A-Z]{3} /)).toHaveCount(0);
  });

  test.describe("with site data blocked", () => {
    test.beforeEach(async ({ context }) => context.addInitScript(blockSiteData));

    test("the choice works on the page, and after a reload the price is in ₹ only", async ({ page, context }) => {
      await visitorDate(context, dayAfterRates(1));
      await page.goto(TRIP);
      await showCurrencies(page);
      await choice(page).selectOption("SAR");
      await expect(converted(page)).toHaveText(/^≈ SAR [\d,]+$/);
      await page.reload();
      await expect(page.getByRole("button", { name: SHOW })).toBeEnabled();
      await expect(page.getByText(/≈ [A-Z]{3} /)).toHaveCount(0);
    });
  });
});
