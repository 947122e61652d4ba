import React from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act, render, screen, within } from "@testing-library/react";
import dealTerms from "../content/deal-terms.json";
import { dealTermsSchema } from "../src/content-model/deal-terms";
import { dealDay, dealOnSale, dealTermsLine } from "../src/lib/deals";
import { DealsBanner, type Deal } from "../src/components/home/DealsBanner";

const deal = (id: string, terms: Partial<Pick<Deal, "priceBasis" | "endsOn">> = {}): Deal => ({
  id,
  title: `Deal ${id}`,
  webBanner: undefined,
  mobileBanner: undefined,
  priceBasis: terms.priceBasis ?? null,
  endsOn: terms.endsOn ?? null,
});

describe("deal terms", () => {
  it("a deal is on sale through its last day in India, and always without one", () => {
    expect(dealOnSale({ endsOn: "2026-12-31" }, "2026-12-31")).toBe(true);
    expect(dealOnSale({ endsOn: "2026-12-31" }, "2027-01-01")).toBe(false);
    expect(dealOnSale({ endsOn: null }, "2099-01-01")).toBe(true);
    // 31 Dec 19:00 UTC is already 1 Jan in India: the offer has ended there.
    expect(dealDay(new Date("2026-12-31T19:00:00Z"))).toBe("2027-01-01");
  });

  it("reads as one line: what the price is for, then the last day", () => {
    expect(dealTermsLine({ priceBasis: "per couple", endsOn: "2027-04-30" })).toBe(
      "Per couple · Offer ends Apr 30, 2027",
    );
    expect(dealTermsLine({ priceBasis: null, endsOn: "2027-04-30" })).toBe("Offer ends Apr 30, 2027");
    expect(dealTermsLine({ priceBasis: null, endsOn: null })).toBeNull();
  });

  it("refuses a date that is not one, a second entry for a deal and an overlong basis, naming the field", () => {
    expect(dealTermsSchema.safeParse(dealTerms).success).toBe(true);
    const result = dealTermsSchema.safeParse([
      { dealId: "deal-a", priceBasis: "per person", endsOn: "31/12/2026" },
      { dealId: "deal-a", priceBasis: "x".repeat(81), endsOn: "2026-12-31" },
    ]);
    expect(result.success).toBe(false);
    const problems = result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        "0.endsOn: must be a date written YYYY-MM-DD, e.g. 2026-11-24",
        "1.dealId: is already the id of entry [0]: each deal has one entry",
        "1.priceBasis: keeps to 80 characters",
      ]),
    );
  });
});

describe("DealsBanner", () => {
  afterEach(() => jest.useRealTimers());

  it("shows each deal's price basis and last day under its title", () => {
    render(<DealsBanner title="Deals" deals={[deal("a", { priceBasis: "per couple", endsOn: "2099-04-30" })]} />);
    const link = screen.getByRole("link", { name: /Deal a/ });
    expect(within(link).getByText("Per couple · Offer ends Apr 30, 2099")).toBeInTheDocument();
  });

  it("hydrates the build's deals, then hides one whose last day has passed since the build", async () => {
    const deals = [deal("ended", { endsOn: "2026-12-31" }), deal("current", { endsOn: "2027-06-30" })];
    jest.useFakeTimers({ now: new Date("2026-12-20T12:00:00Z"), doNotFake: ["queueMicrotask", "nextTick"] });
    const container = document.createElement("div");
    container.innerHTML = renderToString(<DealsBanner title="Deals" deals={deals} />);
    expect(container.textContent).toContain("Deal ended");
    document.body.append(container);
    // The visitor opens the page built on 20 December in January.
    jest.setSystemTime(new Date("2027-01-02T06:00:00Z"));
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <DealsBanner title="Deals" deals={deals} />);
    });
    expect(container.textContent).not.toContain("Deal ended");
    expect(container.textContent).toContain("Deal current");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
