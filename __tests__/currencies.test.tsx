import React from "react";
import { renderToString } from "react-dom/server";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { CURRENCY_CODES, formatRateDate, indicativePrice, lastDayOf, ratesShownOn } from "../src/lib/currencies";
import { CURRENCY_RATES } from "../src/lib/currency-rates";
import { currencyRatesSchema } from "../src/content-model/currency-rates";
import { STORAGE_KEYS } from "../src/lib/device-storage";
import { PriceInCurrency } from "../src/components/trips/PriceInCurrency";
import { CurrencyChoice } from "../src/components/trips/CurrencyChoice";
import { DestinationCard, type DestinationSummary } from "../src/components/destinations/DestinationCard";
import { blockWindowStorage } from "./support/storage-stand-ins";
import { staleRatesWarning } from "../gatsby/content/check-before-build";

const rates = { date: "2026-11-25", source: "RBI reference rate", validDays: 30, rates: CURRENCY_RATES.rates };

describe("prices in other currencies: the rules", () => {
  it("rates are shown from their day to their last day, on the visitor's own date, and not a day after", () => {
    expect(lastDayOf(rates)).toBe("2026-12-25");
    expect(lastDayOf({ date: "2028-02-20", validDays: 10 })).toBe("2028-03-01");
    expect(ratesShownOn(rates, "2026-11-25")).toBe(true);
    expect(ratesShownOn(rates, "2026-12-25")).toBe(true);
    expect(ratesShownOn(rates, "2026-12-26")).toBe(false);
    expect(ratesShownOn(rates, "2026-11-24")).toBe(false);
  });

  it("a build after the rates' last day warns that trip pages show ₹ only, naming the file and where to update it", () => {
    expect(staleRatesWarning(rates, "2026-12-25")).toBeNull();
    expect(staleRatesWarning(rates, "2026-12-26")).toBe(
      "content/currency-rates.json: the rates of 2026-11-25 were for use until 2026-12-25; trip pages show prices in ₹ only until they are updated (CMS: Site content → Currency rates)",
    );
  });

  it("an indicative price is whole units with the currency's code and Western grouping", () => {
    expect(indicativePrice(45_000, 24.2, "AED")).toBe("AED 1,860");
    expect(indicativePrice(1_25_000, 289.5, "KWD")).toBe("KWD 432");
    expect(indicativePrice(3_50_000, 117.4, "GBP")).toBe("GBP 2,981");
    expect(() => indicativePrice(45_000, 0, "AED")).toThrow(RangeError);
    expect(formatRateDate("2026-11-25")).toBe("25 Nov 2026");
  });

  it("the rates file offers every currency, and the build refuses a rate of 0, a missing one, or too long a life", () => {
    expect(Object.keys(CURRENCY_RATES.rates).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(currencyRatesSchema.safeParse(CURRENCY_RATES).success).toBe(true);
    const problems = (file: unknown) =>
      currencyRatesSchema.safeParse(file).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(problems({ ...CURRENCY_RATES, rates: { ...CURRENCY_RATES.rates, AED: 0 } })).toEqual([
      "rates.AED: must be more than 0",
    ]);
    const { SAR: _left, ...withoutSar } = CURRENCY_RATES.rates;
    expect(problems({ ...CURRENCY_RATES, rates: withoutSar })).toEqual(["rates.SAR: is required"]);
    expect(problems({ ...CURRENCY_RATES, validDays: 90 })).toEqual(["validDays: must be at most 31"]);
    expect(problems({ ...CURRENCY_RATES, date: "25/11/2026" })).toEqual([
      "date: must be a date written YYYY-MM-DD, e.g. 2026-11-24",
    ]);
  });
});

describe("PriceInCurrency on Preact (what visitors run)", () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers({ now: new Date("2026-11-28T10:00:00"), doNotFake: ["queueMicrotask", "nextTick"] });
  });
  afterEach(() => jest.useRealTimers());

  it("in the server HTML: the choice at ₹ only, not usable before the script, and the rates' day and source", () => {
    const html = renderToString(<PriceInCurrency rupees={45_000} rates={rates} />);
    expect(html).toMatch(/<select[^>]*disabled/);
    expect(html).toContain("₹ only");
    expect(html).toContain("Indicative: you pay in ₹. Rates of 25 Nov 2026 (RBI reference rate).");
    expect(html).not.toContain("AED 1,860");
  });

  it("choosing AED shows the figure beside ₹ and remembers it; a second page starts with AED; ₹ only forgets it", () => {
    const { unmount } = render(<PriceInCurrency rupees={45_000} rates={rates} />);
    const choice = screen.getByLabelText("Also in");
    expect(choice).toBeEnabled();
    expect(choice).toHaveAccessibleDescription(/Rates of 25 Nov 2026/);
    fireEvent.change(choice, { target: { value: "AED" } });
    expect(screen.getByRole("status")).toHaveTextContent("≈ AED 1,860");
    // Kept with the rates' last day, so the enquiry form can tell whether it is still shown without the rates.
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.currency)!)).toEqual({
      currency: "AED",
      until: "2026-12-25",
    });
    unmount();
    render(<PriceInCurrency rupees={90_000} rates={rates} />);
    expect(screen.getByRole("status")).toHaveTextContent("≈ AED 3,719");
    fireEvent.change(screen.getByLabelText("Also in"), { target: { value: "" } });
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(window.localStorage.getItem(STORAGE_KEYS.currency)).toBeNull();
  });

  it("after the rates' last day: no conversion, the choice off, and why", () => {
    window.localStorage.setItem(STORAGE_KEYS.currency, JSON.stringify({ currency: "AED", until: "2026-12-25" }));
    jest.setSystemTime(new Date("2026-12-26T09:00:00"));
    render(<PriceInCurrency rupees={45_000} rates={rates} />);
    expect(screen.getByLabelText("Also in")).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(screen.getByText(/^Prices in ₹ only/)).toHaveTextContent(
      "Prices in ₹ only: the exchange rates of 25 Nov 2026 were for use until 25 Dec 2026.",
    );
  });

  it("with site data blocked, the choice still works on the page and nothing throws", () => {
    const restore = Object.getOwnPropertyDescriptor(window, "localStorage")!;
    blockWindowStorage();
    try {
      render(<PriceInCurrency rupees={45_000} rates={rates} />);
      fireEvent.change(screen.getByLabelText("Also in"), { target: { value: "SAR" } });
      expect(screen.getByRole("status")).toHaveTextContent("≈ SAR 1,899");
    } finally {
      Object.defineProperty(window, "localStorage", restore);
    }
  });
});

describe("CurrencyChoice: the price line loads only when wanted", () => {
  beforeEach(() => window.localStorage.clear());

  it("in the server HTML: a button, off until the script runs, and no currency code or rate", () => {
    const html = renderToString(<CurrencyChoice rupees={45_000} />);
    expect(html).toMatch(/<button[^>]*disabled[^>]*>Price in AED, SAR, USD and more<\/button>/);
    expect(html).not.toContain("select");
  });

  it("pressed: the choice arrives and takes the focus", async () => {
    render(<CurrencyChoice rupees={45_000} />);
    fireEvent.click(screen.getByRole("button", { name: "Price in AED, SAR, USD and more" }));
    const choice = await screen.findByLabelText("Also in");
    await waitFor(() => expect(choice).toHaveFocus());
  });

  it("a device that chose a currency before sees the choice without pressing", async () => {
    window.localStorage.setItem(STORAGE_KEYS.currency, JSON.stringify({ currency: "KWD", until: "2099-12-31" }));
    render(<CurrencyChoice rupees={45_000} />);
    expect(await screen.findByLabelText("Also in")).not.toHaveFocus();
  });
});

describe("a trip's card in the device's currency (CardPriceInCurrency, on Preact)", () => {
  const munnar = {
    id: "dst-munnar",
    name: "Munnar",
    type: "Domestic",
    pricePerPerson: 18_500,
    durationDays: 3,
    image: null,
    rating: null,
  } as unknown as DestinationSummary;
  beforeEach(() => {
    window.localStorage.clear();
    // content/currency-rates.json: 24.2 rupees per dirham, of 25 Nov 2026, for 30 days.
    jest.useFakeTimers({ now: new Date("2026-11-28T10:00:00"), doNotFake: ["queueMicrotask", "nextTick"] });
  });
  afterEach(() => jest.useRealTimers());

  it("shows the chosen currency over the card's picture, its rates loaded then; saying it is indicative", async () => {
    window.localStorage.setItem(STORAGE_KEYS.currency, JSON.stringify({ currency: "AED", until: "2026-12-25" }));
    const { container } = render(<DestinationCard destination={munnar} />);
    const label = await screen.findByText(/^≈ AED 764/);
    expect(label).toHaveTextContent("≈ AED 764 (indicative; you pay in ₹)");
    expect(label.parentElement).toBe(container.querySelector("article"));
    expect(screen.getByText("₹18,500 per person")).toBeInTheDocument();
  });

  it("nothing on a device without a choice, or after the rates it was chosen with are out of date", async () => {
    // Waited for as long as the label takes to come where there is one (the case above).
    const noLabel = () => expect(screen.findByText(/≈/, undefined, { timeout: 300 })).rejects.toThrow();
    const { unmount } = render(<DestinationCard destination={munnar} />);
    await noLabel();
    unmount();
    window.localStorage.setItem(STORAGE_KEYS.currency, JSON.stringify({ currency: "AED", until: "2026-11-27" }));
    render(<DestinationCard destination={munnar} />);
    await noLabel();
  });

  it("the server's card has none: the label comes only in the visitor's browser", () => {
    window.localStorage.setItem(STORAGE_KEYS.currency, JSON.stringify({ currency: "AED", until: "2026-12-25" }));
    expect(renderToString(<DestinationCard destination={munnar} />)).not.toContain("≈");
  });
});
